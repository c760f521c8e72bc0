import { HttpApiBuilder, HttpApiSchema, HttpServerRequest } from "@effect/platform"
import { type LaneAnswer, Authentication, CurrentUser, OptionalAuthentication, RedlineApi } from "@redline/api"
import { Cause, Context, Effect, Either, Exit, Option, type ParseResult, Redacted, Runtime, Schema } from "effect"

/** A handler of a group, as `HttpApiBuilder.group` keeps it. */
interface HandlerItem {
  readonly endpoint: { readonly name: string }
  readonly handler: (request: any) => Effect.Effect<unknown, unknown, any>
}

interface Lane {
  readonly handler: HandlerItem["handler"]
  readonly context: Context.Context<never>
  readonly security: "required" | "optional"
  readonly bearer: (key: Redacted.Redacted<string>) => Effect.Effect<unknown, unknown, HttpServerRequest.HttpServerRequest>
  readonly decodePath: ((params: Record<string, string>) => Either.Either<unknown, ParseResult.ParseError>) | undefined
  readonly decodeQuery: ((params: Record<string, string>) => Either.Either<unknown, ParseResult.ParseError>) | undefined
  readonly decodeHeaders: ((headers: Readonly<Record<string, string>>) => Either.Either<unknown, ParseResult.ParseError>) | undefined
  readonly encode: (value: unknown) => Either.Either<unknown, ParseResult.ParseError>
  readonly status: number
}

/** A GET route of the contract: its segments, a parameter being `:name`. */
interface Route {
  readonly name: string
  readonly segments: ReadonlyArray<string>
}

/** Every GET route of the API, each with its group's and its own middleware. */
const getRoutes = (() => {
  const routes: Array<Route & { readonly middlewares: ReadonlyArray<unknown>; readonly endpoint: any }> = []
  for (const group of Object.values(RedlineApi.groups) as Array<any>) {
    for (const endpoint of Object.values(group.endpoints) as Array<any>) {
      if (endpoint.method !== "GET") continue
      routes.push({
        name: `${group.identifier}.${endpoint.name}`,
        segments: endpoint.path.split("/"),
        middlewares: [...group.middlewares, ...endpoint.middlewares],
        endpoint
      })
    }
  }
  return routes
})()

/** Which of two routes the router prefers where both fit: the one with a fixed segment where the other has a parameter, first from the left. */
const byFixedness = (a: Route, b: Route) => {
  for (let index = 0; index < a.segments.length; index++) {
    const aParam = a.segments[index]!.startsWith(":")
    const bParam = b.segments[index]!.startsWith(":")
    if (aParam !== bParam) return aParam ? 1 : -1
  }
  return 0
}

/** The GET routes by their number of segments, each group in the router's preference. */
const routesBySize = (() => {
  const groups = new Map<number, Array<(typeof getRoutes)[number]>>()
  for (const route of getRoutes) groups.set(route.segments.length, [...(groups.get(route.segments.length) ?? []), route])
  for (const group of groups.values()) group.sort(byFixedness)
  return groups
})()

/** The route a path takes, as the router picks it. */
const routeOf = (segments: ReadonlyArray<string>) =>
  routesBySize.get(segments.length)?.find((route) => route.segments.every((own, index) => own.startsWith(":") || own === segments[index]))

const decoderOf = <I>(schema: Option.Option<Schema.Schema.Any>) =>
  Option.match(schema, {
    onNone: () => undefined,
    onSome: (schema) =>
      Schema.decodeUnknownEither(schema as Schema.Schema<unknown, unknown>) as (input: I) => Either.Either<unknown, ParseResult.ParseError>
  })

/** Whether an endpoint may answer 429, whose `Retry-After` a handler sets on the pipeline's response. */
const mayLimit = (endpoint: any) => {
  const errors = new Set<Schema.Schema.Any>()
  HttpApiSchema.deunionize(errors, endpoint.errorSchema)
  return [...errors].some((error) => HttpApiSchema.getStatusError(error) === 429)
}

