import * as v from 'valibot';
import { describeSchemaIssues } from './describe-schema-issues';

const promoSchema = v.object({ title: v.pipe(v.string(), v.minLength(1)), promoType: v.picklist(['info', 'special']) });

function issuesOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input);
  if (result.success) throw new Error('expected the input to fail');
  return result.issues;
}

describe('describeSchemaIssues', () => {
  it('names each failing field with its message, on one line', () => {
    expect(describeSchemaIssues(issuesOf(promoSchema, { title: '', promoType: 'blinking' }), '(model)')).toBe(
      'title: Invalid length: Expected >=1 but received 0; promoType: Invalid type: Expected ("info" | "special") but received "blinking"',
    );
  });

  it('labels a problem with the value as a whole', () => {
    expect(describeSchemaIssues(issuesOf(promoSchema, null), '(model)')).toBe('(model): Invalid type: Expected Object but received null');
  });

  it('joins the path of a nested field with dots', () => {
    const schema = v.object({ items: v.array(v.object({ headline: v.string() })) });
    expect(describeSchemaIssues(issuesOf(schema, { items: [{ headline: 'a' }, { headline: 1 }] }), '(model)')).toBe(
      'items.1.headline: Invalid type: Expected string but received 1',
    );
  });

  it('keeps only the start of a message that quotes a long received value', () => {
    const maintenancePage = `<html>${'Wartung '.repeat(100)}</html>`;
    const description = describeSchemaIssues(issuesOf(promoSchema, maintenancePage), '(body)');
    expect(description.startsWith('(body): Invalid type: Expected Object but received "<html>Wartung')).toBe(true);
    expect(description).toHaveLength('(body): '.length + 200);
    expect(description.endsWith('…')).toBe(true);
  });
});
