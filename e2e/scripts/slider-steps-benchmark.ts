/**
 * The slider-step benchmark: what one frame of a slider filling in steps costs the main thread, by the number of cards
 * it lays out (mf-recommendations' `use-cards-in-steps.ts` renders them a few per frame). On the own-brand page as a
 * phone (Pixel 7, consent given), the first category's slider, once shown, has its cards taken out (its slides stay,
 * as while it fills) and put back N per frame, covered and layered as while it fills; each frame is timed from its
 * callbacks to a task after its paint, as `afterNextPaint` times it. The step sizes take turns fill by fill, so the
 * host's swings fall on all of them.
 *
 *   npm run bench:slider-steps                                  # steps of 1, 2, 4 and 8 cards, 20 fills each, full speed
 *   npm run bench:slider-steps -- --cpu-slowdown 10 --fills 10  # as a low-end phone (DevTools' CPU throttling)
 *
 * Prints per number of cards in a frame the median frame, its range and how many frames, then the line through those
 * medians: what a step's frame costs whatever it lays out, and what each card adds. Figures, not a test: it never
 * fails on them and is never part of `npm test`.
 */
import { parseArgs } from 'node:util';
import { chromium, devices, type Locator } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium';
import { ensureStorefront } from '../support/storefront-server';
import { SHELL_URL } from '../support/urls';
import { median } from './perf/stats';
import { cpuSlowdownOption, visitOption, wholeNumberOption } from './perf/options';

/** The slider's classes while it fills (recommendation-slider.css): covered, its children on layers of their own. */
const FILLING_CLASSES = ['sf-recommendation-slider--filling', 'sf-recommendation-slider--layered'];
const MEASURED_ATTRIBUTE = 'data-slider-steps';
const SHOWN_SLIDER = '.ob-category .sf-recommendation-slider:not(.sf-recommendation-slider--filling):not(.sf-recommendation-slider--layered)';

interface Options {
  steps: number[];
  fills: number;
  cpuSlowdown: number;
}

function options(): Options {
  const { values } = parseArgs({
    options: {
      steps: { type: 'string', default: '1,2,4,8' },
      fills: { type: 'string', default: '20' },
      'cpu-slowdown': { type: 'string', default: '1' },
    },
  });
  const steps = values.steps.split(',').map((step) => wholeNumberOption('steps', step));
  return { steps, fills: wholeNumberOption('fills', values.fills), cpuSlowdown: cpuSlowdownOption(values['cpu-slowdown']) ?? 1 };
}

/** A frame of a fill: how many cards it laid out and how long from its callbacks to a task after its paint. */
interface Frame {
  cards: number;
  ms: number;
}

/** The least-squares line through the points: what a frame costs at no card and per card. */
function line(points: { cards: number; ms: number }[]): { perFrameMs: number; perCardMs: number } {
  const meanCards = points.reduce((sum, point) => sum + point.cards, 0) / points.length;
  const meanMs = points.reduce((sum, point) => sum + point.ms, 0) / points.length;
  const covariance = points.reduce((sum, point) => sum + (point.cards - meanCards) * (point.ms - meanMs), 0);
  const variance = points.reduce((sum, point) => sum + (point.cards - meanCards) ** 2, 0);
  const perCardMs = variance === 0 ? 0 : covariance / variance;
  return { perFrameMs: meanMs - perCardMs * meanCards, perCardMs };
}

/** Takes the slider's cards out, keeping its slides, and covers and layers it as while it fills. */
async function emptySlider(slider: Locator): Promise<void> {
  await slider.evaluate(async (element, fillingClasses) => {
    const slides = [...element.querySelectorAll<HTMLElement>('.swiper-slide')];
    const kept = element as HTMLElement & { sliderStepsCards?: string[] };
    kept.sliderStepsCards ??= slides.map((slide) => slide.innerHTML);
    slides.forEach((slide) => slide.replaceChildren());
    element.classList.add(...fillingClasses);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }, FILLING_CLASSES);
}

/** Puts the cards back `cardsPerStep` per frame, each step in a task of its own; the frames' times, then shows it. */
async function fillSlider(slider: Locator, cardsPerStep: number): Promise<Frame[]> {
  return slider.evaluate(
    async (element, { step, fillingClasses }) => {
      const slides = [...element.querySelectorAll<HTMLElement>('.swiper-slide')];
      const cards = (element as HTMLElement & { sliderStepsCards: string[] }).sliderStepsCards;
      const timed: Frame[] = [];
      for (let first = 0; first < slides.length; first += step) {
        const last = Math.min(first + step, slides.length);
        const ms = await new Promise<number>((resolve) => {
          setTimeout(() => {
            for (let index = first; index < last; index += 1) (slides[index] as HTMLElement).innerHTML = cards[index] as string;
            requestAnimationFrame(() => {
              const frameStart = performance.now();
              setTimeout(() => resolve(performance.now() - frameStart), 0);
            });
          }, 0);
        });
        timed.push({ cards: last - first, ms });
      }
      element.classList.remove(...fillingClasses);
      return timed;
    },
    { step: cardsPerStep, fillingClasses: FILLING_CLASSES },
  );
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const { steps, fills, cpuSlowdown } = options();
  const stopStorefront = await ensureStorefront();
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    await context.addCookies(visitOption('returning').cookies);
    const page = await context.newPage();
    await page.goto(`${SHELL_URL}/eigenmarken`);
    await page.locator('.ob-category').first().scrollIntoViewIfNeeded();
    await page.locator(SHOWN_SLIDER).first().locator('article').nth(1).waitFor();
    // Marked: the filling classes the benchmark sets take it out of SHOWN_SLIDER.
    await page
      .locator(SHOWN_SLIDER)
      .first()
      .evaluate((element, name) => element.setAttribute(name, ''), MEASURED_ATTRIBUTE);
    const slider = page.locator(`[${MEASURED_ATTRIBUTE}]`);
    const devtools = await context.newCDPSession(page);
    console.info(`Frames of the own-brand page's first slider filling, ${fills} fills per step size, at ${cpuSlowdown}x CPU (Pixel 7, consent given)`);
    const frames: Frame[] = [];
    for (let fill = 0; fill < fills; fill += 1) {
      for (const step of steps) {
        await emptySlider(slider);
        await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        frames.push(...(await fillSlider(slider, step)));
        await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      }
    }
    const counts = [...new Set(frames.map((frame) => frame.cards))].sort((a, b) => a - b);
    const medians = counts.map((cards) => {
      const times = frames.filter((frame) => frame.cards === cards).map((frame) => frame.ms);
      console.info(
        `  ${cards} card${cards === 1 ? '' : 's'} in a frame: median ${ms(median(times))} (${ms(Math.min(...times))} to ${ms(Math.max(...times))}), ${times.length} frames`,
      );
      return { cards, ms: median(times) };
    });
    if (medians.length > 1) {
      const { perFrameMs, perCardMs } = line(medians);
      console.info(`a step's frame: about ${ms(perFrameMs)} whatever it lays out, and ${ms(perCardMs)} per card (the line through the medians)`);
    }
  } finally {
    await browser.close();
    await stopStorefront();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
