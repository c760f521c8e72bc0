import { HttpServerRequest } from "@effect/platform"
import { PaymentsUnavailable, RedlineApi, StripeSignatureInvalid } from "@redline/api"
import { Effect } from "effect"
import { apiGroup } from "../ReadLanes.ts"
import { Payments } from "./Payments.ts"

/**
 * Stripe's events, as Stripe posts them: the raw body (every byte of it, as Stripe signed it) and
 * its `Stripe-Signature` go to `Payments.receiveWebhook`, which checks them with the SDK.
 */
export const StripeWebhookHttpLive = apiGroup(RedlineApi, "stripeWebhook", (handlers) =>
  Effect.gen(function* () {
    const payments = yield* Payments
    return handlers.handle("webhook", () =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const body = yield* Effect.orElseSucceed(request.text, () => "")
        const received = yield* payments.receiveWebhook(body, request.headers["stripe-signature"] ?? "").pipe(
          Effect.catchTags({
            WebhookSignatureInvalid: () => Effect.fail(StripeSignatureInvalid.default()),
            PaymentsUnreachable: () => Effect.fail(PaymentsUnavailable.default())
          })
        )
        return { received }
      })
    )
  })
)
