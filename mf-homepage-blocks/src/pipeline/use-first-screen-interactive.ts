import { useEffect, useState } from 'react';
// Bundled into this fragment (not the shared @storefront/ui): it must work with whichever platform the shell provides.
import { afterFirstScreenOrNow } from '@storefront/ui/first-screen';

/**
 * Whether the page's first screen is interactive (the platform's afterFirstScreen: the shell has seen this page
 * mount, a task ago). False on the server and in the first render, so a hydration matches.
 */
export function useFirstScreenInteractive(): boolean {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    let active = true;
    void afterFirstScreenOrNow().then(() => {
      if (active) setInteractive(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return interactive;
}
