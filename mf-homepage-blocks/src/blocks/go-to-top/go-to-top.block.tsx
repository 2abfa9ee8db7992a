import { v } from '@storefront/platform';
import { ArrowUpIcon } from '../../icons/icons';
import { defineBlock, type BlockProps } from '../../pipeline/block-definition';
import { focusMainContent } from './focus-main-content';
import { scrollToTop } from './scroll-to-top';
import { useScrolledPast } from './use-scrolled-past';
import './go-to-top.css';

/** Scroll offset in px after which the button appears, unless content sets its own. */
export const DEFAULT_SCROLL_THRESHOLD = 800;

export const goToTopSchema = v.object({
  label: v.pipe(v.string(), v.minLength(1)),
  /** Describes what the button does; shown as its tooltip and announced as its description. */
  ariaLabel: v.optional(v.string()),
  scrollThreshold: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0)), DEFAULT_SCROLL_THRESHOLD),
});

export type GoToTopModel = v.InferOutput<typeof goToTopSchema>;

function goToTop(): void {
  scrollToTop();
  focusMainContent();
}

/** Spec section 4: appears once the scroll offset exceeds the threshold and scrolls smoothly to the top, where focus goes too. */
export function GoToTopButton({ model }: BlockProps<GoToTopModel>) {
  const visible = useScrolledPast(model.scrollThreshold);
  if (!visible) return null;
  return (
    <button type="button" className="hp-go-to-top" title={model.ariaLabel} onClick={goToTop}>
      <ArrowUpIcon />
      <span>{model.label}</span>
    </button>
  );
}

export default defineBlock({ contentType: 'GoToTopButton', schema: goToTopSchema, Component: GoToTopButton });
