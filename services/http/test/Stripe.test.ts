import { Effect, Either, Redacted } from "effect"
import Stripe from "stripe"
import { beforeAll, describe, expect, it } from "vitest"
import { type ChargeRequest, Payments } from "../src/payments/Payments.ts"
import { formObject } from "../src/payments/StripeStandIn.ts"
import {
  caller,
  member,
  staffAccessKey,
  stripeAccess,
  stripeEventPost,
  TEST_CARDS,
  tokenizeCard,
  tokenizeCardAnswer,
  useApi
} from "./harness/index.ts"

/** The API over the local stand-in for Stripe (the tests' loopback host), which the official `stripe` SDK talks to. */
const api = useApi()
const call = caller(api)
let staffKey: string

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
})

const payments = <A, E>(use: (payments: Payments) => Effect.Effect<A, E>) =>
  api.run(Effect.flatMap(Payments, use).pipe(Effect.provide(Payments.Default)))

const charge = (request: ChargeRequest) => payments((service) => Effect.either(service.charge(request)))

/** Waits until `check` holds, reading again every 25 ms for at most 5 s. */
const until = async <A>(read: () => Promise<A>, holds: (value: A) => boolean): Promise<A> => {
  for (let tries = 0; tries < 200; tries++) {
    const value = await read()
    if (holds(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error("never came to pass")
}

/** A member with the card on file, put there through the card form's two calls. */
const withCard = async (username: string, number: string) => {
  const person = await member(api, staffKey, username)
  const answer = await call("POST", "/api/v1/auth/payment", { payment_method_id: await tokenizeCard(api, number) }, person.key)
  return { ...person, answer }
}

const customerOf = async (userId: number) =>
  (await api.sql((sql) => sql<{ stripe_customer_id: string | null }>`SELECT stripe_customer_id FROM users WHERE id = ${userId}`))[0]!
    .stripe_customer_id

describe("the stand-in speaks Stripe's API to the official SDK", () => {
  it("makes customers, payment methods and SetupIntents as Stripe answers them", async () => {
    const { sdk } = await stripeAccess(api)
    const customer = await sdk.customers.create({ email: "sdk@example.com", metadata: { redline_user_id: "0" } })
    expect(customer).toMatchObject({ object: "customer", email: "sdk@example.com", metadata: { redline_user_id: "0" } })
    expect(customer.id).toMatch(/^cus_[A-Za-z0-9]{24}$/)
    const paymentMethod = await tokenizeCard(api, TEST_CARDS.visa)
    const intent = await sdk.setupIntents.create({
      customer: customer.id,
      payment_method: paymentMethod,
      confirm: true,
      usage: "off_session"
    })
    expect(intent).toMatchObject({ object: "setup_intent", status: "succeeded", customer: customer.id, payment_method: paymentMethod })
    expect(await sdk.paymentMethods.retrieve(paymentMethod)).toMatchObject({
      customer: customer.id,
      card: { brand: "visa", last4: "4242", exp_month: 12 }
    })
  })

  it("declines 4000 0000 0000 0002 with Stripe's card error, which the SDK raises as a StripeCardError", async () => {
    const { sdk } = await stripeAccess(api)
    const customer = await sdk.customers.create({})
    const refused = await sdk.setupIntents
      .create({ customer: customer.id, payment_method: await tokenizeCard(api, TEST_CARDS.declined), confirm: true })
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(Stripe.errors.StripeCardError)
    expect(refused).toMatchObject({ code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." })
    expect((refused as Stripe.errors.StripeCardError).setup_intent).toMatchObject({ status: "requires_payment_method" })
  })

  it("refuses card details Stripe would refuse, a missing key and a publishable key's calls beyond tokenizing", async () => {
    expect(await tokenizeCardAnswer(api, { number: "4242 4242 4242 4241" })).toMatchObject({
      status: 402,
      body: { error: { type: "card_error", code: "incorrect_number", param: "card[number]" } }
    })
    expect(await tokenizeCardAnswer(api, { number: TEST_CARDS.visa, exp_year: 2001 })).toMatchObject({
      status: 402,
      body: { error: { code: "invalid_expiry_year" } }
    })
    expect(await tokenizeCardAnswer(api, { number: TEST_CARDS.visa, cvc: "1" })).toMatchObject({
      status: 402,
      body: { error: { code: "invalid_cvc" } }
    })
    const { cardForm } = await stripeAccess(api)
    const anonymous = await fetch(`${cardForm.api_url}/v1/customers`, { method: "POST" })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ error: { type: "invalid_request_error" } })
    const publishable = await fetch(`${cardForm.api_url}/v1/customers`, {
      method: "POST",
      headers: { authorization: `Bearer ${cardForm.publishable_key}` }
    })
    expect(publishable.status).toBe(401)
    const missing = await (await stripeAccess(api)).sdk.setupIntents.retrieve("seti_unknown").catch((error: unknown) => error)
    expect(missing).toMatchObject({ type: "StripeInvalidRequestError", code: "resource_missing" })
  })

  it("answers a repeated Idempotency-Key as it first did, and refuses the key with other parameters", async () => {
    const { sdk } = await stripeAccess(api)
    const first = await sdk.customers.create({ email: "once@example.com" }, { idempotencyKey: "customer-once" })
    const again = await sdk.customers.create({ email: "once@example.com" }, { idempotencyKey: "customer-once" })
    expect(again.id).toBe(first.id)
    const other = await sdk.customers
      .create({ email: "other@example.com" }, { idempotencyKey: "customer-once" })
      .catch((error: unknown) => error)
    expect(other).toMatchObject({ type: "StripeIdempotencyError" })
  })
})

describe("the stand-in, as strangers reach it", () => {
  it("reads no form key into an object's prototype, before or after its keys are checked", async () => {
    expect(formObject(new URLSearchParams("__proto__[cvc]=123&card[constructor][x]=1&card[number]=4242&a=1&a[b]=2"))).toEqual({
      card: { number: "4242" },
      a: { b: "2" }
    })
    const { cardForm } = await stripeAccess(api)
    const body = new URLSearchParams({ "__proto__[polluted]": "yes", "constructor[prototype][polluted]": "yes" })
    expect((await fetch(`${cardForm.api_url}/v1/anything`, { method: "POST", body })).status).toBe(401)
    expect(
      (
        await fetch(`${cardForm.api_url}/v1/anything`, {
          method: "POST",
          headers: { authorization: `Bearer ${cardForm.publishable_key}` },
          body
        })
      ).status
    ).not.toBe(500)
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined()
  })

  it("keeps no refusal of a key under its Idempotency-Key, so a stranger can't spoil the key for the server", async () => {
    const { sdk, cardForm } = await stripeAccess(api)
    const refused = await fetch(`${cardForm.api_url}/v1/customers`, {
      method: "POST",
      headers: { authorization: `Bearer ${cardForm.publishable_key}`, "idempotency-key": "customer-spoiled" }
    })
    expect(refused.status).toBe(401)
    const customer = await sdk.customers.create({}, { idempotencyKey: "customer-spoiled" })
    expect(customer).toMatchObject({ object: "customer" })
  })

  it("answers a body over 100 kB with 413, as Stripe's error", async () => {
    const { cardForm } = await stripeAccess(api)
    const answer = await fetch(`${cardForm.api_url}/v1/payment_methods`, {
      method: "POST",
      headers: { authorization: `Bearer ${cardForm.publishable_key}` },
      body: new URLSearchParams({ "card[number]": "4".repeat(120_000) })
    })
    expect(answer.status).toBe(413)
    expect(await answer.json()).toMatchObject({ error: { type: "invalid_request_error" } })
  })
})

describe("a card on file through Stripe", () => {
  it("puts a card that succeeds on file, on the user's own customer, with its brand, last four and expiry", async () => {
    const { id, answer } = await withCard("stripe_success", TEST_CARDS.visa)
    expect(answer).toMatchObject({
      status: 200,
      body: {
        card_on_file: true,
        brand: "Visa",
        last4: "4242",
        exp_month: 12,
        exp_year: new Date().getFullYear() + 3,
        authentication: null
      }
    })
    const customer = await customerOf(id)
    expect(customer).toMatch(/^cus_/)
    const [user] = await api.sql((sql) => sql<{ payment_reference: string }>`SELECT payment_reference FROM users WHERE id = ${id}`)
    expect(await (await stripeAccess(api)).sdk.paymentMethods.retrieve(user!.payment_reference)).toMatchObject({ customer })
  })

  it("refuses a declined card and leaves the account without one", async () => {
    const { key, answer } = await withCard("stripe_declined", TEST_CARDS.declined)
    expect(answer).toMatchObject({ status: 402, body: { error_code: 3101, message: "Your card was declined. Please use another card." } })
    expect((await call("GET", "/api/v1/auth/payment", undefined, key)).body).toMatchObject({ card_on_file: false })
  })

  it("sends a card that needs authentication to the bank's page; completed, the webhook and the return both put it on file", async () => {
    const { key, answer } = await withCard("stripe_3ds", TEST_CARDS.authentication)
    expect(answer).toMatchObject({
      status: 200,
      body: { card_on_file: false, authentication: { setup_intent_id: expect.stringMatching(/^seti_/) } }
    })
    const { setup_intent_id, url } = answer.body.authentication as { setup_intent_id: string; url: string }
    const page = await fetch(url)
    expect(await page.text()).toContain("Complete authentication")
    const clientSecret = new URL(url).searchParams.get("client_secret")!
    const completed = await fetch(new URL(new URL(url).pathname, url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_secret: clientSecret, outcome: "complete" }),
      redirect: "manual"
    })
    expect(completed.status).toBe(303)
    const back = new URL(completed.headers.get("location")!)
    expect(back.pathname).toBe("/register-to-bid")
    expect(back.searchParams.get("setup_intent")).toBe(setup_intent_id)
    expect(back.searchParams.get("redirect_status")).toBe("succeeded")
    // The setup_intent.succeeded event, signed by the stand-in and checked by the SDK, puts the card on file.
    const registered = await until(
      async () => (await call("GET", "/api/v1/auth/payment", undefined, key)).body,
      (body) => body.card_on_file === true
    )
    expect(registered).toMatchObject({ brand: "Visa", last4: "3155" })
    expect(await call("POST", "/api/v1/auth/payment", { setup_intent_id }, key)).toMatchObject({
      status: 200,
      body: { card_on_file: true, last4: "3155", authentication: null }
    })
  })

  it("refuses a card whose authentication failed, and someone else's card setup", async () => {
    const { key, answer } = await withCard("stripe_3ds_failed", TEST_CARDS.authentication)
    const { setup_intent_id, url } = answer.body.authentication as { setup_intent_id: string; url: string }
    const failed = await fetch(new URL(new URL(url).pathname, url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_secret: new URL(url).searchParams.get("client_secret")!, outcome: "fail" }),
      redirect: "manual"
    })
    expect(new URL(failed.headers.get("location")!).searchParams.get("redirect_status")).toBe("failed")
    expect(await call("POST", "/api/v1/auth/payment", { setup_intent_id }, key)).toMatchObject({ status: 402, body: { error_code: 3104 } })
    expect((await call("GET", "/api/v1/auth/payment", undefined, key)).body).toMatchObject({ card_on_file: false })
    const other = await member(api, staffKey, "stripe_other")
    expect(await call("POST", "/api/v1/auth/payment", { setup_intent_id }, other.key)).toMatchObject({
      status: 404,
      body: { error_code: 3106 }
    })
  })

  it("takes at most 20 cards from a user in an hour", async () => {
    const person = await member(api, staffKey, "stripe_carder")
    for (let card = 0; card < 20; card++) {
      expect((await call("POST", "/api/v1/auth/payment", { payment_method_id: `pm_stolen${card}` }, person.key)).status).toBe(400)
    }
    expect(await call("POST", "/api/v1/auth/payment", { payment_method_id: "pm_stolen20" }, person.key)).toMatchObject({
      status: 429,
      body: { error_code: 1004 }
    })
  })

  it("refuses a payment method id that is not one", async () => {
    const person = await member(api, staffKey, "stripe_typo")
    expect(await call("POST", "/api/v1/auth/payment", { payment_method_id: "4242424242424242" }, person.key)).toMatchObject({ status: 400 })
  })
})

