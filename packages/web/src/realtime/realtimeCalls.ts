import type { ErrorCode } from "@redline/api"
import {
  type Registered,
  type Registration,
  type RewindPage,
  type RewindRequest,
  UnknownConnection
} from "@redline/machines"
import { fromPromise } from "xstate"
import { ApiError } from "../api/request.ts"

/** The refusal meaning the socket's id is gone; typed against the API's catalogue so the two can't drift. */
const unknownConnection: (typeof ErrorCode)["unknown_connection"] = 4002

const refusalOf = async (response: Response): Promise<Error> => {
  const body: unknown = await response.json().catch(() => null)
  const refusal = typeof body === "object" && body !== null ? body : {}
  const errorCode = "error_code" in refusal && typeof refusal.error_code === "number" ? refusal.error_code : null
  if (errorCode === unknownConnection) return new UnknownConnection()
  const message = "message" in refusal && typeof refusal.message === "string" ? refusal.message : response.statusText
  return new ApiError(response.status, errorCode, message)
}

/**
 * The realtime machine's `register`, `deregister` and `rewind` actors over
 * `/api/v1/realtime`, each call carrying the session's bearer key when there
 * is one (private channels need it).
 */
export function realtimeCalls(getAccessKey: () => string | null) {
  const call = async <T>(path: string, init: RequestInit, signal: AbortSignal): Promise<T> => {
    const accessKey = getAccessKey()
    const response = await fetch(`/api/v1/realtime/${path}`, {
      ...init,
      signal,
      headers: {
        accept: "application/json",
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...(accessKey === null ? {} : { authorization: `Bearer ${accessKey}` })
      }
    })
    if (!response.ok) throw await refusalOf(response)
    return (await response.json()) as T
  }
  const post = <T>(path: string, registration: Registration, signal: AbortSignal) =>
    call<T>(path, { method: "POST", body: JSON.stringify(registration) }, signal)

  return {
    register: fromPromise<Registered, Registration>(({ input, signal }) => post("register", input, signal)),
    deregister: fromPromise<unknown, Registration>(({ input, signal }) => post("deregister", input, signal)),
    rewind: fromPromise<RewindPage, RewindRequest>(({ input, signal }) => {
      const query = new URLSearchParams({ channel: input.channel, since: String(input.since) })
      return call(`rewind?${query}`, { method: "GET" }, signal)
    })
  }
}
