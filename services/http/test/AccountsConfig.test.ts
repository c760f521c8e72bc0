import { AppConfig } from "@redline/infra"
import { ConfigProvider, Effect, Layer } from "effect"
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
