/** A refusal from the API: every error response carries an error_code and a readable message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: number | null,
    message: string,
    /** The whole refusal, for the fields some carry beside the code (a too-low bid's min_bid). */
    readonly body: Readonly<Record<string, unknown>> = {}
  ) {
    super(message)
    this.name = "ApiError"
  }
}

export type Query = Readonly<Record<string, string | number | boolean | undefined>>

export interface RequestOptions {
  readonly method?: "GET" | "POST" | "PUT" | "DELETE"
  /** Sent in the query string, as GET and DELETE take their parameters (spec 2 §7). */
  readonly query?: Query
  /** Sent as JSON. */
  readonly body?: unknown
  /** The session's key, sent as a bearer token; null or absent for a visitor. */
  readonly accessKey?: string | null
  readonly signal?: AbortSignal
  /** Sent to the end even if the page is left or reloaded meanwhile (small bodies only). */
  readonly keepalive?: boolean
}

const searchOf = (query: Query): string => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value))
  }
  const search = params.toString()
  return search === "" ? "" : `?${search}`
}

/** The refusal an error response carries; one without a readable body still gets its status. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null)
  if (typeof body === "object" && body !== null && "error_code" in body && "message" in body) {
    const { error_code, message } = body
    if (typeof error_code === "number" && typeof message === "string") {
      return new ApiError(response.status, error_code, message, body as Readonly<Record<string, unknown>>)
    }
  }
  return new ApiError(response.status, null, response.statusText)
}

/** Calls an API path (without the /api prefix) and reads its JSON answer; a refusal throws an `ApiError`. */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", query = {}, body, accessKey, signal, keepalive } = options
  const response = await fetch(`/api${path}${searchOf(query)}`, {
    method,
    headers: {
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(accessKey ? { authorization: `Bearer ${accessKey}` } : {})
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
    ...(keepalive ? { keepalive } : {})
  })
  if (!response.ok) throw await apiErrorOf(response)
  return (await response.json()) as T
}

/** GET an API path (without the /api prefix); parameters travel in the query string. */
export function getJson<T>(path: string, query: Query = {}, signal?: AbortSignal): Promise<T> {
  return requestJson<T>(path, { query, ...(signal ? { signal } : {}) })
}