/** The lane of a route, when it is one: only the bearer key as middleware, one JSON answer, no rate limit. */
const laneOf = (route: (typeof getRoutes)[number], item: HandlerItem, context: Context.Context<never>): Lane | undefined => {
  const [middleware, ...others] = route.middlewares
  if (others.length > 0 || (middleware !== Authentication && middleware !== OptionalAuthentication)) return undefined
  if (mayLimit(route.endpoint)) return undefined
  const success = route.endpoint.successSchema as Schema.Schema.Any
  const encoding = HttpApiSchema.getEncoding(success.ast)
  if (encoding.kind !== "Json" || encoding.contentType !== "application/json" || HttpApiSchema.isVoid(success.ast)) return undefined
  if (success.ast._tag === "Union") return undefined
  const security = Context.unsafeGet(context, middleware as typeof Authentication) as { readonly bearer: Lane["bearer"] }
  return {
    handler: item.handler,
    context,
    security: middleware === Authentication ? "required" : "optional",
    bearer: security.bearer,
    decodePath: decoderOf(route.endpoint.pathSchema),
    decodeQuery: decoderOf(route.endpoint.urlParamsSchema),
    decodeHeaders: decoderOf(route.endpoint.headersSchema),
    encode: Schema.encodeUnknownEither(success as Schema.Schema<unknown, unknown>),
    status: HttpApiSchema.getStatusSuccess(success)
  }
}

/** A refusal as the API encodes it: its class is its schema. */
const refusalAnswer = (error: unknown): LaneAnswer | undefined => {
  const schema = (error as { constructor?: unknown } | null)?.constructor
  if (!Schema.isSchema(schema)) return undefined
  const encoded = Schema.encodeUnknownEither(schema as Schema.Schema<unknown, unknown>)(error)
  if (Either.isLeft(encoded)) return undefined
  return { status: HttpApiSchema.getStatusError(schema as Schema.Schema.Any), body: JSON.stringify(encoded.right) }
}

const decodedSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/** The query's parameters, each named once; undefined when one is repeated (the pipeline reads lists). */
const singleParams = (query: string): Record<string, string> | undefined => {
  const params: Record<string, string> = {}
  for (const [name, value] of new URLSearchParams(query)) {
    if (name in params) return undefined
    params[name] = value
  }
  return params
}

export interface ReadCall {
  readonly method: string
  /** Path and query, as sent. */
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
}

/**
 * Reads the API answers without its HttpApi pipeline (router, middleware chain, a decoder made per
 * request, the response object and its conversion): a GET of an endpoint whose only middleware is
 * the bearer key, required or optional, and whose answer is JSON. The lane runs the endpoint's own
 * handler, authenticated by the API's own middleware, decoded and encoded with the contract's own
 * schemas, so it answers what the pipeline would. Whatever it does not read as the pipeline would
 * (a path or query the contract refuses, a NUL, a repeated parameter, a key the middleware refuses
 * on a read that needs one, a defect) it leaves to the pipeline, which says what is wrong.
 *
 * Groups are made with `apiGroup` (as `HttpApiBuilder.group`), which lists their handlers here.
 */
