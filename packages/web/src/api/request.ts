import { ErrorCode } from "@redline/domain"
import { ensureHandshake, renewHandshake, signatureHeaders, type StoredHandshake, storedHandshake } from "./browserHandshake.ts"

/** A refusal from the API: every error response carries an error_code and a readable message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: number | null,
    message: string,
    /** The whole refusal, for the fields some carry beside the code (a too-low bid's min_bid). */
    readonly body: Readonly<Record<string, unknown>> = {},
    /** How many seconds its `Retry-After` says to wait before trying again, if it says. */
    readonly retryAfter: number | null = null
  ) {
    super(message)
    this.name = "ApiError"
  }
}

export type Query = Readonly<Record<string, string | number | boolean | undefined>>

export interface RequestOptions {
  readonly method?: string
  /** Sent in the query string, as GET and DELETE take their parameters (spec 2 §7). */
  readonly query?: Query
  /** Sent as JSON. */
  readonly body?: unknown
  /** The session's key, sent as a bearer token; null or absent for a visitor. */
  readonly accessKey?: string | null
  /** Headers a call needs beside the API's own, such as the refresh key of `POST auth/refresh`. */
  readonly headers?: Readonly<Record<string, string>>
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
  const retryAfter = Number(response.headers.get("retry-after") ?? Number.NaN)
  if (typeof body === "object" && body !== null && "error_code" in body && "message" in body) {
    const { error_code, message } = body
    if (typeof error_code === "number" && typeof message === "string") {
      return new ApiError(
        response.status,
        error_code,
        message,
        body as Readonly<Record<string, unknown>>,
        Number.isFinite(retryAfter) ? retryAfter : null
      )
    }
  }
  return new ApiError(response.status, null, response.statusText)
}

/** The two 'handshake needed' answers (spec 2 §7): a new handshake, then the call again. */
export const needsNewHandshake = (error: unknown): boolean =>
  error instanceof ApiError && (error.errorCode === ErrorCode.handshake_required || error.errorCode === ErrorCode.signature_invalid)

/**
 * The handshake a call is signed with. A call that changes something (signing in included, so the
 * new session is bound to the browser's handshake) waits for the handshake to be made; a read is
 * signed only if the browser has one already, so the first page doesn't wait a round trip. When
 * none can be made the call goes unsigned, and the server says if it needed one.
 */
export function handshakeFor(method: string, accessKey: string | null): Promise<StoredHandshake | null> {
  if (method === "GET") return Promise.resolve(storedHandshake())
  return ensureHandshake(accessKey).catch(() => null)
}

/**
 * One call to an API path (`/api/...`, as the contract's routes give it), signed with `handshake`;
 * answers the JSON body, and a refusal throws an `ApiError`. Typed by the endpoint in `apiOf`.
 */
export async function sendRequest(path: string, options: RequestOptions, handshake: StoredHandshake | null): Promise<unknown> {
  const { method = "GET", query = {}, body, accessKey, headers = {}, signal, keepalive } = options
  const url = `${path}${searchOf(query)}`
  // the very text that is signed is what is sent
  const sent = body === undefined ? undefined : JSON.stringify(body)
  const response = await fetch(url, {
    method,
    headers: {
      accept: "application/json",
      ...(sent === undefined ? {} : { "content-type": "application/json" }),
      ...(accessKey ? { authorization: `Bearer ${accessKey}` } : {}),
      ...(handshake === null ? {} : await signatureHeaders(handshake, method, url, sent)),
      ...headers
    },
    ...(sent === undefined ? {} : { body: sent }),
    ...(signal ? { signal } : {}),
    ...(keepalive ? { keepalive } : {})
  })
  if (!response.ok) throw await apiErrorOf(response)
  return response.json()
}

/**
 * Calls an API path (`/api/...`) and reads its JSON answer; a refusal throws an `ApiError`.
 * Signed with the browser's handshake; a refused handshake is renewed and the call made once
 * more. Endpoints are called by name through `visitorApi`, or as the signed-in user through
 * `useApi`, which also keeps the session's keys fresh.
 */
export async function requestJson(path: string, options: RequestOptions = {}): Promise<unknown> {
  const accessKey = options.accessKey ?? null
  const handshake = await handshakeFor(options.method ?? "GET", accessKey)
  try {
    return await sendRequest(path, options, handshake)
  } catch (error) {
    if (!needsNewHandshake(error)) throw error
    const renewed = await renewHandshake(handshake, accessKey).catch(() => Promise.reject(error))
    return sendRequest(path, options, renewed)
  }
}
