import { act, render, screen } from '@testing-library/react';
import { HydratingFirstViewContext, useClientRendered } from './use-viewport';

let transitions = 0;
jest.mock('react', () => {
  const actual = jest.requireActual<typeof import('react')>('react');
  return {
    ...actual,
    startTransition: (scope: () => void) => {
      transitions += 1;
      actual.startTransition(scope);
    },
  };
});

function Probe() {
  return <p>{useClientRendered() ? 'im Browser' : 'vom Server'}</p>;
}

beforeEach(() => {
  transitions = 0;
});

describe('useClientRendered', () => {
  it('is true before the first paint of a block rendered in the browser alone', () => {
    render(<Probe />);
    expect(screen.getByText('im Browser')).toBeInTheDocument();
    expect(transitions).toBe(0);
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
    expect(transitions).toBe(1);
  });
});
