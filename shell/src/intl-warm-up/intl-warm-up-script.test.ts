/** @jest-environment node */
import crypto from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { createContext, runInContext, Script } from 'node:vm';

// The build's own function (webpack.config.cjs puts the start script into index.html and the worker's into assets/).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { intlWarmUp } = require('../../build/document-parts.cjs') as {
  intlWarmUp: () => { file: string; workerScript: string; startScript: string };
};

describe("the number formats' warm-up as built", () => {
  const { file, workerScript, startScript } = intlWarmUp();

  it("names the worker's file by its content, under the shell's immutable assets", () => {
    const hash = crypto.createHash('sha256').update(workerScript).digest('hex').slice(0, 10);
    expect(file).toBe(`assets/intl-warm-up.${hash}.js`);
  });

  it("the document's script is one small expression that starts that worker, same-origin, and nothing else", () => {
    expect(() => new Script(startScript)).not.toThrow();
    expect(startScript).not.toMatch(/<\/script/i);
    expect(gzipSync(startScript).length).toBeLessThanOrEqual(256);
    const started: string[] = [];
    runInContext(
      startScript,
      createContext({
        Worker: class {
          constructor(url: string) {
            started.push(url);
          }
        },
      }),
    );
    expect(started).toEqual([`/${file}`]);
  });

  it("the worker's script formats a euro price in German and ends the worker", () => {
    const formatted: string[] = [];
    let closed = 0;
    class RecordingNumberFormat extends Intl.NumberFormat {
      override format(value: number | bigint): string {
        const text = super.format(value);
        formatted.push(text);
        return text;
      }
    }
    const self = { close: () => closed++ };
    runInContext(workerScript, createContext({ self, Intl: { ...Intl, NumberFormat: RecordingNumberFormat } }));
    expect(formatted).toEqual(['1,00\u00a0€']);
    expect(closed).toBe(1);
  });
});
