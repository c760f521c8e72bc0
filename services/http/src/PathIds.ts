import { HttpApi, HttpApiBuilder, HttpApiError, HttpServerRequest } from "@effect/platform"
import {
  AuctionNotFound,
  CommentNotFound,
  CommunityPostNotFound,
  CommunityReplyNotFound,
  IdFromString,
  NotFound,
  QuestionNotFound,
  RedlineApi,
  VideoNotFound
} from "@redline/api"
import { parseId } from "@redline/domain"
import { Cause, Effect, Option, SchemaAST } from "effect"

interface IdRoute {
  readonly method: string
  /** The path's segments; a parameter is `:name`. */
  readonly segments: ReadonlyArray<string>
  /** Its parameters that are ids (`IdFromString`). */
  readonly ids: ReadonlySet<string>
}

const idRoutes: ReadonlyArray<IdRoute> = (() => {
  const routes: Array<IdRoute> = []
  HttpApi.reflect(RedlineApi, {
    onGroup: () => undefined,
    onEndpoint: ({ endpoint }) => {
      const ids = Option.match(endpoint.pathSchema, {
        onNone: () => [],
        onSome: (schema) =>
          SchemaAST.getPropertySignatures(schema.ast).flatMap((field) => (field.type === IdFromString.ast ? [String(field.name)] : []))
      })
      if (ids.length > 0) routes.push({ method: endpoint.method, segments: endpoint.path.split("/"), ids: new Set(ids) })
    }
  })
  return routes
})()

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** How the absence of what a path id names is answered; other ids answer NotFound, as a path that doesn't exist. */
const missing: Readonly<
  Record<
    string,
    () => AuctionNotFound | CommentNotFound | CommunityPostNotFound | CommunityReplyNotFound | QuestionNotFound | VideoNotFound
  >
> = {
  auction_id: () => AuctionNotFound.default(),
  comment_id: () => CommentNotFound.default(),
  post_id: () => CommunityPostNotFound.default(),
  reply_id: () => CommunityReplyNotFound.default(),
  question_id: () => QuestionNotFound.default(),
  video_id: () => VideoNotFound.default()
}

/** The id parameters that `path` fills with something that is no id, on routes of `method` it fits. */
const misspelledIds = (method: string, path: string): ReadonlySet<string> => {
  const segments = path.split("?")[0]!.split("/")
  const misspelled = new Set<string>()
  for (const route of idRoutes) {
    if (route.method !== method || route.segments.length !== segments.length) continue
    const fits = route.segments.every((own, index) => own.startsWith(":") || own === segments[index])
    if (!fits) continue
    route.segments.forEach((own, index) => {
      const name = own.slice(1)
      if (own.startsWith(":") && route.ids.has(name) && parseId(decoded(segments[index]!)) === undefined) misspelled.add(name)
    })
  }
  return misspelled
}

/**
 * A path whose id is no id (`0x1A`, `-1`, past the database's range) names a resource that cannot
 * exist: 404, as an unknown auction (question, video) is, rather than the 400 of a request the
 * contract can't read. Inside the refusals (`RefusalsLive`), which turn every other decode error into a 400.
 */
export const PathIdsLive = HttpApiBuilder.middleware(RedlineApi, (app) =>
  Effect.catchAllCause(app, (cause) => {
    const failure: Option.Option<unknown> = Cause.failureOption(cause)
    if (Option.isNone(failure) || !(failure.value instanceof HttpApiError.HttpApiDecodeError)) return Effect.failCause(cause)
    const { issues } = failure.value
    return Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      const misspelled = misspelledIds(request.method, request.url)
      const names = issues.map((issue) => String(issue.path[0]))
      if (names.length === 0 || !names.every((name) => misspelled.has(name))) return Effect.failCause(cause)
      // Every refusal of the contract is encoded whichever endpoint failed; the API-wide error type names only NotFound.
      return Effect.fail((missing[names[0]!]?.() ?? NotFound.default()) as NotFound)
    })
  })
)
