import fc from "fast-check"
import { type Examples, type FuzzRequest, type Role, ROLES } from "./Callers.ts"
import type { JsonSchema, Operation, Parameter } from "./Contract.ts"

/** Put into generated text, so an answer that repeats what was sent is caught. */
export const ECHO_MARK = "echo-mark-7f3a"

/** A generated case: who sends what, and which operation (or static path) it aims at. */
export interface FuzzCase {
  readonly role: Role
  readonly aim: string
  readonly request: FuzzRequest
}

/** Ids no database row has, in forms a careless client or an attacker sends. */
export const ODD_IDS = ["-1", "0", "2147483648", "9007199254740993", "99999999999999999999", "0x1A", "1e3", "%00", "1.5", "%20", "abc"]

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constant(`<script>${ECHO_MARK}</script>`),
  fc.constant(`${ECHO_MARK}\u0000\ud800`),
  fc.integer({ min: 1_000, max: 200_000 }).map((length) => ECHO_MARK + "a".repeat(length))
)

const number = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(-1, 0, 0.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53 + 2, 1e21, 1e308, -1e308, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER)
)

/** Any JSON value, of any type: what a field of another type gets. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  number,
  text,
  fc.constant([]),
  fc.constant({}),
  fc.array(number, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), number, { maxKeys: 3 })
)

/** A value the schema takes, mostly: the start of a case that then breaks one thing. */
const valid = (schema: JsonSchema, examples: Examples, name = "", depth = 0): fc.Arbitrary<unknown> => {
  if (name in examples) return fc.constant(examples[name])
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum)
  const members = schema.anyOf ?? schema.oneOf
  if (members !== undefined) return fc.oneof(...members.map((member) => valid(member, examples, name, depth)))
  switch (schema.type) {
    case "object": {
      if (depth > 3 || schema.properties === undefined) return fc.constant({})
      const required = new Set(schema.required ?? [])
      const entries = Object.entries(schema.properties).map(
        ([property, inner]) => [property, valid(inner, examples, property, depth + 1)] as const
      )
      return fc.record(Object.fromEntries(entries), { requiredKeys: [...required].filter((key) => key in schema.properties!) })
    }
    case "array":
      return fc.array(schema.items === undefined ? oddValue : valid(schema.items, examples, name, depth + 1), { maxLength: 3 })
    case "string":
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 20, 20))
      })
    case "integer":
      return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 100_000 })
    case "number":
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 100_000, noNaN: true })
    case "boolean":
      return fc.boolean()
    case "null":
      return fc.constant(null)
    default:
      return oddValue
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

/** One thing broken in a value the schema takes: a field of another type, a field left out, a field it doesn't take. */
const broken = (schema: JsonSchema, examples: Examples): fc.Arbitrary<unknown> =>
  fc
    .tuple(valid(schema, examples), fc.nat(), oddValue, fc.constantFrom("wrong type", "missing", "extra", "whole"))
    .map(([value, pick, odd, how]) => {
      if (!isObject(value) || how === "whole") return odd
      const keys = Object.keys(value)
      const copy: Record<string, unknown> = { ...value }
      if (how === "extra" || keys.length === 0) copy[`extra_${pick % 5}`] = odd
      else if (how === "missing") delete copy[keys[pick % keys.length]!]
      else copy[keys[pick % keys.length]!] = odd
      return copy
    })

const nested = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth)

/** Bodies that are no JSON object the API could read. */
const unreadable = (schema: JsonSchema, examples: Examples): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constant(""),
    fc.constantFrom("{", "}", "nul", "[1,]", "{'a':1}", '{"a":1}}', "\ufeff{}", "undefined", "NaN", '{"a":1e999999}', '"\\ud800"'),
    fc.string({ maxLength: 40 }),
    valid(schema, examples)
      .map((value) => JSON.stringify(value) ?? "")
      .chain((json) => fc.nat({ max: json.length }).map((cut) => json.slice(0, cut))),
    fc.integer({ min: 30, max: 100_000 }).map((depth) => nested(depth, "[", "]")),
    fc.integer({ min: 30, max: 50_000 }).map((depth) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth)),
    // under the 1 MiB limit: a body past it is refused before it is read, which the gateway's own tests prove
    fc.constant(`{"a":"${"x".repeat(900 * 1024)}"}`)
  )

const CONTENT_TYPES = [
  "text/plain",
  "multipart/form-data; boundary=x",
  "multipart/form-data",
  "application/x-www-form-urlencoded",
  "application/xml",
  "application/json; charset=latin1",
  "application/json, text/plain",
  "application/jsonx",
  "*/*",
  ";;;",
  "a".repeat(2000)
]

interface SentBody {
  readonly body?: string
  readonly contentType?: string
}

/** The body and its content type: mostly JSON with one thing wrong, else unreadable JSON, no body or another format. */
const bodyOf = (operation: Operation, examples: Examples): fc.Arbitrary<SentBody> => {
  const schema = operation.body?.schema ?? {}
  const contentType = operation.body?.contentType ?? "application/json"
  return fc.oneof(
    { weight: 5, arbitrary: broken(schema, examples).map((value) => ({ body: JSON.stringify(value) ?? "null", contentType })) },
    { weight: 1, arbitrary: valid(schema, examples).map((value) => ({ body: JSON.stringify(value) ?? "null", contentType })) },
    { weight: 3, arbitrary: unreadable(schema, examples).map((body) => ({ body, contentType })) },
    { weight: 1, arbitrary: fc.constant<SentBody>({}) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...CONTENT_TYPES),
          fc.oneof(unreadable(schema, examples), fc.constant('--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'))
        )
        .map(([type, body]) => ({ body, contentType: type }))
    }
  )
}

