import { HttpApiBuilder } from "@effect/platform"
import { BadRequest, InternalError, NotFound, RedlineApi, ServiceBusy } from "@redline/api"
import type { SqlError } from "@effect/sql"
import { isDataException } from "@redline/infra"
import { Cause, Effect, Option } from "effect"

/**
 * Every answer that is not a success carries an `error_code` and a message:
 * requests that don't match the contract become BadRequest, unknown paths
 * NotFound, a database that can't be reached in time (overload) ServiceBusy,
 * and other defects a logged InternalError instead of an empty 500.
 */
export const RefusalsLive = HttpApiBuilder.middleware(RedlineApi, (app) => Effect.catchAllCause(app, refusal))

const refusal = (cause: Cause.Cause<unknown>): Effect.Effect<never, BadRequest | NotFound | InternalError | ServiceBusy> => {
  const failure = Cause.failureOption(cause)
  if (Option.isSome(failure)) {
    const error = failure.value
    if (hasTag(error, "HttpApiDecodeError")) return Effect.fail(BadRequest.of(decodeMessage(error)))
    if (hasTag(error, "RouteNotFound")) return Effect.fail(NotFound.default())
    // Errors of the contract are encoded by the API itself.
    return Effect.failCause(cause as Cause.Cause<never>)
  }
  if (Cause.isInterruptedOnly(cause)) return Effect.failCause(cause as Cause.Cause<never>)
  // Repos turn database errors into defects; every write is one transaction, so nothing half-done remains.
  const defect = Cause.dieOption(cause)
  if (Option.isSome(defect) && hasTag(defect.value, "SqlError")) {
    // A value the database can't take (a number past its range) is a check missed on the way in, not an outage.
    if (isDataException(defect.value as SqlError.SqlError)) {
      return Effect.zipRight(Effect.logError("The database refused a value of a request", cause), Effect.fail(BadRequest.of(valueRefused)))
    }
    return Effect.zipRight(Effect.logWarning("The database did not answer in time", defect.value), Effect.fail(ServiceBusy.default()))
  }
  return Effect.zipRight(Effect.logError("Unexpected failure", cause), Effect.fail(InternalError.default()))
}

const valueRefused = "A value in the request is out of range or malformed."

const hasTag = (error: unknown, tag: string): error is { readonly _tag: string } =>
  typeof error === "object" && error !== null && "_tag" in error && error._tag === tag

const decodeMessage = (error: object) => {
  const message = "message" in error && typeof error.message === "string" ? error.message : ""
  return message.split("\n")[0] || "The request was not understood."
}
