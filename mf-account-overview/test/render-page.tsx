import { render, screen, waitFor, within } from '@testing-library/react';
import { Root } from '../src/Root';
import { OVERVIEW_LOADING_TEXT } from '../src/AccountSections';
import { BALANCE_LOADING_TEXT } from '../src/sections/bonus-balance-text';

export function renderAccountPage() {
  return render(<Root />);
}

/** Waits until neither the flags nor the balance are loading any more. */
export async function waitForSettled(): Promise<void> {
  await waitFor(() => {
    expect(screen.queryByText(OVERVIEW_LOADING_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByText(BALANCE_LOADING_TEXT)).not.toBeInTheDocument();
  });
}

export function section(name: string): HTMLElement {
  return screen.getByRole('navigation', { name });
}

/** The hrefs of one section's links, in order. */
export function hrefsOf(name: string): Array<string | null> {
  return within(section(name))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}
