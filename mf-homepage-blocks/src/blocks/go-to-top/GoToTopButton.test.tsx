import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { sampleBlock } from '../../test-support/sample-data';
import { DEFAULT_SCROLL_THRESHOLD, GoToTopButton, goToTopSchema } from './go-to-top.block';

const model = v.parse(goToTopSchema, sampleBlock('go-to-top-button'));

function scrollTo(offset: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: offset, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

function preferReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }),
  });
}

beforeEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('GoToTopButton', () => {
  it('appears only after scrolling past the threshold, and goes again above it', () => {
    render(<GoToTopButton model={model} blockId="go-to-top" />);
    expect(screen.queryByRole('button', { name: 'Nach oben' })).not.toBeInTheDocument();
    scrollTo(800);
    expect(screen.queryByRole('button', { name: 'Nach oben' })).not.toBeInTheDocument();
    scrollTo(801);
    expect(screen.getByRole('button', { name: 'Nach oben' })).toHaveAccessibleDescription('Zurück zum Seitenanfang');
    scrollTo(120);
    expect(screen.queryByRole('button', { name: 'Nach oben' })).not.toBeInTheDocument();
  });

  it('is there after the first paint when the page opens scrolled down, without reading the position before it', () => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { value: 2000, configurable: true });
    render(<GoToTopButton model={model} blockId="go-to-top" />);
    act(() => jest.runOnlyPendingTimers()); // the next frame
    expect(screen.queryByRole('button', { name: 'Nach oben' })).not.toBeInTheDocument();
    act(() => jest.runOnlyPendingTimers()); // the task after its paint
    expect(screen.getByRole('button', { name: 'Nach oben' })).toBeInTheDocument();
  });

  it('scrolls smoothly to the top', async () => {
    preferReducedMotion(false);
    render(<GoToTopButton model={model} blockId="go-to-top" />);
    scrollTo(1500);
    await userEvent.click(screen.getByRole('button', { name: 'Nach oben' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation when the shopper prefers reduced motion', async () => {
    preferReducedMotion(true);
    render(<GoToTopButton model={model} blockId="go-to-top" />);
    scrollTo(1500);
    await userEvent.click(screen.getByRole('button', { name: 'Nach oben' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('moves keyboard focus to the top of the main content, without cutting the smooth scroll short', async () => {
    preferReducedMotion(false);
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    render(
      <main id="main-content" tabIndex={-1}>
        <GoToTopButton model={model} blockId="go-to-top" />
      </main>,
    );
    scrollTo(1500);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Nach oben' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo(0); // at the top the button is gone
    expect(screen.queryByRole('button', { name: 'Nach oben' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(document.body).not.toHaveFocus();
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
  });

  it("moves focus to the page's main element when the shell's skip target is not there, and keeps going without one", async () => {
    const { unmount } = render(
      <div role="main">
        <GoToTopButton model={model} blockId="go-to-top" />
      </div>,
    );
    scrollTo(1500);
    await userEvent.click(screen.getByRole('button', { name: 'Nach oben' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
    unmount();

    render(<GoToTopButton model={model} blockId="go-to-top" />);
    scrollTo(1500);
    await userEvent.click(screen.getByRole('button', { name: 'Nach oben' }));
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });

  it('uses 800 px when content sets no threshold', () => {
    expect(v.parse(goToTopSchema, { label: 'Nach oben' }).scrollThreshold).toBe(DEFAULT_SCROLL_THRESHOLD);
    expect(DEFAULT_SCROLL_THRESHOLD).toBe(800);
    expect(v.safeParse(goToTopSchema, { label: 'Nach oben', scrollThreshold: -5 }).success).toBe(false);
  });
});
