import type { HttpServerRequest } from "@effect/platform"
import { BadRequest } from "@redline/api"
import { Messages } from "@redline/domain"
import { Effect } from "effect"
import type { Operation } from "./Operation.ts"

const NUL = "\u0000"

/** The path to the first string (or key) of a JSON value that holds a NUL, or undefined. */
const nulAt = (value: unknown, path: string): string | undefined => {
  if (typeof value === "string") return value.includes(NUL) ? path : undefined
  if (typeof value !== "object" || value === null) return undefined
  for (const [key, inner] of Object.entries(value)) {
    const at = Array.isArray(value) ? `${path}[${key}]` : path === "" ? key : `${path}.${key}`
    if (key.includes(NUL)) return at
    const found = nulAt(inner, at)
    if (found !== undefined) return found
  }
  return undefined
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * Postgres keeps no NUL character in text, and refuses a statement that carries one; such a value
 * is refused here, naming the field, wherever the request carries it: a path parameter, the query,
 * or a string of a JSON body.
 */
export const refuseNulCharacters = (
  request: HttpServerRequest.HttpServerRequest,
  operation: Operation | undefined
): Effect.Effect<void, BadRequest> => {
  if (operation === undefined) return Effect.void
  const refuse = (field: string) => Effect.fail(BadRequest.of(Messages.fieldHasNul(field)))
  for (const [name, value] of Object.entries(operation.params)) if (value.includes(NUL)) return refuse(name)
  for (const [name, value] of new URL(request.url, "http://redline").searchParams) {
    if (name.includes(NUL) || value.includes(NUL)) return refuse(name.replaceAll(NUL, "") || "The query")
  }
  if (operation.body !== "json" || ["GET", "HEAD", "OPTIONS"].includes(request.method.toUpperCase())) return Effect.void
  return Effect.flatMap(
    Effect.orElseSucceed(request.text, () => ""),
    (text): Effect.Effect<void, BadRequest> => {
      if (!/\\u0000/i.test(text)) return Effect.void
      const field = nulAt(parsed(text), "")
      return field === undefined ? Effect.void : refuse(field || "The request body")
    }
  )
}
