import type { DataLayerEntry } from '../queue/data-layer-entry';

/**
 * Pushes through whatever `window.dataLayer` is at this moment: a tag manager may replace the array or its
 * push when it loads. Throws when something that is not a data layer sits there (the queue keeps the entry).
 */
export function pushToDataLayer(win: Window, entry: DataLayerEntry): void {
  if (win.dataLayer === undefined) win.dataLayer = [];
  win.dataLayer.push(entry);
}
