import { startTransition, useEffect, useState } from 'react';
import { reportError } from '@storefront/platform';
import { FRAGMENT_NAME } from '../fragment';
import { loadHomeRecommendations, type HomeRecommendationsState } from './load-home-recommendations';

export function useHomeRecommendations(index: number): HomeRecommendationsState {
  const [state, setState] = useState<HomeRecommendationsState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadHomeRecommendations(index)
      .catch((error: unknown) => {
        // Config or cookie problems before any call; the block stays empty.
        reportError(error, { fragment: FRAGMENT_NAME, component: 'HomeRecommendations', index });
        return { status: 'empty' } as const;
      })
      .then((next) => {
        // A transition: React renders the slider's cards in slices, leaving the main thread to input in between.
        if (active) startTransition(() => setState(next));
      });
    return () => {
      active = false;
    };
  }, [index]);
  return state;
}
