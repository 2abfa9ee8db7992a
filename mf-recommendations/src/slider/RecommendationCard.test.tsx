import { recommendationItem, wolfOfWildernessWildHills } from '../test-support/catalogue-fixtures';
import { renderOnHomepage, setUpPage } from '../test-support/render-in-page';
import { readCardFlags } from '../card/card-flags';
import { ProductCardView } from '../card/ProductCardView';
import { buildRecommendationCards } from '../model/recommendation-cards';
import { RecommendationCard } from './RecommendationCard';

jest.mock('../card/ProductCardView', () => ({ ProductCardView: jest.fn(() => null) }));

const renders = jest.mocked(ProductCardView);

function cardsOf(trackingContainer: string) {
  const items = [recommendationItem(wolfOfWildernessWildHills, 1, { trackingContainer, strategy: 'bestseller_dog', slot: 1 })];
  return buildRecommendationCards({ items, trackingContainer, pageName: 'web_home' }).cards;
}

beforeEach(() => renders.mockClear());

describe('RecommendationCard', () => {
  it('is not rendered again when its slider is, with the same card and flags of the same values', () => {
    setUpPage();
    const [card] = cardsOf('container_1');
    const props = { card: card!, trackingContainer: 'container_1', imageSize: 'recommendation' } as const;
    const view = renderOnHomepage(<RecommendationCard {...props} flags={readCardFlags()} />);
    expect(renders).toHaveBeenCalledTimes(1);

    // The slider reads the flags afresh on each render: another object, the same values.
    view.rerender(<RecommendationCard {...props} flags={readCardFlags()} />);
    expect(renders).toHaveBeenCalledTimes(1);

    view.rerender(<RecommendationCard {...props} flags={{ ...readCardFlags(), addToCartEnabled: !readCardFlags().addToCartEnabled }} />);
    expect(renders).toHaveBeenCalledTimes(2);

    const [otherCard] = cardsOf('container_1');
    view.rerender(<RecommendationCard {...props} card={otherCard!} flags={readCardFlags()} />);
    expect(renders).toHaveBeenCalledTimes(3);
  });
});
