import { SqlClient } from "@effect/sql"
import { cardDigits, isCardNumber } from "@redline/domain"
import { siteOrigins } from "@redline/infra"
import { Data, Effect, FiberSet, Redacted, Runtime } from "effect"
import { createHash, createHmac, randomBytes } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { sameSecret } from "../auth/SameSecret.ts"
import { StandInWebhook } from "../sms/TwilioStandInInbound.ts"
import type { StripeConnection } from "./StripeAccount.ts"

/** The local stand-in could not listen. */
export class StripeStandInNotStarted extends Data.TaggedError("StripeStandInNotStarted")<{ readonly reason: string }> {}

/** The API version the stand-in answers as (the SDK's pinned version is sent with every request). */
const STAND_IN_API_VERSION = "2026-10-28.endive"

/**
 * What Stripe's test cards do (https://docs.stripe.com/testing), as the stand-in does it:
 * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (card_declined), 4000 0025 0000
 * 3155 asks for authentication when it is set up (then charges off the session succeed), 4000 0000
 * 0000 9995 is set up but its charges are declined for insufficient funds, and 4000 0000 0000 0341
 * is set up but its charges are declined. 4000 0027 6000 3184 asks for authentication every time:
 * set up, and each charge (off the session declined as `authentication_required`, then confirmed
 * on the bank's page). Any other valid number succeeds.
 */
export type TestCardBehaviour =
  "succeeds" | "declined" | "authentication" | "always_authenticate" | "insufficient_funds" | "charge_declined"

export const testCardBehaviour = (digits: string): TestCardBehaviour => {
  switch (digits) {
    case "4000000000000002":
      return "declined"
    case "4000002500003155":
      return "authentication"
    case "4000000000009995":
      return "insufficient_funds"
    case "4000000000000341":
      return "charge_declined"
    case "4000002760003184":
      return "always_authenticate"
    default:
      return "succeeds"
  }
}

/** Stripe's card brands by number, as `card.brand` writes them. */
const brandOf = (digits: string) =>
  digits.startsWith("4")
    ? "visa"
    : /^(5[1-5]|2[2-7])/.test(digits)
      ? "mastercard"
      : /^3[47]/.test(digits)
        ? "amex"
        : /^6(011|5)/.test(digits)
          ? "discover"
          : "unknown"

/** An id as Stripe writes them: the object's prefix and 24 letters and digits. */
const idOf = (prefix: string) => `${prefix}_${randomBytes(18).toString("base64url").replace(/[-_]/g, "").slice(0, 24).padEnd(24, "0")}`

const unixNow = () => Math.floor(Date.now() / 1000)

interface Answer {
  readonly status: number
  readonly body: object
}

/** Stripe's error answer: `{ error: { type, code, decline_code, message, param, … } }` and the HTTP status. */
const stripeError = (status: number, error: Record<string, unknown>): Answer => ({ status, body: { error } })

const missing = (kind: string, id: string) =>
  stripeError(404, { type: "invalid_request_error", code: "resource_missing", param: "id", message: `No such ${kind}: '${id}'` })

const invalid = (param: string, message: string) =>
  stripeError(400, { type: "invalid_request_error", code: "parameter_missing", param, message })

const cardError = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  stripeError(402, { type: "card_error", code, message, ...extra })

/** Names that would reach an object's prototype rather than a field of it. */
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"])

/**
 * A form's bracketed keys (`card[number]`, `metadata[user_id]`, `payment_method_types[0]`) as nested
 * objects, as Stripe reads them. A key naming a prototype is no field and is left out; a field
 * written both as a value and as an object keeps the object.
 */
