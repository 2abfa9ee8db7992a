export class LoadTimeoutError extends Error {
  constructor(what: string, timeoutMs: number) {
    super(`${what} did not load within ${timeoutMs} ms`);
    this.name = 'LoadTimeoutError';
  }
}

/** Rejects when the promise takes longer than timeoutMs; a hanging server must not leave a slot loading forever. */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LoadTimeoutError(what, timeoutMs)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
