import { AppConfig } from "@redline/infra"
import { ConfigProvider, Effect, Layer, Option, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { AccountsConfig } from "../src/accounts/AccountsConfig.ts"

const accountsConfigFrom = (env: Record<string, string>) =>
  Effect.runPromise(
    AccountsConfig.pipe(
      Effect.provide(AccountsConfig.Default.pipe(Layer.provide(AppConfig.Default))),
      Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env))))
    )
  )

describe("ACCESS_KEY_SECONDS", () => {
  it("is a day by default", async () => {
    expect((await accountsConfigFrom({})).accessKeySeconds).toBe(86_400)
  })

  it("takes a shorter lifetime, as a test of refreshing sets", async () => {
    expect((await accountsConfigFrom({ ACCESS_KEY_SECONDS: "75" })).accessKeySeconds).toBe(75)
  })

  it("refuses a lifetime a browser would refresh on every call", async () => {
    await expect(accountsConfigFrom({ ACCESS_KEY_SECONDS: "60" })).rejects.toThrow(/ACCESS_KEY_SECONDS must be at least 61/)
  })
})

describe("SIGNING_KEY", () => {
  it("is unset by default, so the key kept in the database signs", async () => {
    expect(Option.isNone((await accountsConfigFrom({})).signingKey)).toBe(true)
    expect(Option.isNone((await accountsConfigFrom({ SIGNING_KEY: " " })).signingKey)).toBe(true)
  })

  it("takes a key of 32 characters or more, and refuses a shorter one", async () => {
    const key = "k".repeat(32)
    expect(Option.map((await accountsConfigFrom({ SIGNING_KEY: key })).signingKey, Redacted.value)).toEqual(Option.some(key))
    await expect(accountsConfigFrom({ SIGNING_KEY: "short" })).rejects.toThrow(/SIGNING_KEY must be at least 32 characters/)
  })
})
