import { HttpApi, type HttpApiEndpoint, type HttpApiGroup, type HttpMethod } from "@effect/platform"
import type { RedlineApi } from "./RedlineApi.ts"

/**
 * The contract's endpoints by name, `group.endpoint` (`"auctions.get"`), with what a client sends
 * and gets back, as types read off `RedlineApi`: the browser imports these (`import type`) and
 * the table of methods and paths `endpointRoutes` makes from the same contract, so no path or
 * answer is written twice. Each type is the schema's decoded type; the contract's JSON bodies
 * decode to themselves (see the test), so it is also what travels.
 */
type Groups = typeof RedlineApi extends HttpApi.HttpApi<infer _Id, infer G, infer _E, infer _R> ? G : never

/** Every endpoint of every group, with the name a client calls it by. */
type Named<G> =
  G extends HttpApiGroup.HttpApiGroup<infer GroupName, infer Endpoints, infer _E, infer _R, infer _TopLevel>
    ? Endpoints extends HttpApiEndpoint.HttpApiEndpoint.Any
      ? { readonly name: `${GroupName}.${HttpApiEndpoint.HttpApiEndpoint.Name<Endpoints>}`; readonly endpoint: Endpoints }
      : never
    : never

type Entry = Named<Groups>

/** `"auctions.get"`, `"questions.ask"`, …: one name per endpoint of the contract. */
export type EndpointName = Entry["name"]

type EndpointOf<N extends EndpointName> = Extract<Entry, { readonly name: N }>["endpoint"]

/** What the endpoint answers on success. */
export type SuccessOf<N extends EndpointName> = HttpApiEndpoint.HttpApiEndpoint.Success<EndpointOf<N>>

/** The path's parameters (`{ auction_id: number }`); never for a path without any. */
export type PathOf<N extends EndpointName> = HttpApiEndpoint.HttpApiEndpoint.PathParsed<EndpointOf<N>>

/** The query string's parameters; never for an endpoint that takes none. */
export type UrlParamsOf<N extends EndpointName> = HttpApiEndpoint.HttpApiEndpoint.UrlParams<EndpointOf<N>>

/** The JSON body; never for an endpoint that takes none. */
export type PayloadOf<N extends EndpointName> = HttpApiEndpoint.HttpApiEndpoint.Payload<EndpointOf<N>>

export type MethodOf<N extends EndpointName> =
  EndpointOf<N> extends HttpApiEndpoint.HttpApiEndpoint<
    infer _Name,
    infer Method,
    infer _P,
    infer _U,
    infer _B,
    infer _H,
    infer _S,
    infer _E,
    infer _R,
    infer _RE
  >
    ? Method
    : never

/** Where an endpoint is served: its method and its path under the API's prefix, parameters as `:name`. */
export interface EndpointRoute<N extends EndpointName = EndpointName> {
  readonly method: MethodOf<N>
  readonly path: string
}

export type EndpointRoutes = { readonly [N in EndpointName]: EndpointRoute<N> }

/** The method and path of every endpoint of `api`, by the names `EndpointName` gives them. */
export function endpointRoutes(
  api: HttpApi.HttpApi.Any
): Readonly<Record<string, { readonly method: HttpMethod.HttpMethod; readonly path: string }>> {
  const routes: Record<string, { method: HttpMethod.HttpMethod; path: string }> = {}
  HttpApi.reflect(api as HttpApi.HttpApi.AnyWithProps, {
    onGroup: () => undefined,
    onEndpoint: ({ group, endpoint }) => {
      routes[`${group.identifier}.${endpoint.name}`] = { method: endpoint.method, path: endpoint.path }
    }
  })
  return routes
}
