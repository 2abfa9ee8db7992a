/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import { Script } from 'node:vm';
import { FIRST_VIEW_SETTLED_EVENT, REPLAY_CONTROL_ATTRIBUTE, REPLAY_OWNER_ATTRIBUTE } from '@storefront/contracts';

// The build's own function (webpack.config.cjs puts its output into index.html).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { eventReplayScript } = require('../../build/document-parts.cjs') as { eventReplayScript: () => string };

describe('the inlined event replay', () => {
  const script = eventReplayScript();

  it('is at most 1 KB gzip', () => {
    expect(gzipSync(script).length).toBeLessThanOrEqual(1024);
  });

  it("is one script expression carrying the contract's names and nothing else of the contracts", () => {
    expect(() => new Script(script)).not.toThrow();
    expect(script).not.toMatch(/<\/script/i);
    for (const name of [REPLAY_OWNER_ATTRIBUTE, REPLAY_CONTROL_ATTRIBUTE, FIRST_VIEW_SETTLED_EVENT]) expect(script).toContain(name);
    expect(script).not.toContain('mf-homepage-blocks');
    expect(script).not.toMatch(/\bexport\b|\bimport\b/);
  });
});
