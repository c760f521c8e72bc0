import { layer as withLayer } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { Outbox } from "@redline/infra"
import { freshDatabase } from "@redline/infra/testing"
import { Effect, Either, Layer, Option, Redacted } from "effect"
import { expect } from "vitest"
import { deliverDueTexts } from "../src/sms/SmsDelivery.ts"
import { SmsEnrollmentsRepo } from "../src/sms/SmsEnrollmentsRepo.ts"
import { type SmsCarrier, SmsProvider, STAND_IN_NUMBER } from "../src/sms/SmsProvider.ts"
import { SmsSender, twilioSender } from "../src/sms/SmsSender.ts"
import { SmsStandInLog } from "../src/sms/SmsStandInLog.ts"
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

/** Twilio's error code of a refused send. */
const refusalCode = <A>(effect: Effect.Effect<A, { readonly code: number | null }>) =>
  Effect.map(Effect.either(effect), (outcome) => (Either.isLeft(outcome) ? outcome.left.code : "sent"))

withLayer(layer, { excludeTestServices: true })("Twilio's SDK against the local stand-in", (it) => {
  it.scoped("sends a text as Twilio's REST API takes it, and the stand-in keeps it", () =>
    Effect.gen(function* () {
      const origin = yield* startTwilioStandIn(account)
      const sid = yield* twilioSender(account, origin).send({ to: "+15035553001", body: "Your Redline verification code is 123456." })
      expect(sid).toMatch(/^SM[0-9a-f]{32}$/)
      const [kept] = yield* Effect.flatMap(SmsStandInLog, (log) => log.recent(1))
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

  it.scoped("refuses a number that replied STOP to it, until it texts START", () =>
    Effect.gen(function* () {
      const origin = yield* startTwilioStandIn(account)
      const log = yield* SmsStandInLog
      const sender = twilioSender(account, origin)
      const phone = "+15035553003"
      const reply = (body: string) =>
        log.record({ sid: `SM${body}${phone}`, direction: "inbound", from: phone, to: STAND_IN_NUMBER, body }, new Date())
      yield* reply("STOP")
      expect(yield* refusalCode(sender.send({ to: phone, body: "Outbid" }))).toBe(21610)
      yield* reply("start")
      expect(yield* refusalCode(sender.send({ to: phone, body: "Outbid" }))).toBe("sent")
    })
  )

  it.scoped("delivers the outbox's texts, never to a number that replied STOP", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      const sql = yield* SqlClient.SqlClient
      const repo = yield* SmsEnrollmentsRepo
      const log = yield* SmsStandInLog
      yield* repo.optOut("+15035553011", new Date())
      // Replied STOP to the carrier alone: Twilio refuses it, and Redline learns it.
      yield* log.record({ sid: "SMstop3012", direction: "inbound", from: "+15035553012", to: STAND_IN_NUMBER, body: "STOP" }, new Date())
      for (const recipient of ["+15035553010", "+15035553011", "+15035553012", "+1555"]) {
        yield* outbox.enqueue({ channel: "sms", recipient, subject: "", body: `Outbid on the Miata, to ${recipient}` })
      }
      yield* outbox.enqueue({ channel: "email", recipient: "buyer@example.com", subject: "Hello", body: "Hi" })
      yield* Effect.sleep("5 millis")

      expect(yield* deliverDueTexts).toEqual({ sent: 3, failed: 1 })
      const carried = (yield* log.recent(20)).filter((text) => text.direction === "outbound").map((text) => text.to)
      expect(carried).toContain("+15035553010")
      expect(carried).not.toContain("+15035553011")
      expect(carried).not.toContain("+15035553012")
      expect(yield* repo.isOptedOut("+15035553012")).toBe(true)
      const rows = yield* sql<{ recipient: string; sent: boolean; last_error: string | null }>`
        SELECT recipient, sent_at IS NOT NULL AS sent, last_error FROM outbox WHERE channel = 'sms' ORDER BY id`
      expect(rows).toEqual([
        { recipient: "+15035553010", sent: true, last_error: null },
        { recipient: "+15035553011", sent: true, last_error: null },
        { recipient: "+15035553012", sent: true, last_error: null },
        { recipient: "+1555", sent: false, last_error: expect.stringContaining("21211") }
      ])
      expect(Option.isSome((yield* SmsSender).sender)).toBe(true)
    })
  )
})
