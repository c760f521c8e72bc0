import { ErrorCode } from "@redline/domain"
import { type Registered, type Registration, type RewindPage, type RewindRequest, UnknownConnection } from "@redline/machines"
import { fromPromise } from "xstate"
import type { Api } from "../api/api.ts"
import { ApiError } from "../api/request.ts"

/** The call, or the machine's own error when the socket's id is gone on the server: the machine answers it with a new socket. */
const knowingConnections = async <T>(call: Promise<T>): Promise<T> => {
  try {
    return await call
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === ErrorCode.unknown_connection) throw new UnknownConnection()
    throw error
  }
}

/**
 * The realtime machine's `register`, `deregister` and `rewind` actors over the contract's
 * realtime endpoints, each made with `api`, which carries the session's bearer key when there is
 * one (private channels need it) and keeps it fresh.
 */
export function realtimeCalls(api: Api) {
  return {
    register: fromPromise<Registered, Registration>(({ input, signal }) =>
      knowingConnections(api("realtime.register", { body: input, signal }))
    ),
    deregister: fromPromise<unknown, Registration>(({ input, signal }) =>
      knowingConnections(api("realtime.deregister", { body: input, signal }))
    ),
    rewind: fromPromise<RewindPage, RewindRequest>(({ input, signal }) =>
      knowingConnections(api("realtime.rewind", { query: { channel: input.channel, since: input.since }, signal }))
    )
  }
}
