import { act, renderHook, waitFor } from '@testing-library/react';
import { setUpPlatform } from '@storefront/test-support';
import { transitions } from '@storefront/test-support/counted-transitions';
import { contentBackend, contentModel } from '../test-support/content-backend';
import { useContentPage } from './use-content-page';

jest.mock('react', () =>
  jest.requireActual<typeof import('@storefront/test-support/counted-transitions')>('@storefront/test-support/counted-transitions').reactCountingTransitions(),
);

const terms = (id: string) => contentModel('TermsTextBlock', id, { termsAndConditionsText: `<p>Bedingungen ${id}</p>` });
const BLOCK_IDS = ['terms-1', 'terms-2', 'terms-3', 'terms-4'];

beforeEach(() => setUpPlatform());

/** Calls loadAhead and says how many transitions it started, before anything it asked for can arrive. */
function transitionsStartedBy(loadAhead: (spacePx: number) => void, spacePx: number): number {
  let started = 0;
  act(() => {
    const before = transitions.started;
    loadAhead(spacePx);
    started = transitions.started - before;
  });
  return started;
}

describe('useContentPage', () => {
  it('raises the load limit at transition priority, so a scroll does not interrupt a render of arriving blocks (which starts over)', async () => {
    contentBackend(
      BLOCK_IDS.map((id) => ({ id, contentType: 'TermsTextBlock' })),
      Object.fromEntries(BLOCK_IDS.map((id) => [id, terms(id)])),
    );
    const { result } = renderHook(() => useContentPage('homepage'));
    await waitFor(() => expect(result.current.lengthPending).toBe(false));

    expect(transitionsStartedBy(result.current.loadAhead, 1)).toBe(1);
    // No more than already asked for: no update at all.
    expect(transitionsStartedBy(result.current.loadAhead, 1)).toBe(0);
    expect(transitionsStartedBy(result.current.loadAhead, 100_000)).toBe(1);
    // The raised limit took effect: every block's model was asked for.
    await waitFor(() => expect(result.current.slots.map((slot) => slot.model.status)).not.toContain('idle'));
  });
});
