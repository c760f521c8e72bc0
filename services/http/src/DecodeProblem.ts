import { type HttpServerRequest, UrlParams } from "@effect/platform"
import { Messages } from "@redline/domain"
import { Effect, Either, Option, type ParseResult, Schema, SchemaAST as AST } from "effect"
import { whatItMustBe } from "./Expectation.ts"
import type { Operation, PartSchema } from "./Operation.ts"

type Part = "path" | "body" | "headers" | "query"

/** The first thing wrong in a decode failure: where, and whether the value is missing, not taken or not what `ast` describes. */
type Problem =
  | { readonly path: ReadonlyArray<PropertyKey>; readonly kind: "missing" }
  | { readonly path: ReadonlyArray<PropertyKey>; readonly kind: "unexpected" }
  | { readonly path: ReadonlyArray<PropertyKey>; readonly kind: "wrong"; readonly ast: AST.AST }

const isStructural = (ast: AST.AST): boolean =>
  AST.isTypeLiteral(ast) || AST.isTupleType(ast) || (AST.isTransformation(ast) && isStructural(ast.to))

const firstOf = (issues: ParseResult.Composite["issues"]): ParseResult.ParseIssue => (Array.isArray(issues) ? issues[0]! : issues) as never

const problemOf = (issue: ParseResult.ParseIssue, path: ReadonlyArray<PropertyKey>): Problem => {
  switch (issue._tag) {
    case "Pointer":
      return problemOf(issue.issue, [...path, ...(Array.isArray(issue.path) ? issue.path : [issue.path])])
    case "Missing":
      return { path, kind: "missing" }
    case "Unexpected":
      return { path, kind: "unexpected" }
    case "Type":
    case "Forbidden":
    case "Refinement":
      return { path, kind: "wrong", ast: issue.ast }
    case "Transformation":
      // a class or a struct behind a transformation: the field inside it that is wrong
      return isStructural(issue.ast) && issue.issue._tag !== "Type" ? problemOf(issue.issue, path) : { path, kind: "wrong", ast: issue.ast }
    case "Composite": {
      if (AST.isUnion(issue.ast)) {
        // a union of objects, given an object: what the first of them found wrong in it
        const structural = issue.ast.types.some(isStructural) && typeof issue.actual === "object" && issue.actual !== null
        return structural ? problemOf(firstOf(issue.issues), path) : { path, kind: "wrong", ast: issue.ast }
      }
      return problemOf(firstOf(issue.issues), path)
    }
  }
}

const fieldName = (path: ReadonlyArray<PropertyKey>) =>
  path.reduce<string>(
    (name, key) => (typeof key === "number" ? `${name}[${key}]` : name === "" ? String(key) : `${name}.${String(key)}`),
    ""
  )

const sentence = (part: Part, problem: Problem): string => {
  const field = fieldName(problem.path)
  if (problem.kind === "missing") return part === "headers" ? Messages.headerMissing(field) : Messages.fieldMissing(field)
  if (problem.kind === "unexpected") return Messages.fieldNotTaken(field)
  const what = whatItMustBe(problem.ast)
  if (part === "headers") return Messages.headerMustBe(field, what)
  if (field === "") return AST.isTypeLiteral(problem.ast) ? Messages.bodyNotObject : Messages.fieldMustBe("The request body", what)
  return Messages.fieldMustBe(field, what)
}

/** A query parameter given once where the schema takes a list is a list of one, as the API reads it. */
const isList = (ast: AST.AST): boolean => AST.isTupleType(ast) || (AST.isUnion(ast) && ast.types.some(isList))

const queryInput = (request: HttpServerRequest.HttpServerRequest, schema: PartSchema) => {
  const params = UrlParams.toRecord(UrlParams.fromInput(new URL(request.url, "http://redline").searchParams))
  if (!AST.isTypeLiteral(schema.ast)) return params
  const lists = new Set(schema.ast.propertySignatures.filter((property) => isList(property.type)).map((property) => property.name))
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, lists.has(key) && !Array.isArray(value) ? [value] : value]))
}

const withBody = (request: HttpServerRequest.HttpServerRequest) => !["GET", "HEAD", "OPTIONS"].includes(request.method.toUpperCase())

const inputOf = (part: Part, request: HttpServerRequest.HttpServerRequest, operation: Operation, schema: PartSchema) => {
  switch (part) {
    case "path":
      return Effect.succeed<unknown>(operation.params)
    case "headers":
      return Effect.succeed<unknown>(request.headers)
    case "query":
      return Effect.succeed<unknown>(queryInput(request, schema))
    case "body":
      if (!withBody(request)) return Effect.succeed<unknown>(queryInput(request, schema))
      return operation.body === "form" ? Effect.map(request.urlParamsBody, UrlParams.toRecord) : request.json
  }
}

/**
 * The sentence a request the API could not decode is refused with: the request's parts are decoded
 * again, as the API decodes them (path, body, headers, query), and the first field found wrong is
 * named with what it must be ('watch must be true or false.', 'email is missing.'). Never the
 * schema's notation, never the value sent.
 */
export const decodeProblem = (request: HttpServerRequest.HttpServerRequest, operation: Operation | undefined): Effect.Effect<string> => {
  if (operation === undefined) return Effect.succeed(Messages.requestNotUnderstood)
  const parts: ReadonlyArray<readonly [Part, Option.Option<PartSchema>]> = [
    ["path", operation.schemas.path],
    ["body", operation.schemas.payload],
    ["headers", operation.schemas.headers],
    ["query", operation.schemas.query]
  ]
  return Effect.gen(function* () {
    for (const [part, schema] of parts) {
      if (Option.isNone(schema)) continue
      const input = yield* inputOf(part, request, operation, schema.value)
      const decoded = yield* Effect.either(Schema.decodeUnknown(schema.value)(input))
      if (Either.isLeft(decoded)) return sentence(part, problemOf(decoded.left.issue, []))
    }
    return Messages.requestNotUnderstood
  }).pipe(Effect.orElseSucceed(() => Messages.requestNotUnderstood))
}
