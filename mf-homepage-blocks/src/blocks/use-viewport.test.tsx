import { act, render, screen } from '@testing-library/react';
import { transitions } from '@storefront/test-support/counted-transitions';
import { HydratingFirstViewContext, useClientRendered } from './use-viewport';

jest.mock('react', () =>
  jest.requireActual<typeof import('@storefront/test-support/counted-transitions')>('@storefront/test-support/counted-transitions').reactCountingTransitions(),
);

function Probe() {
  return <p>{useClientRendered() ? 'im Browser' : 'vom Server'}</p>;
}

beforeEach(() => {
  transitions.started = 0;
});

describe('useClientRendered', () => {
  it('is true before the first paint of a block rendered in the browser alone', () => {
    render(<Probe />);
    expect(screen.getByText('im Browser')).toBeInTheDocument();
    expect(transitions.started).toBe(0);
  });

  it('turns true at transition priority while a first view hydrates (React renders it in slices)', async () => {
    await act(async () => {
      render(
        <HydratingFirstViewContext.Provider value={{ current: true }}>
          <Probe />
        </HydratingFirstViewContext.Provider>,
      );
    });
    expect(screen.getByText('im Browser')).toBeInTheDocument();
    expect(transitions.started).toBe(1);
  });
});
