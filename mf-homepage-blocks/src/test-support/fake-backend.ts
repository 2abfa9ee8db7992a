/** A request as the fake backend saw it. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
}

export type Answer = Response | Promise<Response>;
export type Handler = (request: SeenRequest) => Answer | undefined;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function emptyResponse(status: number): Response {
  return new Response(null, { status });
}

/**
 * Answers window.fetch (which axios's fetch adapter uses) with the handler; unanswered requests get 404.
 * Returns the list of requests seen, in order.
 */
export function fakeBackend(handler: Handler): SeenRequest[] {
  const seen: SeenRequest[] = [];
  jest.spyOn(window, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const entry: SeenRequest = { method: request.method, url: new URL(request.url), headers: request.headers };
    seen.push(entry);
    return (await handler(entry)) ?? jsonResponse({ message: 'not found' }, 404);
  });
  return seen;
}

/** A promise with its resolve function, to answer a request at a chosen moment. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
