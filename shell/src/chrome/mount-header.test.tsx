import { act, screen, within } from '@testing-library/react';
import { NAVIGATION_LINKS } from '@storefront/contracts';
import { clearAllCookies, logIn } from '@storefront/test-support';
import { mountHeader } from './mount-header';
import { staticHeaderHtml } from './static-header';

let container: HTMLElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  container.remove();
  clearAllCookies();
});

const header = () => within(screen.getByRole('banner'));
const navigationLinks = () =>
  within(screen.getByRole('navigation', { name: 'Hauptnavigation' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

async function mount(links = NAVIGATION_LINKS, loggedIn = false): Promise<void> {
  await act(async () => mountHeader(container, links, loggedIn));
}

describe('mountHeader', () => {
  it('takes over the document’s header: the same nodes, a focused link keeps its focus, the log-in button added', async () => {
    container.innerHTML = staticHeaderHtml();
    const documentHeader = container.querySelector('header');
    const link = screen.getByRole('link', { name: 'Eigenmarken' });
    link.focus();
    const errors = jest.spyOn(console, 'error');
    await mount();
    expect(screen.getByRole('banner')).toBe(documentHeader);
    expect(screen.getByRole('link', { name: 'Eigenmarken' })).toBe(link);
    expect(link).toHaveFocus();
    expect(header().getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('shows a logged-in shopper’s state and log-out button in the document’s header', async () => {
    container.innerHTML = staticHeaderHtml();
    await mount(NAVIGATION_LINKS, true);
    expect(header().getByText('Angemeldet')).toBeInTheDocument();
    expect(header().getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(header().queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument();
  });

  it('follows a log-in in another tab in the document’s header at the next route change', async () => {
    container.innerHTML = staticHeaderHtml();
    await mount();
    logIn('C-1001');
    act(() => void window.dispatchEvent(new CustomEvent('single-spa:routing-event')));
    expect(header().getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBe(container.firstElementChild);
  });

  it('renders afresh, without an error, when the registry lacks a fragment the document’s header links to', async () => {
    container.innerHTML = staticHeaderHtml();
    const errors = jest.spyOn(console, 'error');
    const links = NAVIGATION_LINKS.filter((link) => link.path !== '/eigenmarken');
    await mount(links);
    expect(navigationLinks()).toEqual(links.map((link) => link.label));
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(header().getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders the header itself in a container without the document’s', async () => {
    await mount();
    expect(navigationLinks()).toEqual(NAVIGATION_LINKS.map((link) => link.label));
    expect(header().getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });
});
