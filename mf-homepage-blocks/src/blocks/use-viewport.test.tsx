import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { transitions } from '@storefront/test-support/counted-transitions';
import { GRID_BY_WIDTH } from './brand-carousel/brand-carousel-layout';
import { DEVICE_BY_WIDTH, HydratingFirstViewContext, RENDERED_IN_BROWSER_ALONE, useClientRendered, useViewport, type WidthSteps } from './use-viewport';

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
    render(
      <HydratingFirstViewContext.Provider value={RENDERED_IN_BROWSER_ALONE}>
        <Probe />
      </HydratingFirstViewContext.Provider>,
    );
    expect(screen.getByText('im Browser')).toBeInTheDocument();
    expect(transitions.started).toBe(0);
  });

  it('is true from the first render of a block rendered in the browser alone: its content renders with the block, not again inside its commit', () => {
    const seen: boolean[] = [];
    function RecordingProbe() {
      seen.push(useClientRendered());
      return null;
    }
    render(
      <HydratingFirstViewContext.Provider value={RENDERED_IN_BROWSER_ALONE}>
        <RecordingProbe />
      </HydratingFirstViewContext.Provider>,
    );
    expect(seen).toEqual([true]);
  });

  it('is false in a server render, also of a block without a page around it', () => {
    expect(renderToString(<Probe />)).toBe('<p>vom Server</p>');
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

describe('useViewport', () => {
  function DeviceProbe() {
    return <p>{useViewport(DEVICE_BY_WIDTH) ?? 'unbekannt'}</p>;
  }

  /** A browser's media queries at a window width the test sets; reading window.innerWidth is counted. */
  function fakeWindowWidth(initial: number) {
    let width = initial;
    const lists: { min: number; answered: boolean; listeners: Set<() => void> }[] = [];
    const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation((query) => {
      const min = Number(/min-width: (\d+)px/.exec(query)?.[1]);
      const list = { min, answered: width >= min, listeners: new Set<() => void>() };
      lists.push(list);
      return {
        get matches() {
          return width >= min;
        },
        addEventListener: (_type: string, listener: () => void) => list.listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => list.listeners.delete(listener),
      } as unknown as MediaQueryList;
    });
    const original = Object.getOwnPropertyDescriptor(window, 'innerWidth');
    let innerWidthReads = 0;
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      get: () => {
        innerWidthReads += 1;
        return width;
      },
    });
    return {
      resize(next: number) {
        width = next;
        lists
          .filter((list) => list.answered !== width >= list.min)
          .forEach((list) => {
            list.answered = width >= list.min;
            list.listeners.forEach((listener) => listener());
          });
      },
      innerWidthReads: () => innerWidthReads,
      restore() {
        matchMedia.mockRestore();
        if (original) Object.defineProperty(window, 'innerWidth', original);
      },
    };
  }

  it('asks the media queries at its steps, never window.innerWidth (which lays the page out), and follows them', () => {
    const browser = fakeWindowWidth(390);
    try {
      render(<DeviceProbe />);
      expect(screen.getByText('mobile')).toBeInTheDocument();
      act(() => browser.resize(800));
      expect(screen.getByText('tablet')).toBeInTheDocument();
      act(() => browser.resize(1440));
      expect(screen.getByText('desktop')).toBeInTheDocument();
      act(() => browser.resize(543));
      expect(screen.getByText('mobile')).toBeInTheDocument();
      expect(browser.innerWidthReads()).toBe(0);
    } finally {
      browser.restore();
    }
  });

  it.each<[string, WidthSteps<string | boolean>]>([
    ['the device', DEVICE_BY_WIDTH],
    ['the brand grid', GRID_BY_WIDTH],
  ])('%s changes only at its steps (what the media queries can tell)', (_name, steps) => {
    const stepAt = (width: number) => Math.max(0, ...steps.widths.filter((step) => step <= width));
    for (let width = 0; width <= 2000; width += 1) expect(steps.at(width)).toBe(steps.at(stepAt(width)));
  });
});
