import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import type { SqlError } from "@effect/sql"
import { BadRequest, InternalError, NotFound, RedlineApi, ServiceBusy, type UnsupportedMediaType } from "@redline/api"
import { Messages } from "@redline/domain"
import { isDataException } from "@redline/infra"
import { Cause, Effect, Option } from "effect"
import { decodeProblem } from "./DecodeProblem.ts"
import { refuseNulCharacters } from "./NulCharacters.ts"
import { type Operation, operationOf } from "./Operation.ts"
import { checkBody } from "./RequestBody.ts"

/**
 * Every answer that is not a success carries an `error_code` and a message: a body the operation
 * can't read is refused before it is parsed (`checkBody`), as is text the database can't keep
 * (`refuseNulCharacters`), JSON that doesn't parse and requests
 * that don't match the contract become BadRequest naming the field that is wrong, unknown paths
 * NotFound, a database that can't be reached in time (overload) ServiceBusy, and other defects a
 * logged InternalError instead of an empty 500.
 */
export const RefusalsLive = HttpApiBuilder.middleware(RedlineApi, (app) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
    const operation = operationOf(request.method, new URL(request.url, "http://redline").pathname)
    return checkBody(request, operation).pipe(
      Effect.zipRight(refuseNulCharacters(request, operation)),
      Effect.zipRight(app),
      Effect.catchAllCause((cause) => refusal(cause, request, operation))
    )
  })
)

type Refused = BadRequest | NotFound | InternalError | ServiceBusy | UnsupportedMediaType

const refusal = (
  cause: Cause.Cause<unknown>,
  request: HttpServerRequest.HttpServerRequest,
  operation: Operation | undefined
): Effect.Effect<never, Refused> => {
  const failure = Cause.failureOption(cause)
  if (Option.isSome(failure)) {
    const error = failure.value
    if (hasTag(error, "HttpApiDecodeError"))
      return Effect.flatMap(decodeProblem(request, operation), (words) => Effect.fail(BadRequest.of(words)))
    if (hasTag(error, "RouteNotFound")) return Effect.fail(NotFound.default())
    // Errors of the contract (and the body check's) are encoded by the API itself.
    return Effect.failCause(cause as Cause.Cause<never>)
  }
  if (Cause.isInterruptedOnly(cause)) return Effect.failCause(cause as Cause.Cause<never>)
  const defect = Cause.dieOption(cause)
  // The API reads the body of a JSON operation with JSON.parse, and dies when it isn't JSON.
  if (Option.isSome(defect) && hasTag(defect.value, "RequestError") && "reason" in defect.value && defect.value.reason === "Decode") {
    return Effect.fail(BadRequest.of(Messages.bodyNotJson))
  }
  // Repos turn database errors into defects; every write is one transaction, so nothing half-done remains.
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
