import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { NAVIGATION_LINKS } from '@storefront/contracts';
import { ConsentBannerView } from '../chrome/ConsentBannerView';
import { Header } from '../chrome/Header';

// jsdom lays nothing out and ignores @media and @supports: each test applies the stylesheet as a window of one width
// (and a phone's height, unless said) would (its width and height queries resolved here) and checks the styles that keep the chrome inside a narrow window (WCAG
// 1.4.10). e2e/tests/fixed-overlays.spec.ts measures the same in a browser.

const STYLESHEET = readFileSync(path.join(__dirname, 'global.css'), 'utf8');
/** The browser's text size by default: what em and rem in a media query count in. */
const DEFAULT_TEXT_SIZE = 16;

const COMPARISONS: Record<string, (size: number, limit: number) => boolean> = {
  'min-': (size, limit) => size >= limit,
  'max-': (size, limit) => size <= limit,
  '<': (size, limit) => size < limit,
  '<=': (size, limit) => size <= limit,
  '>': (size, limit) => size > limit,
  '>=': (size, limit) => size >= limit,
};

function matchesViewport(mediaText: string, viewport: { width: number; height: number }, textSize: number): boolean {
  const query = /^\((?:(min-|max-)(width|height):|(width|height) ([<>]=?))\s*(\d+(?:\.\d+)?)(px|r?em)\)$/.exec(mediaText.trim());
  const compare = COMPARISONS[query?.[1] ?? query?.[4] ?? ''];
  const dimension = (query?.[2] ?? query?.[3]) as 'width' | 'height' | undefined;
  if (!query || !compare || !dimension) throw new Error(`No width or height query this test resolves: ${mediaText}`);
  return compare(viewport[dimension], Number(query[5]) * (query[6] === 'px' ? 1 : textSize));
}

// jsdom parses @supports rules but has no CSSSupportsRule global to test them with.
const SUPPORTS_RULE_TYPE = 12;
const isSupportsRule = (rule: CSSRule): rule is CSSSupportsRule => rule.type === SUPPORTS_RULE_TYPE;

/**
 * global.css as a window `width` px wide (and `height` px high: a phone's, 844, unless said) sees it, in a browser with
 * or without dynamic viewport units, with the browser's text size (16 px unless said).
 */
const applied: HTMLStyleElement[] = [];

function applyStylesheet(
  width: number,
  { dynamicViewportUnits, textSize = DEFAULT_TEXT_SIZE, height = 844 }: { dynamicViewportUnits: boolean; textSize?: number; height?: number },
): void {
  const parsed = document.createElement('style');
  applied.push(parsed);
  parsed.textContent = STYLESHEET;
  document.head.append(parsed);
  const rules = Array.from(parsed.sheet?.cssRules ?? []).flatMap((rule) => {
    if (rule instanceof CSSMediaRule) return matchesViewport(rule.media.mediaText, { width, height }, textSize) ? Array.from(rule.cssRules) : [];
    if (isSupportsRule(rule)) {
      if (!/\d+d(vh|vw)\b/.test(rule.conditionText)) throw new Error(`No @supports condition this test resolves: ${rule.conditionText}`);
      return dynamicViewportUnits ? Array.from(rule.cssRules) : [];
    }
    return [rule];
  });
  parsed.textContent = rules.map((rule) => rule.cssText).join('\n');
}

afterEach(() => {
  for (const style of applied.splice(0)) style.remove();
});

const consentBanner = () => screen.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' });
/** The banner's cap: the window less its margins, and with the fixed controls' strip no more than half the window. */
const bannerCap = (viewportHeight: string, halfViewportHeight: string) =>
  `min(${viewportHeight} - 2rem, max(${halfViewportHeight} - 1rem - var(--shell-fixed-controls-height), 8rem))`;

describe('the consent banner in a window 256 px high (1280 x 1024 at 400 %) or a phone’s (320 x 568)', () => {
  it('is never taller than the window, less its margins, nor with the fixed controls than half of it, and scrolls its content inside', () => {
    applyStylesheet(320, { dynamicViewportUnits: false });
    render(<ConsentBannerView returnTo="/" />);
    expect(getComputedStyle(consentBanner())).toMatchObject({ position: 'fixed', maxHeight: bannerCap('100vh', '50vh'), overflowY: 'auto' });
  });

  it('takes the window without a phone’s toolbars where the browser knows it', () => {
    applyStylesheet(320, { dynamicViewportUnits: true });
    render(<ConsentBannerView returnTo="/" />);
    expect(getComputedStyle(consentBanner())).toMatchObject({ maxHeight: bannerCap('100dvh', '50dvh'), overflowY: 'auto' });
  });
});

