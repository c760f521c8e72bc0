import { HttpApi, HttpApiSchema } from "@effect/platform"
import { RedlineApi } from "@redline/api"
import { Option, type Schema } from "effect"

/** How an operation reads its request body: JSON, a form, or not at all (no body, or one its handler reads itself). */
export type BodyFormat = "json" | "form" | "none"

/** The parts of a request an operation decodes, in the order the API decodes them. */
export interface OperationSchemas {
  readonly path: Option.Option<PartSchema>
  readonly payload: Option.Option<PartSchema>
  readonly headers: Option.Option<PartSchema>
  readonly query: Option.Option<PartSchema>
}

/** A part's schema as a decoder of unknown input; the contract's schemas need no services to decode. */
export type PartSchema = Schema.Schema<unknown, unknown>

/** The contract types a reflected endpoint's schemas loosely; each decodes whatever a request carries. */
const part = (schema: Option.Option<Schema.Schema<never, unknown>>) => schema as unknown as Option.Option<PartSchema>

/** The operation of the contract a request is for, with the path parameters its path gives. */
export interface Operation {
  readonly body: BodyFormat
  readonly schemas: OperationSchemas
  readonly params: Readonly<Record<string, string>>
}

interface Route {
  readonly method: string
  readonly pattern: RegExp
  readonly names: ReadonlyArray<string>
  readonly body: BodyFormat
  readonly schemas: OperationSchemas
}

const bodyFormat = (payload: Option.Option<PartSchema>): BodyFormat => {
  if (Option.isNone(payload)) return "none"
  const kind = HttpApiSchema.getEncoding(payload.value.ast).kind
  return kind === "Json" ? "json" : kind === "UrlParams" ? "form" : "none"
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

const routes: ReadonlyArray<Route> = (() => {
  const found: Array<Route> = []
  HttpApi.reflect(RedlineApi, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => {
      const names: Array<string> = []
      const source = endpoint.path
        .split("/")
        .map((segment) => {
          if (!segment.startsWith(":")) return escape(segment)
          names.push(segment.slice(1).replace(/\?$/, ""))
          return "([^/]+)"
        })
        .join("/")
      found.push({
        method: endpoint.method,
        pattern: new RegExp(`^${source}/?$`),
        names,
        body: bodyFormat(part(endpoint.payloadSchema)),
        schemas: {
          path: part(endpoint.pathSchema),
          payload: part(endpoint.payloadSchema),
          headers: part(endpoint.headersSchema),
          query: part(endpoint.urlParamsSchema)
        }
      })
    }
  })
  // a fixed segment wins over a parameter, as the router decides (`sso/apple/return` before `sso/:provider/callback`)
  return found.sort((a, b) => a.names.length - b.names.length)
})()

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The operation `method` and `pathname` name, if the contract has one. */
export const operationOf = (method: string, pathname: string): Operation | undefined => {
  const upper = method.toUpperCase()
  for (const route of routes) {
    if (route.method !== upper) continue
    const match = route.pattern.exec(pathname)
    if (match === null) continue
    const params: Record<string, string> = {}
    route.names.forEach((name, index) => (params[name] = decoded(match[index + 1]!)))
    return { body: route.body, schemas: route.schemas, params }
  }
  return undefined
}
