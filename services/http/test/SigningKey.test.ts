import { it } from "@effect/vitest"
import { freshDatabase } from "@redline/infra/testing"
import { Effect, Layer, Option, Redacted } from "effect"
import { expect } from "vitest"
import { AccountsConfig } from "../src/accounts/AccountsConfig.ts"
import { SigningKey } from "../src/auth/SigningKey.ts"

/** A process's signing key, built on its own as each process builds it at start. */
const signedBy = (config: Layer.Layer<AccountsConfig>, purpose: "handshake" | "daily_email_unsubscribe", text: string) =>
  Effect.flatMap(SigningKey, (key) => Effect.succeed(key.sign(purpose, text))).pipe(
    Effect.provide(SigningKey.Default.pipe(Layer.provide(config)))
  )

it.layer(freshDatabase)("the signing key", (it) => {
  it.effect("is one random key kept in the database when SIGNING_KEY is unset, so processes over it sign alike", () =>
    Effect.gen(function* () {
      const first = yield* signedBy(AccountsConfig.Test(), "handshake", "1800000000.token")
      const second = yield* signedBy(AccountsConfig.Test(), "handshake", "1800000000.token")
      expect(second).toBe(first)
      // one purpose's signature is not another's
      expect(yield* signedBy(AccountsConfig.Test(), "daily_email_unsubscribe", "1800000000.token")).not.toBe(first)
    })
  )

  it.effect("is SIGNING_KEY when set", () =>
    Effect.gen(function* () {
      const configured = AccountsConfig.Test({ signingKey: Option.some(Redacted.make("an operator's key of 32 characters+")) })
      const withKey = yield* signedBy(configured, "handshake", "1800000000.token")
      expect(yield* signedBy(configured, "handshake", "1800000000.token")).toBe(withKey)
      expect(yield* signedBy(AccountsConfig.Test(), "handshake", "1800000000.token")).not.toBe(withKey)
    })
  )
})
