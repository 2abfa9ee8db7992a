import type { PathParams, Route } from './routes';

/** A request as the fake backend saw it. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  /**
   * The body parsed as JSON (the text if it is not JSON), undefined without a body. A body axios sent is read
   * before the request is answered; a fire-and-forget fetch (error reports) has it at once.
   */
  body: unknown;
  /** The route that answered; undefined when none matched and the backend answered 404. */
  route: Route | undefined;
  params: Readonly<Record<string, string>>;
}

/** A request one route answered, with the path parameters of its template. */
export type RouteRequest<R extends Route> = Omit<RecordedRequest, 'route' | 'params'> & { route: R; params: PathParams<R> };

export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What fetch was called with, as one Request: axios's fetch adapter passes a Request, plain calls a URL and init. */
export function toRequest(input: RequestInfo | URL, init?: RequestInit): Request {
  return input instanceof Request ? input : new Request(String(input), init);
}
