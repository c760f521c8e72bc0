import { type SqlClient, type SqlError } from "@effect/sql"
import { Effect, Predicate } from "effect"

const isSqlError = (error: unknown): error is SqlError.SqlError => Predicate.isTagged(error, "SqlError")

/**
 * `sql.withTransaction` as the repos use it: a database error, of the transaction itself (BEGIN,
 * COMMIT) or of a statement in it, is a defect, which the refusal layer answers with 503
 * service_busy; any other failure (a refusal, an outcome the caller decides on) rolls the
 * transaction back and reaches the caller as it was.
 */
export const transactionOf =
  (sql: SqlClient.SqlClient) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, Exclude<E, SqlError.SqlError>, R> =>
    sql.withTransaction(effect).pipe(Effect.catchIf(isSqlError, Effect.die)) as Effect.Effect<A, Exclude<E, SqlError.SqlError>, R>
