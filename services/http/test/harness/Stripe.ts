import { Effect, Option, Redacted } from "effect"
import Stripe from "stripe"
import { type StripeAccess, StripeClient } from "../../src/payments/StripeClient.ts"
import type { Api } from "./Api.ts"

/** Stripe as the test's API reaches it: on the tests' loopback host, the local stand-in. */
export const stripeAccess = (api: Api): Promise<StripeAccess> =>
  api.run(
    Effect.flatMap(StripeClient, ({ access }) => (Option.isSome(access) ? Effect.succeed(access.value) : Effect.die("No Stripe here")))
  )

/** A card as a person types it into the card form; the expiry defaults to three years on. */
export interface TestCard {
  readonly number: string
  readonly exp_month?: number
  readonly exp_year?: number
  readonly cvc?: string
}

/** Stripe's test cards (https://docs.stripe.com/testing), as the stand-in takes them. */
export const TEST_CARDS = {
  visa: "4242 4242 4242 4242",
  mastercard: "5555 5555 5555 4444",
  declined: "4000 0000 0000 0002",
  authentication: "4000 0025 0000 3155",
  insufficientFunds: "4000 0000 0000 9995",
  /** Its bank asks to confirm every payment, off the session too. */
  alwaysAuthenticate: "4000 0027 6000 3184"
} as const

/** The card form's call: the card's details to `POST {api_url}/v1/payment_methods` with the publishable key, answered with Stripe's JSON. */
export const tokenizeCardAnswer = async (api: Api, card: TestCard) => {
  const { cardForm } = await stripeAccess(api)
  const response = await fetch(`${cardForm.api_url}/v1/payment_methods`, {
    method: "POST",
    headers: { authorization: `Bearer ${cardForm.publishable_key}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      type: "card",
      "card[number]": card.number,
      "card[exp_month]": String(card.exp_month ?? 12),
      "card[exp_year]": String(card.exp_year ?? new Date().getFullYear() + 3),
      "card[cvc]": card.cvc ?? "123"
    })
  })
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}

/** The payment method (`pm_…`) the card form makes of a card, to put on file with `POST /api/v1/auth/payment`. */
export const tokenizeCard = async (api: Api, card: TestCard | string): Promise<string> => {
  const answer = await tokenizeCardAnswer(api, typeof card === "string" ? { number: card } : card)
  if (answer.status !== 200) throw new Error(`The card was not tokenized: ${JSON.stringify(answer.body)}`)
  return answer.body.id as string
}

/** An event posted to the webhook as Stripe posts it: the JSON body and its `Stripe-Signature`, made with `secret` (the webhook's own unless told). */
export const stripeEventPost = (access: StripeAccess, event: object, secret?: string) => {
  const payload = JSON.stringify(event)
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: secret ?? Redacted.value(access.connection.keys.webhookSecret)
  })
  return { payload, headers: { "content-type": "application/json", "stripe-signature": header } }
}
