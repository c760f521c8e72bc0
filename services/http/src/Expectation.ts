import { ExpectedAnnotationId } from "@redline/api"
import { Option, SchemaAST as AST } from "effect"

/** What a refinement chain adds to its base type, read from the JSON Schema annotations Effect's filters carry. */
interface Constraints {
  integer: boolean
  minimum?: number
  exclusiveMinimum?: number
  maximum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  pattern: boolean
}

const ownWords = (ast: AST.AST): string | undefined => {
  const words = ast.annotations[ExpectedAnnotationId]
  return typeof words === "string" ? words : undefined
}

const unique = (phrases: ReadonlyArray<string>) => [...new Set(phrases)]

const literal = (value: AST.LiteralValue) => (value === null ? "null" : JSON.stringify(typeof value === "bigint" ? String(value) : value))

const numberRange = (noun: string, c: Constraints) => {
  const low = c.minimum ?? (c.exclusiveMinimum === undefined ? undefined : c.integer ? c.exclusiveMinimum + 1 : undefined)
  const high = c.maximum ?? (c.exclusiveMaximum === undefined ? undefined : c.integer ? c.exclusiveMaximum - 1 : undefined)
  if (low !== undefined && high !== undefined) return `${noun} from ${low} to ${high}`
  if (c.exclusiveMinimum === 0 && low === undefined) return `a positive ${noun.replace(/^an? /, "")}`
  if (low === 1 && c.integer) return `a positive ${noun.replace(/^an? /, "")}`
  if (low !== undefined) return `${noun} of at least ${low}`
  if (c.exclusiveMinimum !== undefined) return `${noun} greater than ${c.exclusiveMinimum}`
  if (high !== undefined) return `${noun} of at most ${high}`
  if (c.exclusiveMaximum !== undefined) return `${noun} less than ${c.exclusiveMaximum}`
  return noun
}

const textLength = (c: Constraints) => {
  const { minLength: low, maxLength: high } = c
  if (low !== undefined && high !== undefined) return low === high ? `text of ${low} characters` : `text of ${low} to ${high} characters`
  if (low === 1) return "text that isn't empty"
  if (low !== undefined) return `text of at least ${low} characters`
  if (high !== undefined) return `text of at most ${high} characters`
  return c.pattern ? "text in the expected format" : "text"
}

const refined = (ast: AST.Refinement): string => {
  const constraints: Constraints = { integer: false, pattern: false }
  let base: AST.AST = ast
  while (AST.isRefinement(base)) {
    const own = ownWords(base)
    if (own !== undefined && base !== ast) break
    const schema = Option.getOrElse(AST.getJSONSchemaAnnotation(base), () => ({})) as Record<string, unknown>
    if (schema["type"] === "integer") constraints.integer = true
    for (const key of ["minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "minLength", "maxLength"] as const) {
      const value = schema[key]
      if (typeof value === "number" && constraints[key] === undefined) constraints[key] = value
    }
    if (typeof schema["pattern"] === "string") constraints.pattern = true
    base = base.from
  }
  const noun = whatItMustBe(base)
  if (noun === "text") return textLength(constraints)
  if (noun === "a number") return numberRange(constraints.integer ? "a whole number" : "a number", constraints)
  return noun
}

/**
 * What a value of a schema must be, in words a person reads after 'must be': 'true or false', 'a
 * whole number from 1 to 3600', 'one of "Automatic", "Manual"', 'text of at most 100 characters'.
 * A schema's own words (`expected`) come first; no schema's notation ever shows.
 */
export const whatItMustBe = (ast: AST.AST): string => {
  const own = ownWords(ast)
  if (own !== undefined) return own
  switch (ast._tag) {
    case "BooleanKeyword":
      return "true or false"
    case "StringKeyword":
    case "TemplateLiteral":
      return "text"
    case "NumberKeyword":
      return "a number"
    case "Literal":
      return literal(ast.literal)
    case "Enums":
      return `one of ${ast.enums.map(([, value]) => literal(value)).join(", ")}`
    case "TypeLiteral":
      return "an object"
    case "TupleType":
      return "a list"
    case "Union": {
      const literals = ast.types.filter(AST.isLiteral)
      if (literals.length === ast.types.length) {
        const values = literals.map((member) => literal(member.literal))
        return values.length === 1 ? values[0]! : `one of ${values.join(", ")}`
      }
      // an optional field's undefined is no value a request can send
      return unique(ast.types.filter((member) => !AST.isUndefinedKeyword(member)).map(whatItMustBe)).join(" or ")
    }
    case "Refinement":
      return refined(ast)
    case "Transformation":
      return whatItMustBe(ast.to)
    case "Suspend":
      return whatItMustBe(ast.f())
    case "Declaration":
      return dateLike(ast) ? "a date and time such as 2025-06-01T18:00:00Z" : "a valid value"
    default:
      return "a valid value"
  }
}

const dateLike = (ast: AST.Declaration) =>
  Option.exists(AST.getIdentifierAnnotation(ast), (identifier) => /Date/.test(identifier)) ||
  Option.exists(AST.getTitleAnnotation(ast), (title) => /Date/.test(title))
