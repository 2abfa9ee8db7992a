import { useCallback, useEffect, useState } from 'react';
import type { PetType } from '../data/own-brand-categories';
import { PET_TYPE_PARAM, petTypeFromSearch, urlWithPetType } from './pet-tab';

/**
 * The active tab follows the `type` query: read once mounted, and again on every history change (back and forward,
 * and single-spa's popstate after another fragment or the shell changes the URL). Choosing a tab adds a history
 * entry with the new `type` without a reload. `undefined` until the URL has been read (never during rendering),
 * unless the server read it for its first view.
 */
export function usePetTab(firstViewPetType?: PetType): [PetType | undefined, (petType: PetType) => void] {
  const [petType, setPetType] = useState<PetType | undefined>(firstViewPetType);
  useEffect(() => {
    const follow = () => setPetType(petTypeFromSearch(window.location.search));
    follow();
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const choose = useCallback((next: PetType) => {
    setPetType(next);
    if (new URLSearchParams(window.location.search).get(PET_TYPE_PARAM) === next) return;
    window.history.pushState(null, '', urlWithPetType(window.location.href, next));
  }, []);
  return [petType, choose];
}
