/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

const html = fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8');
const icons = [...html.matchAll(/<link\b[^>]*\brel="(?:shortcut )?icon"[^>]*>/g)].map(([tag]) => ({
  href: /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '',
  type: /\btype="([^"]+)"/.exec(tag)?.[1] ?? '',
}));

describe("the document's icon", () => {
  // The browser has the page's renderer fetch and decode the icon on its main thread: an SVG there is a document of
  // its own to build, some 30 ms on a slow phone while the page starts (docs/performance-log.md).
  it('is a raster image the shell publishes', () => {
    expect(icons).toEqual([{ href: '/favicon.png', type: 'image/png' }]);
    const file = path.join(__dirname, '../public', '/favicon.png');
    expect(fs.readFileSync(file).subarray(1, 4).toString('latin1')).toBe('PNG');
  });
});
