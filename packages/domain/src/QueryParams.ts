/**
 * Query parameters as the browser has them (URLSearchParams) or as the server's schema decodes
 * them (a record of optional strings).
 */
export type QueryParams = URLSearchParams | Readonly<Record<string, string | null | undefined>>

export function queryParam(params: QueryParams, name: string): string | undefined {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name]
  return value ?? undefined
}
