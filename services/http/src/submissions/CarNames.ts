import type { SqlClient, Statement } from "@effect/sql"

/** A column (`s.make_slug`) or a value. */
type Slug = Statement.Fragment | string

/** The catalogue's name of a make ('Porsche'), its slug where it has none. */
export const makeName = (sql: SqlClient.SqlClient, makeSlug: Slug) =>
  sql`coalesce((SELECT mk.name FROM makes mk WHERE mk.slug = ${makeSlug}), ${makeSlug})`

/** The catalogue's name of one of a make's models ('911'), its slug where it has none. */
export const modelName = (sql: SqlClient.SqlClient, makeSlug: Slug, modelSlug: Slug) =>
  sql`coalesce((SELECT md.name FROM models md JOIN makes mk ON mk.id = md.make_id
                 WHERE mk.slug = ${makeSlug} AND md.slug = ${modelSlug}), ${modelSlug})`

/** A submission's (`s`) car as its title reads: '2003 Porsche 911', as `titleOf` writes it. */
export const submissionTitle = (sql: SqlClient.SqlClient) =>
  sql`s.year::text || ' ' || ${makeName(sql, sql`s.make_slug`)} || ' ' || ${modelName(sql, sql`s.make_slug`, sql`s.model_slug`)}`
