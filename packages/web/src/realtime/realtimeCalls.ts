import { ErrorCode } from "@redline/domain"
import {
  type Registered,
  type Registration,
  type RewindPage,
  type RewindRequest,
  UnknownConnection
} from "@redline/machines"
import { fromPromise } from "xstate"
import { ApiError, type RequestOptions } from "../api/request.ts"
import type { SessionRequest } from "../session/sessionClient.ts"

/**
 * The realtime machine's `register`, `deregister` and `rewind` actors over
 * `/api/v1/realtime`, each made with `request`, which carries the session's
 * bearer key when there is one (private channels need it) and keeps it fresh.
 */
export function realtimeCalls(request: SessionRequest) {
  const call = async <T>(path: string, options: Omit<RequestOptions, "accessKey">): Promise<T> => {
    try {
      return await request<T>(`/v1/realtime/${path}`, options)
    } catch (error) {
      // the socket's id is gone on the server: the machine answers this one with a new socket
      if (error instanceof ApiError && error.errorCode === ErrorCode.unknown_connection) throw new UnknownConnection()
      throw error
    }
  }
  const post = <T>(path: string, registration: Registration, signal: AbortSignal) =>
    call<T>(path, { method: "POST", body: registration, signal })

  return {
    register: fromPromise<Registered, Registration>(({ input, signal }) => post("register", input, signal)),
    deregister: fromPromise<unknown, Registration>(({ input, signal }) => post("deregister", input, signal)),
    rewind: fromPromise<RewindPage, RewindRequest>(({ input, signal }) =>
      call("rewind", { query: { channel: input.channel, since: input.since }, signal })
    )
  }
}
