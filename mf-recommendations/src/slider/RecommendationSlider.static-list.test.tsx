import { act, screen } from '@testing-library/react';
import { conceptForLifeMedium, recommendationItem, royalCaninMaxi, wolfOfWildernessWildHills } from '../test-support/catalogue-fixtures';
import { CAROUSEL_LOAD_TIMEOUT, renderOnHomepage, setUpPage } from '../test-support/render-in-page';
import { RecommendationSlider } from './RecommendationSlider';


// Its own file: the carousel's swiper chunk loads once per module registry, and this test needs the first load.
it('tracks no impression for the static list shown before swiper has loaded (the cards are rendered again in it)', async () => {
  const { tracker } = setUpPage({ visibleAtOnce: true });
  const items = [wolfOfWildernessWildHills, royalCaninMaxi, conceptForLifeMedium].map((fixture, index) =>
    recommendationItem(fixture, 0, { containerName: 'container_2', strategy: 'bestseller_dog', slot: index + 1 }),
  );
  renderOnHomepage(<RecommendationSlider recommendations={items} containerName="container_2" />);
  expect(screen.getByRole('list', { name: 'Produktempfehlungen' })).toBeInTheDocument();
  await act(async () => undefined);
  await screen.findByRole('button', { name: 'Nächste Elemente' }, CAROUSEL_LOAD_TIMEOUT);
  await act(async () => undefined);
  expect(tracker.events.filter((event) => event.event === 'IMPRESSION').map((event) => event.target?.id)).toEqual(['1801010', '1801040', '1801030']);
});
