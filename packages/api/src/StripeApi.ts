import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { PaymentsUnavailable, StripeSignatureInvalid } from "./ApiErrors.ts"

/** A Stripe event as Stripe posts it (JSON); it is read from the raw body, whose signature covers every byte. */
export const StripeEventPost = Schema.Struct({ id: Schema.String, type: Schema.String }).pipe(
  Schema.extend(Schema.Record({ key: Schema.String, value: Schema.Unknown }))
)

/**
 * Stripe's webhook: events signed with the endpoint's secret (`Stripe-Signature`, checked by the
 * SDK's `constructEvent`) bring card setups and charges to Redline's records, each event once
 * (`received: false` for one already handled). Without a valid signature: 400 (3105).
 */
export class StripeWebhookApi extends HttpApiGroup.make("stripeWebhook").add(
  HttpApiEndpoint.post("webhook", "/v1/stripe/webhook")
    .setPayload(StripeEventPost)
    .addSuccess(Schema.Struct({ received: Schema.Boolean }))
    .addError(StripeSignatureInvalid)
    .addError(PaymentsUnavailable)
) {}
