import userEvent from '@testing-library/user-event';

/** Clicks a link as a shopper does (its click handlers run); jsdom cannot navigate, so the navigation is cancelled. */
export async function clickLink(link: HTMLElement): Promise<void> {
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });
  await userEvent.click(link);
}
