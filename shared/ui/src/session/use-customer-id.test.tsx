import { renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { clearAllCookies, logIn } from '@storefront/test-support';
import { useCustomerId } from './use-customer-id';

afterEach(() => clearAllCookies());

function LoginLabel() {
  const customerId = useCustomerId();
  return <span>{customerId === null ? 'abgemeldet' : `angemeldet als ${customerId}`}</span>;
}

describe('useCustomerId', () => {
  it('is null without the customer id cookie, also with a shop user id', () => {
    document.cookie = 'zt_id=U-77; path=/';
    expect(renderHook(() => useCustomerId()).result.current).toBeNull();
  });

  it('is the customer id of the cookie when logged in', () => {
    logIn('C-1001', 'U-77');
    expect(renderHook(() => useCustomerId()).result.current).toBe('C-1001');
  });

  it('renders on a server as logged out, without reading the cookies', () => {
    logIn('C-1001');
    const cookie = jest.spyOn(document, 'cookie', 'get');
    expect(renderToString(<LoginLabel />)).toBe('<span>abgemeldet</span>');
    expect(cookie).not.toHaveBeenCalled();
  });
});
