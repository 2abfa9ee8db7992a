import type { LiveEntry } from '../src/registry/live-entry';

/** A live entry of half a megabyte whose every part says its number: a mix of two writes is detectable. */
export function bigLiveEntry(number: number): LiveEntry {
  const release = `1.0.${number}-${number.toString(16).padStart(10, '0')}`;
  return {
    fragment: 'mf-account-overview',
    release,
    version: `1.0.${number}`,
    builtAgainst: { react: '19.3.1' },
    history: Array.from({ length: 4_000 }, (_, index) => ({ release, action: 'deploy' as const, at: `n${number}-${index}` })),
  };
}

/** The number of a document made by bigLiveEntry, when it is exactly that document. */
export function wholeEntryNumber(text: string): number | undefined {
  const entry = JSON.parse(text) as LiveEntry;
  const number = Number(entry.version.split('.')[2]);
  return JSON.stringify(entry) === JSON.stringify(bigLiveEntry(number)) ? number : undefined;
}
