import { type Schema } from "effect"

/** The annotation that holds what a field must be, in words, where its schema alone can't say it (a pattern). */
export const ExpectedAnnotationId: unique symbol = Symbol.for("@redline/api/Expected")

/**
 * Names what a value of this schema is, for the refusal of a request that doesn't match it:
 * `Schema.String.pipe(Schema.pattern(/…/), expected("an e-mail address"))` makes 'email must be an
 * e-mail address.' Schemas without it are described from their type and constraints.
 */
export const expected =
  (words: string) =>
  <S extends Schema.Schema.Any>(schema: S): S =>
    schema.annotations({ [ExpectedAnnotationId]: words }) as S
