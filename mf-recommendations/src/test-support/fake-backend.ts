export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export interface Answer {
  status?: number;
  body?: unknown;
}

/** Answers by "METHOD /path"; a route may return a promise to hold the answer back (loading states). */
export type Routes = Record<string, (request: RecordedRequest) => Answer | Promise<Answer>>;

export interface FakeBackend {
  requests: RecordedRequest[];
  /** The requests to one "METHOD /path". */
  to(route: string): RecordedRequest[];
}

async function record(input: RequestInfo | URL, init?: RequestInit): Promise<RecordedRequest> {
  const request = input instanceof Request ? input : new Request(String(input), init);
  const text = await request.text();
  let body: unknown = undefined;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { method: request.method.toUpperCase(), url: new URL(request.url), headers: request.headers, body };
}

/** Answers the fragment's HTTP calls (axios uses fetch) from routes; unknown routes get a 404. */
export function fakeBackend(routes: Routes): FakeBackend {
  const requests: RecordedRequest[] = [];
  jest.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const request = await record(input, init);
    requests.push(request);
    const route = routes[`${request.method} ${request.url.pathname}`];
    const answer = route ? await route(request) : { status: 404, body: { message: 'not found' } };
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    requests,
    to: (route) => requests.filter((request) => `${request.method} ${request.url.pathname}` === route),
  };
}

/** A promise with its resolve function, to hold an answer until the test lets it go. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
