import { setImmediate as nextTurn } from 'node:timers/promises';
import { Fragment } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import fc from 'fast-check';
import { onErrorReported, type ErrorReport } from '@storefront/platform';
import { mutatedModels, type MutatedModel } from '@storefront/test-support';
import { readContentResponse } from '../../content/content-client';
import { blockModelPath } from '../../content/page-layout';
import type { RegisteredBlock } from '../../pipeline/block-definition';
import { MountedBlock } from '../../pipeline/MountedBlock';

/** What one content type went through: the figures `npm run fuzz` prints. */
export interface FuzzFigures {
  contentType: string;
  tried: number;
  rejected: number;
  rendered: number;
  /** Exceptions that escaped a block or that its error boundary caught from a model the block accepted. Must be 0. */
  crashes: number;
}

const NEIGHBOUR_TEXT = 'Nachbarblock bleibt sichtbar';

function Neighbour() {
  return <p data-fuzz-neighbour="">{NEIGHBOUR_TEXT}</p>;
}

/** Rendered after the block, the neighbour is the container's last element: no search through the block's tree. */
function neighbourShown(container: Element): boolean {
  const last = container.lastElementChild;
  return last?.hasAttribute('data-fuzz-neighbour') === true && last.textContent === NEIGHBOUR_TEXT;
}

/** A render error the block's boundary caught: reported with the component stack. */
const isCrash = (report: ErrorReport) => 'componentStack' in report.context;

/**
 * Throws models derived from the block's valid samples at it, each through the real pipeline (the content answer's
 * envelope and content-type check, the model limits and schema, the block in its error boundary) next to a known-good
 * block, and checks: no exception escapes, the neighbour still renders, nothing renders from a rejected model, every
 * rejection is reported exactly once. Seeded: a failure prints the seed and the smallest model that fails. Each model
 * after the promise reactions of the one before have run, as a browser runs them between tasks: in one synchronous
 * loop every mounted block's reactions (the tracker's impression observer, ...) would wait, holding its elements, until
 * the last model (some 400 MB for a carousel, and a quarter of the time in garbage collection).
 */
export async function fuzzContentBlock(
  block: RegisteredBlock,
  samples: readonly Record<string, unknown>[],
  otherContentTypes: readonly string[],
  { runs, seed }: { runs: number; seed: number },
): Promise<FuzzFigures> {
  const figures: FuzzFigures = { contentType: block.contentType, tried: 0, rejected: 0, rendered: 0, crashes: 0 };
  const reports: ErrorReport[] = [];
  const stopListening = onErrorReported((report) => reports.push(report));
  const blockId = `fuzz-${block.contentType}`;
  // One root for all models, each model's tree under its own key (mounted afresh, the last one unmounted): creating a
  // root per model registers React's event listeners on a new container each time. flushSync renders and runs the
  // effects (where rejections are reported) before it returns, without `act`, so this runs on React's production
  // build (see the fuzz test's environment).
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  try {
    await fc.assert(
      fc.asyncProperty(mutatedModels(samples, otherContentTypes), async ({ model: candidate }: MutatedModel) => {
        await nextTurn();
        reports.length = 0;
        figures.tried += 1;
        const model = readContentResponse({ model: candidate }, blockModelPath(blockId), block.contentType);
        const accepted = model !== undefined && block.prepare(model, blockId).valid;
        flushSync(() =>
          root.render(
            <Fragment key={figures.tried}>
              {model !== undefined && <MountedBlock reference={{ id: blockId, contentType: block.contentType }} block={block} model={model} />}
              <Neighbour />
            </Fragment>,
          ),
        );
        const crashed = reports.some(isCrash);
        if (accepted) figures.rendered += 1;
        else figures.rejected += 1;
        if (crashed) figures.crashes += 1;
        if (!neighbourShown(container)) throw new Error('the neighbour block disappeared');
        if (crashed) throw new Error(`the block threw on a model it accepted: ${reports.find(isCrash)?.message}`);
        if (!accepted && container.querySelector(`[data-block-id="${blockId}"]`)) throw new Error('a rejected model rendered');
        if (!accepted && reports.length !== 1)
          throw new Error(`a rejection was reported ${reports.length} times: ${reports.map((report) => report.message).join(' | ')}`);
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
  } finally {
    root.unmount();
    container.remove();
    stopListening();
  }
  return figures;
}

/** The figures of every content type as a table, for `npm run fuzz`. */
export function fuzzTable(figures: readonly FuzzFigures[]): string {
  const rows = figures.map((row) => [row.contentType, row.tried, row.rejected, row.rendered, row.crashes].map(String));
  const header = ['content type', 'tried', 'rejected', 'rendered', 'crashes'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] as string).length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] as number) : cell.padStart(widths[column] as number))).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
