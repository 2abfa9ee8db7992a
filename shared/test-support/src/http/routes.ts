import type { paths } from '@storefront/contracts';

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
type PathTemplate = keyof paths & string;

/** Every call of the OpenAPI document as "<METHOD> <path template>", e.g. "GET /content/blocks/{blockId}". */
export type Route = {
  [Path in PathTemplate]: {
    [Method in HttpMethod]: paths[Path][Method] extends { responses: unknown } ? `${Uppercase<Method>} ${Path}` : never;
  }[HttpMethod];
}[PathTemplate];

type MethodOf<R extends Route> = R extends `${infer Method} ${string}` ? Lowercase<Method> : never;
type TemplateOf<R extends Route> = R extends `${string} ${infer Path}` ? Path : never;

type OperationOf<R extends Route> =
  TemplateOf<R> extends infer Path extends PathTemplate ? (MethodOf<R> extends infer Method extends keyof paths[Path] ? paths[Path][Method] : never) : never;

type JsonContentOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON bodies the operation of a route documents, for any status. */
export type ResponseBody<R extends Route> =
  OperationOf<R> extends { responses: infer Responses } ? { [Status in keyof Responses]: JsonContentOf<Responses[Status]> }[keyof Responses] : never;

type ParamNames<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The path parameters of a route, by the names of its template, as they stood (decoded) in the request path. */
export type PathParams<R extends Route> = { readonly [Name in ParamNames<TemplateOf<R>>]: string };
