import { isId, MAX_ID, parseId } from "@redline/domain"
import { ParseResult, Schema } from "effect"

const expected = "an id (a whole number from 1 to 2,147,483,647)"

/** An id in a JSON body: the domain's rule (`isId`). */
export const Id = Schema.Number.pipe(
  Schema.filter(isId, {
    identifier: "Id",
    message: (issue) => `Expected ${expected}, actual ${String(issue.actual)}`,
    jsonSchema: { type: "integer", minimum: 1, maximum: MAX_ID }
  })
)

/**
 * An id in a path or a query: decimal digits only (`parseId`), so `0x1A` or `1e3` name no id
 * and nothing past the database's range reaches it. A path id that fails names a resource that
 * cannot exist, which the API answers 404 (`services/http/src/PathIds.ts`).
 */
export const IdFromString = Schema.transformOrFail(
  Schema.String.annotations({ jsonSchema: { type: "string", pattern: "^[1-9][0-9]{0,9}$" } }),
  Schema.typeSchema(Id),
  {
    strict: true,
    decode: (text, _, ast) => {
      const id = parseId(text)
      return id === undefined
        ? ParseResult.fail(new ParseResult.Type(ast, text, `Expected ${expected}, actual ${JSON.stringify(text)}`))
        : ParseResult.succeed(id)
    },
    encode: (id) => ParseResult.succeed(String(id))
  }
).annotations({ identifier: "IdFromString" })