export const formObject = (form: URLSearchParams): Record<string, unknown> => {
  const root: Record<string, unknown> = {}
  for (const [key, value] of form) {
    const path = key.replace(/\]/g, "").split("[")
    if (path.some((part) => PROTOTYPE_KEYS.has(part))) continue
    let node = root
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        if (typeof node[part] !== "object") node[part] = value
        return
      }
      const next = node[part]
      node = (typeof next === "object" && next !== null ? next : (node[part] = {})) as Record<string, unknown>
    })
  }
  return root
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined)
const record = (value: unknown) => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {})
const listOf = (value: unknown): ReadonlyArray<string> =>
  Array.isArray(value)
    ? value.filter((item) => typeof item === "string")
    : Object.values(record(value)).filter((item) => typeof item === "string")

/** What the stand-in keeps of a payment method beside what Stripe shows: the test card's behaviour. */
interface Kept {
  readonly object: Record<string, unknown>
  readonly behaviour?: TestCardBehaviour
}

/** The wire format of a webhook's `Stripe-Signature`: `t=<unix seconds>,v1=<HMAC-SHA256 hex of "t.payload">`, as `stripe.webhooks.constructEvent` checks it. */
export const stripeSignature = (payload: string, secret: string, timestamp = unixNow()) =>
  `t=${timestamp},v1=${createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex")}`

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The page a bank's 3-D Secure check shows, as the stand-in shows it: complete or fail the authentication. */
const authenticationPage = (intentId: string, clientSecret: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Authenticate your card</title></head>
<body>
<main>
<h1>Authenticate your card</h1>
<p>Local stand-in for Stripe: this is where the card's bank would ask the cardholder to confirm the card or the payment (3-D Secure).</p>
<form method="post" action="/authenticate/${escapeHtml(intentId)}">
<input type="hidden" name="client_secret" value="${escapeHtml(clientSecret)}">
<button type="submit" name="outcome" value="complete">Complete authentication</button>
<button type="submit" name="outcome" value="fail">Fail authentication</button>
</form>
</main>
</body>
</html>`

/** A body longer than Stripe's API takes. */
class RequestTooLarge extends Error {}

const MAX_BODY = 100_000

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = ""
    request.setEncoding("utf8")
    request.on("data", (chunk: string) => {
      body += chunk
      if (body.length > MAX_BODY) reject(new RequestTooLarge())
    })
    request.on("end", () => resolve(body))
    request.on("error", reject)
  })

/**
 * A local HTTP server that speaks Stripe's API (form-encoded POSTs, bearer keys, Stripe's JSON
 * objects and `{ error: { type, code, decline_code, message } }` refusals, `Idempotency-Key`
 * replays), for the official `stripe` SDK to call through its `host`, `port` and `protocol`
 * options and for the card form to tokenize cards at, where no Stripe account is configured:
 * customers, payment methods (`POST /v1/payment_methods` takes the publishable key, from the
 * site's pages, as Stripe's does), SetupIntents and PaymentIntents with their confirm calls, and
 * Stripe's test cards (`testCardBehaviour`). A card that asks for authentication leaves its
 * SetupIntent `requires_action`, with a `redirect_to_url` to the stand-in's authentication page,
 * which completes or fails it and goes back to the `return_url` as Stripe does. What it keeps is in
 * Postgres (`stripe_stand_in_objects`), so the stand-in of any process answers alike. It signs the
 * events it posts to the webhook with the webhook secret, as Stripe does. Listens on loopback, on
 * a port of its own; closed with its scope. Answers its origin.
 */
export const startStripeStandIn = (connection: StripeConnection, publicUrl: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { post } = yield* StandInWebhook
    const running = yield* FiberSet.make()
    const run = yield* FiberSet.runtime(running)<never>()
    const runtime = yield* Effect.runtime<never>()
    const answer = <A>(effect: Effect.Effect<A>) => Runtime.runPromise(runtime)(effect)
    yield* Effect.addFinalizer(() => FiberSet.awaitEmpty(running))
    const secretKey = Redacted.value(connection.keys.secretKey)
    const publishableKey = connection.keys.publishableKey
    const webhookSecret = Redacted.value(connection.keys.webhookSecret)
    const origins = siteOrigins(publicUrl)

    const load = (id: string) =>
      sql<{ object: Kept }>`SELECT object FROM stripe_stand_in_objects WHERE id = ${id}`.pipe(
        Effect.map(([row]) => row?.object),
        Effect.orDie
      )
    const save = (id: string, kept: Kept) =>
      sql`
        INSERT INTO stripe_stand_in_objects (id, object) VALUES (${id}, ${JSON.stringify(kept)}::jsonb)
        ON CONFLICT (id) DO UPDATE SET object = EXCLUDED.object`.pipe(Effect.orDie)

    /** Posts an event to the webhook, signed as Stripe signs, after the answer that caused it. */
    const sendEvent = (type: string, object: Record<string, unknown>) => {
      const event = {
        id: idOf("evt"),
        object: "event",
        api_version: STAND_IN_API_VERSION,
        created: unixNow(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type
      }
      const payload = JSON.stringify(event)
      run(
        Effect.promise(() =>
          post(connection.webhookUrl, {
            method: "POST",
            headers: { "content-type": "application/json", "stripe-signature": stripeSignature(payload, webhookSecret) },
            body: payload
          }).then(
            (response) => response.arrayBuffer(),
            () => undefined
          )
        )
      )
    }
    // Where the authentication page is: the server's own origin, known once it listens.
    let origin = ""

    /** What the stand-in does for one request; what it `emit`s is posted to the webhook once the request is answered. */
    const operationsFor = (emit: (type: string, object: Record<string, unknown>) => void) => {
      const createPaymentMethod = (params: Record<string, unknown>) =>
        Effect.gen(function* () {
          if (text(params.type) !== "card") return invalid("type", "Missing required param: type.")
          const card = record(params.card)
          const digits = cardDigits(text(card.number) ?? "")
          const month = Number(text(card.exp_month))
          const rawYear = Number(text(card.exp_year))
          const year = rawYear < 100 ? 2000 + rawYear : rawYear
          const cvc = text(card.cvc) ?? ""
          const now = new Date()
          if (!isCardNumber(digits)) return cardError("incorrect_number", "Your card number is incorrect.", { param: "card[number]" })
          if (!Number.isInteger(month) || month < 1 || month > 12) {
            return cardError("invalid_expiry_month", "Your card's expiration month is invalid.", { param: "card[exp_month]" })
          }
          if (!Number.isInteger(year) || year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
            return cardError("invalid_expiry_year", "Your card's expiration year is invalid.", { param: "card[exp_year]" })
          }
          if (!/^\d{3,4}$/.test(cvc)) return cardError("invalid_cvc", "Your card's security code is invalid.", { param: "card[cvc]" })
          const id = idOf("pm")
          const object = {
            id,
            object: "payment_method",
            billing_details: { address: null, email: null, name: null, phone: null },
            card: {
              brand: brandOf(digits),
              checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "unchecked" },
              country: "US",
              exp_month: month,
              exp_year: year,
              fingerprint: createHash("sha256").update(`${webhookSecret}:${digits}`).digest("base64url").slice(0, 16),
              funding: "credit",
              last4: digits.slice(-4)
            },
            created: unixNow(),
            customer: null,
            livemode: false,
            metadata: record(params.metadata),
            type: "card"
          }
          yield* save(id, { object, behaviour: testCardBehaviour(digits) })
          return { status: 200, body: object }
        })

      const createCustomer = (params: Record<string, unknown>) =>
        Effect.gen(function* () {
          const id = idOf("cus")
          const object = {
            id,
            object: "customer",
            created: unixNow(),
            description: text(params.description) ?? null,
            email: text(params.email) ?? null,
            invoice_settings: { default_payment_method: null },
            livemode: false,
            metadata: record(params.metadata),
            name: text(params.name) ?? null
          }
          yield* save(id, { object })
          return { status: 200, body: object }
        })

      const attach = (paymentMethodId: string, customer: string) =>
        Effect.gen(function* () {
          const method = yield* load(paymentMethodId)
          if (method !== undefined) yield* save(paymentMethodId, { ...method, object: { ...method.object, customer } })
        })

      /** Confirms a SetupIntent with its payment method: what the card does decides where it goes. */
      const confirmSetup = (intent: Record<string, unknown>, params: Record<string, unknown>) =>
        Effect.gen(function* () {
          const paymentMethodId = text(params.payment_method) ?? text(intent.payment_method)
          if (paymentMethodId === undefined) {
            return invalid("payment_method", "You cannot confirm this SetupIntent because it's missing a payment method.")
          }
          const method = yield* load(paymentMethodId)
          if (method === undefined) return missing("payment_method", paymentMethodId)
          if (method.object.customer !== null && method.object.customer !== intent.customer) {
            return invalid("payment_method", "The provided PaymentMethod belongs to another customer.")
          }
          const id = String(intent.id)
          const returnUrl = text(params.return_url) ?? text(intent.return_url) ?? null
          const base = { ...intent, payment_method: paymentMethodId, return_url: returnUrl, last_setup_error: null, next_action: null }
          switch (method.behaviour) {
            case "declined": {
              const error = {
                type: "card_error",
                code: "card_declined",
                decline_code: "generic_decline",
                message: "Your card was declined.",
                payment_method: method.object
              }
              const failed = { ...base, status: "requires_payment_method", payment_method: null, last_setup_error: error }
              yield* save(id, { object: failed })
              emit("setup_intent.setup_failed", failed)
              return cardError("card_declined", "Your card was declined.", { decline_code: "generic_decline", setup_intent: failed })
            }
            case "authentication":
            case "always_authenticate": {
              const url = `${origin}/authenticate/${id}?client_secret=${encodeURIComponent(String(intent.client_secret))}`
              const waiting = {
                ...base,
                status: "requires_action",
                next_action: { type: "redirect_to_url", redirect_to_url: { url, return_url: returnUrl } }
              }
              yield* save(id, { object: waiting })
              return { status: 200, body: waiting }
            }
            default: {
              const customer = text(intent.customer)
              if (customer !== undefined) yield* attach(paymentMethodId, customer)
              const succeeded = { ...base, status: "succeeded" }
              yield* save(id, { object: succeeded })
              emit("setup_intent.succeeded", succeeded)
              return { status: 200, body: succeeded }
            }
          }
        })

      const createSetupIntent = (params: Record<string, unknown>) =>
        Effect.gen(function* () {
          const customer = text(params.customer)
          if (customer !== undefined && (yield* load(customer)) === undefined) return missing("customer", customer)
          const id = idOf("seti")
          const intent = {
            id,
            object: "setup_intent",
            cancellation_reason: null,
            client_secret: `${id}_secret_${randomBytes(18).toString("base64url").replace(/[-_]/g, "")}`,
            created: unixNow(),
            customer: customer ?? null,
            description: text(params.description) ?? null,
            last_setup_error: null,
            livemode: false,
            metadata: record(params.metadata),
            next_action: null,
            payment_method: text(params.payment_method) ?? null,
            payment_method_types: listOf(params.payment_method_types).length > 0 ? listOf(params.payment_method_types) : ["card"],
            return_url: text(params.return_url) ?? null,
            status: text(params.payment_method) === undefined ? "requires_payment_method" : "requires_confirmation",
            usage: text(params.usage) ?? "off_session"
          }
          yield* save(id, { object: intent })
          if (text(params.confirm) === "true") return yield* confirmSetup(intent, params)
          return { status: 200, body: intent }
        })

      /** Confirms a PaymentIntent off the session with the customer's card: what the card does decides. */
      const confirmPayment = (intent: Record<string, unknown>, params: Record<string, unknown>) =>
        Effect.gen(function* () {
          const paymentMethodId = text(params.payment_method) ?? text(intent.payment_method)
          if (paymentMethodId === undefined) {
            return invalid("payment_method", "You cannot confirm this PaymentIntent because it's missing a payment method.")
          }
          const method = yield* load(paymentMethodId)
          if (method === undefined) return missing("payment_method", paymentMethodId)
          if (method.object.customer !== null && method.object.customer !== intent.customer) {
            return invalid("payment_method", "The provided PaymentMethod belongs to another customer.")
          }
          const id = String(intent.id)
          const base = { ...intent, payment_method: paymentMethodId, last_payment_error: null, next_action: null }
          const decline =
            method.behaviour === "declined" || method.behaviour === "charge_declined"
              ? { decline_code: "generic_decline", message: "Your card was declined." }
              : method.behaviour === "insufficient_funds"
                ? { decline_code: "insufficient_funds", message: "Your card has insufficient funds." }
                : null
          // A card set up for use off the session (its SetupIntent authenticated) is charged without asking again.
          const attached = text(method.object.customer) !== undefined && method.object.customer === intent.customer
          if (decline === null && method.behaviour === "authentication" && !attached) {
            const waiting = {
              ...base,
              status: "requires_action",
              next_action: { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect" } }
            }
            yield* save(id, { object: waiting })
            return cardError("authentication_required", "Your card was declined. This transaction requires authentication.", {
              decline_code: "authentication_required",
              payment_intent: waiting
            })
          }
          if (decline === null && method.behaviour === "always_authenticate") {
            const returnUrl = text(params.return_url) ?? null
            if (text(params.off_session) === "true" || returnUrl === null) {
              const error = {
                type: "card_error",
                code: "authentication_required",
                decline_code: "authentication_required",
                message: "Your card was declined. This transaction requires authentication.",
                payment_method: method.object
              }
              const failed = { ...base, status: "requires_payment_method", last_payment_error: error }
              yield* save(id, { object: failed })
              emit("payment_intent.payment_failed", failed)
              return cardError("authentication_required", error.message, {
                decline_code: "authentication_required",
                payment_intent: failed
              })
            }
            const url = `${origin}/authenticate/${id}?client_secret=${encodeURIComponent(String(intent.client_secret))}`
            const waiting = {
              ...base,
              status: "requires_action",
              return_url: returnUrl,
              next_action: { type: "redirect_to_url", redirect_to_url: { url, return_url: returnUrl } }
            }
            yield* save(id, { object: waiting })
            return { status: 200, body: waiting }
          }
          if (decline !== null) {
            const error = { type: "card_error", code: "card_declined", ...decline, payment_method: method.object }
            const failed = { ...base, status: "requires_payment_method", last_payment_error: error }
            yield* save(id, { object: failed })
            emit("payment_intent.payment_failed", failed)
            return cardError("card_declined", decline.message, { decline_code: decline.decline_code, payment_intent: failed })
          }
          const chargeId = idOf("ch")
          const succeeded = { ...base, status: "succeeded", amount_received: intent.amount, latest_charge: chargeId }
          yield* save(id, { object: succeeded })
          emit("payment_intent.succeeded", succeeded)
          return { status: 200, body: succeeded }
        })

      const createPaymentIntent = (params: Record<string, unknown>) =>
        Effect.gen(function* () {
          const amount = Number(text(params.amount))
          if (!Number.isInteger(amount) || amount < 50) {
            return stripeError(400, {
              type: "invalid_request_error",
              code: "amount_too_small",
              param: "amount",
              message: "Amount must be at least $0.50 usd"
            })
          }
          const currency = text(params.currency)
          if (currency === undefined) return invalid("currency", "Missing required param: currency.")
          const customer = text(params.customer)
          if (customer !== undefined && (yield* load(customer)) === undefined) return missing("customer", customer)
          const id = idOf("pi")
          const intent = {
            id,
            object: "payment_intent",
            amount,
            amount_received: 0,
            capture_method: "automatic",
            client_secret: `${id}_secret_${randomBytes(18).toString("base64url").replace(/[-_]/g, "")}`,
            confirmation_method: "automatic",
            created: unixNow(),
            currency,
            customer: customer ?? null,
            description: text(params.description) ?? null,
            last_payment_error: null,
            latest_charge: null,
            livemode: false,
            metadata: record(params.metadata),
            next_action: null,
            payment_method: text(params.payment_method) ?? null,
            payment_method_types: ["card"],
            status: text(params.payment_method) === undefined ? "requires_payment_method" : "requires_confirmation"
          }
          yield* save(id, { object: intent })
          if (text(params.confirm) === "true") return yield* confirmPayment(intent, params)
          return { status: 200, body: intent }
        })

      const retrieve = (kind: string, id: string) =>
        Effect.map(load(id), (kept): Answer =>
          kept === undefined || kept.object.object !== kind ? missing(kind, id) : { status: 200, body: kept.object }
        )

      const withIntent = (kind: string, id: string, then: (intent: Record<string, unknown>) => Effect.Effect<Answer>) =>
        Effect.flatMap(load(id), (kept) =>
          kept === undefined || kept.object.object !== kind ? Effect.succeed(missing(kind, id)) : then(kept.object)
        )

      /** The secret key may call everything; the publishable key, from a browser, only makes payment methods. */
      const route = (
        method: string,
        path: string,
        params: Record<string, unknown>,
        key: "secret" | "publishable"
      ): Effect.Effect<Answer> => {
        const parts = path.split("/").filter((part) => part !== "")
        if (parts[0] !== "v1")
          return Effect.succeed(
            stripeError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` })
          )
        const [, resource, id, action] = parts
        if (method === "POST" && resource === "payment_methods" && id === undefined) return createPaymentMethod(params)
        if (key !== "secret") {
          return Effect.succeed(
            stripeError(401, {
              type: "invalid_request_error",
              message: "This API call cannot be made with a publishable API key. Please use a secret API key."
            })
          )
        }
        if (method === "POST" && resource === "customers" && id === undefined) return createCustomer(params)
        if (method === "GET" && resource === "customers" && id !== undefined) return retrieve("customer", id)
        if (method === "GET" && resource === "payment_methods" && id !== undefined) return retrieve("payment_method", id)
        if (method === "POST" && resource === "payment_methods" && id !== undefined && action === "attach") {
          const customer = text(params.customer)
          if (customer === undefined) return Effect.succeed(invalid("customer", "Missing required param: customer."))
          return Effect.flatMap(attach(id, customer), () => retrieve("payment_method", id))
        }
        if (method === "POST" && resource === "setup_intents" && id === undefined) return createSetupIntent(params)
        if (method === "GET" && resource === "setup_intents" && id !== undefined) return retrieve("setup_intent", id)
        if (method === "POST" && resource === "setup_intents" && id !== undefined && action === "confirm") {
          return withIntent("setup_intent", id, (intent) => confirmSetup(intent, params))
        }
        if (method === "POST" && resource === "payment_intents" && id === undefined) return createPaymentIntent(params)
        if (method === "GET" && resource === "payment_intents" && id !== undefined) return retrieve("payment_intent", id)
        if (method === "POST" && resource === "payment_intents" && id !== undefined && action === "confirm") {
          return withIntent("payment_intent", id, (intent) => confirmPayment(intent, params))
        }
        return Effect.succeed(
          stripeError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` })
        )
      }

      /** The authentication page's choice for a PaymentIntent: the charge made, or failed as Stripe fails it. */
      const authenticatePayment = (id: string, intent: Record<string, unknown>, completed: boolean) =>
        Effect.gen(function* () {
          const base = { ...intent, next_action: null }
          if (completed) {
            const succeeded = { ...base, status: "succeeded", amount_received: intent.amount, latest_charge: idOf("ch") }
            yield* save(id, { object: succeeded })
            emit("payment_intent.succeeded", succeeded)
            return
          }
          const method = yield* load(String(intent.payment_method))
          const failed = {
            ...base,
            status: "requires_payment_method",
            last_payment_error: {
              type: "invalid_request_error",
              code: "payment_intent_authentication_failure",
              message: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
              payment_method: method?.object ?? null
            }
          }
          yield* save(id, { object: failed })
          emit("payment_intent.payment_failed", failed)
        })

      /**
       * The authentication page's choice: completes the SetupIntent (as a confirm that succeeded)
       * or the PaymentIntent (the charge made), or fails it, then back to its return_url.
       */
      const authenticate = (id: string, form: URLSearchParams) =>
        Effect.gen(function* () {
          const kept = yield* load(id)
          const intent = kept?.object
          if (
            intent === undefined ||
            intent.status !== "requires_action" ||
            !sameSecret(form.get("client_secret") ?? "", String(intent.client_secret))
          ) {
            return { location: null }
          }
          const paymentMethodId = String(intent.payment_method)
          const completed = form.get("outcome") === "complete"
          const base = { ...intent, next_action: null }
          const kind = intent.object === "payment_intent" ? "payment_intent" : "setup_intent"
          if (kind === "payment_intent") {
            yield* authenticatePayment(id, intent, completed)
          } else if (completed) {
            const customer = text(intent.customer)
            if (customer !== undefined) yield* attach(paymentMethodId, customer)
            const succeeded = { ...base, status: "succeeded" }
            yield* save(id, { object: succeeded })
            emit("setup_intent.succeeded", succeeded)
          } else {
            const method = yield* load(paymentMethodId)
            const failed = {
              ...base,
              status: "requires_payment_method",
              payment_method: null,
              last_setup_error: {
                type: "invalid_request_error",
                code: "setup_intent_authentication_failure",
                message: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
                payment_method: method?.object ?? null
              }
            }
            yield* save(id, { object: failed })
            emit("setup_intent.setup_failed", failed)
          }
          const returnUrl = text(intent.return_url)
          if (returnUrl === undefined) return { location: null }
          const back = new URL(returnUrl)
          back.searchParams.set(kind, id)
          back.searchParams.set(`${kind}_client_secret`, String(intent.client_secret))
          back.searchParams.set("redirect_status", completed ? "succeeded" : "failed")
          return { location: back.href }
        })

      return { route, authenticate }
    }

    /** A POST with an `Idempotency-Key` already seen answers as it did then; with other parameters it is refused, as Stripe does. */
    const idempotent = (key: string | undefined, method: string, path: string, body: string, answer: Effect.Effect<Answer>) =>
      Effect.gen(function* () {
        if (key === undefined || method !== "POST") return yield* answer
        const id = `idempotency_${createHash("sha256").update(key).digest("hex")}`
        const request = createHash("sha256").update(`${method} ${path}\n${body}`).digest("hex")
        const seen = yield* load(id)
        if (seen !== undefined) {
          if (seen.object.request !== request) {
            return stripeError(400, {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`
            })
          }
          return seen.object.answer as Answer
        }
        const answered = yield* answer
        // as Stripe: only what was carried out is kept, a success or a card's refusal; a refused key or bad parameters are not
        if (answered.status === 200 || answered.status === 402)
          yield* save(id, { object: { object: "idempotency", request, answer: answered } })
        return answered
      })

    const keyOf = (request: IncomingMessage, params: Record<string, unknown>): "secret" | "publishable" | "none" | "wrong" => {
      const header = request.headers.authorization ?? ""
      const given = header.startsWith("Bearer ")
        ? header.slice("Bearer ".length).trim()
        : header.startsWith("Basic ")
          ? Buffer.from(header.slice("Basic ".length), "base64").toString("utf8").split(":")[0]!
          : (text(params.key) ?? "")
      if (given === "") return "none"
      if (sameSecret(given, secretKey)) return "secret"
      if (sameSecret(given, publishableKey)) return "publishable"
      return "wrong"
    }

    const corsHeaders = (request: IncomingMessage): Record<string, string> => {
      const from = request.headers.origin
      return from !== undefined && origins.includes(from)
        ? {
            "access-control-allow-origin": from,
            "access-control-allow-methods": "POST, OPTIONS",
            // Whatever headers the page asks to send, as Stripe's API allows: its keys, not its headers, authorize.
            "access-control-allow-headers": request.headers["access-control-request-headers"] ?? "authorization, content-type",
            "access-control-max-age": "600",
            vary: "Origin"
          }
        : { vary: "Origin" }
    }

    const respond = (response: ServerResponse, answer: Answer, headers: Record<string, string>) => {
      response.writeHead(answer.status, { "content-type": "application/json", "request-id": idOf("req"), ...headers })
      response.end(JSON.stringify(answer.body))
    }

    const handle = async (request: IncomingMessage, response: ServerResponse) => {
      const url = new URL(request.url ?? "/", "http://stand-in")
      const method = request.method ?? "GET"
      const cors = corsHeaders(request)
      if (method === "OPTIONS") {
        response.writeHead(204, cors)
        return response.end()
      }
      const page = /^\/authenticate\/((?:seti|pi)_[A-Za-z0-9]+)$/.exec(url.pathname)
      if (page !== null) {
        const id = page[1]!
        if (method === "GET") {
          response.writeHead(200, {
            "content-type": "text/html; charset=utf-8",
            // The form goes back to the site's return_url: a redirect its form-action must allow.
            "content-security-policy": `default-src 'none'; form-action 'self' ${origins.join(" ")}; frame-ancestors 'none'`
          })
          return response.end(authenticationPage(id, url.searchParams.get("client_secret") ?? ""))
        }
        const form = new URLSearchParams(await readBody(request))
        const happened: Array<readonly [string, Record<string, unknown>]> = []
        const { location } = await answer(operationsFor((type, object) => happened.push([type, object])).authenticate(id, form))
        for (const [type, object] of happened) sendEvent(type, object)
        if (location === null) {
          response.writeHead(400, { "content-type": "text/plain; charset=utf-8" })
          return response.end("This authentication is unknown or already finished.")
        }
        response.writeHead(303, { location })
        return response.end()
      }
      const body = method === "POST" ? await readBody(request) : ""
      const params = formObject(method === "POST" ? new URLSearchParams(body) : url.searchParams)
      const key = keyOf(request, params)
      if (key === "none") {
        return respond(
          response,
          stripeError(401, {
            type: "invalid_request_error",
            message:
              "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY')."
          }),
          cors
        )
      }
      if (key === "wrong") {
        return respond(response, stripeError(401, { type: "invalid_request_error", message: "Invalid API Key provided." }), cors)
      }
      const idempotencyKey = request.headers["idempotency-key"]
      const happened: Array<readonly [string, Record<string, unknown>]> = []
      const { route } = operationsFor((type, object) => happened.push([type, object]))
      const answered = await answer(
        idempotent(
          typeof idempotencyKey === "string" ? idempotencyKey : undefined,
          method,
          url.pathname,
          body,
          route(method, url.pathname, params, key)
        )
      )
      respond(response, answered, cors)
      for (const [type, object] of happened) sendEvent(type, object)
    }
    const server = createServer((request, response) => {
      handle(request, response).catch((error: unknown) => {
        if (response.headersSent) return response.destroy()
        if (error instanceof RequestTooLarge) {
          response.setHeader("connection", "close")
          return respond(response, stripeError(413, { type: "invalid_request_error", message: "Request too large." }), {})
        }
        respond(response, stripeError(500, { type: "api_error", message: `Internal error: ${String(error)}` }), {})
      })
    })
    const address = yield* Effect.async<AddressInfo, StripeStandInNotStarted>((resume) => {
      server.once("error", (error) => resume(Effect.fail(new StripeStandInNotStarted({ reason: String(error) }))))
      server.listen(0, "127.0.0.1", () => resume(Effect.succeed(server.address() as AddressInfo)))
    })
    yield* Effect.addFinalizer(() =>
      Effect.async<void>((resume) => {
        server.closeAllConnections()
        server.close(() => resume(Effect.void))
      })
    )
    origin = `http://127.0.0.1:${address.port}`
    return origin
  })
