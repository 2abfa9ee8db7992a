import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent } from '@testing-library/react';
import { FIRST_VIEW_SETTLED_EVENT } from '@storefront/contracts';
import { startEventReplay } from './event-replay';

let stop: () => void;
let clicks: string[];

function firstView(html: string, owner = 'mf-homepage-blocks'): HTMLElement {
  const region = document.createElement('div');
  region.dataset.replayOwner = owner;
  region.innerHTML = html;
  document.body.append(region);
  return region;
}

/** What the fragment's script would do: handle clicks on every control (recorded by its label). */
function listen(region: HTMLElement): void {
  region.addEventListener('click', (event) => {
    const control = (event.target as Element).closest('[aria-label]');
    if (control) clicks.push(`${control.getAttribute('aria-label')} ${(event as MouseEvent).clientX},${(event as MouseEvent).clientY}`);
  });
}

/** The shell's word that the fragment has settled its first view, and the tasks the replay hands the clicks over in. */
function settle(fragment: string): void {
  document.dispatchEvent(new CustomEvent(FIRST_VIEW_SETTLED_EVENT, { detail: { fragment } }));
  act(() => jest.runAllTimers());
}
const control = (label: string) => document.querySelector(`[aria-label="${label}"]`) as HTMLElement;

beforeEach(() => {
  jest.useFakeTimers();
  clicks = [];
  stop = startEventReplay();
});

afterEach(() => {
  stop();
  jest.useRealTimers();
  document.body.replaceChildren();
});

describe('event replay', () => {
  it("keeps a click on a first view's button from everything else until its fragment has settled, then hands it over once", () => {
    const region = firstView('<section><button type="button" aria-label="Aktionshinweis schließen"><svg><path></path></svg></button></section>');
    listen(region);
    const notPrevented = fireEvent.click(control('Aktionshinweis schließen').querySelector('path') as Element, { clientX: 350, clientY: 40 });
    expect(notPrevented).toBe(false);
    expect(clicks).toEqual([]);
    settle('mf-homepage-blocks');
    expect(clicks).toEqual(['Aktionshinweis schließen 350,40']);
    settle('mf-homepage-blocks');
    expect(clicks).toEqual(['Aktionshinweis schließen 350,40']);
  });

  it('hands several clicks over in the order they came, each once', () => {
    const region = firstView('<button type="button" aria-label="Vorherige"></button><button type="button" aria-label="Nächste"></button>');
    listen(region);
    fireEvent.click(control('Nächste'), { clientX: 1 });
    fireEvent.click(control('Vorherige'), { clientX: 2 });
    fireEvent.click(control('Nächste'), { clientX: 3 });
    settle('mf-homepage-blocks');
    expect(clicks).toEqual(['Nächste 1,0', 'Vorherige 2,0', 'Nächste 3,0']);
  });

  it('hands the click over as it was: element, position, keys and button', () => {
    firstView('<button type="button" aria-label="Zur Anmeldung"></button>');
    const seen: MouseEvent[] = [];
    control('Zur Anmeldung').addEventListener('click', (event) => seen.push(event));
    fireEvent.click(control('Zur Anmeldung'), { clientX: 12, clientY: 34, screenX: 56, screenY: 78, shiftKey: true, detail: 1 });
    settle('mf-homepage-blocks');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ clientX: 12, clientY: 34, screenX: 56, screenY: 78, shiftKey: true, ctrlKey: false, detail: 1, button: 0, bubbles: true });
  });

  it('keeps a click that comes while the kept ones are handed over behind them', () => {
    const region = firstView('<button type="button" aria-label="Nächste"></button><button type="button" aria-label="Vorherige"></button>');
    listen(region);
    fireEvent.click(control('Nächste'), { clientX: 1 });
    fireEvent.click(control('Nächste'), { clientX: 2 });
    document.dispatchEvent(new CustomEvent(FIRST_VIEW_SETTLED_EVENT, { detail: { fragment: 'mf-homepage-blocks' } }));
    expect(clicks).toEqual(['Nächste 1,0']);
    expect(fireEvent.click(control('Vorherige'), { clientX: 3 })).toBe(false);
    act(() => jest.runAllTimers());
    expect(clicks).toEqual(['Nächste 1,0', 'Nächste 2,0', 'Vorherige 3,0']);
    expect(fireEvent.click(control('Vorherige'), { clientX: 4 })).toBe(true);
    expect(clicks).toEqual(['Nächste 1,0', 'Nächste 2,0', 'Vorherige 3,0', 'Vorherige 4,0']);
  });

  it('lets clicks through at once after the fragment has settled', () => {
    const region = firstView('<button type="button" aria-label="Schließen"></button>');
    listen(region);
    settle('mf-homepage-blocks');
    expect(fireEvent.click(control('Schließen'))).toBe(true);
    expect(clicks).toEqual(['Schließen 0,0']);
  });

  it("keeps each fragment's clicks until that fragment has settled", () => {
    listen(firstView('<button type="button" aria-label="Startseite"></button>', 'mf-homepage-blocks'));
    listen(firstView('<button type="button" aria-label="Konto"></button>', 'mf-account-overview'));
    fireEvent.click(control('Startseite'));
    fireEvent.click(control('Konto'));
    settle('mf-account-overview');
    expect(clicks).toEqual(['Konto 0,0']);
    settle('mf-homepage-blocks');
    expect(clicks).toEqual(['Konto 0,0', 'Startseite 0,0']);
  });

  it('keeps clicks on other controls a fragment marks, and never on a button it leaves out', () => {
    const region = firstView(
      '<div role="button" tabindex="0" data-replay aria-label="Mehr"></div><button type="button" data-replay="off" aria-label="Sofort"></button>',
    );
    listen(region);
    expect(fireEvent.click(control('Mehr'))).toBe(false);
    expect(fireEvent.click(control('Sofort'))).toBe(true);
    expect(clicks).toEqual(['Sofort 0,0']);
    settle('mf-homepage-blocks');
    expect(clicks).toEqual(['Sofort 0,0', 'Mehr 0,0']);
  });

  it.each([
    ['a link', '<a href="#angebote" aria-label="x">Zu den Angeboten</a>'],
    [
      'a button that submits a form',
      '<form action="/consent" method="post"><button name="functional" value="1" aria-label="x">Alle akzeptieren</button></form>',
    ],
    ['a text', '<p aria-label="x">Gratis Versand</p>'],
  ])('lets %s of a first view work as it does without a script', (_kind, html) => {
    const region = firstView(html);
    region.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    listen(region);
    expect(fireEvent.click(control('x'))).toBe(true);
    expect(clicks).toEqual(['x 0,0']);
  });

  it('lets clicks outside first views through', () => {
    document.body.innerHTML = '<button type="button" aria-label="Anmelden"></button>';
    document.body.addEventListener('click', () => clicks.push('header'));
    expect(fireEvent.click(control('Anmelden'))).toBe(true);
    expect(clicks).toEqual(['header']);
  });

  it('drops a kept click whose element the fragment did not keep (rendered afresh, or the first view given up)', () => {
    const region = firstView('<button type="button" aria-label="Schließen"></button>');
    fireEvent.click(control('Schließen'));
    region.replaceChildren();
    const fresh = document.createElement('button');
    fresh.setAttribute('aria-label', 'Schließen');
    region.append(fresh);
    listen(region);
    expect(() => settle('mf-homepage-blocks')).not.toThrow();
    expect(clicks).toEqual([]);
  });

  it('ignores a settled event without a fragment', () => {
    firstView('<button type="button" aria-label="Schließen"></button>');
    fireEvent.click(control('Schließen'));
    expect(() => document.dispatchEvent(new CustomEvent(FIRST_VIEW_SETTLED_EVENT))).not.toThrow();
    expect(() => document.dispatchEvent(new CustomEvent(FIRST_VIEW_SETTLED_EVENT, { detail: { fragment: 7 } }))).not.toThrow();
  });
});

