/** Answers the account calls through `window.fetch` (axios's fetch adapter) with real Response objects. */

export type Answer = () => Response | Promise<Response>;

export interface AccountAnswers {
  overview?: Answer;
  balance?: Answer;
}

export function json(body: unknown, status = 200): () => Response {
  return () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function noContent(): () => Response {
  return () => new Response(null, { status: 204 });
}

export function httpError(status: number): () => Response {
  return () => new Response(JSON.stringify({ message: 'Internal Server Error' }), { status });
}

export function networkError(): Answer {
  return () => Promise.reject(new TypeError('Failed to fetch'));
}

/** An answer that waits until the test resolves it. */
export function pending(): { answer: Answer; resolve: (response: Response) => void } {
  let resolve: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((done) => {
    resolve = done;
  });
  return { answer: () => response, resolve };
}

export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

export function stubAccountFetch(answers: AccountAnswers): jest.SpiedFunction<typeof window.fetch> {
  return jest.spyOn(window, 'fetch').mockImplementation(async (input) => {
    const { pathname } = new URL(requestUrl(input));
    if (pathname.endsWith('/account-overview') && answers.overview) return answers.overview();
    if (pathname.endsWith('/bonus-points/balance') && answers.balance) return answers.balance();
    throw new Error(`Unexpected request in test: ${pathname}`);
  });
}

/** Pathnames of every request made through the stub, in order. */
export function requestedPaths(fetchSpy: jest.SpiedFunction<typeof window.fetch>): string[] {
  return fetchSpy.mock.calls.map(([input]) => new URL(requestUrl(input)).pathname);
}
