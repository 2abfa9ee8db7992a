import { describeSchemaIssues, v } from '@storefront/platform';
import { altText, contentMetadata, imageUrl, optionalImageUrl, optionalLink, optionalText } from './model-fields';

const ABSENT = Symbol('absent');

/** What a model with the field answers: the parsed value, or the issues as the block's error report names them. */
function parsed(schema: v.GenericSchema, value: unknown): { output: unknown } | { refused: string } {
  const result = v.safeParse(v.object({ field: schema }), value === ABSENT ? {} : { field: value });
  return result.success ? { output: (result.output as { field?: unknown }).field } : { refused: describeSchemaIssues(result.issues, 'model') };
}

describe('optionalText and the fields that follow its rule', () => {
  it('is one schema for optional image URLs, alt texts and links', () => {
    expect(optionalImageUrl).toBe(optionalText);
    expect(altText).toBe(optionalText);
    expect(optionalLink).toBe(optionalText);
  });

  it.each(['Hunde', '', '  ', '/hunde?x=1'])('accepts the string %p as it is', (value) => {
    expect(parsed(optionalText, value)).toEqual({ output: value });
  });

  it.each([null, undefined, ABSENT])('accepts %p and leaves the fallback to the block (no default of its own)', (value) => {
    expect(parsed(altText, value)).toEqual({ output: value === ABSENT ? undefined : value });
  });

  it.each([
    [1, 'field: Invalid type: Expected string but received 1'],
    [false, 'field: Invalid type: Expected string but received false'],
    [{}, 'field: Invalid type: Expected string but received Object'],
  ])('refuses %p', (value, report) => {
    expect(parsed(optionalLink, value)).toEqual({ refused: report });
  });
});

describe('imageUrl', () => {
  it.each(['/images/content/logo.png', '', '  '])('accepts any string, a blank one included: %p', (value) => {
    expect(parsed(imageUrl, value)).toEqual({ output: value });
  });

  it.each([
    [null, 'field: Invalid type: Expected string but received null'],
    [ABSENT, 'field: Invalid key: Expected "field" but received undefined'],
    [42, 'field: Invalid type: Expected string but received 42'],
  ])('refuses %p', (value, report) => {
    expect(parsed(imageUrl, value)).toEqual({ refused: report });
  });
});

describe('contentMetadata', () => {
  it.each([{ id: 'banner-1' }, { id: null }, {}, null, ABSENT])('accepts %p', (value) => {
    expect(parsed(contentMetadata, value)).toEqual({ output: value === ABSENT ? undefined : value });
  });

  it.each([
    [{ id: 7 }, 'field.id: Invalid type: Expected string but received 7'],
    ['banner-1', 'field: Invalid type: Expected Object but received "banner-1"'],
  ])('refuses %p', (value, report) => {
    expect(parsed(contentMetadata, value)).toEqual({ refused: report });
  });
});
