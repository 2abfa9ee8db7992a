import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { conceptForLifeMedium, recommendationItem, royalCaninMaxi, wolfOfWildernessWildHills } from '../test-support/catalogue-fixtures';
import { CAROUSEL_LOAD_TIMEOUT, renderOnHomepage, setUpPage } from '../test-support/render-in-page';
import { RecommendationSlider } from './RecommendationSlider';

const impressionIds = (events: { event: string; target?: { id: string } }[]) =>
  events.filter((event) => event.event === 'IMPRESSION').map((event) => event.target?.id);

it('tracks the impressions of cards nobody has touched yet, and not again when swiper takes over the carousel', async () => {
  const { tracker } = setUpPage({ visibleAtOnce: true });
  const items = [wolfOfWildernessWildHills, royalCaninMaxi, conceptForLifeMedium].map((fixture, index) =>
    recommendationItem(fixture, 0, { trackingContainer: 'container_2', strategy: 'bestseller_dog', slot: index + 1 }),
  );
  const { container } = renderOnHomepage(<RecommendationSlider recommendations={items} trackingContainer="container_2" />);
  await waitFor(() => expect(impressionIds(tracker.events)).toEqual(['1801010', '1801040', '1801030']));

  await userEvent.hover(screen.getAllByRole('article')[0] as HTMLElement);
  await waitFor(() => expect(container.querySelector('.swiper-initialized')).not.toBeNull(), CAROUSEL_LOAD_TIMEOUT);
  expect(impressionIds(tracker.events)).toEqual(['1801010', '1801040', '1801030']);
});
