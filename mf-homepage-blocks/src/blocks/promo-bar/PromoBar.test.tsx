import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { setUpPlatform } from '@storefront/test-support';
import { sampleBlock } from '../../test-support/sample-data';
import { PromoBar } from './PromoBar';
import { promoBarSchema, type PromoBarModel } from './promo-bar-model';

const model: PromoBarModel = {
  title: 'Gratis Versand ab 49 €',
  linkText: 'Zu den Angeboten',
  targetLink: '/shop/angebote',
  promoType: 'info',
};

beforeEach(() => setUpPlatform());

describe('PromoBar', () => {
  it('is open at first with its title and link', () => {
    render(<PromoBar model={model} blockId="promo-bar" />);
    const bar = screen.getByRole('region', { name: 'Aktion' });
    expect(bar).toHaveTextContent('Gratis Versand ab 49 €');
    expect(screen.getByRole('link', { name: 'Zu den Angeboten' })).toHaveAttribute('href', '/shop/angebote');
  });

  it('hides when the close button is used', async () => {
    render(<PromoBar model={model} blockId="promo-bar" />);
    await userEvent.click(screen.getByRole('button', { name: 'Aktionshinweis schließen' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Aktion' })).not.toBeInTheDocument());
    expect(screen.queryByText('Gratis Versand ab 49 €')).not.toBeInTheDocument();
  });

  it('hands keyboard focus on to what follows it when closed from the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <main id="main-content" tabIndex={-1}>
        <PromoBar model={model} blockId="promo-bar" />
        <div>
          <a href="/shop/hund">Hund</a>
        </div>
      </main>,
    );
    screen.getByRole('button', { name: 'Aktionshinweis schließen' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Aktion' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Hund' })).toHaveFocus();
  });

  it('hands focus to the main content when nothing focusable follows it', async () => {
    const user = userEvent.setup();
    render(
      <main id="main-content" tabIndex={-1} aria-label="Inhalt">
        <PromoBar model={model} blockId="promo-bar" />
        <button type="button" disabled>
          Gesperrt
        </button>
      </main>,
    );
    screen.getByRole('button', { name: 'Aktionshinweis schließen' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('main', { name: 'Inhalt' })).toHaveFocus());
  });

  it('leaves focus alone when it was not in the bar', () => {
    render(
      <>
        <input aria-label="Suche" />
        <PromoBar model={model} blockId="promo-bar" />
        <a href="/shop/hund">Hund</a>
      </>,
    );
    screen.getByRole('textbox', { name: 'Suche' }).focus();
    // A click that does not focus the button (Safari's buttons take no focus from the pointer).
    fireEvent.click(screen.getByRole('button', { name: 'Aktionshinweis schließen' }));
    expect(screen.queryByRole('region', { name: 'Aktion' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Suche' })).toHaveFocus();
  });

  it('shows the info icon for info promotions and the special artwork for special ones', () => {
    const { container, rerender } = render(<PromoBar model={model} blockId="promo-bar" />);
    expect(container.querySelector('.hp-promo-bar--info circle')).toBeInTheDocument();
    rerender(<PromoBar model={{ ...model, promoType: 'special' }} blockId="promo-bar" />);
    expect(container.querySelector('.hp-promo-bar--special ellipse')).toBeInTheDocument();
    expect(container.querySelector('circle')).not.toBeInTheDocument();
  });

  it.each(['javascript:alert(1)', 'https://evil.example/angebote', '//evil.example', '/\t/evil.example/path', '/\r\n/evil.example', '/\\evil.example'])(
    'renders no link to the unsafe target %s',
    (targetLink) => {
      render(<PromoBar model={{ ...model, targetLink }} blockId="promo-bar" />);
      expect(screen.getByText(/Gratis Versand ab 49 €/)).toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    },
  );

  it('accepts the sample data and refuses an unknown promo type', () => {
    expect(v.safeParse(promoBarSchema, sampleBlock('promo-bar')).success).toBe(true);
    expect(v.safeParse(promoBarSchema, { ...model, promoType: 'blinking' }).success).toBe(false);
    expect(v.safeParse(promoBarSchema, { ...model, title: null }).success).toBe(false);
  });
});