describe('event replay with React hydrating the first view', () => {
  // As in a browser: React renders a tap's update in a microtask, before the replay's next task.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
  afterAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: actEnvironment }));

  async function settleAsInABrowser(fragment: string): Promise<void> {
    document.dispatchEvent(new CustomEvent(FIRST_VIEW_SETTLED_EVENT, { detail: { fragment } }));
    while (jest.getTimerCount() > 0) {
      await Promise.resolve();
      jest.runOnlyPendingTimers();
    }
    await Promise.resolve();
  }

  function PromoBar({ onClose }: { onClose: () => void }) {
    const [open, setOpen] = useState(true);
    if (!open) return <p>geschlossen</p>;
    return (
      <section aria-label="Aktion">
        <button
          type="button"
          aria-label="Aktionshinweis schließen"
          onClick={() => {
            onClose();
            setOpen(false);
          }}
        />
      </section>
    );
  }

  it('neither loses nor doubles a tap before hydration or during it: the first closes the bar, the second finds it closed', async () => {
    const closed = jest.fn();
    const region = firstView(renderToString(<PromoBar onClose={closed} />));
    fireEvent.click(control('Aktionshinweis schließen'));
    const root = hydrateRoot(region, <PromoBar onClose={closed} />);
    // During hydration, and once hydrated but not settled (the fragment's mount has not resolved): kept as well.
    fireEvent.click(control('Aktionshinweis schließen'));
    await jest.runAllTimersAsync();
    fireEvent.click(control('Aktionshinweis schließen'));
    expect(closed).not.toHaveBeenCalled();
    await settleAsInABrowser('mf-homepage-blocks');
    expect(closed).toHaveBeenCalledTimes(1);
    expect(region).toHaveTextContent('geschlossen');
    root.unmount();
  });
});
