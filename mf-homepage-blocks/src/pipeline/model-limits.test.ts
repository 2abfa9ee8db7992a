import { MODEL_LIMITS, modelLimitProblem } from './model-limits';

function nested(levels: number): unknown {
  let value: unknown = 'Blatt';
  for (let level = 0; level < levels; level += 1) value = { child: value };
  return value;
}

describe('modelLimitProblem', () => {
  it('accepts ordinary content', () => {
    expect(modelLimitProblem({ title: 'Angebote', slides: [{ image: 'a.jpg' }, { image: 'b.jpg' }], metadata: { id: 'x' } })).toBeUndefined();
  });

  it('refuses a list longer than the limit, naming where, and accepts one at the limit', () => {
    expect(modelLimitProblem({ slides: new Array(MODEL_LIMITS.maxListLength).fill({}) })).toBeUndefined();
    expect(modelLimitProblem({ slides: new Array(MODEL_LIMITS.maxListLength + 1).fill({}) })).toBe(
      `slides: list longer than ${MODEL_LIMITS.maxListLength} items`,
    );
  });

  it('refuses a text longer than the limit, also deep inside', () => {
    expect(modelLimitProblem({ items: [{ text: 'x'.repeat(MODEL_LIMITS.maxStringLength) }] })).toBeUndefined();
    expect(modelLimitProblem({ items: [{ text: 'x'.repeat(MODEL_LIMITS.maxStringLength + 1) }] })).toBe(
      `items.0.text: text longer than ${MODEL_LIMITS.maxStringLength} characters`,
    );
  });

  it('refuses nesting deeper than the limit without recursing itself', () => {
    expect(modelLimitProblem(nested(MODEL_LIMITS.maxDepth - 1))).toBeUndefined();
    expect(modelLimitProblem(nested(MODEL_LIMITS.maxDepth + 1))).toMatch(/nested deeper than 16 levels$/);
    expect(modelLimitProblem(nested(100_000))).toMatch(/nested deeper/);
  });
});
