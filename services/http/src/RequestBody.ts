import { type HttpServerRequest } from "@effect/platform"
import { BadRequest, UnsupportedMediaType } from "@redline/api"
import { Messages } from "@redline/domain"
import { Effect } from "effect"
import type { Operation } from "./Operation.ts"

/** Deeper JSON than any request of ours has is refused before it is parsed or decoded. */
export const MAX_BODY_DEPTH = 32

const withoutBody = new Set(["GET", "HEAD", "OPTIONS"])

const mediaType = (contentType: string | undefined) => contentType?.split(";")[0]!.trim().toLowerCase()

/** Whether the JSON text opens more than `limit` objects or arrays inside each other: one pass over it, strings skipped. */
export const nestedDeeperThan = (text: string, limit: number): boolean => {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === 92) index++
      else if (code === 34) inString = false
    } else if (code === 34) {
      inString = true
    } else if (code === 123 || code === 91) {
      if (++depth > limit) return true
    } else if (code === 125 || code === 93) {
      depth--
    }
  }
  return false
}

/**
 * Refuses a body its operation can't read before the API parses it: another format than the
 * operation takes (415), an empty JSON body, and JSON nested deeper than `MAX_BODY_DEPTH` (400).
 * A body without a content type is read as JSON, as the API reads it. JSON that doesn't parse is
 * refused where the API fails to parse it (`Refusals`).
 */
export const checkBody = (
  request: HttpServerRequest.HttpServerRequest,
  operation: Operation | undefined
): Effect.Effect<void, BadRequest | UnsupportedMediaType> => {
  if (operation === undefined || operation.body === "none" || withoutBody.has(request.method.toUpperCase())) return Effect.void
  const type = mediaType(request.headers["content-type"])
  if (operation.body === "form") {
    return type === undefined || type === "application/x-www-form-urlencoded"
      ? Effect.void
      : Effect.fail(UnsupportedMediaType.of(Messages.bodyNotFormType))
  }
  if (type !== undefined && type !== "application/json") return Effect.fail(UnsupportedMediaType.default())
  return request.text.pipe(
    Effect.mapError(() => BadRequest.of(Messages.bodyNotJson)),
    Effect.flatMap((text) => {
      if (text.trim() === "") return Effect.fail(BadRequest.of(Messages.bodyEmpty))
      if (nestedDeeperThan(text, MAX_BODY_DEPTH)) return Effect.fail(BadRequest.of(Messages.bodyTooDeep(MAX_BODY_DEPTH)))
      return Effect.void
    })
  )
}
