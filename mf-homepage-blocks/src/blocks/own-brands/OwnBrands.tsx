import type { BlockProps } from '../../pipeline/block-definition';
import { useClientRendered } from '../use-viewport';
import type { OwnBrandsModel } from './own-brands-model';
import { OWN_BRANDS_TEXTS } from './own-brands-texts';
import { OwnBrandsCarousel } from './OwnBrandsCarousel';
import '../block-carousel.css';
import './own-brands.css';

/**
 * The own-brand carousels for dogs and cats (spec sections 1, 3, 4, 9). Until the first client render (a server
 * render, hydration) six square 260 px placeholders per carousel hold its space.
 */
export function OwnBrands({ model, blockId }: BlockProps<OwnBrandsModel>) {
  const clientRendered = useClientRendered();
  const animals = [
    { animal: 'dog', headline: model.dogHeadline, brands: model.dogBrands },
    { animal: 'cat', headline: model.catHeadline, brands: model.catBrands },
  ] as const;
  if (animals.every(({ brands }) => brands.length === 0)) return null;
  return (
    <div className="hp-own-brands">
      {animals.map(({ animal, headline, brands }) => (
        <OwnBrandsCarousel
          key={animal}
          id={`${blockId}-${animal}`}
          headline={headline}
          fallbackLabel={OWN_BRANDS_TEXTS[animal]}
          brands={brands}
          clientRendered={clientRendered}
        />
      ))}
    </div>
  );
}