describe("charge", () => {
  it("charges the card on file once per idempotency key, and keeps the payment", async () => {
    const { id } = await withCard("charge_visa", TEST_CARDS.visa)
    const request = { userId: id, amount: 9_900, description: "Inspection booking", idempotencyKey: "inspection-1" }
    const first = await charge(request)
    expect(first).toEqual(Either.right(expect.objectContaining({ amount: 9_900, status: "succeeded", failureCode: null })))
    const again = await charge(request)
    expect(again).toEqual(first)
    const intent = await (await stripeAccess(api)).sdk.paymentIntents.retrieve(Either.getOrThrow(first).paymentIntentId!)
    expect(intent).toMatchObject({
      amount: 9_900,
      currency: "usd",
      status: "succeeded",
      customer: await customerOf(id),
      description: "Inspection booking"
    })
    const rows = await api.sql((sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM payments WHERE user_id = ${id}`)
    expect(rows[0]!.n).toBe(1)
  })

  it("fails with Stripe's decline code when the bank refuses, and keeps the failure; the webhook agrees", async () => {
    const { id, answer } = await withCard("charge_funds", TEST_CARDS.insufficientFunds)
    expect(answer.status).toBe(200)
    const declined = await charge({ userId: id, amount: 25_000, description: "Listing fee", idempotencyKey: "fee-1" })
    expect(declined).toEqual(Either.left(expect.objectContaining({ _tag: "ChargeDeclined", code: "insufficient_funds" })))
    const kept = await payments((service) => service.paymentsOf(id))
    expect(kept).toEqual([expect.objectContaining({ amount: 25_000, status: "failed", failureCode: "insufficient_funds" })])
    await until(
      () => api.sql((sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM stripe_events WHERE type = 'payment_intent.payment_failed'`),
      (rows) => rows[0]!.n > 0
    )
    expect(await payments((service) => service.paymentsOf(id))).toEqual(kept)
  })

  it("charges no one without a card on file", async () => {
    const person = await member(api, staffKey, "charge_nocard")
    expect(await charge({ userId: person.id, amount: 5_000, description: "Inspection booking", idempotencyKey: "x" })).toEqual(
      Either.left(expect.objectContaining({ _tag: "NoCardOnFile" }))
    )
  })
})

