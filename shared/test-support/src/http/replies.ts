declare const bodyType: unique symbol;

/** How the fake backend answers one request. `Body` is the JSON the reply sends, checked against the route's answers. */
export interface Reply<Body = unknown> {
  /** Builds the response when the request is answered; throws for a network error, so fetch rejects. */
  respond(): Response;
  /** Type only: the JSON body this reply sends. */
  readonly [bodyType]?: Body;
}

function replyWith(respond: () => Response): Reply<never> {
  return { respond };
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

/** A JSON answer; its body must be one the OpenAPI document allows for the route. */
export function json<Body>(body: Body, status = 200): Reply<Body> {
  return replyWith(() => new Response(JSON.stringify(body), { status, headers: JSON_HEADERS }));
}

/** A JSON answer the document does not allow: for tests that send broken or partial data on purpose. */
export function raw(body: unknown, status = 200): Reply<never> {
  return replyWith(() => new Response(JSON.stringify(body), { status, headers: JSON_HEADERS }));
}

/** A body that is not JSON at all, e.g. an HTML maintenance page. */
export function text(body: string, status = 200, contentType = 'text/html'): Reply<never> {
  return replyWith(() => new Response(body, { status, headers: { 'Content-Type': contentType } }));
}

/** 204 without a body. */
export function noContent(): Reply<never> {
  return replyWith(() => new Response(null, { status: 204 }));
}

/** An HTTP error with the document's error body. */
export function httpError(status: number): Reply<never> {
  return replyWith(() => new Response(JSON.stringify({ error: 'fake_error', message: `HTTP ${status}` }), { status, headers: JSON_HEADERS }));
}

/** No answer at all: fetch rejects as a browser's does when the server cannot be reached. */
export function networkError(): Reply<never> {
  return replyWith(() => {
    throw new TypeError('Failed to fetch');
  });
}