export class ReadLanes extends Effect.Service<ReadLanes>()("@redline/http/ReadLanes", {
  sync: () => {
    const lanes = new Map<string, Lane>()
    /** Each lane's handler runs in its group's context, made into a runtime once rather than provided per request. */
    const runtimes = new Map<Lane, Runtime.Runtime<never>>()
    const runtimeOf = (lane: Lane, runtime: Runtime.Runtime<never>) => {
      let own = runtimes.get(lane)
      if (own === undefined) {
        own = Runtime.make({ context: lane.context, fiberRefs: runtime.fiberRefs, runtimeFlags: runtime.runtimeFlags })
        runtimes.set(lane, own)
      }
      return own
    }

    /** Lists a group's handlers (`apiGroup` does). */
    const add = (items: Iterable<HandlerItem>, groupName: string, context: Context.Context<never>) => {
      for (const item of items) {
        const route = getRoutes.find(({ name }) => name === `${groupName}.${item.endpoint.name}`)
        const lane = route && laneOf(route, item, context)
        if (route && lane) lanes.set(route.name, lane)
      }
    }

    /** The answer of a read the lane takes, or undefined for the pipeline. */
    const answer = (
      call: ReadCall,
      request: HttpServerRequest.HttpServerRequest,
      runtime: Runtime.Runtime<never>
    ): Promise<LaneAnswer | undefined> | undefined => {
      if (call.method !== "GET" || call.url.includes("%00") || call.url.includes("\u0000")) return undefined
      const mark = call.url.indexOf("?")
      const segments = (mark === -1 ? call.url : call.url.slice(0, mark)).split("/")
      const route = routeOf(segments)
      const lane = route && lanes.get(route.name)
      if (route === undefined || lane === undefined) return undefined
      const input: Record<string, unknown> = { request }
      if (lane.decodePath !== undefined) {
        const params: Record<string, string> = {}
        for (let index = 0; index < segments.length; index++) {
          const own = route.segments[index]!
          if (!own.startsWith(":")) continue
          const value = decodedSegment(segments[index]!)
          if (value === undefined) return undefined
          params[own.slice(1)] = value
        }
        const path = lane.decodePath(params)
        if (Either.isLeft(path)) return undefined
        input["path"] = path.right
      }
      if (lane.decodeQuery !== undefined) {
        const params = singleParams(mark === -1 ? "" : call.url.slice(mark + 1))
        const query = params && lane.decodeQuery(params)
        if (query === undefined || Either.isLeft(query)) return undefined
        input["urlParams"] = query.right
      }
      if (lane.decodeHeaders !== undefined) {
        const headers = lane.decodeHeaders(call.headers)
        if (Either.isLeft(headers)) return undefined
        input["headers"] = headers.right
      }
      const key = Redacted.make((call.headers["authorization"] ?? "").slice("Bearer ".length))
      const read = Effect.gen(function* () {
        const reader = lane.bearer(key)
        const user = yield* lane.security === "required" ? Effect.map(reader, Option.some) : Effect.option(reader)
        const handled = lane.handler(input)
        return yield* Option.match(user, {
          onNone: () => handled,
          onSome: (user) => Effect.provideService(handled, CurrentUser, user as CurrentUser["Type"])
        })
      }).pipe(Effect.provideService(HttpServerRequest.HttpServerRequest, request))
      return Runtime.runPromiseExit(runtimeOf(lane, runtime))(read as Effect.Effect<unknown, unknown>).then(
        (exit): LaneAnswer | undefined => {
          if (Exit.isFailure(exit)) {
            const failure = Cause.failureOption(exit.cause)
            return Option.isSome(failure) ? refusalAnswer(failure.value) : undefined
          }
          const encoded = lane.encode(exit.value)
          return Either.isLeft(encoded) ? undefined : { status: lane.status, body: JSON.stringify(encoded.right) }
        }
      )
    }
    /** The reads lanes take, as `group.endpoint`. */
    const names = () => [...lanes.keys()].sort()
    return { add, answer, names } as const
  }
}) {}

/**
 * `HttpApiBuilder.group` for the API's groups: the same group, its handlers also listed in
 * `ReadLanes` (when the API is built with one) so its reads can be answered without the pipeline.
 */
export const apiGroup: typeof HttpApiBuilder.group = ((api: any, groupName: any, build: (handlers: any) => unknown) =>
  HttpApiBuilder.group(
    api,
    groupName,
    (handlers: any) =>
      Effect.gen(function* () {
        const result = build(handlers)
        const built = (Effect.isEffect(result) ? yield* result : result) as { readonly handlers: Iterable<HandlerItem> }
        const lanes = yield* Effect.serviceOption(ReadLanes)
        if (Option.isSome(lanes)) lanes.value.add(built.handlers, groupName, yield* Effect.context<never>())
        return built
      }) as any
  )) as typeof HttpApiBuilder.group
