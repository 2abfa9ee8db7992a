import fc from 'fast-check';

/** A place in a JSON value: the keys and list indices that lead to it (empty for the value itself). */
export type JsonPath = ReadonlyArray<string | number>;

export const MUTATION_KINDS = ['remove', 'null', 'wrong-type', 'empty', 'huge-string', 'huge-list', 'unicode', 'deep-nesting', 'content-type'] as const;

export type MutationKind = (typeof MUTATION_KINDS)[number];

/** Texts that break naive code: direction overrides, a lone surrogate, NUL, joiners, combining marks, wide forms. */
export const UNICODE_EDGE_CASES: readonly string[] = [
  '\u202Eegamruof\u202C Katzenfutter',
  'Futter\u0000mit NUL',
  '\uD800 einsames Surrogat',
  '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}'.repeat(40),
  `e${'\u0301'.repeat(200)}`,
  '\u200B\u200C\u200D\uFEFF',
  'ｚｏｏｐｌｕｓ．ｄｅ',
  '\t\n\r  ',
  'Ä'.repeat(5000),
  '',
];

export const HUGE_STRING_LENGTH = 100_000;
export const HUGE_LIST_LENGTH = 10_000;
export const DEEP_NESTING_LEVELS = 1_000;

/**
 * A copy of a JSON value that keeps shared parts shared, as `structuredClone` does (jsdom has none): a huge list
 * of one repeated item stays one item in memory, and nesting is copied without recursion.
 */
export function copyJson<T>(value: T): T {
  const copies = new Map<object, unknown>();
  const copyOf = (node: unknown): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    const known = copies.get(node);
    if (known !== undefined) return known;
    const copy = (Array.isArray(node) ? [] : {}) as Record<string | number, unknown>;
    copies.set(node, copy);
    pending.push([node as Record<string | number, unknown>, copy]);
    return copy;
  };
  const pending: Array<[Record<string | number, unknown>, Record<string | number, unknown>]> = [];
  const root = copyOf(value);
  while (pending.length > 0) {
    const [source, target] = pending.pop() as [Record<string | number, unknown>, Record<string | number, unknown>];
    for (const key of Object.keys(source)) target[key] = copyOf(source[key]);
  }
  return root as T;
}

/** Items of a list whose places are offered to mutations: a huge list is one place, not ten thousand. */
const LIST_ITEMS_VISITED = 20;

/** Every place of a JSON value down to `maxDepth` (the first items of long lists), the value itself first. */
export function jsonPaths(value: unknown, maxDepth = 8): JsonPath[] {
  const paths: JsonPath[] = [];
  const visit = (node: unknown, path: JsonPath) => {
    paths.push(path);
    if (path.length >= maxDepth || typeof node !== 'object' || node === null) return;
    if (Array.isArray(node)) node.slice(0, LIST_ITEMS_VISITED).forEach((item, index) => visit(item, [...path, index]));
    else Object.entries(node).forEach(([key, item]) => visit(item, [...path, key]));
  };
  visit(value, []);
  return paths;
}

function deeplyNested(levels: number): unknown {
  let value: unknown = 'Ende';
  for (let level = 0; level < levels; level += 1) value = level % 2 === 0 ? { tiefer: value } : [value];
  return value;
}

/** A value of another JSON type than `original`, chosen by `choice`. */
function ofAnotherType(original: unknown, choice: number): unknown {
  const candidates: unknown[] = [42, -1.5, Number.MAX_SAFE_INTEGER, 'Text statt Zahl', true, false, {}, [], [1, 'zwei'], { unerwartet: true }];
  const other = candidates.filter((candidate) => typeof candidate !== typeof original || Array.isArray(candidate) !== Array.isArray(original));
  return other[choice % other.length];
}

function replacement(kind: MutationKind, original: unknown, choice: number, otherContentType: string): unknown {
  switch (kind) {
    case 'null':
      return null;
    case 'wrong-type':
      return ofAnotherType(original, choice);
    case 'empty':
      return Array.isArray(original) ? [] : typeof original === 'object' && original !== null ? {} : typeof original === 'string' ? '' : 0;
    case 'huge-string':
      return 'x'.repeat(HUGE_STRING_LENGTH);
    case 'huge-list':
      return new Array(HUGE_LIST_LENGTH).fill(Array.isArray(original) && original.length > 0 ? original[0] : original);
    case 'unicode':
      return UNICODE_EDGE_CASES[choice % UNICODE_EDGE_CASES.length];
    case 'deep-nesting':
      return deeplyNested(DEEP_NESTING_LEVELS);
    case 'content-type':
      return otherContentType;
    case 'remove':
      return undefined;
  }
}

/** Applies one mutation in place; the value itself (empty path) is replaced through the returned value. */
function mutate(root: unknown, path: JsonPath, kind: MutationKind, choice: number, otherContentType: string): unknown {
  if (kind === 'content-type') {
    const model = typeof root === 'object' && root !== null && !Array.isArray(root) ? (root as Record<string, unknown>) : {};
    const metadata = typeof model.metadata === 'object' && model.metadata !== null ? (model.metadata as Record<string, unknown>) : {};
    return { ...model, metadata: { ...metadata, contentType: otherContentType } };
  }
  if (path.length === 0) return kind === 'remove' ? undefined : replacement(kind, root, choice, otherContentType);
  let parent = root as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (kind === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    parent[last] = replacement(kind, parent[last], choice, otherContentType);
  }
  return root;
}

export interface MutatedModel {
  model: unknown;
  /** What was done, for the report of a failing case: `wrong-type slides.0.image`. */
  mutations: string[];
}

/**
 * Models derived from a valid sample: up to `maxMutations` of fields removed, set to null, to the wrong type, to
 * empty, huge (100 KB texts, 10,000-item lists), unicode edge cases, deep nesting, and another
 * `metadata.contentType`; some samples stay untouched, so valid models are rendered too.
 */
export function mutatedModels(samples: readonly unknown[], otherContentTypes: readonly string[], maxMutations = 3): fc.Arbitrary<MutatedModel> {
  const step = fc.record({ where: fc.nat(), kind: fc.constantFrom(...MUTATION_KINDS), choice: fc.nat() });
  return fc.record({ sample: fc.nat({ max: samples.length - 1 }), steps: fc.array(step, { maxLength: maxMutations }) }).map(({ sample, steps }) => {
    let model: unknown = copyJson(samples[sample]);
    const mutations: string[] = [];
    let hugeList = false;
    for (const step of steps) {
      const { where, choice } = step;
      // One huge list per model: a second inside the first would be 100 million items, not a content error.
      const kind: MutationKind = step.kind === 'huge-list' && hugeList ? 'huge-string' : step.kind;
      hugeList ||= kind === 'huge-list';
      const paths = jsonPaths(model);
      const path = paths[where % paths.length] as JsonPath;
      const other = otherContentTypes[choice % otherContentTypes.length] ?? 'Unbekannt';
      model = mutate(model, path, kind, choice, other);
      mutations.push(`${kind} ${kind === 'content-type' ? `metadata.contentType=${other}` : path.join('.') || '(model)'}`);
    }
    const mutated: MutatedModel = { model, mutations };
    // A failing case is printed by what was done to the sample, not by 100 KB of model.
    Object.defineProperty(mutated, fc.toStringMethod, { value: () => `sample ${sample} with [${mutations.join(', ') || 'no change'}]` });
    return mutated;
  });
}
