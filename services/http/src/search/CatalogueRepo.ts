import { SqlClient } from "@effect/sql"
import type { CatalogueName, ModelVideo } from "@redline/api"
import { Effect, Option } from "effect"

/** A make or model's page text: markdown, and the same words as plain text. */
export interface Described extends CatalogueName {
  readonly description: string
  readonly description_plain: string
}

export interface CatalogueMake extends Described {
  readonly models: ReadonlyArray<CatalogueName>
}

/** How many videos a model page shows; ours, as the spec names no number. */
export const MODEL_VIDEOS_SHOWN = 6

/** The make and model catalogue (migration 0017): names, slugs, descriptions, the models' videos. */
export class CatalogueRepo extends Effect.Service<CatalogueRepo>()("@redline/http/CatalogueRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** The make with its models by name, or none. */
    const make = (slug: string): Effect.Effect<Option.Option<CatalogueMake>> =>
      sql<CatalogueMake>`
        SELECT mk.name, mk.slug, mk.description, mk.description_plain,
               coalesce((SELECT json_agg(json_build_object('name', md.name, 'slug', md.slug) ORDER BY lower(md.name))
                           FROM models md WHERE md.make_id = mk.id), '[]') AS models
          FROM makes mk WHERE mk.slug = ${slug}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const model = (makeSlug: string, slug: string): Effect.Effect<Option.Option<Described>> =>
      sql<Described>`
        SELECT md.name, md.slug, md.description, md.description_plain
          FROM models md JOIN makes mk ON mk.id = md.make_id
         WHERE mk.slug = ${makeSlug} AND md.slug = ${slug}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** The model's videos, those of the newest listings first. */
    const videos = (makeSlug: string, modelSlug: string): Effect.Effect<ReadonlyArray<ModelVideo>> =>
      sql<ModelVideo>`
        SELECT url, title, channel_title FROM model_videos
         WHERE make_slug = ${makeSlug} AND model_slug = ${modelSlug}
         ORDER BY auction_start DESC, auction_id DESC, url
         LIMIT ${MODEL_VIDEOS_SHOWN}`.pipe(Effect.orDie)

    return { make, model, videos }
  })
}) {}
