import { firstScreenShown } from '@storefront/platform';
import { setViewportWidth } from '@storefront/test-support';
import type { ApplicationDefinition } from './application-definitions';
import { createApplicationSlot } from './application-slot';

jest.mock('@storefront/platform', () => ({
  ...jest.requireActual<typeof import('@storefront/platform')>('@storefront/platform'),
  firstScreenShown: jest.fn(),
}));

const page: ApplicationDefinition = {
  name: 'mf-account-overview',
  container: 'mf_account_overview',
  module: 'mf_account_overview/app',
  activeWhen: () => true,
  kind: 'page',
  label: 'Kontoübersicht',
};
const background: ApplicationDefinition = {
  ...page,
  name: 'mf-tracking',
  container: 'mf_tracking',
  module: 'mf_tracking/app',
  kind: 'background',
  label: 'Tracking',
};

let parent: HTMLElement;

beforeEach(() => {
  parent = document.createElement('div');
  document.body.append(parent);
});

afterEach(() => {
  parent.remove();
});

const root = (name: string) => parent.querySelector(`[data-fragment="${name}"]`) as HTMLElement;
const status = (name: string) => root(name).querySelector('[role="status"]') as HTMLElement;

describe('createApplicationSlot', () => {
  it('adds a slot with a status and a content element, idle and empty', () => {
    const slot = createApplicationSlot(page, parent);
    expect(root('mf-account-overview')).toBeInTheDocument();
    expect(root('mf-account-overview')).toContainElement(slot.content);
    expect(slot.state()).toBe('idle');
    expect(status('mf-account-overview')).toBeEmptyDOMElement();
  });

  it('shows the German loading text while loading and marks the slot busy', () => {
    const slot = createApplicationSlot(page, parent);
    slot.set('loading');
    expect(slot.state()).toBe('loading');
    expect(status('mf-account-overview')).toHaveTextContent('Inhalte werden geladen …');
    expect(root('mf-account-overview')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a German error naming the area', () => {
    const slot = createApplicationSlot(page, parent);
    slot.set('error');
    expect(status('mf-account-overview')).toHaveTextContent(
      'Kontoübersicht: Dieser Bereich ist gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.',
    );
    expect(root('mf-account-overview')).toHaveAttribute('aria-busy', 'false');
  });

  it.each(['ready', 'error'] as const)('says the first screen is shown when a page goes %s, not while it loads', (state) => {
    const slot = createApplicationSlot(page, parent);
    slot.set('loading');
    expect(firstScreenShown).not.toHaveBeenCalled();
    slot.set(state);
    expect(firstScreenShown).toHaveBeenCalledTimes(1);
  });

  it('leaves the first screen to the page: a background application going ready says nothing', () => {
    createApplicationSlot(background, parent).set('ready');
    expect(firstScreenShown).not.toHaveBeenCalled();
  });

  it('shows no text once ready and is no longer busy', () => {
    const slot = createApplicationSlot(page, parent);
    slot.set('loading');
    slot.set('ready');
    expect(slot.state()).toBe('ready');
    expect(status('mf-account-overview')).toBeEmptyDOMElement();
    expect(root('mf-account-overview')).toHaveAttribute('aria-busy', 'false');
  });

  it('shows no text at all for a background application', () => {
    const slot = createApplicationSlot(background, parent);
    slot.set('loading');
    expect(status('mf-tracking')).toBeEmptyDOMElement();
    expect(root('mf-tracking')).toHaveAttribute('aria-busy', 'true');
    slot.set('error');
    expect(slot.state()).toBe('error');
    expect(status('mf-tracking')).toBeEmptyDOMElement();
  });

  it('keeps the fragment content while the status changes', () => {
    const slot = createApplicationSlot(page, parent);
    slot.content.textContent = 'Bonuspunkte';
    slot.set('error');
    slot.set('loading');
    expect(slot.content).toHaveTextContent('Bonuspunkte');
  });

  describe("around a first view the shell's server rendered", () => {
    const MANIFEST = 'https://account.example/releases/3/mf-manifest.json';
    const serverSlot = (device = 'mobile') => {
      parent.innerHTML =
        `<div class="shell-slot shell-slot--page" data-fragment="mf-account-overview" data-first-view-manifest="${MANIFEST}" data-first-view-device="${device}">` +
        '<div class="shell-slot__content" data-first-view=""><h1>Mein Konto</h1><img alt="Banner" src="/banner.webp"></div></div>' +
        '<script type="application/json" id="first-view-state">{}</script>';
      return { root: root('mf-account-overview'), content: parent.querySelector('.shell-slot__content') as HTMLElement, image: parent.querySelector('img') };
    };

    it("takes over the server's slot with its markup in place, adding the status", () => {
      const server = serverSlot();
      const slot = createApplicationSlot(page, parent, MANIFEST);
      expect(parent.querySelectorAll('[data-fragment]')).toHaveLength(1);
      expect(root('mf-account-overview')).toBe(server.root);
      expect(slot.content).toBe(server.content);
      expect(parent.querySelector('img')).toBe(server.image);
      expect(status('mf-account-overview')).toBeEmptyDOMElement();
      slot.set('loading');
      expect(slot.content).toHaveTextContent('Mein Konto');
    });

    beforeEach(() => setViewportWidth(390));

    it.each([
      ['this page loads another release of the fragment (a local override)', () => 'http://localhost:3003/mf-manifest.json'],
      ['the window is wider than the phone it was rendered for', () => (setViewportWidth(820), MANIFEST)],
    ])('drops the markup and its state when %s', (_name, manifestOfThisPage) => {
      const server = serverSlot();
      const slot = createApplicationSlot(page, parent, manifestOfThisPage());
      expect(server.root).not.toBeInTheDocument();
      expect(document.getElementById('first-view-state')).toBeNull();
      expect(parent.querySelectorAll('[data-fragment]')).toHaveLength(1);
      expect(slot.content).toBeEmptyDOMElement();
      expect(slot.content).not.toHaveAttribute('data-first-view');
    });

    it.each([360, 543])("takes over a phone's first view in a window %i px wide, below the tablet width", (width) => {
      setViewportWidth(width);
      const server = serverSlot('mobile');
      const slot = createApplicationSlot(page, parent, MANIFEST);
      expect(slot.content).toBe(server.content);
      expect(document.getElementById('first-view-state')).toBeInTheDocument();
    });

    // A phone's first view is rendered for a phone's width: from the tablet width on the blocks lay out as on a
    // tablet, and the phone's markup would change under the shopper's eyes once hydrated.
    it.each([544, 667, 767])("drops a phone's first view in a window %i px wide (a phone held sideways, a foldable)", (width) => {
      setViewportWidth(width);
      const server = serverSlot('mobile');
      const slot = createApplicationSlot(page, parent, MANIFEST);
      expect(server.root).not.toBeInTheDocument();
      expect(document.getElementById('first-view-state')).toBeNull();
      expect(slot.content).toBeEmptyDOMElement();
    });

    it.each([360, 768, 1024, 1920, 2560])('takes over a responsive first view in a window %i px wide', (width) => {
      setViewportWidth(width);
      const server = serverSlot('responsive');
      const slot = createApplicationSlot(page, parent, MANIFEST);
      expect(slot.content).toBe(server.content);
      expect(slot.content).toHaveAttribute('data-first-view');
      expect(document.getElementById('first-view-state')).toBeInTheDocument();
    });

    it('keeps the mark of a first view (the page knows its length) while it is hydrated and shown, not once the route is left', () => {
      const server = serverSlot('responsive');
      const slot = createApplicationSlot(page, parent, MANIFEST);
      slot.set('loading');
      slot.content.removeAttribute('data-first-view');
      slot.set('ready');
      expect(server.root).toHaveAttribute('data-first-view-manifest', MANIFEST);
      slot.set('idle');
      expect(server.root).not.toHaveAttribute('data-first-view-manifest');
      slot.set('loading');
      expect(server.root).not.toHaveAttribute('data-first-view-manifest');
    });

    it('drops the markup of a device it does not know (a newer server)', () => {
      serverSlot('watch');
      const slot = createApplicationSlot(page, parent, MANIFEST);
      expect(slot.content).toBeEmptyDOMElement();
    });

    it.each(['error', 'idle'] as const)('drops the markup when the slot goes %s before the fragment has taken it over', (state) => {
      serverSlot();
      const slot = createApplicationSlot(page, parent, MANIFEST);
      slot.set('loading');
      slot.set(state);
      expect(slot.content).toBeEmptyDOMElement();
      expect(slot.content).not.toHaveAttribute('data-first-view');
    });

    describe('telling the event replay that the fragment has settled its first view', () => {
      let settled: { fragment: string; markup: string }[];
      const record = (event: Event) =>
        settled.push({
          fragment: (event as CustomEvent<{ fragment: string }>).detail.fragment,
          markup: parent.querySelector('.shell-slot__content')?.textContent ?? '',
        });
      beforeEach(() => {
        settled = [];
        document.addEventListener('storefront:first-view-settled', record);
      });
      afterEach(() => document.removeEventListener('storefront:first-view-settled', record));

      it('says so once, when the fragment is mounted, not while it loads', () => {
        serverSlot();
        const slot = createApplicationSlot(page, parent, MANIFEST);
        slot.set('loading');
        expect(settled).toEqual([]);
        slot.content.removeAttribute('data-first-view');
        slot.set('ready');
        expect(settled).toEqual([{ fragment: 'mf-account-overview', markup: 'Mein Konto' }]);
        slot.set('idle');
        slot.set('loading');
        slot.set('ready');
        expect(settled).toHaveLength(1);
      });

      it.each(['error', 'idle'] as const)('says so once the markup is dropped when the slot goes %s first', (state) => {
        serverSlot();
        const slot = createApplicationSlot(page, parent, MANIFEST);
        slot.set('loading');
        slot.set(state);
        expect(settled).toEqual([{ fragment: 'mf-account-overview', markup: '' }]);
      });

      it('says nothing for a slot the shell made itself', () => {
        const slot = createApplicationSlot(page, parent, MANIFEST);
        slot.set('loading');
        slot.set('ready');
        expect(settled).toEqual([]);
      });
    });

    it('leaves the content alone once the fragment has taken it over', () => {
      serverSlot();
      const slot = createApplicationSlot(page, parent, MANIFEST);
      slot.content.removeAttribute('data-first-view');
      slot.set('idle');
      expect(slot.content).toHaveTextContent('Mein Konto');
    });
  });
});
