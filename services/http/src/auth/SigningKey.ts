import { SqlClient } from "@effect/sql"
import { Effect, Option, Redacted } from "effect"
import { createHmac, randomBytes } from "node:crypto"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"

/** What a signature is for: a signature made for one never passes for another. */
export type SigningPurpose =
  "handshake" | "daily_email_unsubscribe" | "daily_email_confirm" | "sms_code" | "sms_stand_in" | "stripe_stand_in"

/**
 * The server's key for what it hands out and later checks without storing: browsers' handshake
 * secrets and Daily Email unsubscribe and confirmation links. SIGNING_KEY when set; otherwise a
 * random key made the first time any process needs it and kept in the database (`signing_keys`),
 * so every process over one database signs alike and a restart breaks no link or handshake.
 */
export class SigningKey extends Effect.Service<SigningKey>()("@redline/http/SigningKey", {
  effect: Effect.gen(function* () {
    const configured = (yield* AccountsConfig).signingKey
    const key = Option.isSome(configured)
      ? Redacted.value(configured.value)
      : yield* Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          // Processes starting together may both make one: the first written is the one all use.
          yield* sql`
            INSERT INTO signing_keys ${sql.insert({ name: "default", key: randomBytes(32).toString("base64url") })}
            ON CONFLICT (name) DO NOTHING`
          const [row] = yield* sql<{ key: string }>`SELECT key FROM signing_keys WHERE name = 'default'`
          return row!.key
        }).pipe(Effect.orDie)

    /** HMAC-SHA256 of `text` for `purpose`, in base64url. */
    const sign = (purpose: SigningPurpose, text: string): string =>
      createHmac("sha256", key).update(`${purpose}\n${text}`).digest("base64url")

    return { sign } as const
  })
}) {}
