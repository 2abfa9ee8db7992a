import { useEffect } from 'react';
import { reportError } from '@storefront/platform';
import { FRAGMENT_NAME } from '../fragment';

/** Reports data problems once per distinct set (spec: bad input renders nothing and is reported). */
export function useReportProblems(component: string, problems: readonly string[], context: Record<string, unknown> = {}): void {
  const message = problems.length > 0 ? `${component} received invalid data: ${problems.join('; ')}` : '';
  const contextKey = JSON.stringify(context);
  useEffect(() => {
    if (message) reportError(new Error(message), { fragment: FRAGMENT_NAME, component, ...(JSON.parse(contextKey) as Record<string, unknown>) });
  }, [component, message, contextKey]);
}
