import { HandshakeRequired, RedlineApi, RefreshKeyMissing, Unauthorized } from "@redline/api"
import { Effect, Option } from "effect"
import { currentDate } from "@redline/infra"
import { clientAddress, RateLimits } from "../RateLimits.ts"
import { bearerKey } from "./AccessKeys.ts"
import { BrowserHandshake } from "./BrowserHandshake.ts"
import { SessionsRepo } from "./SessionsRepo.ts"
import { apiGroup } from "../ReadLanes.ts"

// A browser makes one handshake and keeps it for a month; many more from one address (a school's, an office's) are a script's.
const HANDSHAKE_LIMIT = { max: 120, window: "1 minute" } as const

export const SessionsHttpLive = apiGroup(RedlineApi, "sessions", (handlers) =>
  Effect.gen(function* () {
    const sessions = yield* SessionsRepo
    const handshakes = yield* BrowserHandshake
    const limits = yield* RateLimits

    return handlers
      .handle("handshake", ({ request }) =>
        Effect.gen(function* () {
          yield* limits.enforce(`handshake:${clientAddress(request.headers)}`, HANDSHAKE_LIMIT.max, HANDSHAKE_LIMIT.window)
          const at = yield* currentDate
          const handshake = handshakes.create(at)
          // Made with a live session, the handshake binds it: from now on its changes are signed.
          const key = bearerKey(request.headers)
          const session = key === null ? Option.none() : yield* sessions.byAccessKey(key)
          if (Option.isSome(session) && session.value.accessExpiresAt > at) {
            yield* sessions.bindHandshake(session.value.id, handshake.hash)
          }
          return {
            csrf: handshake.csrf,
            secret: handshake.secret,
            server_time: at.toISOString(),
            expires_at: handshake.expiresAt.toISOString()
          }
        })
      )
      .handle("refresh", ({ headers, request }) =>
        Effect.gen(function* () {
          const refreshKey = headers["x-refresh-key"]
          if (refreshKey === undefined || refreshKey === "") return yield* Effect.fail(RefreshKeyMissing.default())
          const at = yield* currentDate
          const signedWith = yield* handshakes.ofRequest(request, at)
          const found = yield* sessions.byRefreshKey(refreshKey, at)
          if (Option.isNone(found)) return yield* Effect.fail(Unauthorized.default())
          const session = found.value
          // A browser session is refreshed only with a handshake, possibly a new one that replaces its own.
          if (session.handshakeHash !== null && Option.isNone(signedWith)) return yield* Effect.fail(HandshakeRequired.default())
          // The old session ends as the new one starts; its refresh key, a few seconds later (`replace`).
          yield* sessions.replace(session.id, at)
          return yield* sessions.open(
            session.userId,
            at,
            Option.getOrElse(signedWith, () => session.handshakeHash)
          )
        })
      )
      .handle("logout", ({ request }) =>
        Effect.gen(function* () {
          const key = bearerKey(request.headers)
          const session = key === null ? Option.none() : yield* sessions.byAccessKey(key)
          if (Option.isSome(session)) yield* sessions.revoke(session.value.id, yield* currentDate)
          return { logged_out: true as const }
        })
      )
      .handle("validSession", ({ request }) =>
        Effect.gen(function* () {
          const key = bearerKey(request.headers) ?? ""
          const session = yield* sessions.byAccessKey(key)
          if (Option.isNone(session)) return yield* Effect.fail(Unauthorized.default())
          return {
            valid: true as const,
            user: { user_id: session.value.user.id, username: session.value.user.username },
            expires_at: session.value.accessExpiresAt.toISOString()
          }
        })
      )
  })
)
