import { v } from '@storefront/platform';
import { altText, optionalImageUrl, optionalText } from '../model-fields';

/** The one kind of tab this block shows (spec section 3); tabs of other kinds are left out. */
export const TAB_WITH_PRODUCTS = 'tabWithProducts';

// Lenient per tab: a tab of another kind or without products is left out, it does not make the container invalid.
const productTabSchema = v.object({
  tabTitle: optionalText,
  contentType: optionalText,
  productIds: v.nullish(v.array(v.string())),
  headline: optionalText,
  subheadline: optionalText,
  superwideImage: optionalImageUrl,
  superwideImageAltText: altText,
});

export const tabContainerSchema = v.object({ tabs: v.array(productTabSchema) });

export type TabContainerModel = v.InferOutput<typeof tabContainerSchema>;

/** A tab that can be shown: a product tab with a title and at least one product id. */
export interface ProductTab {
  /** Position in the content's list of tabs: the tab's id in the page and in tracking, stable when others drop out. */
  position: number;
  title: string;
  productIds: string[];
  headline: string | undefined;
  subheadline: string | undefined;
  image: { src: string; alt: string } | undefined;
}

const text = (value: string | null | undefined) => value?.trim() || undefined;

/** Spec section 2 and the issue: tabs of another contentType or without products are left out. */
export function usableTabs(model: TabContainerModel): ProductTab[] {
  return model.tabs.flatMap((tab, position) => {
    const title = text(tab.tabTitle);
    const productIds = (tab.productIds ?? []).map((id) => id.trim()).filter(Boolean);
    if (tab.contentType !== TAB_WITH_PRODUCTS || !title || productIds.length === 0) return [];
    const src = text(tab.superwideImage);
    return [
      {
        position,
        title,
        productIds,
        headline: text(tab.headline),
        subheadline: text(tab.subheadline),
        image: src ? { src, alt: tab.superwideImageAltText?.trim() ?? '' } : undefined,
      },
    ];
  });
}
