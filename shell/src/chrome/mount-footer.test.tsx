import { act, screen, within } from '@testing-library/react';
import { OPEN_CONSENT_SETTINGS_EVENT } from './consent-settings-event';
import { mountFooter } from './mount-footer';
import { staticFooterHtml } from './static-footer';

const COPYRIGHT = '© zooplus – Tierbedarf für Katzen, Hunde, Kleintiere, Vögel, Fische und Pferde';

let container: HTMLElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => container.remove());

const footer = () => within(screen.getByRole('contentinfo'));
const settingsButton = () => footer().getByRole('button', { name: 'Cookie-Einstellungen' });

/** Mounts it, and waits for the footer's component where it is asked for (a chunk of its own). */
async function mount(): Promise<void> {
  await act(async () => {
    mountFooter(container);
    await import('./Footer');
  });
}

describe('the document’s footer', () => {
  it('shows the copyright line and keeps the cookie settings button’s place hidden, as it needs the script', () => {
    container.innerHTML = staticFooterHtml();
    expect(footer().getByText(COPYRIGHT)).toBeVisible();
    expect(footer().queryByRole('button')).not.toBeInTheDocument();
    const placeKept = container.querySelector('button');
    expect(placeKept).toHaveTextContent('Cookie-Einstellungen');
    expect(placeKept).not.toBeVisible();
  });
});

describe('mountFooter', () => {
  it('takes over the document’s footer: the same nodes, without a mismatch, and its cookie settings button shows', async () => {
    container.innerHTML = staticFooterHtml();
    const documentFooter = container.querySelector('footer');
    const documentButton = container.querySelector('button');
    const errors = jest.spyOn(console, 'error');
    await mount();
    expect(screen.getByRole('contentinfo')).toBe(documentFooter);
    expect(settingsButton()).toBe(documentButton);
    expect(settingsButton()).toBeVisible();
    expect(errors).not.toHaveBeenCalled();
  });

  it('opens the cookie settings from the footer', async () => {
    container.innerHTML = staticFooterHtml();
    await mount();
    const opened = jest.fn();
    window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, opened);
    settingsButton().click();
    window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('renders the footer itself in a container without the document’s', async () => {
    await mount();
    expect(footer().getByText(COPYRIGHT)).toBeVisible();
    expect(settingsButton()).toBeVisible();
  });
});
