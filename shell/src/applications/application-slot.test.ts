import type { ApplicationDefinition } from './application-definitions';
import { createApplicationSlot } from './application-slot';

const page: ApplicationDefinition = {
  name: 'mf-account-overview',
  container: 'mf_account_overview',
  module: 'mf_account_overview/app',
  activeWhen: () => true,
  kind: 'page',
  label: 'Kontoübersicht',
};
const background: ApplicationDefinition = { ...page, name: 'mf-tracking', container: 'mf_tracking', module: 'mf_tracking/app', kind: 'background', label: 'Tracking' };

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
});