describe("POST /api/v1/stripe/webhook", () => {
  const post = async (event: object, secret?: string) => {
    const { payload, headers } = stripeEventPost(await stripeAccess(api), event, secret)
    return call("POST", "/api/v1/stripe/webhook", undefined, { headers, raw: payload })
  }

  it("takes an event signed with the webhook's secret once: a replay changes nothing", async () => {
    const { id } = await withCard("webhook_payer", TEST_CARDS.visa)
    const paid = Either.getOrThrow(await charge({ userId: id, amount: 5_000, description: "Inspection booking", idempotencyKey: "w-1" }))
    const failed = {
      id: "evt_replayed_failure",
      object: "event",
      type: "payment_intent.payment_failed",
      data: {
        object: {
          id: paid.paymentIntentId,
          object: "payment_intent",
          metadata: { redline_payment_id: String(paid.id) },
          last_payment_error: { code: "card_declined", decline_code: "expired_card" }
        }
      }
    }
    expect(await post(failed)).toMatchObject({ status: 200, body: { received: true } })
    expect(await payments((service) => service.paymentsOf(id))).toEqual([
      expect.objectContaining({ status: "failed", failureCode: "expired_card" })
    ])
    const succeeded = { ...failed, id: "evt_later_success", type: "payment_intent.succeeded" }
    expect(await post(succeeded)).toMatchObject({ status: 200, body: { received: true } })
    expect(await post(failed)).toMatchObject({ status: 200, body: { received: false } })
    expect(await payments((service) => service.paymentsOf(id))).toEqual([
      expect.objectContaining({ status: "succeeded", failureCode: null })
    ])
  })

  it("refuses an event without Stripe's signature of its body", async () => {
    const event = { id: "evt_forged", object: "event", type: "payment_intent.succeeded", data: { object: { id: "pi_x", metadata: {} } } }
    expect(await post(event, "whsec_someone_else")).toMatchObject({
      status: 400,
      body: { error_code: 3105, message: "This webhook's Stripe-Signature is missing or doesn't match its body." }
    })
    const { payload, headers } = stripeEventPost(await stripeAccess(api), event)
    const tampered = await call("POST", "/api/v1/stripe/webhook", undefined, { headers, raw: payload.replace("pi_x", "pi_y") })
    expect(tampered).toMatchObject({ status: 400, body: { error_code: 3105 } })
    const unsigned = await call("POST", "/api/v1/stripe/webhook", undefined, {
      headers: { "content-type": "application/json" },
      raw: payload
    })
    expect(unsigned).toMatchObject({ status: 400, body: { error_code: 3105 } })
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: Redacted.value((await stripeAccess(api)).connection.keys.webhookSecret),
      timestamp: Math.floor(Date.now() / 1000) - 3600
    })
    expect(
      await call("POST", "/api/v1/stripe/webhook", undefined, { headers: { ...headers, "stripe-signature": stale }, raw: payload })
    ).toMatchObject({
      status: 400
    })
    const rows = await api.sql((sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM stripe_events WHERE id = 'evt_forged'`)
    expect(rows[0]!.n).toBe(0)
  })
})
