import { NotFound, RedlineApi, SmsPhoneInvalid, SmsUnavailable } from "@redline/api"
import { Messages, normalizePhoneNumber, phoneNumberError } from "@redline/domain"
import { Effect, Layer, Option } from "effect"
import { apiGroup } from "../ReadLanes.ts"
import { SmsProvider } from "./SmsProvider.ts"
import { SmsStandInLog } from "./SmsStandInLog.ts"
import { StandInWebhook, textRedline } from "./TwilioStandInInbound.ts"

const OUTBOX_SIZE = 100
const LINK = /https?:\/\/[^\s<>"]+/g

/**
 * The local SMS stand-in's outbox and a phone to text Redline's number from, for developers. Where
 * Twilio carries the texts (or none does) there is no such page: real people's texts are not for
 * anyone to read.
 */
export const DevSmsHttpLive = apiGroup(RedlineApi, "devSms", (handlers) =>
  Effect.gen(function* () {
    const { carrier } = yield* SmsProvider
    const log = yield* SmsStandInLog
    const webhook = yield* StandInWebhook
    const standIn = Option.filter(carrier, (value) => value.kind === "stand_in")
    return handlers
      .handle("outbox", () =>
        Effect.gen(function* () {
          if (Option.isNone(standIn)) return yield* Effect.fail(NotFound.default())
          const texts = yield* log.recent(OUTBOX_SIZE)
          return {
            sms_number: standIn.value.account.from,
            messages: texts.map((text) => ({
              sid: text.sid,
              direction: text.direction,
              from: text.from,
              to: text.to,
              body: text.body,
              links: text.body.match(LINK) ?? [],
              created_at: text.createdAt.toISOString()
            }))
          }
        })
      )
      .handle("inbound", ({ payload }) =>
        Effect.gen(function* () {
          if (Option.isNone(standIn)) return yield* Effect.fail(NotFound.default())
          const problem = phoneNumberError(payload.from)
          const from = normalizePhoneNumber(payload.from)
          if (problem !== null || from === null) return yield* Effect.fail(SmsPhoneInvalid.of(problem ?? Messages.invalidPhone))
          const replies = yield* textRedline(standIn.value, { from, body: payload.body }).pipe(
            Effect.provideService(StandInWebhook, webhook),
            Effect.catchTag("StandInWebhookFailed", (failed) =>
              Effect.zipRight(Effect.logWarning(failed.reason), Effect.fail(SmsUnavailable.of(Messages.smsWebhookUnreachable)))
            )
          )
          return { replies }
        })
      )
  })
).pipe(Layer.provide(SmsStandInLog.Default))
