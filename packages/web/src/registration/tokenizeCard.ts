import type { CardForm } from "@redline/api"
import { type CardField, Messages } from "@redline/domain"

/** A card the payment provider would not tokenize: the field it names, if any, and the words to show. */
export class CardNotTokenized extends Error {
  constructor(
    readonly field: CardField | null,
    message: string
  ) {
    super(message)
    this.name = "CardNotTokenized"
  }
}

/** Stripe's refusals of card details, at the field they are about, in the form's own words. */
const FIELD_OF_CODE: Readonly<Record<string, readonly [CardField, string]>> = {
  incorrect_number: ["number", Messages.cardNumberInvalid],
  invalid_number: ["number", Messages.cardNumberInvalid],
  invalid_expiry_month: ["expiry", Messages.cardExpiryInvalid],
  invalid_expiry_year: ["expiry", Messages.cardExpiryInvalid],
  expired_card: ["expiry", Messages.cardExpired],
  invalid_cvc: ["cvc", Messages.cardCvcInvalid],
  incorrect_cvc: ["cvc", Messages.cardCvcInvalid]
}

/**
 * Tokenizes a card in the browser, as Stripe.js does: its details go to Stripe's API
 * (`POST {api_url}/v1/payment_methods`, form-encoded, with the publishable key), never to Redline's,
 * which gets only the payment method's id (`pm_…`). Where no Stripe account is configured,
 * `api_url` is the local stand-in, which speaks the same API.
 */
export async function tokenizeCard(
  form: CardForm,
  card: { readonly number: string; readonly expMonth: number; readonly expYear: number; readonly cvc: string }
): Promise<string> {
  let response: Response
  try {
    response = await fetch(`${form.api_url}/v1/payment_methods`, {
      method: "POST",
      headers: { authorization: `Bearer ${form.publishable_key}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        type: "card",
        "card[number]": card.number.replace(/[\s-]/g, ""),
        "card[exp_month]": String(card.expMonth),
        "card[exp_year]": String(card.expYear),
        "card[cvc]": card.cvc
      })
    })
  } catch {
    throw new CardNotTokenized(null, Messages.connectionFailed)
  }
  const answer = (await response.json().catch(() => ({}))) as { id?: string; error?: { code?: string; message?: string } }
  if (response.ok && typeof answer.id === "string") return answer.id
  const [field, words] = FIELD_OF_CODE[answer.error?.code ?? ""] ?? [null, answer.error?.message ?? Messages.connectionFailed]
  throw new CardNotTokenized(field, words)
}
