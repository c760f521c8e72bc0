import { HttpServerRequest } from "@effect/platform"
import { RedlineApi, SmsSignatureInvalid } from "@redline/api"
import { smsKeyword } from "@redline/domain"
import { AppConfig, currentDate } from "@redline/infra"
import { Effect, Layer, Option, Redacted } from "effect"
import twilio from "twilio"
import { apiGroup } from "../ReadLanes.ts"
import { SmsEnrollmentsRepo } from "./SmsEnrollmentsRepo.ts"
import { SmsProvider } from "./SmsProvider.ts"
import { helpText } from "./SmsTexts.ts"

/**
 * Texts to Redline's number, as Twilio posts them. A request counts only with Twilio's signature
 * of the webhook's address (`PUBLIC_URL/api/v1/sms/inbound`, and the query sent, if any) and every
 * parameter, checked by the SDK's own `validateRequest` with the account's auth token; anything
 * else is refused, and nothing of it is read. STOP stops texts to the sender's number, START
 * resumes them, HELP is answered in TwiML.
 */
export const SmsWebhookHttpLive = apiGroup(RedlineApi, "smsWebhook", (handlers) =>
  Effect.gen(function* () {
    const { carrier } = yield* SmsProvider
    const repo = yield* SmsEnrollmentsRepo
    const { publicUrl } = yield* AppConfig
    return handlers.handle("inbound", ({ payload }) =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const signature = request.headers["x-twilio-signature"] ?? ""
        const search = new URL(request.url, "http://webhook").search
        const signed =
          Option.isSome(carrier) &&
          signature !== "" &&
          twilio.validateRequest(
            Redacted.value(carrier.value.account.authToken),
            signature,
            `${carrier.value.webhookUrl}${search}`,
            payload
          )
        if (!signed) return yield* Effect.fail(SmsSignatureInvalid.default())

        const reply = new twilio.twiml.MessagingResponse()
        const from = payload["From"] ?? ""
        switch (smsKeyword(payload["Body"] ?? "")) {
          case "stop":
            yield* repo.optOut(from, yield* currentDate)
            break
          case "start":
            yield* repo.optIn(from)
            break
          case "help":
            reply.message(helpText(publicUrl))
            break
          case null:
        }
        return reply.toString()
      })
    )
  })
).pipe(Layer.provide(SmsEnrollmentsRepo.Default))
