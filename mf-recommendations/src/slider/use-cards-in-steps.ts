import { startTransition, useCallback, useEffect, useState } from 'react';
import { afterNextPaint } from '@storefront/ui/after-next-paint';

/**
 * Cards laid out per frame while a slider fills. A low-end phone (10x CPU) laid out the own-brand page's nine cards
 * in one frame of 120-210 ms (layout 70-105 ms, style 20-30 ms, paint 20-30 ms). Three of them took 60-124 ms since
 * each step's cards are painted in its own frame (under the cover); two take 57-82 ms. One per step is not much
 * shorter: a step's frame costs about 2.8 ms at full speed whatever it lays out and 0.6 ms per card (`npm run
 * bench:slider-steps`), and steps sized from the last frame's measured time made more long frames (performance-log.md).
 */
export const CARDS_PER_STEP = 2;
/**
 * The first step's frame also prepares what every card needs: the card text's font sizes new to the page (12-26 ms
 * at 10x in traces) and German hyphenation's dictionary (4-13 ms), so it lays out one card only.
 */
export const CARDS_IN_FIRST_STEP = 1;

export interface CardsInStepsOptions {
  /**
   * The page holds the slider's place (its filled height) while it fills. The first step then renders no card but a
   * word in each of the cards' text styles (CardTypeSpecimen), so the strikes and the dictionary come in a frame of
   * their own, and the cards follow CARDS_PER_STEP per step. Elsewhere a slider of no cards would show 160 px high and grow.
   */
  placeHeld?: boolean;
}

export interface CardsInSteps {
  /** How many of the slider's cards to render now; the slides after them stay empty. */
  rendered: number;
  /** Whether the slider is still filling: covered by a placeholder until its last cards have been laid out. */
  filling: boolean;
  /** Whether to lay out the cards' text styles (CardTypeSpecimen): in the first step of a slider whose place is held. */
  typeSpecimen: boolean;
  /**
   * Whether the slider's children are kept on compositing layers of their own: while it fills and until a paint after
   * it is shown, so that showing it only changes their opacity (recommendation-slider.css).
   */
  layered: boolean;
  /** Renders every card and shows the slider at once (keyboard focus came into it while it filled). */
  showNow: () => void;
}

/**
 * The number of cards a slider renders as it first fills: CARDS_IN_FIRST_STEP in its first render (none where its
 * place is held, see CardsInStepsOptions), then CARDS_PER_STEP more in a task after each paint, so the browser lays
 * the slider out in several short frames instead of one long one. A slider with cards after its first step is covered
 * while it fills (a card added later can make the track taller and move what is shown) and uncovered a paint after its
 * last cards, so that frame does not lay them out too; keyboard focus coming into it uncovers it at once. Once shown,
 * it renders every card it is given at once. Sliders are rendered in the browser only (RemoteComponent loads them in an
 * effect): a server's render would stay covered without JavaScript. In a tab in the background, where no frames run,
 * it fills once the tab is shown.
 */
export function useCardsInSteps(total: number, { placeHeld = false }: CardsInStepsOptions = {}): CardsInSteps {
  const [firstStep] = useState(placeHeld ? 0 : CARDS_IN_FIRST_STEP);
  const [state, setState] = useState({ rendered: firstStep, shown: false, layersKept: false });
  const rendered = state.shown ? total : Math.min(total, state.rendered);
  const filling = !state.shown && total > firstStep;
  useEffect(() => {
    if (state.shown || total === 0) return undefined;
    // A transition: React renders the step's cards in slices of a few milliseconds (the step's render was a script
    // task of 60-120 ms at 10x otherwise), and a shopper's input goes first.
    const addStep = () => startTransition(() => setState((previous) => ({ ...previous, rendered: previous.rendered + CARDS_PER_STEP })));
    if (rendered < total) return afterNextPaint(addStep);
    if (!filling) {
      setState({ rendered: total, shown: true, layersKept: false });
      return undefined;
    }
    return afterNextPaint(() => setState({ rendered: total, shown: true, layersKept: true }));
  }, [state.shown, total, rendered, filling]);
  // The layers go in a frame of their own, after the one that shows the slider (under 50 ms at 10x CPU): each one
  // drawn is memory a phone's compositor keeps while the page is open (the homepage at 390 px kept 13 layers, 9 of
  // them drawn, against 5 and 2 without the sliders').
  useEffect(() => {
    if (!state.layersKept) return undefined;
    return afterNextPaint(() => setState((previous) => ({ ...previous, layersKept: false })));
  }, [state.layersKept]);
  const showNow = useCallback(() => setState((previous) => (previous.shown ? previous : { ...previous, shown: true, layersKept: true })), []);
  return { rendered, filling, layered: filling || state.layersKept, typeSpecimen: filling && rendered === 0, showNow };
}
