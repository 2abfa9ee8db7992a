import { useEffect } from 'react';
import { reportError } from '@storefront/platform';
import { FRAGMENT } from '../../fragment';
import { bannerColours, type BannerColours } from './banner-colours';

/** Of a text that is no colour, as much as a report needs. */
const REPORTED_LENGTH = 60;

/**
 * The banner's colours from content's background. The contract allows any text there: one that is no colour is left
 * out (the banner keeps its own background) and reported, instead of the whole banner being refused.
 */
export function useBannerColours(background: string | null | undefined, blockId: string): BannerColours | undefined {
  const given = background?.trim() || undefined;
  const colours = given === undefined ? undefined : bannerColours(given);
  const ignored = colours === undefined ? given : undefined;
  useEffect(() => {
    if (ignored === undefined) return;
    reportError(new Error(`Countdown background is no CSS colour: ${JSON.stringify(ignored.slice(0, REPORTED_LENGTH))}`), {
      fragment: FRAGMENT,
      block: `CountdownBanner:${blockId}`,
      consequence: 'the banner shows its own background',
    });
  }, [ignored, blockId]);
  return colours;
}
