import { HttpServerRequest } from "@effect/platform"
import { expected } from "@redline/api"
import { Effect, Option, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { decodeProblem } from "../src/DecodeProblem.ts"
import type { Operation, PartSchema } from "../src/Operation.ts"

const some = (schema: Schema.Schema.Any) => Option.some(schema as unknown as PartSchema)

/** An operation with every part: a path, a JSON body, headers and a query. */
const operation = (params: Record<string, string>): Operation => ({
  body: "json",
  params,
  schemas: {
    path: some(Schema.Struct({ lot: Schema.NumberFromString.pipe(Schema.int(), Schema.positive()) })),
    payload: some(
      Schema.Struct({
        amount: Schema.Int.pipe(Schema.between(100, 1_000_000)),
        note: Schema.optional(Schema.String.pipe(Schema.maxLength(20))),
        code: Schema.optional(Schema.String.pipe(Schema.pattern(/^[A-Z]{3}$/), expected("three capital letters"))),
        tags: Schema.optional(Schema.Array(Schema.Struct({ name: Schema.String.pipe(Schema.minLength(1)) }))),
        mileage: Schema.optional(Schema.NullOr(Schema.Int.pipe(Schema.nonNegative()))),
        when: Schema.optional(Schema.DateTimeUtc)
      })
    ),
    headers: some(Schema.Struct({ "x-count": Schema.NumberFromString })),
    query: some(
      Schema.Struct({
        page: Schema.optional(Schema.NumberFromString.pipe(Schema.int())),
        sort: Schema.optional(Schema.Array(Schema.Literal("new", "old")))
      })
    )
  }
})

const problem = (options: { path?: string; body?: unknown; headers?: Record<string, string>; query?: string }) => {
  const request = new Request(`http://redline.test/lots/${options.path ?? "7"}${options.query ?? ""}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-count": "2", ...options.headers },
    body: JSON.stringify(options.body ?? { amount: 500 })
  })
  return Effect.runPromise(decodeProblem(HttpServerRequest.fromWeb(request), operation({ lot: options.path ?? "7" })))
}

describe("the sentence of a request that doesn't decode", () => {
  it.each([
    [{ path: "-3" }, "lot must be a positive whole number."],
    [{ path: "seven" }, "lot must be a positive whole number."],
    [{ body: {} }, "amount is missing."],
    [{ body: { amount: 12.5 } }, "amount must be a whole number from 100 to 1000000."],
    [{ body: { amount: "500" } }, "amount must be a whole number from 100 to 1000000."],
    [{ body: { amount: 500, note: "x".repeat(21) } }, "note must be text of at most 20 characters."],
    [{ body: { amount: 500, code: "abc" } }, "code must be three capital letters."],
    [{ body: { amount: 500, tags: [{ name: "a" }, { name: "" }] } }, "tags[1].name must be text that isn't empty."],
    [{ body: { amount: 500, tags: "a" } }, "tags must be a list."],
    [{ body: { amount: 500, mileage: "many" } }, "mileage must be a whole number of at least 0 or null."],
    [{ body: { amount: 500, when: "tomorrow" } }, "when must be a date and time such as 2025-06-01T18:00:00Z."],
    [{ body: "500" }, "The request body must be a JSON object."],
    [{ headers: { "x-count": "two" } }, "The x-count header must be a number."],
    [{ query: "?page=1.5" }, "page must be a whole number."],
    [{ query: "?sort=best" }, 'sort[0] must be one of "new", "old".'],
    [{ query: "?sort=new&sort=old&page=2" }, "The request doesn't match what this address takes: check its path, query and body."]
  ])("%j: %s", async (request, sentence) => {
    expect(await problem(request)).toBe(sentence)
  })
})
