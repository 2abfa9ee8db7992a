import { render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { clearAllCookies, logIn } from '@storefront/test-support';
import { sampleBlock } from '../../test-support/sample-data';
import { LoginOrReorderButton, loginOrReorderSchema } from './login-or-reorder.block';

const model = v.parse(loginOrReorderSchema, sampleBlock('login-or-reorder-button'));

beforeEach(() => clearAllCookies());

describe('LoginOrReorderButton', () => {
  it('offers the login at /account when logged out', () => {
    render(<LoginOrReorderButton model={model} blockId="login" />);
    expect(screen.getByRole('link', { name: 'Jetzt anmelden' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: 'Erneut bestellen' })).not.toBeInTheDocument();
  });

  it('offers the reorder at /account/orders/reorder when logged in', () => {
    logIn('53284711');
    render(<LoginOrReorderButton model={model} blockId="login" />);
    expect(screen.getByRole('link', { name: 'Erneut bestellen' })).toHaveAttribute('href', '/account/orders/reorder');
    expect(screen.queryByRole('link', { name: 'Jetzt anmelden' })).not.toBeInTheDocument();
  });
});
