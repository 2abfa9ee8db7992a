/**
 * Limits every content model must keep before its schema is even asked: a model from a broken content service
 * (a list of ten thousand slides, a structure nested a thousand levels deep, a megabyte of text in one field)
 * would freeze a phone while rendering. Real content stays far below them.
 */
export const MODEL_LIMITS = {
  /** Items in any one list of a model (slides, offers, articles, rows). */
  maxListLength: 200,
  /** Characters in any one string (rich text included). */
  maxStringLength: 200_000,
  /** Levels of objects and lists inside each other. */
  maxDepth: 16,
} as const;

/** The first limit the model breaks, as a readable problem; undefined when it keeps them all. */
export function modelLimitProblem(model: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value: model, path: '(model)', depth: 0 }];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop() as (typeof pending)[number];
    if (typeof value === 'string') {
      if (value.length > MODEL_LIMITS.maxStringLength) return `${path}: text longer than ${MODEL_LIMITS.maxStringLength} characters`;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MODEL_LIMITS.maxDepth) return `${path}: nested deeper than ${MODEL_LIMITS.maxDepth} levels`;
    if (Array.isArray(value)) {
      if (value.length > MODEL_LIMITS.maxListLength) return `${path}: list longer than ${MODEL_LIMITS.maxListLength} items`;
      value.forEach((item, index) => pending.push({ value: item, path: `${path}.${index}`, depth: depth + 1 }));
    } else {
      Object.entries(value).forEach(([key, item]) => pending.push({ value: item, path: path === '(model)' ? key : `${path}.${key}`, depth: depth + 1 }));
    }
  }
  return undefined;
}
