import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

/** A link to a shell route, navigated client-side (modifier clicks still open new tabs). */
export function ShellLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigateToUrl(props.href);
  };
  return (
    <a {...props} href={props.href} onClick={onClick}>
      {props.children}
    </a>
  );
}
