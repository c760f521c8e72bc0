import { it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { expect } from "vitest"
import { Outbox } from "../src/Outbox.ts"
import { testDatabaseLayer } from "../src/TestDatabase.ts"

it.layer(Layer.provideMerge(Outbox.layer, testDatabaseLayer))("the outbox", (it) => {
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
    }))
})
