import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { PAGE_CODES } from '@storefront/contracts';
import { setUpPlatform } from '@storefront/test-support';
import { TrackingPageProvider } from '@storefront/ui';
import { BLACK_WEEK_COUNTDOWN } from '../../test-support/countdown-model';
import { CountdownBanner } from './CountdownBanner';

const model = BLACK_WEEK_COUNTDOWN;

const banner = (
  <TrackingPageProvider pageCode={PAGE_CODES.home}>
    <CountdownBanner model={model} blockId="countdown-banner" />
  </TrackingPageProvider>
);

const shownTime = (container: Element) => Array.from(container.querySelectorAll('.hp-countdown__value'), (value) => value.textContent);

let root: Root | undefined;

beforeEach(() => {
  setUpPlatform();
  jest.useFakeTimers();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  jest.useRealTimers();
});

describe('CountdownBanner in the server-rendered first view', () => {
  it('hydrates a second after the server rendered it without a mismatch, then shows the time left', async () => {
    jest.setSystemTime(Date.parse('2025-11-20T10:00:00.300Z'));
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(banner);
    const serverTimer = screen.getByRole('timer', { name: 'Verbleibende Zeit' });
    // The server does not know when the page is shown: every unit keeps two digits' place until then.
    expect(shownTime(container)).toEqual(['--', '--', '--', '--']);
    expect(serverTimer).toHaveAttribute('aria-busy', 'true');

    jest.setSystemTime(Date.parse('2025-11-20T10:00:01.400Z'));
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, banner, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The server's elements kept, not rendered anew.
    expect(screen.getByRole('timer', { name: 'Verbleibende Zeit' })).toBe(serverTimer);
    expect(shownTime(container)).toEqual(['02', '02', '30', '44']);
    expect(serverTimer).toHaveAttribute('aria-busy', 'false');
  });
});
