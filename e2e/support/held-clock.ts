import { expect, type Page } from '@playwright/test';
import { DEFERRED_ENTRY_ID, type DeferredEntry } from '@storefront/serve';

/** How far ahead of the page's clock a hold is set, so the page's own clock has not passed it by then. */
const HOLD_AHEAD_MS = 50;
/** Animation frames a held page may go on by each time the test looks at its condition (see HeldClock.pump). */
const FRAMES_PER_PUMP = 4;

/**
 * The page's clock (Playwright's clock, installed before the page loads) stopped at one moment, so a time-out of the
 * storefront fires only when the test moves time on, however slow the machine is. While it is held, timers due now
 * (zero-delay timers: the shell's start, work split into tasks) still run: the test pumps them while it waits for a
 * condition, and the next animation frame when the page waits for one (the homepage measures and shows its blocks
 * after a paint), moving the time on by one frame for it. Other timers with a delay run only through `advance`.
 */
export class HeldClock {
  private held = false;

  private constructor(private readonly page: Page) {}

  /** Installs the clock on the page; call before the page loads. Time flows as usual until `hold`. */
  static async install(page: Page): Promise<HeldClock> {
    await page.clock.install();
    return new HeldClock(page);
  }

  get isHeld(): boolean {
    return this.held;
  }

  /**
   * Stops the page's time at (about) now, once the page has started its start-up scripts (see startUpStarted). Later
   * calls change nothing.
   */
  async hold(): Promise<void> {
    if (this.held) return;
    this.held = true;
    await expect.poll(() => this.page.evaluate(startUpStarted, DEFERRED_ENTRY_ID), { message: "the page's start-up scripts started" }).toBe(true);
    // pauseAt refuses a moment the page's clock has already passed; the page's time is read again if it has.
    for (let aheadMs = HOLD_AHEAD_MS; ; aheadMs *= 2) {
      const pageNow = await this.page.evaluate(() => Date.now());
      try {
        await this.page.clock.pauseAt(pageNow + aheadMs);
        return;
      } catch (error) {
        if (!/to the past/.test(String(error))) throw error;
      }
    }
  }

  /**
   * Runs the timers due now, and the next animation frames while the page waits for them (a held clock runs nothing
   * by itself), up to FRAMES_PER_PUMP: work the page spreads over frames (a slider laid out a few cards per frame)
   * goes on at a pace the test's polls, a second apart at the end, do not slow to a crawl. A pump moves the time on by
   * at most FRAMES_PER_PUMP frames (68 ms), once each time the test looks at its condition: about a second in a wait
   * of expect's time-out, below every time-out of the storefront (two seconds and more).
   */
  async pump(): Promise<void> {
    if (!this.held) return;
    await this.page.clock.runFor(0);
    for (let frame = 0; frame < FRAMES_PER_PUMP; frame += 1) {
      const step = await this.page.evaluate(msToNextStep);
      if (step <= 0) return;
      await this.page.clock.runFor(step);
    }
  }

  /** Moves the held time on by `ms`, running every timer due on the way. */
  async advance(ms: number): Promise<void> {
    await this.page.clock.runFor(ms);
  }

  /**
   * Waits (in real time, up to expect's time-out) until `condition` holds, running the timers due now meanwhile. When
   * it does not hold in time, the error names what the held page was waiting for: its timers and its fragments' states.
   */
  async until(condition: () => Promise<boolean>, message: string, timeout?: number): Promise<void> {
    try {
      await expect
        .poll(
          async () => {
            await this.pump();
            return condition();
          },
          { message, timeout },
        )
        .toBe(true);
    } catch (error) {
      if (error instanceof Error) error.message += `\n\nThe held page meanwhile:\n${await describeHeldPage(this.page)}`;
      throw error;
    }
  }

  /** Lets time flow as usual again. */
  async release(): Promise<void> {
    if (!this.held) return;
    this.held = false;
    await this.page.clock.resume();
  }
}

/**
 * Whether the document has started its start-up scripts. A document with a first view starts the shell's entry once
 * the first view's picture has been painted (an animation frame) or after a time-out (entry-after-first-picture.ts); a
 * held clock runs neither, so a page held before would never start. Runs in the page.
 */
function startUpStarted(deferredEntryId: string): boolean {
  if (document.readyState === 'loading') return false;
  const deferred = document.getElementById(deferredEntryId)?.textContent;
  // Without a first view the entry is one of the document's own scripts.
  if (!deferred) return true;
  const entry = new URL((JSON.parse(deferred) as DeferredEntry).entry, location.href).href;
  return [...document.scripts].some((script) => script.src === entry);
}

/**
 * How far to move the held page's time on for its next step, in ms: to its next animation frame (and 1 ms more: a
 * zero-delay timer set while the clock runs its timers is due 1 ms later, the frame's `setTimeout(…, 0)` too), or to
 * a zero-delay timer set that way; 0 when it waits for neither. Reads Playwright's clock in the page (not a public
 * interface, as in describeHeldPage). Runs in the page.
 */
function msToNextStep(): number {
  type Timer = { type: string; delay?: number; callAt: number };
  const controller = (window as unknown as { __pwClock?: { controller?: { _now?: { ticks: number }; _timers?: Map<number, Timer> } } }).__pwClock?.controller;
  const now = controller?._now?.ticks;
  if (now === undefined) return 0;
  const steps = [...(controller?._timers?.values() ?? [])]
    .filter((timer) => timer.type === 'AnimationFrame' || (timer.type === 'Timeout' && !timer.delay))
    .map((timer) => timer.callAt - now + (timer.type === 'AnimationFrame' ? 1 : 0));
  return steps.length === 0 ? 0 : Math.max(0, Math.min(...steps));
}

/** What a held page waits for: its timers (which a held clock runs only when moved on) and its fragments' states. */
async function describeHeldPage(page: Page): Promise<string> {
  try {
    const state = await page.evaluate(() => {
      // Playwright's clock in the page (not a public interface: read only here, for a failure's message).
      type PendingTimer = { type: string; delay?: number; func?: unknown };
      const clock = (window as unknown as { __pwClock?: { controller?: { _timers?: Map<number, PendingTimer> } } }).__pwClock;
      const timers = [...(clock?.controller?._timers?.values() ?? [])].map(
        (timer) => `${timer.type} ${timer.delay ?? 0} ms: ${String(timer.func).replace(/\s+/g, ' ').slice(0, 100)}`,
      );
      const fragments = [...document.querySelectorAll<HTMLElement>('[data-fragment]')].map((slot) => `${slot.dataset.fragment}: ${slot.dataset.state ?? '-'}`);
      return { timers, fragments, scrollY: window.scrollY, height: document.documentElement.scrollHeight };
    });
    return [
      `scrolled ${state.scrollY} px of ${state.height} px`,
      `fragments: ${state.fragments.join(', ') || 'none'}`,
      `${state.timers.length} timer(s) waiting:`,
      ...state.timers.map((timer) => `  ${timer}`),
    ].join('\n');
  } catch (error) {
    return `(not readable: ${error instanceof Error ? error.message : String(error)})`;
  }
}
