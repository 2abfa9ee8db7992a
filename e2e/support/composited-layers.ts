import type { CDPSession, Page } from '@playwright/test';

/** The fields used here of the DevTools protocol's LayerTree.Layer (its types are not exported by Playwright). */
interface ProtocolLayer {
  layerId: string;
  backendNodeId?: number;
  width: number;
  height: number;
  drawsContent: boolean;
}

export interface CompositedLayer {
  /** The element that owns it: tag and classes. */
  element: string;
  /** Its size in CSS pixels: on a phone the compositor holds it times the device pixel ratio squared, if it is drawn. */
  width: number;
  height: number;
  drawn: boolean;
  /** Why Chromium gave it a layer of its own (`WillChangeOpacity`, `Overlap`, `OverflowScrolling`...). */
  reasons: string[];
}

/** Reads of the layer tree before giving up on a page whose layers keep changing while they are described. */
const TREE_READS = 5;

/**
 * The compositing layers Chromium keeps for the page (DevTools' LayerTree) whose element matches `selector` or lies
 * inside an element that does.
 */
export async function layersWithin(page: Page, selector: string): Promise<CompositedLayer[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    let latest: ProtocolLayer[] | undefined;
    cdp.on('LayerTree.layerTreeDidChange', ({ layers }) => {
      if (layers) latest = layers;
    });
    await cdp.send('LayerTree.enable');
    for (let read = 1; read <= TREE_READS; read += 1) {
      latest = undefined;
      // The tree is sent when the compositor's layers change: a layer of its own for one pixel, for a frame.
      await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const probe = document.createElement('div');
        probe.setAttribute('aria-hidden', 'true');
        probe.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;will-change:transform;pointer-events:none';
        document.body.append(probe);
        await frame();
        probe.remove();
        await frame();
      });
      const found = latest && (await describeLayers(cdp, latest, selector));
      // Undefined when the tree changed again meanwhile (a layer's id went): read it anew.
      if (found) return found;
    }
    throw new Error(`The page's compositing layers changed during each of ${TREE_READS} reads of them`);
  } finally {
    await cdp.detach();
  }
}

async function describeLayers(cdp: CDPSession, layers: ProtocolLayer[], selector: string): Promise<CompositedLayer[] | undefined> {
  const found: CompositedLayer[] = [];
  for (const layer of layers) {
    if (layer.backendNodeId === undefined) continue;
    const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: layer.backendNodeId });
    if (!object.objectId) continue;
    const { result } = await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: `function (selector) {
        const element = this.nodeType === 1 ? this : this.parentElement;
        if (!element || !element.closest(selector)) return '';
        return [element.tagName.toLowerCase(), ...Array.from(element.classList)].join('.');
      }`,
      arguments: [{ value: selector }],
      returnByValue: true,
    });
    if (typeof result.value !== 'string' || !result.value) continue;
    const reasons = await cdp.send('LayerTree.compositingReasons', { layerId: layer.layerId }).catch(() => undefined);
    if (!reasons) return undefined;
    found.push({ element: result.value, width: layer.width, height: layer.height, drawn: layer.drawsContent, reasons: reasons.compositingReasonIds });
  }
  return found;
}
