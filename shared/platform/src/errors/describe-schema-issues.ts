import { getDotPath, type BaseIssue } from 'valibot';

/** A received value can be a whole maintenance page; reports keep the start of each message only. */
const MAX_MESSAGE_LENGTH = 200;

const shorten = (message: string) => (message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : message);

/**
 * A failed valibot parse as one readable line for logs and error reports: "path: message" per issue, joined
 * by "; ", e.g. "title: Invalid length: Expected >=1 but received 0". Issues about the whole value are
 * labelled `rootLabel`.
 */
export function describeSchemaIssues(issues: readonly BaseIssue<unknown>[], rootLabel: string): string {
  return issues.map((issue) => `${getDotPath(issue) ?? rootLabel}: ${shorten(issue.message)}`).join('; ');
}
