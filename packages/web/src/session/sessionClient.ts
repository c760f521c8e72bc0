import { ErrorCode, Messages } from "@redline/domain"
import { type Api, apiOf } from "../api/api.ts"
import { renewHandshake, serverNow, type StoredHandshake } from "../api/browserHandshake.ts"
import { withCrossTabLock } from "../api/crossTabLock.ts"
import { ApiError, handshakeFor, needsNewHandshake, type RequestOptions, requestJson, sendRequest } from "../api/request.ts"
import { type StoredSession, storedSessionOf } from "./sessionAtom.ts"
import { needsRefresh, refreshRetryDelay, SESSION_TIMING } from "./sessionTiming.ts"

/** Where the session is kept: `read` sees what other tabs wrote, `write(null)` signs out. */
export interface SessionStore {
  readonly read: () => StoredSession | null
  readonly write: (session: StoredSession | null) => void
}

/** A call to an API path as the signed-in user, or as a visitor when no one is; `api` calls endpoints by name with it. */
export type SessionRequest = (path: string, options?: Omit<RequestOptions, "accessKey">) => Promise<unknown>

export interface SessionClient {
  /** The contract's endpoints, called as the signed-in user (`useApi`). */
  readonly api: Api
  readonly request: SessionRequest
  /** New keys in place of `used`'s; every call that needs them meanwhile shares the one refresh. */
  readonly refresh: (used: StoredSession) => Promise<StoredSession>
  /** `POST auth/logout`, then the stored session is gone, whatever the server answered. */
  readonly logout: () => Promise<void>
}

const REFRESH_LOCK = "redline.session.refresh"

const signedOut = () => new ApiError(401, ErrorCode.unauthorized, Messages.sessionExpired)

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The server won't take this refresh key again: spent, revoked, expired or missing. Busy or down is not a refusal. */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429

/**
 * The API client's session rules (spec 2 §4 and §7):
 * - a call made when the access key has 60 s or less left refreshes it first;
 * - an expired-key answer refreshes and makes the call once more, as does an invalid-session one,
 *   which a key that expired in between also gets from some calls; a revoked session's refresh
 *   is refused, which signs out;
 * - a handshake-needed answer makes a new handshake, then refreshes with it (binding the new keys
 *   to it), then makes the call once more;
 * - a refresh that fails on the network or with a 5xx is tried 4 more times, 100 ms apart and
 *   doubling; one the server refuses (or a missing refresh key) clears the stored keys;
 * - concurrent calls share one refresh, and tabs take turns (they share the stored keys, and a
 *   refresh key works once), the later one using the keys the first one stored.
 */
export function createSessionClient(store: SessionStore): SessionClient {
  let refreshing: Promise<StoredSession> | null = null
  let loggingOut: Promise<void> | null = null

  const refreshOnce = async (used: StoredSession): Promise<StoredSession> => {
    const current = store.read()
    if (current === null) throw signedOut()
    if (current.access_key !== used.access_key && !needsRefresh(current.expires_at, serverNow())) return current
    let renewedHandshake = false
    for (let retry = 0; ;) {
      const handshake = await handshakeFor("POST", null)
      try {
        const signed = apiOf((path, options) => sendRequest(path, options, handshake))
        const answer = await signed("sessions.refresh", { headers: { "x-refresh-key": current.refresh_key } })
        // signed out (here or in another tab) while the refresh was under way: stay signed out
        if (store.read()?.refresh_key !== current.refresh_key) throw signedOut()
        const next = storedSessionOf(answer)
        store.write(next)
        return next
      } catch (error) {
        if (needsNewHandshake(error) && !renewedHandshake) {
          renewedHandshake = true
          await renewHandshake(handshake, null)
        } else if (isRefusal(error)) {
          const now = store.read()
          // another tab spent this refresh key first and stored what it got
          if (now !== null && now.refresh_key !== current.refresh_key) return now
          store.write(null)
          // whatever the refusal, the caller hears what it means: sign in again
          throw signedOut()
        } else if (retry < SESSION_TIMING.refreshRetries) {
          await wait(refreshRetryDelay(retry))
          retry += 1
        } else {
          throw error
        }
      }
    }
  }

  const refresh = (used: StoredSession): Promise<StoredSession> => {
    refreshing ??= withCrossTabLock(REFRESH_LOCK, () => refreshOnce(used)).finally(() => {
      refreshing = null
    })
    return refreshing
  }

  const request: SessionRequest = async (path, options = {}) => {
    const stored = store.read()
    if (stored === null) return requestJson(path, options)
    const method = options.method ?? "GET"
    const signedFor = async (session: StoredSession) => ({ session, handshake: await handshakeFor(method, session.access_key) })
    const send = ({ session, handshake }: { session: StoredSession; handshake: StoredHandshake | null }) =>
      sendRequest(path, { ...options, accessKey: session.access_key }, handshake)

    const first = await signedFor(needsRefresh(stored.expires_at, serverNow()) ? await refresh(stored) : stored)
    try {
      return await send(first)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (needsNewHandshake(error)) {
        await renewHandshake(first.handshake, first.session.access_key).catch(() => Promise.reject(error))
      } else if (error.errorCode !== ErrorCode.access_expired && error.errorCode !== ErrorCode.unauthorized) {
        throw error
      }
      return send(await signedFor(await refresh(first.session)))
    }
  }

  const api = apiOf(request)

  const logout = (): Promise<void> => {
    loggingOut ??= (async () => {
      if (store.read() !== null) {
        const loggedOut = api("sessions.logout").catch(() => undefined)
        await Promise.race([loggedOut, wait(SESSION_TIMING.logoutWait)])
      }
      store.write(null)
    })().finally(() => {
      loggingOut = null
    })
    return loggingOut
  }

  return { api, request, refresh, logout }
}