/** Text for a path or query parameter, percent-encoded where a URL needs it. */
const paramText = fc.oneof(
  fc.constantFrom(...ODD_IDS),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.string({ unit: "grapheme", maxLength: 8 }).map(encodeURIComponent),
  fc.constantFrom("%2e%2e", "..", "%2f", "%ff", "%c0%ae", "%", "%ZZ", "%0d%0a", encodeURIComponent("١٢٣")),
  fc.integer({ min: 100, max: 9_000 }).map((length) => "9".repeat(length))
)

const paramValue = (parameter: Parameter, examples: Examples) =>
  fc.oneof(
    { weight: 2, arbitrary: valid(parameter.schema, examples, parameter.name).map((value) => encodeURIComponent(String(value))) },
    { weight: 3, arbitrary: paramText }
  )

const queryOf = (operation: Operation, examples: Examples): fc.Arbitrary<string> => {
  const declared = operation.parameters.filter((parameter) => parameter.in === "query")
  const pairs = declared.map((parameter) =>
    fc.option(
      fc
        .array(paramValue(parameter, examples), { minLength: 1, maxLength: 2 })
        .map((values) => values.map((value) => `${parameter.name}=${value}`)),
      { nil: [] as Array<string>, freq: 3 }
    )
  )
  const extra = fc.option(
    fc.tuple(fc.string({ maxLength: 8 }), paramText).map(([name, value]) => [`${encodeURIComponent(name)}=${value}`]),
    {
      nil: [] as Array<string>,
      freq: 4
    }
  )
  return fc.tuple(fc.tuple(...pairs), extra).map(([declaredPairs, extraPair]) => {
    const all = [...declaredPairs.flat(), ...extraPair]
    return all.length === 0 ? "" : `?${all.join("&")}`
  })
}

const headerText = fc.oneof(
  fc.string({ maxLength: 40 }).map((value) => value.replace(/[^\x20-\x7e]/g, "")),
  fc.constantFrom("Bearer", "Bearer ", "Bearer x.y.z", "Basic YTpi", "-1", "0", "9007199254740993", "null", ECHO_MARK),
  fc.integer({ min: 100, max: 20_000 }).map((length) => "h".repeat(length))
)

/** The operation's declared headers, and now and then one a client may send with a bad value. */
const headersOf = (operation: Operation) => {
  const names = [
    ...operation.parameters.filter((parameter) => parameter.in === "header").map((parameter) => parameter.name),
    "authorization",
    "x-csrf",
    "x-timestamp",
    "x-signature",
    "x-forwarded-for",
    "x-received-at",
    "x-bid-intent",
    "cookie",
    "accept-encoding"
  ]
  return fc.option(fc.dictionary(fc.constantFrom(...names), headerText, { maxKeys: 2 }), { nil: {}, freq: 3 })
}

const fill = (template: string, values: ReadonlyArray<readonly [string, string]>) =>
  values.reduce((path, [name, value]) => path.replace(`{${name}}`, value), template)

/**
 * A head this long may be past the gateway's limits, which it refuses before reading the body and
 * then closes the connection: the client's write of a large body would fail (EPIPE) before it
 * reads the answer, so such a case carries a short body.
 */
const HEAD_WITH_ANY_BODY = 8 * 1024

/** Cases for one operation of the contract. */
export const casesFor = (operation: Operation, examples: Examples): fc.Arbitrary<FuzzCase> => {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === "path")
  const path = fc
    .tuple(...pathParameters.map((parameter) => paramValue(parameter, examples).map((value) => [parameter.name, value] as const)))
    .map((values) => fill(operation.path, values))
  const takesBody = !["GET", "HEAD", "OPTIONS", "DELETE"].includes(operation.method) || operation.body !== undefined
  const body = takesBody ? bodyOf(operation, examples) : fc.constant<SentBody>({})
  return fc
    .record({ role: fc.constantFrom(...ROLES), path, query: queryOf(operation, examples), headers: headersOf(operation), body })
    .map(({ role, path: target, query, headers, body: { body: sent, contentType } }) => {
      const head = target.length + query.length + Object.values(headers).reduce((sum, value) => sum + value.length, 0)
      return {
        role,
        aim: `${operation.method} ${operation.path}`,
        request: {
          method: operation.method,
          target: target + query,
          headers: { ...(contentType === undefined ? {} : { "content-type": contentType }), ...headers },
          ...(sent === undefined ? {} : { body: head > HEAD_WITH_ANY_BODY ? sent.slice(0, 1024) : sent })
        }
      }
    })
}

/** Paths of the site that no page has, as people and scanners send them. */
export const staticCases: fc.Arbitrary<FuzzCase> = fc
  .record({
    role: fc.constantFrom(...ROLES),
    path: fc.oneof(
      fc.constantFrom(
        "//evil.example/",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/..%2f..%2fetc/passwd",
        "/%00",
        "/%c0%ae%c0%ae/",
        "/a%ZZ",
        "/assets/x.js",
        "/.env"
      ),
      fc.array(paramText, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join("/")}`)
    )
  })
  .map(({ role, path }) => ({ role, aim: "GET (a page)", request: { method: "GET", target: path, headers: {} } }))
