import type { HttpServerRequest } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { HandshakeRequired, SignatureInvalid } from "@redline/api"
import { SIGNATURE_SKEW_SECONDS, SIGNED_REQUEST_HEADERS, signedRequestText } from "@redline/domain"
import { Effect, Option } from "effect"
import { createHmac, timingSafeEqual } from "node:crypto"
import { keyHash, newKey } from "./AccessKeys.ts"

/** As long as a refresh key: a handshake outlives the access keys of its session. */
const HANDSHAKE_LIFETIME_MS = 30 * 24 * 3_600_000
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"])

/** The HMAC a signed request carries in `x-signature`: hex of HMAC-SHA256(secret, `signedRequestText`). */
export const requestSignature = (secret: string, method: string, url: string, timestamp: string) =>
  createHmac("sha256", secret)
    .update(signedRequestText(method, url, timestamp))
    .digest("hex")

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * The session handshake of browsers (`GET auth/ti_ni`, spec 2 §7).
 *
 * The handshake gives the browser a `csrf` token and a `secret`. A session opened, refreshed or
 * handed a handshake with that handshake is a browser session, bound to it. Every request that
 * changes something (any method but GET, HEAD, OPTIONS) made with a browser session carries:
 * - `x-csrf`: the handshake's token,
 * - `x-timestamp`: the client's time in Unix seconds, within 180 s of the server's,
 * - `x-signature`: hex HMAC-SHA256 keyed with the secret over method + path + timestamp, the
 *   path as requested (with /api, without the query string), e.g. `POST/api/v1/auth/logout1717000000`.
 * A missing, unknown or expired handshake, or one not bound to the session, is HandshakeRequired;
 * a wrong signature or a stale timestamp SignatureInvalid. The client answers either by making a
 * new handshake and refreshing with it, which binds the new session to the new handshake.
 *
 * Sessions that never made a handshake (the mobile app, scripts, the load harness) are not bound
 * and need no signatures: their bearer key is all there is.
 *
 * The check of a request's signature is the API's edge, as the authentication middleware that
 * calls it is: unlike other services it refuses with the API's errors itself.
 */
export class BrowserHandshake extends Effect.Service<BrowserHandshake>()("@redline/http/BrowserHandshake", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const create = (now: Date) =>
      Effect.gen(function* () {
        const csrf = newKey()
        const secret = newKey()
        const expiresAt = new Date(now.getTime() + HANDSHAKE_LIFETIME_MS)
        yield* sql`DELETE FROM handshakes WHERE expires_at < ${now}`
        const [row] = yield* sql<{ id: number }>`
          INSERT INTO handshakes ${sql.insert({ csrf_hash: keyHash(csrf), secret, created_at: now, expires_at: expiresAt })}
          RETURNING id`
        return { id: row!.id, csrf, secret, expiresAt }
      }).pipe(Effect.orDie)

    /**
     * The handshake a request is signed with, checked; none when it names no handshake, as
     * requests of clients without one don't.
     */
    const ofRequest = (request: HttpServerRequest.HttpServerRequest, now: Date) =>
      Effect.gen(function* () {
        const csrf = request.headers[SIGNED_REQUEST_HEADERS.csrf]
        if (csrf === undefined || csrf === "") return Option.none<number>()
        const [handshake] = yield* sql<{ id: number; secret: string }>`
          SELECT id, secret FROM handshakes WHERE csrf_hash = ${keyHash(csrf)} AND expires_at > ${now}`.pipe(Effect.orDie)
        if (handshake === undefined) return yield* Effect.fail(HandshakeRequired.default())
        const timestamp = request.headers[SIGNED_REQUEST_HEADERS.timestamp] ?? ""
        const signature = request.headers[SIGNED_REQUEST_HEADERS.signature] ?? ""
        const skew = Math.abs(now.getTime() / 1000 - Number(timestamp))
        if (!/^\d+$/.test(timestamp) || !(skew <= SIGNATURE_SKEW_SECONDS)) return yield* Effect.fail(SignatureInvalid.default())
        if (!sameText(signature, requestSignature(handshake.secret, request.method, request.url, timestamp))) {
          return yield* Effect.fail(SignatureInvalid.default())
        }
        return Option.some(handshake.id)
      })

    /** A change made with a session bound to a handshake must be signed with that handshake. */
    const check = (request: HttpServerRequest.HttpServerRequest, boundTo: number | null, now: Date) =>
      Effect.gen(function* () {
        if (boundTo === null || SAFE_METHODS.has(request.method.toUpperCase())) return
        const signedWith = yield* ofRequest(request, now)
        if (Option.isNone(signedWith) || signedWith.value !== boundTo) return yield* Effect.fail(HandshakeRequired.default())
      })

    return { create, ofRequest, check } as const
  })
}) {}
