import { useEffect, useRef, useState } from 'react';
import { PAGE_LENGTH_PENDING_ATTRIBUTE } from '@storefront/contracts';
import { useTracking, VisuallyHidden } from '@storefront/ui';
import type { PetType } from '../data/own-brand-categories';
import { AssumedDeviceContext, ownBrandFirstView } from '../first-view/own-brand-first-view';
import { RECOMMENDATIONS_ANCHOR } from '../page/pet-tab';
import { useOwnBrandPage } from '../page/use-own-brand-page';
import { usePetTab } from '../page/use-pet-tab';
import { OWN_BRAND_TARGETS } from '../tracking/tracking-targets';
import { LoadingState } from './LoadingState';
import { PetTabPanel } from './PetTabPanel';
import { PetTabs } from './PetTabs';
import { TEXTS } from './texts';
import { UnavailableMessage } from './UnavailableMessage';

/**
 * The own-brand landing page (spec sections 2 and 4): its heading and introduction at once; the tabs, chips and
 * sliders only once the recommendations have loaded, a placeholder of their size until then; a message with a link
 * to the shop when they cannot be loaded. With the server's first view it starts as the server rendered it.
 */
export function OwnBrandPage() {
  const [firstView] = useState(ownBrandFirstView.current);
  const state = useOwnBrandPage(firstView?.tabs);
  const [petType, choosePetType] = usePetTab(firstView?.petType);
  const { click } = useTracking();
  const recommendations = useRef<HTMLDivElement>(null);
  const landed = useRef(false);
  const settled = state.status !== 'loading' && petType !== undefined;

  // Taken over: a later mount of the page renders afresh.
  useEffect(() => {
    if (firstView) ownBrandFirstView.provide(undefined);
  }, [firstView]);

  // Arriving with #recommendation: the browser looked for the anchor before it existed, so land on it once settled.
  useEffect(() => {
    if (!settled || landed.current) return;
    landed.current = true;
    if (window.location.hash === `#${RECOMMENDATIONS_ANCHOR}`) recommendations.current?.scrollIntoView({ block: 'start' });
  }, [settled]);

  const choose = (next: PetType) => {
    click({ name: OWN_BRAND_TARGETS.tab, id: next });
    choosePetType(next);
  };

  const content = () => {
    if (state.status === 'loading' || petType === undefined) return <LoadingState />;
    if (state.status === 'failed') return <UnavailableMessage />;
    const { tabs, catalogue } = state;
    return (
      <PetTabs active={petType} onChoose={choose}>
        <PetTabPanel key={petType} petType={petType} categories={tabs[petType]} catalogue={catalogue} />
      </PetTabs>
    );
  };

  return (
    <AssumedDeviceContext.Provider value={firstView?.device}>
      {/* Until the recommendations decide its sections, the page does not know its length (the shell keeps its footer back). */}
      <div className="ob-page" {...(settled ? {} : { [PAGE_LENGTH_PENDING_ATTRIBUTE]: '' })}>
        <div className="ob-intro">
          <h1 className="ob-intro__title">{TEXTS.title}</h1>
          <p className="ob-intro__text">{TEXTS.intro}</p>
        </div>
        <div id={RECOMMENDATIONS_ANCHOR} ref={recommendations} className="ob-recommendations" aria-busy={!settled}>
          <p role="status" className="ob-status">
            {settled ? null : <VisuallyHidden>{TEXTS.loading}</VisuallyHidden>}
          </p>
          {content()}
        </div>
      </div>
    </AssumedDeviceContext.Provider>
  );
}
