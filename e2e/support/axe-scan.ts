import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

const WCAG_21_A_AND_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  id: string;
  impact: AxeResults['violations'][number]['impact'];
  /** Each offending element's selector. */
  targets: string[];
}

/**
 * The axe scan (WCAG 2.1 A and AA) of the page, or of `include` in it. Run as `axe.run` in the page (the builder's
 * legacy mode) with every node listed for violations only: the default mode runs axe once per frame, then again in a
 * new blank page that gathers the frames' results, and serialises every passing node on the way, 4-6 s per scan of
 * the homepage on 2 cores against 1.5-2 s this way, for the same violations. Legacy mode does not look into
 * cross-origin frames; the shop has none (the rich-text sanitiser removes iframes), and a page with one fails here
 * instead of passing unscanned.
 */
export async function axeScan(page: Page, { include }: { include?: string } = {}): Promise<AxeResults> {
  const foreignFrames = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => url !== 'about:blank' && new URL(url).origin !== new URL(page.url()).origin);
  if (foreignFrames.length > 0) throw new Error(`axeScan does not look into cross-origin frames: ${foreignFrames.join(', ')}`);
  const builder = new AxeBuilder({ page })
    .withTags(WCAG_21_A_AND_AA)
    .setLegacyMode()
    .options({ resultTypes: ['violations'] });
  return (include ? builder.include(include) : builder).analyze();
}

/** The scan's violations, each with its impact and the offending elements' selectors. */
export async function wcagViolations(page: Page, options: { include?: string } = {}): Promise<AxeViolation[]> {
  const results = await axeScan(page, options);
  return results.violations.map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}
