import { screen, within } from '@testing-library/react';
import { NAVIGATION_LINKS } from '@storefront/contracts';
import { staticHeaderHtml } from './static-header';

describe('staticHeaderHtml', () => {
  it('is the header with the logo and every route as plain links, without the buttons that need the script', () => {
    document.body.innerHTML = staticHeaderHtml();
    expect(screen.getByRole('link', { name: 'zooplus Startseite' })).toHaveAttribute('href', '/');
    const navigation = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(NAVIGATION_LINKS.map((link) => [link.label, link.path]));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    document.body.replaceChildren();
  });
});
