import type { BlockProps } from '../../pipeline/block-definition';
import { useClientRendered } from '../use-viewport';
import type { OwnBrandsModel } from './own-brands-model';
import { OWN_BRANDS_TEXTS } from './own-brands-texts';
import { OwnBrandsCarousel } from './OwnBrandsCarousel';
import './own-brands.css';

/**
 * The own-brand carousels for dogs and cats (spec sections 1, 3, 4, 9). Until the first client render (a server
 * render, hydration) six square 260 px placeholders per carousel hold its space.
 */
export function OwnBrands({ model, blockId }: BlockProps<OwnBrandsModel>) {
  const clientRendered = useClientRendered();
  if (model.dogBrands.length === 0 && model.catBrands.length === 0) return null;
  return (
    <div className="hp-own-brands">
      <OwnBrandsCarousel
        id={`${blockId}-dog`}
        headline={model.dogHeadline}
        fallbackLabel={OWN_BRANDS_TEXTS.dog}
        brands={model.dogBrands}
        clientRendered={clientRendered}
      />
      <OwnBrandsCarousel
        id={`${blockId}-cat`}
        headline={model.catHeadline}
        fallbackLabel={OWN_BRANDS_TEXTS.cat}
        brands={model.catBrands}
        clientRendered={clientRendered}
      />
    </div>
  );
}
