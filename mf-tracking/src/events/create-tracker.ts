import type { LogContext } from '@storefront/platform';
import type { Tracker, TrackingContext, TrackingData, TrackingTarget } from '@storefront/contracts';
import type { AbTestAssignment } from '../ab-tests/ab-test-data';
import type { EventDetails, QueuedEventName, UnnumberedEvent } from '../queue/data-layer-entry';
import { missingPageCodeMessage, PAGE_VIEW_WITHOUT_PAGE_CODE_MESSAGE } from './page-code-messages';

export interface TrackerDependencies {
  /** Hands a checked event to the page's queue. */
  enqueue(event: UnnumberedEvent): void;
  /** The spec section 7 details at the moment of raising. */
  describe(): EventDetails;
  log(message: string, context: LogContext): void;
  report(error: unknown, context: LogContext): void;
}

/** The page's tracker: what fragments call, plus the A/B-test entries this fragment raises itself. */
export interface RuntimeTracker extends Tracker {
  /** `pageLocation`: the href of the viewed page when it is no longer the current one (viewed after leaving it). */
  pageView(context: TrackingContext, data?: TrackingData, pageLocation?: string): void;
  /** An AB_TEST entry with the shopper's experiment assignments (checked by the caller, ab-tests/ab-test-data.ts). */
  abTest(context: TrackingContext, abTests: AbTestAssignment[]): void;
}

const CONTEXT = { fragment: 'mf-tracking' } as const;

/**
 * The tracker every fragment calls. Applies the page-code rule of spec section 5 (no page code, nothing sent)
 * and refuses malformed targets; everything else goes to the queue.
 */
export function createTracker(dependencies: TrackerDependencies): RuntimeTracker {
  function raise(
    event: QueuedEventName,
    context: unknown,
    target: unknown,
    data: unknown,
    { abTests, pageLocation }: { abTests?: AbTestAssignment[]; pageLocation?: string } = {},
  ): void {
    const pageCode = readPageCode(context);
    if (pageCode === undefined) {
      const message = event === 'PAGE_VIEW' ? PAGE_VIEW_WITHOUT_PAGE_CODE_MESSAGE : missingPageCodeMessage(event);
      dependencies.log(message, { ...CONTEXT, event, target: describeTarget(target) });
      return;
    }
    let checkedTarget: TrackingTarget | undefined;
    if (event === 'IMPRESSION' || event === 'CLICK') {
      checkedTarget = readTarget(target);
      if (!checkedTarget) {
        dependencies.report(new Error(`Tracking target of ${event} must have a non-empty name and id`), {
          ...CONTEXT,
          event,
          pageCode,
          target: describeTarget(target),
        });
        return;
      }
    }
    const checkedData = readData(data);
    if (checkedData === null) {
      dependencies.report(new Error(`Tracking data of ${event} must be an object; sent without it`), {
        ...CONTEXT,
        event,
        pageCode,
      });
    }
    dependencies.enqueue({
      event,
      pageCode,
      ...(checkedTarget ? { target: checkedTarget } : {}),
      details: pageLocation ? { ...dependencies.describe(), pageLocation } : dependencies.describe(),
      ...(checkedData ? { data: checkedData } : {}),
      ...(abTests ? { abTests } : {}),
    });
  }

  return {
    pageView: (context, data, pageLocation) => raise('PAGE_VIEW', context, undefined, data, { pageLocation }),
    impression: (context, target, data) => raise('IMPRESSION', context, target, data),
    click: (context, target, data) => raise('CLICK', context, target, data),
    abTest: (context, abTests) => raise('AB_TEST', context, undefined, undefined, { abTests }),
  };
}

function readPageCode(context: unknown): string | undefined {
  if (typeof context !== 'object' || context === null) return undefined;
  const { pageCode } = context as { pageCode?: unknown };
  return typeof pageCode === 'string' && pageCode.trim() !== '' ? pageCode : undefined;
}

function readTarget(target: unknown): TrackingTarget | undefined {
  if (typeof target !== 'object' || target === null) return undefined;
  const { name, id } = target as { name?: unknown; id?: unknown };
  if (typeof name !== 'string' || name.trim() === '' || typeof id !== 'string' || id.trim() === '') return undefined;
  return { name, id };
}

/** undefined: no data given; null: data given but not an object. */
function readData(data: unknown): TrackingData | undefined | null {
  if (data === undefined || data === null) return undefined;
  if (typeof data !== 'object' || Array.isArray(data)) return null;
  return data as TrackingData;
}

function describeTarget(target: unknown): unknown {
  if (target === undefined || target === null) return target;
  try {
    return JSON.parse(JSON.stringify(target)) as unknown;
  } catch {
    return String(target);
  }
}
