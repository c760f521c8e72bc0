import type { HttpServerRequest } from "@effect/platform"
import { HandshakeRequired, SignatureInvalid } from "@redline/api"
import { SIGNATURE_SKEW_SECONDS, SIGNED_REQUEST_HEADERS, signedRequestText } from "@redline/domain"
import { Effect, Option } from "effect"
import { createHash, createHmac, randomBytes } from "node:crypto"
import { keyHash } from "./AccessKeys.ts"
import { sameSecret } from "./SameSecret.ts"
import { SigningKey } from "./SigningKey.ts"

/** As long as a refresh key: a handshake outlives the access keys of its session. */
const HANDSHAKE_LIFETIME_MS = 30 * 24 * 3_600_000
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"])

/** A handshake's csrf token: when it expires, in Unix seconds, and a random id. */
const CSRF = /^(\d{1,12})\.[A-Za-z0-9_-]{22,64}$/

/** The SHA-256 in hex of the body bytes as sent (a body that can't be read can't be signed for). */
const bodySha256 = (request: HttpServerRequest.HttpServerRequest) =>
  request.text.pipe(
    Effect.map((text) => createHash("sha256").update(text, "utf8").digest("hex")),
    Effect.orElseFail(() => SignatureInvalid.default())
  )

/** The HMAC a signed request carries in `x-signature`: hex of HMAC-SHA256(secret, `signedRequestText`). */
export const requestSignature = (secret: string, method: string, pathAndQuery: string, timestamp: string, bodyHash: string) =>
  createHmac("sha256", secret)
    .update(signedRequestText(method, pathAndQuery, timestamp, bodyHash))
    .digest("hex")

/**
 * The session handshake of browsers (`GET auth/ti_ni`, spec 2 §7).
 *
 * The handshake gives the browser a `csrf` token and a `secret`. Nothing is stored: the token
 * carries its expiry and a random id, and the secret is the server's signature of the token
 * (`SigningKey`), so any process can check a request and an anonymous handshake costs no write.
 * A session opened, refreshed or handed a handshake with that handshake is a browser session,
 * bound to it by the hash of its token. Every request that changes something (any method but
 * GET, HEAD, OPTIONS) made with a browser session carries:
 * - `x-csrf`: the handshake's token,
 * - `x-timestamp`: the client's time in Unix seconds, within 180 s of the server's,
 * - `x-signature`: hex HMAC-SHA256 keyed with the secret over `signedRequestText`: method, path
 *   and query as sent (with /api), timestamp and the SHA-256 of the body.
 * A missing, malformed or expired token, or one the session is not bound to, is HandshakeRequired;
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
    const signingKey = yield* SigningKey
    const secretOf = (csrf: string) => signingKey.sign("handshake", csrf)

    /** A new handshake; `hash` is what a session bound to it keeps. */
    const create = (now: Date) => {
      const expiresAt = new Date(now.getTime() + HANDSHAKE_LIFETIME_MS)
      const csrf = `${Math.floor(expiresAt.getTime() / 1000)}.${randomBytes(24).toString("base64url")}`
      return { csrf, secret: secretOf(csrf), hash: keyHash(csrf), expiresAt }
    }

    /**
     * The handshake a request is signed with (its csrf's hash), checked; none when it names no
     * handshake, as requests of clients without one don't.
     */
    const ofRequest = (request: HttpServerRequest.HttpServerRequest, now: Date) =>
      Effect.gen(function* () {
        const csrf = request.headers[SIGNED_REQUEST_HEADERS.csrf]
        if (csrf === undefined || csrf === "") return Option.none<string>()
        const expiry = CSRF.exec(csrf)
        if (expiry === null || Number(expiry[1]) * 1000 <= now.getTime()) return yield* Effect.fail(HandshakeRequired.default())
        const timestamp = request.headers[SIGNED_REQUEST_HEADERS.timestamp] ?? ""
        const signature = request.headers[SIGNED_REQUEST_HEADERS.signature] ?? ""
        const skew = Math.abs(now.getTime() / 1000 - Number(timestamp))
        if (!/^\d+$/.test(timestamp) || !(skew <= SIGNATURE_SKEW_SECONDS)) return yield* Effect.fail(SignatureInvalid.default())
        const expected = requestSignature(secretOf(csrf), request.method, request.url, timestamp, yield* bodySha256(request))
        if (!sameSecret(signature, expected)) return yield* Effect.fail(SignatureInvalid.default())
        return Option.some(keyHash(csrf))
      })

    /** A change made with a session bound to a handshake must be signed with that handshake. */
    const check = (request: HttpServerRequest.HttpServerRequest, boundTo: string | null, now: Date) =>
      Effect.gen(function* () {
        if (boundTo === null || SAFE_METHODS.has(request.method.toUpperCase())) return
        const signedWith = yield* ofRequest(request, now)
        if (Option.isNone(signedWith) || signedWith.value !== boundTo) return yield* Effect.fail(HandshakeRequired.default())
      })

    return { create, ofRequest, check } as const
  }),
  dependencies: [SigningKey.Default]
}) {}
