import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { NAVIGATION_LINKS } from '@storefront/contracts';
import { ConsentBannerView } from '../chrome/ConsentBannerView';
import { Header } from '../chrome/Header';

// jsdom lays nothing out and ignores @media and @supports: each test applies the stylesheet as a window of one width
// would (its width queries resolved here) and checks the styles that keep the chrome inside a narrow window (WCAG
// 1.4.10). e2e/tests/fixed-overlays.spec.ts measures the same in a browser.

const STYLESHEET = readFileSync(path.join(__dirname, 'global.css'), 'utf8');
const REM_PX = 16;

function matchesWidth(mediaText: string, width: number): boolean {
  const query = /^\((min|max)-width:\s*(\d+(?:\.\d+)?)(px|rem)\)$/.exec(mediaText.trim());
  if (!query) throw new Error(`No width query this test resolves: ${mediaText}`);
  const [, bound, value, unit] = query;
  const limit = Number(value) * (unit === 'rem' ? REM_PX : 1);
  return bound === 'min' ? width >= limit : width <= limit;
}

// jsdom parses @supports rules but has no CSSSupportsRule global to test them with.
const SUPPORTS_RULE_TYPE = 12;
const isSupportsRule = (rule: CSSRule): rule is CSSSupportsRule => rule.type === SUPPORTS_RULE_TYPE;

/** global.css as a window `width` px wide sees it, in a browser with or without dynamic viewport units. */
const applied: HTMLStyleElement[] = [];

function applyStylesheet(width: number, { dynamicViewportUnits }: { dynamicViewportUnits: boolean }): void {
  const parsed = document.createElement('style');
  applied.push(parsed);
  parsed.textContent = STYLESHEET;
  document.head.append(parsed);
  const rules = Array.from(parsed.sheet?.cssRules ?? []).flatMap((rule) => {
    if (rule instanceof CSSMediaRule) return matchesWidth(rule.media.mediaText, width) ? Array.from(rule.cssRules) : [];
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

describe('the consent banner in a window 256 px high (1280 x 1024 at 400 %)', () => {
  it('is never taller than the window, less its margins, and scrolls its content inside', () => {
    applyStylesheet(320, { dynamicViewportUnits: false });
    render(<ConsentBannerView returnTo="/" />);
    expect(getComputedStyle(consentBanner())).toMatchObject({ position: 'fixed', maxHeight: 'calc(100vh - 2rem)', overflowY: 'auto' });
  });

  it('takes the window without a phone’s toolbars where the browser knows it', () => {
    applyStylesheet(320, { dynamicViewportUnits: true });
    render(<ConsentBannerView returnTo="/" />);
    expect(getComputedStyle(consentBanner())).toMatchObject({ maxHeight: 'calc(100dvh - 2rem)', overflowY: 'auto' });
  });
});

describe('the header in a narrow window', () => {
  const renderHeader = (loggedIn: boolean) => render(<Header links={NAVIGATION_LINKS} loggedIn={loggedIn} />);

  it.each([320, 390, 767])('at %i px, lets the logo’s column shrink, so the session’s buttons stay in the window', (width) => {
    applyStylesheet(width, { dynamicViewportUnits: true });
    renderHeader(false);
    expect(getComputedStyle(screen.getByRole('banner')).gridTemplateColumns).toBe('minmax(0, 1fr) auto');
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

  it('from 768 px, keeps the one row of logo, navigation and session', () => {
    applyStylesheet(768, { dynamicViewportUnits: true });
    renderHeader(false);
    expect(getComputedStyle(screen.getByRole('banner')).gridTemplateColumns).toBe('auto 1fr auto');
  });
});
