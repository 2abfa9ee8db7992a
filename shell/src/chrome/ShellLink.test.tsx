import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import { ShellLink } from './ShellLink';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

describe('ShellLink', () => {
  it('is a real link with its content and href', () => {
    render(
      <ShellLink href="/account" className="nav-link">
        Mein Konto
      </ShellLink>,
    );
    const link = screen.getByRole('link', { name: 'Mein Konto' });
    expect(link).toHaveAttribute('href', '/account');
    expect(link).toHaveClass('nav-link');
  });

  it('navigates client-side on a plain click', async () => {
    render(<ShellLink href="/account">Mein Konto</ShellLink>);
    await userEvent.click(screen.getByRole('link', { name: 'Mein Konto' }));
    expect(navigateToUrl).toHaveBeenCalledWith('/account');
  });

  it('prevents the full page load on a plain click', () => {
    render(<ShellLink href="/account">Mein Konto</ShellLink>);
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Mein Konto' }), { button: 0 });
    expect(notPrevented).toBe(false);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['middle-button', { button: 1 }],
  ])('leaves a %s click to the browser (new tab or window)', (_case, init) => {
    render(<ShellLink href="/eigenmarken">Eigenmarken</ShellLink>);
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Eigenmarken' }), init);
    expect(notPrevented).toBe(true);
    expect(navigateToUrl).not.toHaveBeenCalled();
  });
});
