/** A JSON Schema as the OpenAPI document writes the contract's types. */
export interface JsonSchema {
  readonly $ref?: string
  readonly type?: string
  readonly properties?: Readonly<Record<string, JsonSchema>>
  readonly required?: ReadonlyArray<string>
  readonly items?: JsonSchema
  readonly enum?: ReadonlyArray<unknown>
  readonly anyOf?: ReadonlyArray<JsonSchema>
  readonly oneOf?: ReadonlyArray<JsonSchema>
  readonly minimum?: number
  readonly maximum?: number
  readonly minLength?: number
  readonly maxLength?: number
}

export interface Parameter {
  readonly name: string
  readonly in: "path" | "query" | "header"
  readonly required: boolean
  readonly schema: JsonSchema
}

/** One operation of `/api/openapi.json`: its method, path template, parameters and the body it takes. */
export interface Operation {
  readonly method: string
  readonly path: string
  readonly parameters: ReadonlyArray<Parameter>
  readonly body: { readonly contentType: string; readonly schema: JsonSchema } | undefined
}

export interface OpenApiDocument {
  readonly paths: Record<
    string,
    Record<
      string,
      {
        readonly parameters?: ReadonlyArray<Parameter>
        readonly requestBody?: { readonly content: Record<string, { readonly schema: JsonSchema }> }
      }
    >
  >
  readonly components?: { readonly schemas?: Record<string, JsonSchema> }
}

/** Replaces every `$ref` by the schema it names, so generators read one tree. */
const resolver = (document: OpenApiDocument) => {
  const resolve = (schema: JsonSchema): JsonSchema => {
    const { $ref, ...rest } = schema
    const named = $ref === undefined ? {} : resolve(document.components?.schemas?.[$ref.split("/").pop()!] ?? {})
    const merged: Record<string, unknown> = { ...named, ...rest }
    if (rest.properties !== undefined) {
      merged["properties"] = Object.fromEntries(Object.entries(rest.properties).map(([name, property]) => [name, resolve(property)]))
    }
    if (rest.items !== undefined) merged["items"] = resolve(rest.items)
    if (rest.anyOf !== undefined) merged["anyOf"] = rest.anyOf.map(resolve)
    if (rest.oneOf !== undefined) merged["oneOf"] = rest.oneOf.map(resolve)
    return merged as JsonSchema
  }
  return resolve
}

/** Every operation the server's OpenAPI document describes: a new endpoint is in it, and so fuzzed, without a line here. */
export const operationsOf = (document: OpenApiDocument): ReadonlyArray<Operation> => {
  const resolve = resolver(document)
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const [contentType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? []
      return {
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({ ...parameter, schema: resolve(parameter.schema) })),
        body: contentType === undefined || content === undefined ? undefined : { contentType, schema: resolve(content.schema) }
      }
    })
  )
}
