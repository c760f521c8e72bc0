import type { SqlError } from "@effect/sql"

const sqlStateOf = (error: SqlError.SqlError): string | undefined => {
  const cause: unknown = error.cause
  const code = typeof cause === "object" && cause !== null && "code" in cause ? cause.code : undefined
  return typeof code === "string" ? code : undefined
}

/**
 * Postgres found a value it can't take (SQLSTATE class 22: a number out of range, text that is no
 * number…): a fault of what was sent, or of a check missed on the way in, however long one waits.
 * Never an outage.
 */
export const isDataException = (error: SqlError.SqlError): boolean => sqlStateOf(error)?.startsWith("22") === true

/**
 * Postgres refused the values of a write rather than failed to run it: a data exception (class 22)
 * or a broken constraint (class 23: a check, a key to a row that is gone…). Written again, the same
 * values fail again.
 */
export const refusesValues = (error: SqlError.SqlError): boolean => isDataException(error) || sqlStateOf(error)?.startsWith("23") === true
