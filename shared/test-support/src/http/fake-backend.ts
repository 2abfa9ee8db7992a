import { parseBody, toRequest, type RecordedRequest, type RouteRequest } from './recorded-request';
import { raw, type Reply } from './replies';
import { routePattern, type RoutePattern } from './route-pattern';
import type { ResponseBody, Route } from './routes';

/** What a route's handler gives: a reply now, or a promise of one to hold the answer back (loading states). */
export type ReplyFor<R extends Route> = Reply<ResponseBody<R>>;
export type RouteHandler<R extends Route> = (request: RouteRequest<R>) => ReplyFor<R> | Promise<ReplyFor<R>>;
export type RouteHandlers = { [R in Route]?: RouteHandler<R> };

export interface FakeBackend {
  /** Answers a route; a later handler for the same route replaces the earlier one. */
  on<R extends Route>(route: R, handler: RouteHandler<R>): FakeBackend;
  /** Every request, in the order they were made. */
  readonly requests: readonly RecordedRequest[];
  /** The requests one route answered. */
  to<R extends Route>(route: R): RouteRequest<R>[];
}

interface Registration {
  pattern: RoutePattern;
  handler: (request: RecordedRequest) => Reply | Promise<Reply>;
}

function findRoute(registrations: readonly Registration[], method: string, pathname: string) {
  for (const registration of registrations) {
    const params = registration.pattern.match(method, pathname);
    if (params) return { registration, params };
  }
  return undefined;
}

function notFound(request: RecordedRequest): Reply {
  return raw({ error: 'not_found', message: `The fake backend has no route for ${request.method} ${request.url.pathname}` }, 404);
}

/**
 * Answers the page's HTTP calls: spies on window.fetch, which axios's fetch adapter and the platform use.
 * A request no route matches is answered 404 with a JSON error. The spy is restored after each test (restoreMocks).
 */
export function fakeBackend(handlers: RouteHandlers = {}): FakeBackend {
  const registrations: Registration[] = [];
  const requests: RecordedRequest[] = [];
  const backend: FakeBackend = {
    on(route, handler) {
      registrations.unshift({ pattern: routePattern(route), handler: handler as Registration['handler'] });
      return backend;
    },
    requests,
    to: <R extends Route>(route: R) => requests.filter((request) => request.route === route) as RouteRequest<R>[],
  };
  Object.entries(handlers).forEach(([route, handler]) => backend.on(route as Route, handler as RouteHandler<Route>));

  jest.spyOn(window, 'fetch').mockImplementation((input, init) => {
    const request = toRequest(input, init);
    const method = request.method.toUpperCase();
    const url = new URL(request.url, window.location.href);
    const found = findRoute(registrations, method, url.pathname);
    const recorded: RecordedRequest = {
      method,
      url,
      headers: request.headers,
      body: typeof init?.body === 'string' ? parseBody(init.body) : undefined,
      route: found?.registration.pattern.route,
      params: found?.params ?? {},
    };
    // Recorded at once, so a test sees a request whose answer is held back, or that nobody awaits.
    requests.push(recorded);
    return (async () => {
      if (recorded.body === undefined) recorded.body = parseBody(await request.text());
      const reply = found ? await found.registration.handler(recorded) : notFound(recorded);
      return reply.respond();
    })();
  });
  return backend;
}
