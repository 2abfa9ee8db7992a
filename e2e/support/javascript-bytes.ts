import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

export interface ScriptTransfer {
  url: string;
  rawBytes: number;
  gzipBytes: number;
  body: Buffer;
}

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || type.includes('javascript');
}

/**
 * Records every JavaScript response of a page visit. Raw bytes are the decoded body; gzip bytes are that body
 * gzipped at the default level, so the figure does not depend on what encoding a server happened to choose.
 */
export function recordJavaScript(page: Page): () => Promise<ScriptTransfer[]> {
  const pending: Promise<ScriptTransfer | null>[] = [];
  page.on('response', (response) => {
    if (!isJavaScript(response) || response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), rawBytes: body.length, gzipBytes: gzipSync(body).length, body }))
        .catch(() => null),
    );
  });
  return async () => (await Promise.all(pending)).filter((entry): entry is ScriptTransfer => entry !== null);
}

export function totals(transfers: ScriptTransfer[]): { files: number; rawBytes: number; gzipBytes: number } {
  return transfers.reduce(
    (sum, transfer) => ({
      files: sum.files + 1,
      rawBytes: sum.rawBytes + transfer.rawBytes,
      gzipBytes: sum.gzipBytes + transfer.gzipBytes,
    }),
    { files: 0, rawBytes: 0, gzipBytes: 0 },
  );
}

/** The homepage with every remote it composes must stay within this much gzipped JavaScript. */
export const HOMEPAGE_GZIP_BUDGET_BYTES = 170 * 1024;
