/** A refusal from the API: every error response carries an error_code and a readable message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: number | null,
    message: string
  ) {
    super(message)
    this.name = "ApiError"
  }
}

export type Query = Readonly<Record<string, string | number | boolean | undefined>>

const searchOf = (query: Query): string => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value))
  }
  const search = params.toString()
  return search === "" ? "" : `?${search}`
}

const errorOf = async (response: Response): Promise<ApiError> => {
  const body: unknown = await response.json().catch(() => null)
  if (typeof body === "object" && body !== null && "error_code" in body && "message" in body) {
    const { error_code, message } = body
    if (typeof error_code === "number" && typeof message === "string") {
      return new ApiError(response.status, error_code, message)
    }
  }
  return new ApiError(response.status, null, response.statusText)
}

/** GET an API path (without the /api prefix); parameters travel in the query string. */
export async function getJson<T>(path: string, query: Query = {}, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`/api${path}${searchOf(query)}`, {
    headers: { accept: "application/json" },
    ...(signal ? { signal } : {})
  })
  if (!response.ok) throw await errorOf(response)
  return (await response.json()) as T
}
