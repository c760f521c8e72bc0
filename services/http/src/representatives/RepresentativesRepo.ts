import { SqlClient } from "@effect/sql"
import type { Representative } from "@redline/api"
import { BD_REPRESENTATIVE_PERMISSION } from "@redline/domain"
import { Effect, Option } from "effect"

/**
 * Business-development representatives: the users who may represent a submission (holding
 * CAN_BE_BD_REPRESENTATIVE and not banned), and who represents each submission. Repos die on
 * database errors, as the API's do.
 */
export class RepresentativesRepo extends Effect.Service<RepresentativesRepo>()("@redline/http/RepresentativesRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const eligible = sql`${BD_REPRESENTATIVE_PERMISSION} = ANY (u.abilities) AND NOT u.banned`

    return {
      /** Everyone who may represent a submission, by username. */
      list: sql<Representative>`
        SELECT u.id, u.username, u.email FROM users u WHERE ${eligible} ORDER BY lower(u.username), u.id`.pipe(Effect.orDie),

      /** The user, when they may represent a submission. */
      eligible: (userId: number) =>
        sql<Representative>`SELECT u.id, u.username, u.email FROM users u WHERE u.id = ${userId} AND ${eligible}`.pipe(
          Effect.map((rows) => Option.fromNullable(rows[0])),
          Effect.orDie
        ),

      /** Who represents the submission; none when no one does (or no such submission). */
      of: (submissionId: number) =>
        sql<Representative>`
          SELECT u.id, u.username, u.email FROM submissions s JOIN users u ON u.id = s.representative_id
           WHERE s.id = ${submissionId}`.pipe(
          Effect.map((rows) => Option.fromNullable(rows[0])),
          Effect.orDie
        ),

      assign: (submissionId: number, userId: number | null) =>
        sql`UPDATE submissions SET representative_id = ${userId} WHERE id = ${submissionId}`.pipe(Effect.asVoid, Effect.orDie)
    }
  })
}) {}