describe('the consent banner’s choice', () => {
  const actions = () => screen.getByRole('button', { name: 'Alle akzeptieren' }).parentElement as HTMLElement;

  it('stays at the banner’s bottom edge in a phone’s window while the text scrolls (390 x 844, 320 x 568)', () => {
    for (const [width, height] of [
      [390, 844],
      [320, 568],
    ] as const) {
      applyStylesheet(width, { dynamicViewportUnits: true, height });
      const { unmount } = render(<ConsentBannerView returnTo="/" />);
      expect(getComputedStyle(actions())).toMatchObject({ position: 'sticky', backgroundColor: 'rgb(255, 255, 255)' });
      unmount();
    }
  });

  it('scrolls with the text in a window too low for text beside it (320 x 256, 400 % zoom)', () => {
    applyStylesheet(320, { dynamicViewportUnits: true, height: 256 });
    render(<ConsentBannerView returnTo="/" />);
    expect(getComputedStyle(actions()).position).not.toBe('sticky');
  });
});

describe('headings', () => {
  it('break a long word instead of widening the page, hyphenated where the browser can', () => {
    applyStylesheet(320, { dynamicViewportUnits: true });
    render(<h2>Nahrungsergänzungsmittel</h2>);
    expect(getComputedStyle(screen.getByRole('heading', { name: 'Nahrungsergänzungsmittel' }))).toMatchObject({
      overflowWrap: 'anywhere',
      hyphens: 'auto',
    });
  });
});

describe('the header', () => {
  const renderHeader = (loggedIn: boolean) => render(<Header links={NAVIGATION_LINKS} loggedIn={loggedIn} />);
  const columns = () => getComputedStyle(screen.getByRole('banner')).gridTemplateColumns;

  it.each([320, 390, 768, 839])('at %i px, takes two rows and lets the logo’s column shrink, so the session’s buttons stay in the window', (width) => {
    applyStylesheet(width, { dynamicViewportUnits: true });
    renderHeader(true);
    expect(columns()).toBe('minmax(0, 1fr) auto');
  });

  it('lets the navigation’s links that do not fit take another line, none cut off', () => {
    applyStylesheet(320, { dynamicViewportUnits: true });
    renderHeader(true);
    const navigation = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(getComputedStyle(navigation).overflowX).not.toMatch(/auto|scroll|hidden|clip/);
    expect(getComputedStyle(screen.getByRole('list')).flexWrap).toBe('wrap');
  });

  it('at 320 px, keeps "Angemeldet" for screen readers only: logo and "Abmelden" take the row', () => {
    applyStylesheet(320, { dynamicViewportUnits: true });
    renderHeader(true);
    expect(getComputedStyle(screen.getByText('Angemeldet'))).toMatchObject({ position: 'absolute', width: '1px', overflow: 'hidden' });
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });

  it.each([480, 768])('at %i px, shows "Angemeldet" next to "Abmelden"', (width) => {
    applyStylesheet(width, { dynamicViewportUnits: true });
    renderHeader(true);
    expect(getComputedStyle(screen.getByText('Angemeldet')).position).not.toBe('absolute');
  });

  it.each([840, 1280])('at %i px, keeps the one row of logo, navigation, "Angemeldet" and "Abmelden"', (width) => {
    applyStylesheet(width, { dynamicViewportUnits: true });
    renderHeader(true);
    expect(columns()).toBe('auto 1fr auto');
  });

  // Its widths are in em: with the browser's text twice as large, the layouts change at twice the widths (WCAG 1.4.4).
  it('with the browser’s text at 32 px, at 1280 px, takes two rows', () => {
    applyStylesheet(1280, { dynamicViewportUnits: true, textSize: 32 });
    renderHeader(true);
    expect(columns()).toBe('minmax(0, 1fr) auto');
  });

  it('with the browser’s text at 32 px, at 768 px, keeps "Angemeldet" for screen readers only', () => {
    applyStylesheet(768, { dynamicViewportUnits: true, textSize: 32 });
    renderHeader(true);
    expect(getComputedStyle(screen.getByText('Angemeldet')).position).toBe('absolute');
  });
});
