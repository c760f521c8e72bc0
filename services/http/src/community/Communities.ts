import { COMMUNITY_POPULAR_DEFAULT, COMMUNITY_PREDICT_MAX, parseId } from "@redline/domain"
import { Data, Effect, Option } from "effect"
import { CommunitiesRepo } from "./CommunitiesRepo.ts"

/** No community of that slug or id. */
export class CommunityMissing extends Data.TaggedError("CommunityMissing") {}

/**
 * The communities (spec 3 §2, §7): the popular ones (of a make on its search page), the topical
 * ones, the directory, the selector's search, and one by its slug or id.
 */
export class Communities extends Effect.Service<Communities>()("@redline/http/Communities", {
  effect: Effect.gen(function* () {
    const repo = yield* CommunitiesRepo

    const popular = (limit: number, makeSlug: string | null, now: Date) => repo.popular(limit, makeSlug, now)

    return {
      list: (kind: "popular" | "topical", limit: number | null, makeSlug: string | null, now: Date) =>
        kind === "topical"
          ? repo.topical(limit ?? COMMUNITY_POPULAR_DEFAULT, now)
          : popular(limit ?? COMMUNITY_POPULAR_DEFAULT, makeSlug, now),

      directory: (now: Date) =>
        Effect.all({ makes: repo.makes(now), topical: repo.topical(null, now), general: repo.general(now) }, { concurrency: 3 }),

      /** The communities whose title or slug holds the query, trimmed; the popular ones for an empty query. */
      predict: (query: string, now: Date) =>
        Effect.map(
          query.trim() === "" ? popular(COMMUNITY_PREDICT_MAX, null, now) : repo.matching(query.trim(), COMMUNITY_PREDICT_MAX, now),
          (communities) => ({ query: query.trim(), communities })
        ),

      /** The community of a slug, or of an id (decimal digits). */
      byKey: (key: string, now: Date) => {
        const id = parseId(key)
        return Effect.flatMap(
          repo.byKey(id === undefined ? { slug: key } : { id }, now),
          Option.match({ onNone: () => Effect.fail(new CommunityMissing()), onSome: Effect.succeed })
        )
      }
    }
  }),
  dependencies: [CommunitiesRepo.Default]
}) {}
