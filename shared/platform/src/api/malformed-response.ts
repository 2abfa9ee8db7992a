import type { BaseIssue } from 'valibot';
import { describeSchemaIssues } from '../errors/describe-schema-issues';

/** A 2xx answer whose body does not have the documented shape; callers treat it like a failed call. */
export class MalformedResponseError extends Error {
  constructor(operation: string, issues: readonly BaseIssue<unknown>[]) {
    super(`${operation} answered a malformed body: ${describeSchemaIssues(issues, '(body)')}`);
    this.name = 'MalformedResponseError';
  }
}
