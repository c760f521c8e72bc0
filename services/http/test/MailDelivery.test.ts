import { it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { Outbox } from "@redline/infra"
import { freshDatabase } from "@redline/infra/testing"
import { Effect, Layer, Option, Redacted, TestClock } from "effect"
import type { AddressInfo } from "node:net"
import { SMTPServer } from "smtp-server"
import { afterAll, beforeAll, expect } from "vitest"
import { deliverDueMail } from "../src/mail/MailDelivery.ts"
import { AccountsConfig } from "../src/accounts/AccountsConfig.ts"
import { MailTransport } from "../src/mail/MailTransport.ts"

interface Received {
  readonly from: string
  readonly to: ReadonlyArray<string>
  readonly raw: string
}

const received: Array<Received> = []
let logins: Array<string> = []

// A local server speaking SMTP, with a login, that refuses mail to bounce@example.com.
const server = new SMTPServer({
  authOptional: false,
  allowInsecureAuth: true,
  disabledCommands: ["STARTTLS"],
  onAuth: (auth, _session, callback) => {
    logins.push(`${auth.username}:${auth.password}`)
    callback(null, { user: auth.username })
  },
  onRcptTo: (address, _session, callback) =>
    callback(address.address === "bounce@example.com" ? new Error("Mailbox unavailable") : undefined),
  onData: (stream, session, callback) => {
    const chunks: Array<Buffer> = []
    stream.on("data", (chunk: Buffer) => chunks.push(chunk))
    stream.on("end", () => {
      received.push({
        from: session.envelope.mailFrom === false ? "" : session.envelope.mailFrom.address,
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString("utf8")
      })
      callback()
    })
  }
})
let port = 0

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  port = (server.server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

// The transport SMTP_URL selects, built once the server's port is known.
const smtpLayer = Layer.suspend(() =>
  MailTransport.Default.pipe(
    Layer.provide(
      AccountsConfig.Test({
        smtpUrl: Option.some(Redacted.make(`smtp://mailer:s3cret@127.0.0.1:${port}`)),
        mailFrom: "Redline <no-reply@redline.test>"
      })
    )
  )
)

it.layer(Layer.mergeAll(Outbox.Default, smtpLayer).pipe(Layer.provideMerge(freshDatabase)))("mail delivery over SMTP", (it) => {
  it.effect("sends the outbox's due e-mail, marks it sent, and keeps a refused one for a later try", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      const sql = yield* SqlClient.SqlClient
      yield* outbox.enqueue({
        channel: "email",
        recipient: "buyer@example.com",
        subject: "Confirm your email",
        body: "http://redline.test/account/verify/abc"
      })
      yield* outbox.enqueue({ channel: "email", recipient: "bounce@example.com", subject: "Hello", body: "Hi" })
      yield* outbox.enqueue({ channel: "sms", recipient: "+15035550100", subject: "", body: "Outbid" })
      logins = []
      // Messages are due from when the database wrote them, to the microsecond: a second later they are.
      yield* TestClock.setTime(Date.now() + 1_000)

      expect(yield* deliverDueMail).toEqual({ sent: 1, failed: 1 })
      expect(new Set(logins)).toEqual(new Set(["mailer:s3cret"]))
      expect(received).toHaveLength(1)
      expect(received[0]).toMatchObject({ from: "no-reply@redline.test", to: ["buyer@example.com"] })
      expect(received[0]!.raw).toContain("Subject: Confirm your email")
      expect(received[0]!.raw).toContain("http://redline.test/account/verify/abc")

      const rows = yield* sql<{ recipient: string; sent: boolean; attempts: number; last_error: string | null }>`
        SELECT recipient, sent_at IS NOT NULL AS sent, attempts, last_error FROM outbox ORDER BY id`
      expect(rows).toEqual([
        { recipient: "buyer@example.com", sent: true, attempts: 1, last_error: null },
        { recipient: "bounce@example.com", sent: false, attempts: 1, last_error: expect.stringContaining("Mailbox unavailable") },
        { recipient: "+15035550100", sent: false, attempts: 0, last_error: null }
      ])

      // Nothing is due again until the refused message's retry time.
      expect(yield* deliverDueMail).toEqual({ sent: 0, failed: 0 })
      expect(received).toHaveLength(1)
    })
  )

  it.effect("goes on past a message its sender dies on, and keeps that one for a later try", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      const sql = yield* SqlClient.SqlClient
      yield* outbox.enqueue({ channel: "email", recipient: "poison@example.com", subject: "Hello", body: "Hi" })
      yield* outbox.enqueue({ channel: "email", recipient: "fine@example.com", subject: "Hello", body: "Hi" })
      const delivered: Array<string> = []
      const round = yield* outbox.deliverDue("email", { limit: 50, now: new Date(Date.now() + 1_000) }, (message) =>
        message.recipient === "poison@example.com"
          ? Effect.die(new Error("the sender broke"))
          : Effect.sync(() => void delivered.push(message.recipient))
      )
      expect(round).toEqual({ sent: 1, failed: 1 })
      expect(delivered).toEqual(["fine@example.com"])
      const [poison] = yield* sql<{ sent: boolean; attempts: number; last_error: string }>`
        SELECT sent_at IS NOT NULL AS sent, attempts, last_error FROM outbox WHERE recipient = 'poison@example.com'`
      expect(poison).toEqual({ sent: false, attempts: 1, last_error: expect.stringContaining("the sender broke") })
    })
  )

  it.effect("sends an answer to the address the e-mail names for it", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      yield* outbox.enqueue({
        channel: "email",
        recipient: "seller@example.com",
        subject: "A question about your car",
        body: "Hi",
        replyTo: "buyer@example.com"
      })
      yield* TestClock.setTime(Date.now() + 1_000)
      const before = received.length

      expect(yield* deliverDueMail).toEqual({ sent: 1, failed: 0 })
      expect(received).toHaveLength(before + 1)
      expect(received.at(-1)).toMatchObject({ from: "no-reply@redline.test", to: ["seller@example.com"] })
      expect(received.at(-1)!.raw).toContain("Reply-To: buyer@example.com")
      // the mails without one answer to the site, as before
      expect(received.slice(0, before).every((mail) => !mail.raw.includes("Reply-To:"))).toBe(true)
    })
  )

  it.effect("sends mail to a list with its one-click unsubscribe headers (RFC 8058)", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      const oneClick = "http://redline.test/api/v1/auth/daily_email/unsubscribe?email=reader%40example.com&token=abc"
      yield* outbox.enqueue({
        channel: "email",
        recipient: "reader@example.com",
        subject: "You're subscribed to the Daily Email",
        body: "Hi",
        listUnsubscribe: oneClick
      })
      yield* TestClock.setTime(Date.now() + 1_000)
      const before = received.length

      expect(yield* deliverDueMail).toEqual({ sent: 1, failed: 0 })
      const raw = received.at(-1)!.raw.replace(/\r\n\s+/g, " ")
      expect(raw).toContain(`List-Unsubscribe: <${oneClick}>`)
      expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click")
      // mail to no list has neither
      expect(received.slice(0, before).every((mail) => !mail.raw.includes("List-Unsubscribe"))).toBe(true)
    })
  )

  it.effect("sends the text body and the HTML body as alternatives of one message", () =>
    Effect.gen(function* () {
      const outbox = yield* Outbox
      yield* outbox.enqueue({
        channel: "email",
        recipient: "html@example.com",
        subject: "Both bodies",
        body: "The text body",
        html: "<p>The HTML body</p>"
      })
      yield* TestClock.setTime(Date.now() + 1_000)

      expect(yield* deliverDueMail).toEqual({ sent: 1, failed: 0 })
      const raw = received.at(-1)!.raw
      expect(raw).toContain("Content-Type: multipart/alternative")
      expect(raw).toMatch(/Content-Type: text\/plain[^]*The text body[^]*Content-Type: text\/html[^]*<p>The HTML body<\/p>/)
    })
  )
})
