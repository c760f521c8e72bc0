import { it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { expect } from "vitest"
import { Outbox } from "../src/Outbox.ts"
import { freshDatabase } from "../src/testing/index.ts"

it.layer(Layer.provideMerge(Outbox.Default, freshDatabase))("the outbox", (it) => {
  it.effect("keeps e-mail and SMS until they are sent, newest first", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      yield* outbox.enqueue({ channel: "email", recipient: "a@example.com", subject: "Verify", body: "Hello" })
      yield* outbox.enqueue({ channel: "sms", recipient: "+15035550100", subject: "", body: "Outbid" })
      const recent = yield* outbox.recent(10)
      expect(recent.map((entry) => [entry.channel, entry.recipient, entry.sentAt])).toEqual([
        ["sms", "+15035550100", null],
        ["email", "a@example.com", null]
      ])
    })
  )

  it.effect("keeps the address an answer goes to, for the e-mail that has one", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      yield* outbox.enqueue({
        channel: "email",
        recipient: "seller@example.com",
        subject: "A question",
        body: "Hi",
        replyTo: "buyer@example.com"
      })
      yield* outbox.enqueue({ channel: "email", recipient: "b@example.com", subject: "Verify", body: "Hello" })
      const recent = yield* outbox.recent(2)
      expect(recent.map((entry) => [entry.recipient, entry.replyTo])).toEqual([
        ["b@example.com", undefined],
        ["seller@example.com", "buyer@example.com"]
      ])
    })
  )

  it.effect("queues many messages at once, in their order", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      yield* outbox.enqueueAll([])
      yield* outbox.enqueueAll([
        { channel: "email", recipient: "c@example.com", subject: "Outbid", body: "Hi", html: "<p>Hi</p>" },
        { channel: "sms", recipient: "+15035550101", subject: "", body: "Outbid" }
      ])
      const recent = yield* outbox.recent(2)
      expect(recent.map((entry) => [entry.channel, entry.recipient, entry.html])).toEqual([
        ["sms", "+15035550101", undefined],
        ["email", "c@example.com", "<p>Hi</p>"]
      ])
    })
  )
})
