import type { EndpointName, PathOf, PayloadOf, SuccessOf, UrlParamsOf } from "@redline/api"
import { type Query, type RequestOptions, requestJson } from "./request.ts"
import { routeOf } from "./routeOf.ts"

/** Query parameters travel as text: where the contract reads a string, a number or a boolean goes as its text. */
type QueryOf<P> = { readonly [K in keyof P]: P[K] | (string extends P[K] ? number | boolean : never) }

/** `key` is required with the contract's type, or left out when the endpoint has none. */
type Part<Key extends string, T> = [T] extends [never] ? { readonly [_ in Key]?: undefined } : { readonly [_ in Key]: T }

/** What a call of endpoint `N` sends beside its name: its path's parameters, its query, its body. */
export type CallOptions<N extends EndpointName> = Part<"path", PathOf<N>> &
  Part<"query", QueryOf<UrlParamsOf<N>>> &
  Part<"body", PayloadOf<N>> & {
    readonly signal?: AbortSignal | undefined
    /** Sent to the end even if the page is left or reloaded meanwhile (small bodies only). */
    readonly keepalive?: boolean
    /** Headers a call needs beside the API's own, such as the refresh key of `sessions.refresh`. */
    readonly headers?: Readonly<Record<string, string>>
  }

/** The options may be left out when none is required. */
type Args<N extends EndpointName> = {} extends CallOptions<N> ? [options?: CallOptions<N>] : [options: CallOptions<N>]

/**
 * A call of the contract's endpoint `name` (`"auctions.get"`), answering what the contract says
 * it answers; a refusal throws an `ApiError`. Everything is typed from `RedlineApi`.
 */
export type Api = <N extends EndpointName>(name: N, ...args: Args<N>) => Promise<SuccessOf<N>>

/** How a call goes out once its path is known: signed, as a visitor (`requestJson`) or the signed-in user (the session client). */
export type Send = (path: string, options: RequestOptions) => Promise<unknown>

interface SentOptions {
  readonly path?: Readonly<Record<string, string | number>>
  readonly query?: Query
  readonly body?: unknown
  readonly signal?: AbortSignal | undefined
  readonly keepalive?: boolean
  readonly headers?: Readonly<Record<string, string>>
}

/** The route's path with its `:name` parameters filled in, percent-encoded. */
function pathOf(route: string, params: SentOptions["path"] = {}): string {
  return route.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${route} needs its ${name}`)
    return encodeURIComponent(String(value))
  })
}

/** The contract's endpoints, called by name and sent with `send`. */
export function apiOf(send: Send): Api {
  const call = (name: EndpointName, { path: params, ...sent }: SentOptions = {}): Promise<unknown> => {
    const { method, path } = routeOf(name)
    return send(pathOf(path, params), { method, ...sent })
  }
  // the one place a call takes its types: the contract's, for the endpoint it names
  return call as Api
}

/** A visitor's calls: no session goes along, whoever is signed in (signing in, the site's settings, counting a view). */
export const visitorApi: Api = apiOf(requestJson)
