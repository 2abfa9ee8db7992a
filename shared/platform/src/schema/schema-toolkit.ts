// valibot once per page: fragments describe the data they receive with these (`import { v } from '@storefront/platform'`),
// so the page loads one copy with the platform, not one more per fragment. A fragment that needs another valibot
// function adds it here (a platform change the shell ships before that fragment).
export {
  array,
  boolean,
  check,
  finite,
  gtValue,
  looseObject,
  maxValue,
  minLength,
  minValue,
  nullish,
  number,
  object,
  optional,
  picklist,
  pipe,
  safeInteger,
  safeParse,
  string,
  trim,
  union,
  unknown,
} from 'valibot';
export type { GenericSchema, InferInput, InferOutput } from 'valibot';
