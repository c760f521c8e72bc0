import { layer as withLayer } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { Outbox } from "@redline/infra"
import { freshDatabase } from "@redline/infra/testing"
import { Effect, Either, Layer, Option, Redacted, Schedule } from "effect"
import { expect } from "vitest"
import { deliverDueTexts } from "../src/sms/SmsDelivery.ts"
import { SmsEnrollmentsRepo } from "../src/sms/SmsEnrollmentsRepo.ts"
import { type SmsCarrier, SmsProvider, STAND_IN_NUMBER } from "../src/sms/SmsProvider.ts"
import { SmsNotSent, SmsSender, twilioSender } from "../src/sms/SmsSender.ts"
import { SmsStandInLog, type StandInText } from "../src/sms/SmsStandInLog.ts"
import { startTwilioStandIn } from "../src/sms/TwilioStandIn.ts"

const account = {
  accountSid: `AC${"1".repeat(32)}`,
  authToken: Redacted.make("f".repeat(32)),
  from: STAND_IN_NUMBER
}
const carrier: SmsCarrier = { kind: "stand_in", account, webhookUrl: "http://redline.test/api/v1/sms/inbound" }

const layer = Layer.mergeAll(
  Outbox.Default,
  SmsStandInLog.Default,
  SmsEnrollmentsRepo.Default,
  SmsSender.Default.pipe(Layer.provide(SmsProvider.Test(carrier)))
).pipe(Layer.provideMerge(freshDatabase))

/** The text the stand-in kept, once it has written it down (it answers first). */
const keptBy = (found: (text: StandInText) => boolean) =>
  Effect.flatMap(SmsStandInLog, (log) => log.recent(100)).pipe(
    Effect.flatMap((texts) => Option.fromNullable(texts.find(found))),
    Effect.retry(Schedule.spaced("20 millis").pipe(Schedule.upTo("5 seconds")))
  )
const keptText = (sid: string) => keptBy((text) => text.sid === sid)
const keptTextTo = (to: string) => keptBy((text) => text.to === to)

/** Twilio's error code of a refused send. */
const refusalCode = <A>(effect: Effect.Effect<A, { readonly code: number | null }>) =>
  Effect.map(Effect.either(effect), (outcome) => (Either.isLeft(outcome) ? outcome.left.code : "sent"))

withLayer(layer, { excludeTestServices: true })("Twilio's SDK against the local stand-in", (it) => {
  it.scoped("sends a text as Twilio's REST API takes it, and the stand-in keeps it", () =>
    Effect.gen(function* () {
      const origin = yield* startTwilioStandIn(account)
      const sid = yield* twilioSender(account, origin).send({ to: "+15035553001", body: "Your Redline verification code is 123456." })
      expect(sid).toMatch(/^SM[0-9a-f]{32}$/)
      const kept = yield* keptText(sid)
      expect(kept).toMatchObject({
        sid,
        direction: "outbound",
        from: STAND_IN_NUMBER,
        to: "+15035553001",
        body: "Your Redline verification code is 123456."
      })
    })
  )

  it.scoped("refuses with Twilio's codes what Twilio refuses", () =>
    Effect.gen(function* () {
      const origin = yield* startTwilioStandIn(account)
      const text = { to: "+15035553002", body: "Hello" }
      const wrongToken = twilioSender({ ...account, authToken: Redacted.make("0".repeat(32)) }, origin)
      expect(yield* refusalCode(wrongToken.send(text))).toBe(20003)
      const otherAccount = twilioSender({ ...account, accountSid: `AC${"2".repeat(32)}` }, origin)
      expect(yield* refusalCode(otherAccount.send(text))).toBe(20003)
      expect(yield* refusalCode(twilioSender({ ...account, from: "+15035550199" }, origin).send(text))).toBe(21606)
      const sender = twilioSender(account, origin)
      expect(yield* refusalCode(sender.send({ to: "+1555", body: "Hello" }))).toBe(21211)
      expect(yield* refusalCode(sender.send({ to: "+15035553002", body: "" }))).toBe(21602)
      expect(yield* refusalCode(sender.send(text))).toBe("sent")
    })
  )

  it.scoped("delivers the outbox's texts, never to a number that replied STOP", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      const sql = yield* SqlClient.SqlClient
      const repo = yield* SmsEnrollmentsRepo
      yield* repo.optOut("+15035553011", new Date())
      for (const recipient of ["+15035553010", "+15035553011", "+1555"]) {
        yield* outbox.enqueue({ channel: "sms", recipient, subject: "", body: `Outbid on the Miata, to ${recipient}` })
      }
      yield* outbox.enqueue({ channel: "email", recipient: "buyer@example.com", subject: "Hello", body: "Hi" })
      yield* Effect.sleep("5 millis")

      expect(yield* deliverDueTexts).toEqual({ sent: 2, failed: 1 })
      const sent = yield* keptTextTo("+15035553010")
      expect(sent.body).toBe("Outbid on the Miata, to +15035553010")
      const carried = (yield* Effect.flatMap(SmsStandInLog, (log) => log.recent(100))).map((text) => text.to)
      expect(carried).not.toContain("+15035553011")
      const rows = yield* sql<{ recipient: string; sent: boolean; last_error: string | null }>`
        SELECT recipient, sent_at IS NOT NULL AS sent, last_error FROM outbox WHERE channel = 'sms' ORDER BY id`
      expect(rows).toEqual([
        { recipient: "+15035553010", sent: true, last_error: null },
        { recipient: "+15035553011", sent: true, last_error: null },
        { recipient: "+1555", sent: false, last_error: expect.stringContaining("21211") }
      ])
    })
  )

  it.scoped("learns from Twilio's refusal that a number replied STOP, and sends it nothing more", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      const repo = yield* SmsEnrollmentsRepo
      const tried: Array<string> = []
      const carrierRefusing = SmsSender.Test({
        send: ({ to }) => {
          tried.push(to)
          return Effect.fail(new SmsNotSent({ reason: "Attempt to send to unsubscribed recipient", code: 21610 }))
        }
      })
      yield* outbox.enqueue({ channel: "sms", recipient: "+15035553020", subject: "", body: "Outbid" })
      yield* outbox.enqueue({ channel: "sms", recipient: "+15035553020", subject: "", body: "Closing soon" })
      yield* Effect.sleep("5 millis")
      expect(yield* deliverDueTexts.pipe(Effect.provide(carrierRefusing))).toEqual({ sent: 2, failed: 0 })
      expect(tried).toEqual(["+15035553020"])
      expect(yield* repo.isOptedOut("+15035553020")).toBe(true)
    })
  )
})
