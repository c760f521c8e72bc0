import { AppConfig } from "@redline/infra"
import { ConfigProvider, Effect, Layer } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { AccountsConfig } from "../src/accounts/AccountsConfig.ts"
import { IdentityProviders } from "../src/sso/IdentityProviders.ts"
import { standInsServing } from "../src/StandIns.ts"
import { VideoHost } from "../src/videos/VideoHost.ts"
import { caller, member, staffAccessKey, staffAuction, useApi } from "./harness/index.ts"

/** A server on a public address without STAND_INS: no provider is configured, so none stands in. */
const api = useApi({}, { app: { host: "0.0.0.0", standIns: false }, videoHost: VideoHost.Default.pipe(Layer.orDie) })
const call = caller(api)
let auctionId: number
let staffKey: string
let bidderKey: string

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
  bidderKey = (await member(api, staffKey, "public_bidder")).key
  await member(api, staffKey, "miata_seller")
  auctionId = (await staffAuction(api, staffKey)).body.id
})

describe("where stand-ins don't serve", () => {
  it("takes no card rather than keep one no provider will charge", async () => {
    expect((await call("GET", "/api/v1/auth/payment", undefined, bidderKey)).body).toMatchObject({ card_form: null })
    expect(await call("POST", "/api/v1/auth/payment", { payment_method_id: "pm_1Q0PsIJvEtkwdCNYMSaVuRz6" }, bidderKey)).toMatchObject({
      status: 503,
      body: { error_code: 3103, message: "Cards can't be registered on this site yet." }
    })
  })

  it("gives no shipping quote, no financing rates and no video upload, each saying it is unavailable", async () => {
    expect(await call("POST", `/api/v1/auctions/${auctionId}/shipping_quote`, { zip_code: "78701" })).toMatchObject({
      status: 503,
      body: { error_code: 2203 }
    })
    expect(await call("GET", `/api/v1/auctions/${auctionId}/finance?price=40000`)).toMatchObject({
      status: 503,
      body: { error_code: 2303 }
    })
    const token = { upload_size: 4_096, name: "Walk-around.mp4", object_type: "auction", object_id: auctionId }
    expect(await call("POST", "/api/v1/auth/video-token", token, staffKey)).toMatchObject({ status: 503, body: { error_code: 2114 } })
  })

  it("texts no code, and has no SMS outbox nor webhook anyone could sign", async () => {
    expect(await call("POST", "/api/v1/sms/enrollment", { phone_number: "503-555-0142" }, bidderKey)).toMatchObject({
      status: 503,
      body: { error_code: 5910, message: "Text messages aren't available on this site yet." }
    })
    expect((await call("GET", "/api/v1/sms/enrollment", undefined, bidderKey)).body).toMatchObject({
      sms_number: null,
      can_receive_sms: false
    })
    expect((await call("GET", "/api/v1/dev/sms", undefined, { address: "127.0.0.1" })).status).toBe(404)
    const text = new URLSearchParams({ From: "+15035550142", Body: "STOP" }).toString()
    const webhook = { headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": "c2lnbmVk" }, raw: text }
    expect((await call("POST", "/api/v1/sms/inbound", undefined, webhook)).status).toBe(403)
  })

  it("has no Stripe webhook anyone could sign", async () => {
    const event = {
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
      raw: '{"id":"evt_1","type":"setup_intent.succeeded"}'
    }
    expect(await call("POST", "/api/v1/stripe/webhook", undefined, event)).toMatchObject({ status: 400, body: { error_code: 3105 } })
  })
})

/** What the API's start-up reads from `env`, as a process with that environment does. */
const withEnvironment = <A, E>(env: Record<string, string>, effect: Effect.Effect<A, E, AppConfig | AccountsConfig>) =>
  Effect.runPromise(
    effect.pipe(
      Effect.provide(AccountsConfig.Default.pipe(Layer.provideMerge(AppConfig.Default))),
      Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries({ LOCAL_SSO_PORT: "0", ...env }))))
    )
  )

const offeredProviders = (env: Record<string, string>) =>
  withEnvironment(
    env,
    Effect.scoped(
      Effect.map(IdentityProviders, (providers) => [...providers.offered.keys()]).pipe(Effect.provide(IdentityProviders.Default))
    )
  )

describe("which stand-ins serve", () => {
  it("all of them on the default loopback HOST, none on a public one unless STAND_INS=true", async () => {
    const all = [
      "sign-in with Google, Facebook and Apple (any e-mail address signs in)",
      "Stripe (cards on file and charges, with Stripe's test cards)",
      "shipping quotes",
      "financing rates",
      "video host",
      "texts (the dev SMS outbox)"
    ]
    expect(await withEnvironment({}, standInsServing)).toEqual(all)
    expect(await withEnvironment({ HOST: "0.0.0.0" }, standInsServing)).toEqual([])
    expect(await withEnvironment({ HOST: "0.0.0.0", STAND_INS: "true" }, standInsServing)).toEqual(all)
    expect(await withEnvironment({ STAND_INS: "false" }, standInsServing)).toEqual([])
  })

  it("a configuration that names Twilio's account, token or number without the others stops start-up", async () => {
    const partial = withEnvironment({ TWILIO_ACCOUNT_SID: `AC${"1".repeat(32)}` }, standInsServing)
    await expect(partial).rejects.toThrow("TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set together, or none of them")
  })

  it("a configuration that names some of Stripe's keys without the others stops start-up", async () => {
    const partial = withEnvironment({ STRIPE_SECRET_KEY: "sk_test_key" }, standInsServing)
    await expect(partial).rejects.toThrow(
      "STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are set together, or none of them"
    )
  })

  it("the local sign-in only for providers not configured", async () => {
    const env = {
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      CLOUDFLARE_ACCOUNT_ID: "account",
      CLOUDFLARE_STREAM_TOKEN: "token",
      TWILIO_ACCOUNT_SID: `AC${"1".repeat(32)}`,
      TWILIO_AUTH_TOKEN: "token",
      TWILIO_FROM: "+15035550142",
      STRIPE_SECRET_KEY: "sk_test_key",
      STRIPE_PUBLISHABLE_KEY: "pk_test_key",
      STRIPE_WEBHOOK_SECRET: "whsec_secret"
    }
    expect(await withEnvironment(env, standInsServing)).toEqual([
      "sign-in with Facebook and Apple (any e-mail address signs in)",
      "shipping quotes",
      "financing rates"
    ])
  })

  it("offers no provider that is not configured on a public HOST: nothing vouches for any e-mail there", async () => {
    expect(await offeredProviders({ HOST: "0.0.0.0" })).toEqual([])
    expect(await offeredProviders({ HOST: "0.0.0.0", GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" })).toEqual(["google"])
    expect(await offeredProviders({})).toEqual(["google", "facebook", "apple"])
  })
})
