import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { clearAllCookies, logIn } from '@storefront/test-support';
import { useCustomerId } from './use-customer-id';

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  clearAllCookies();
});

function LoginLabel({ renderedFor }: { renderedFor?: string | null }) {
  const customerId = useCustomerId(renderedFor);
  return <span>{customerId === null ? 'abgemeldet' : `angemeldet als ${customerId}`}</span>;
}

/**
 * The label rendered on a server for `renderedFor`, then hydrated in this document (with its cookies): the server's
 * element, the text it showed, and the hydration's recoverable errors (a mismatch is one).
 */
async function hydrateServerLabel(renderedFor: string | null): Promise<{ serverLabel: Element | null; serverText: string | null; errors: unknown[] }> {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<LoginLabel renderedFor={renderedFor} />);
  const serverLabel = container.firstElementChild;
  const serverText = container.textContent;
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <LoginLabel renderedFor={renderedFor} />, { onRecoverableError: (error) => errors.push(error) });
  });
  return { serverLabel, serverText, errors };
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

  it('renders on a server as the customer the render is for, without reading the cookies', () => {
    const cookie = jest.spyOn(document, 'cookie', 'get');
    expect(renderToString(<LoginLabel renderedFor="C-1001" />)).toBe('<span>angemeldet als C-1001</span>');
    expect(cookie).not.toHaveBeenCalled();
  });

  it("hydrates a logged-in customer's server markup as it is, without a mismatch", async () => {
    logIn('C-1001');
    const { serverLabel, serverText, errors } = await hydrateServerLabel('C-1001');
    expect(serverText).toBe('angemeldet als C-1001');
    expect(errors).toEqual([]);
    expect(screen.getByText('angemeldet als C-1001')).toBe(serverLabel);
  });

  it("shows the cookies' customer after hydrating markup rendered for another session", async () => {
    logIn('C-2002');
    const { serverText, errors } = await hydrateServerLabel('C-1001');
    expect(serverText).toBe('angemeldet als C-1001');
    expect(errors).toEqual([]);
    expect(screen.getByText('angemeldet als C-2002')).toBeInTheDocument();
  });
});
