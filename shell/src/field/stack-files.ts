/** A stack frame's file: the URL before its `:line:column`. */
const STACK_URL = /(https?:\/\/[^\s()'"]+):\d+:\d+/g;

/** The http(s) files a stack's frames are in, first frame first, each once. */
export function filesOfStack(stack: unknown): string[] {
  if (typeof stack !== 'string') return [];
  return [...new Set(Array.from(stack.matchAll(STACK_URL), ([, url]) => url ?? ''))].filter(Boolean);
}
