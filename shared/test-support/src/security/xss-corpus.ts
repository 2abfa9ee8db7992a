// The one XSS corpus: payloads an attacker who gets a string into the content service, the catalogue or the
// redirect lookup would try. Every payload that ran would set window.__xss (or open a dialog), so a test sees it.
// Plain module, no test framework: unit tests (jest) and browser tests (Playwright) both import it.

/** The page flag any executed payload sets. */
export const XSS_FLAG = '__xss';

const RUN = `window.${XSS_FLAG}=1`;

/** Markup for rich-text fields: script, event handlers, URL schemes with case and entity tricks, SVG and MathML, srcdoc, CSS. */
export const XSS_MARKUP_PAYLOADS: readonly string[] = [
  `<p>Text</p><script>${RUN}</script>`,
  `<img src="x" onerror="${RUN}">`,
  `<svg onload="${RUN}"></svg>`,
  `<svg><script>${RUN}</script></svg>`,
  `<svg><a xlink:href="javascript:${RUN}"><text x="0" y="20">Klick</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  `<math href="javascript:${RUN}">Klick</math>`,
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  `<a href="javascript:${RUN}">Klick</a>`,
  `<a href="JaVaScRiPt:${RUN}">Klick</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${RUN}">Klick</a>`,
  `<a href="java&#x09;script:${RUN}">Klick</a>`,
  `<a href="&#x20;javascript:${RUN}">Klick</a>`,
  `<a href="data:text/html,<script>${RUN}</script>">Klick</a>`,
  `<a href="vbscript:msgbox(1)">Klick</a>`,
  `<a href="//evil.example/pfad">Klick</a>`,
  `<a href="/&#x09;/evil.example/pfad">Klick</a>`,
  `<a href="https://zooplus.de@evil.example/">Klick</a>`,
  `<div style="background:url(javascript:${RUN})">Text</div>`,
  `<div style="width: expression(${RUN})">Text</div>`,
  `<form action="javascript:${RUN}"><button>Senden</button></form>`,
  `<button formaction="javascript:${RUN}">Senden</button>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<base href="//evil.example/">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<details open ontoggle="${RUN}"><summary>x</summary></details>`,
  `<video><source onerror="${RUN}"></video>`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>"></p></noscript>`,
  `"><script>${RUN}</script>`,
  `<img src=x onerror=alert(1)>`,
];

/** Values for URL and link fields (and image sources): script schemes, protocol-relative and disguised foreign hosts. */
export const XSS_URL_PAYLOADS: readonly string[] = [
  `javascript:${RUN}`,
  ` javascript:${RUN}`,
  `\tjava\nscript:${RUN}`,
  `JAVASCRIPT:${RUN}`,
  `javascript&colon;${RUN}`,
  `data:text/html,<script>${RUN}</script>`,
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '//evil.example/pfad',
  '/\t/evil.example/pfad',
  '/\\evil.example/pfad',
  'https:evil.example',
  'https://evil.example/',
  'https://zooplus.de@evil.example/',
  'https://zooplus.de.evil.example/',
  'https://z\u043E\u043Eplus.de/',
  `{{constructor.constructor('${RUN}')()}}`,
];

/** Every payload; a field of any kind gets each of them. */
export const XSS_PAYLOADS: readonly string[] = [...XSS_MARKUP_PAYLOADS, ...XSS_URL_PAYLOADS];

/** Schemes that run code when a link is followed or a source is loaded. */
export const SCRIPT_SCHEME = /^\s*(javascript|vbscript|data):/i;

export interface InjectedValue<T> {
  value: T;
  /** The dotted paths of the string fields that got the payload. */
  fields: string[];
}

/**
 * The value with a payload in place of every string field (lists and objects walked), except where `keep(path)`
 * says the field must stay (e.g. `metadata.contentType`, without which nothing would render at all). `payload` is
 * one text for every field, or chooses one per field from the field's number (to spread the corpus over one page).
 */
export function injectIntoStrings<T>(value: T, payload: string | ((field: number) => string), keep: (path: string) => boolean = () => false): InjectedValue<T> {
  const fields: string[] = [];
  const walk = (node: unknown, path: string): unknown => {
    if (typeof node === 'string') {
      if (keep(path)) return node;
      fields.push(path);
      return typeof payload === 'string' ? payload : payload(fields.length - 1);
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, path ? `${path}.${index}` : String(index)));
    if (typeof node === 'object' && node !== null) {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, path ? `${path}.${key}` : key)]));
    }
    return node;
  };
  return { value: walk(value, '') as T, fields };
}
