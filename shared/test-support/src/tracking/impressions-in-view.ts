import { afterThisTest } from '../after-this-test';
import type { FakeTracker, ImpressionObservation } from './fake-tracker';

export interface ImpressionsInView {
  /** Shows `ratio` of the element (0 = out of view) to every observation of it the fake tracker holds. */
  setVisibleRatio(element: Element, ratio: number): void;
}

/**
 * Time for the fake tracker's impressions, kept as mf-tracking's observer keeps it: an observed element counts as
 * seen once it has been visible at the observation's threshold (1 unless given) for its delay (none unless given);
 * leaving the view earlier cancels. Drive it with jest's fake timers to test a block's impression options.
 */
export function impressionsInView(tracker: FakeTracker): ImpressionsInView {
  const pending = new Map<ImpressionObservation, ReturnType<typeof setTimeout>>();
  const cancel = (observation: ImpressionObservation) => {
    clearTimeout(pending.get(observation));
    pending.delete(observation);
  };
  afterThisTest(() => [...pending.keys()].forEach(cancel));
  return {
    setVisibleRatio(element, ratio) {
      for (const observation of tracker.observations.filter((candidate) => candidate.element === element)) {
        const threshold = observation.options?.threshold ?? 1;
        if (ratio <= 0 || ratio < threshold) cancel(observation);
        else if (!pending.has(observation)) {
          const show = () => {
            pending.delete(observation);
            observation.show();
          };
          const delayMs = observation.options?.delayMs ?? 0;
          if (delayMs === 0) show();
          else pending.set(observation, setTimeout(show, delayMs));
        }
      }
    },
  };
}
