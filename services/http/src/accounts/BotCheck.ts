import { SqlClient } from "@effect/sql"
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/sha"
import { Clock, Effect, Option, Redacted, Schema } from "effect"
import { AccountsConfig } from "./AccountsConfig.ts"

/** Long enough to solve and fill in the form, short enough that solved challenges can't be hoarded. */
const CHALLENGE_LIFETIME_MS = 20 * 60_000

/** What the bot check widget sends: base64 of the challenge and its solution (ALTCHA protocol 2). */
const AltchaPayload = Schema.parseJson(
  Schema.Struct({
    challenge: Schema.Struct({
      parameters: Schema.Struct({
        algorithm: Schema.String,
        nonce: Schema.String,
        salt: Schema.String,
        cost: Schema.Number,
        keyLength: Schema.Number,
        keyPrefix: Schema.String,
        expiresAt: Schema.optional(Schema.Number)
      }),
      signature: Schema.String
    }),
    solution: Schema.Struct({ counter: Schema.Number, derivedKey: Schema.String, time: Schema.optional(Schema.Number) })
  })
)
const decodePayload = Schema.decodeUnknownOption(AltchaPayload)

const fromBase64 = (payload: string) => Buffer.from(payload, "base64").toString("utf8")

/**
 * The bot check of sign-up: an ALTCHA proof of work, which needs no third party and works
 * offline. The server signs a challenge that hides a random counter; the browser finds it by
 * brute force; the server checks the signature, the expiry and the solution, and spends the
 * challenge so one solution signs up once. `verify` answers whether all of that held.
 */
export class BotCheck extends Effect.Service<BotCheck>()("@redline/http/BotCheck", {
  effect: Effect.gen(function* () {
    const config = yield* AccountsConfig
    const sql = yield* SqlClient.SqlClient
    const hmacKey = Redacted.value(config.botCheck.hmacKey)

    const challenge = Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const created = yield* Effect.promise(() =>
        createChallenge({
          algorithm: "SHA-256",
          cost: 1,
          counter: randomInt(config.botCheck.maxNumber),
          deriveKey,
          expiresAt: new Date(now + CHALLENGE_LIFETIME_MS),
          hmacSignatureSecret: hmacKey
        })
      )
      return { parameters: created.parameters, signature: created.signature ?? "" }
    })

    const verify = (payload: string): Effect.Effect<boolean> =>
      Effect.gen(function* () {
        const decoded = decodePayload(fromBase64(payload))
        if (Option.isNone(decoded)) return false
        const { challenge, solution } = decoded.value
        const result = yield* Effect.tryPromise(() =>
          verifySolution({ challenge: challenge as Challenge, solution: solution as Solution, deriveKey, hmacSignatureSecret: hmacKey })
        ).pipe(Effect.orElseSucceed(() => ({ verified: false })))
        if (!result.verified) return false
        const now = new Date(yield* Clock.currentTimeMillis)
        yield* sql`DELETE FROM spent_challenges WHERE expires_at < ${now}`
        const spent = yield* sql`
          INSERT INTO spent_challenges ${sql.insert({ signature: challenge.signature, expires_at: new Date(now.getTime() + CHALLENGE_LIFETIME_MS) })}
          ON CONFLICT (signature) DO NOTHING RETURNING signature`
        return spent.length > 0
      }).pipe(Effect.orDie)

    return { challenge, verify } as const
  })
}) {}
