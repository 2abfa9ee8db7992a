import type { ErrorReport } from '@storefront/platform';
import type { RecordedError } from './field-recorder';
import { filesOfStack } from './stack-files';

/** What an error's attribution reads of it. */
export interface ErrorDetails {
  /** The slot's fragment, or the fragment a reported error's context names. */
  fragment?: string;
  /** The remote module a reported error's context names (`mf_recommendations/ProductCard`). */
  remoteModule?: string;
  /** A reported error's context has a single-spa status: the shell's report of an application that failed. */
  applicationStatus?: boolean;
  /** The http(s) files of its stack, first frame first; for an uncaught value that is not an Error, its event's file. */
  files: string[];
}

export function errorDetails({ kind, detail }: Pick<RecordedError, 'kind' | 'detail'>): ErrorDetails {
  if (kind === 'slot-error') return { fragment: typeof detail === 'string' ? detail : undefined, files: [] };
  if (kind === 'uncaught' && typeof detail === 'string') return { files: /^https?:\/\//.test(detail) ? [detail] : [] };
  if (kind !== 'reported') return { files: detail instanceof Error ? filesOfStack(detail.stack) : [] };
  const { context, stack } = (detail ?? {}) as Partial<ErrorReport>;
  return {
    fragment: typeof context?.fragment === 'string' ? context.fragment : undefined,
    remoteModule: typeof context?.remoteModule === 'string' ? context.remoteModule : undefined,
    applicationStatus: typeof context === 'object' && context !== null && 'status' in context,
    files: filesOfStack(stack),
  };
}
