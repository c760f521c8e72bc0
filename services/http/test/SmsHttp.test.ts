import { Outbox } from "@redline/infra"
import { Effect, Either, Layer, Option, Redacted } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { SigningKey } from "../src/auth/SigningKey.ts"
import { NotificationSettingsRepo } from "../src/notifications/NotificationSettingsRepo.ts"
import { RateLimits } from "../src/RateLimits.ts"
import { SavedSearchAlerts } from "../src/savedSearches/SavedSearchAlerts.ts"
import { SmsEnrollments } from "../src/sms/SmsEnrollments.ts"
import { SmsEnrollmentsRepo } from "../src/sms/SmsEnrollmentsRepo.ts"
import { type SmsCarrier, SmsProvider, STAND_IN_NUMBER } from "../src/sms/SmsProvider.ts"
import { inboundWebhookRequest, TWILIO_OPT_OUT_REPLY } from "../src/sms/TwilioStandInInbound.ts"
import { caller, DEVELOPER_ADDRESS, member, staffAccessKey, staffAuction, useApi } from "./harness/index.ts"

const api = useApi()
const call = caller(api)
let staffKey: string
let users = 0
let carrier: SmsCarrier

const ENROLLMENT = "/api/v1/sms/enrollment"

/** A member of their own, so no test spends another's limits. */
const newMember = async () => (await member(api, staffKey, `texter_${++users}`)).key

let phones = 0
/** A number no other test used (503-555-2xxx). */
const freshPhone = () => {
  const line = String(++phones).padStart(3, "0")
  return { typed: `(503) 555-2${line}`, e164: `+15035552${line}` }
}

/** The code of the newest text to the number. */
const codeTextedTo = async (phone: string) => {
  const [text] = await api.sql(
    (sql) => sql<{ body: string }>`SELECT body FROM outbox WHERE channel = 'sms' AND recipient = ${phone} ORDER BY id DESC LIMIT 1`
  )
  const code = /\b(\d{6})\b/.exec(text?.body ?? "")?.[1]
  if (code === undefined) throw new Error(`No code texted to ${phone}`)
  return code
}

const enroll = async (key: string, phone = freshPhone()) => {
  const sent = await call("POST", ENROLLMENT, { phone_number: phone.typed }, key)
  expect(sent.status).toBe(200)
  return { phone: phone.e164, code: await codeTextedTo(phone.e164) }
}

const enrollVerified = async (key: string, phone = freshPhone()) => {
  const { code } = await enroll(key, phone)
  expect((await call("PUT", ENROLLMENT, { code }, key)).status).toBe(200)
  return phone.e164
}

/** Lets the least time between two codes to the number pass, as if its 30 seconds were over. */
const gapPassed = (phone: string) => api.sql((sql) => sql`UPDATE rate_limits SET expires_at = now() WHERE key = ${`sms-code-gap:${phone}`}`)

const utcTime = (next: Date) =>
  new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" }).format(next)

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0")

/** A text to Redline's number, posted as Twilio posts it to the webhook. */
const textRedline = (from: string, body: string, signWith: SmsCarrier = carrier) => {
  const { url, init } = inboundWebhookRequest(signWith, { sid: `SM${Date.now()}`, from, body })
  return call("POST", new URL(url).pathname, undefined, { headers: init.headers, raw: init.body })
}

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
  await member(api, staffKey, "miata_seller")
  carrier = await api.run(Effect.map(SmsProvider, (provider) => Option.getOrThrow(provider.carrier)))
})

describe("SMS enrollment", () => {
  it("has nothing to show before a number is added, and names the number texts come from", async () => {
    const key = await newMember()
    expect((await call("GET", ENROLLMENT, undefined, key)).body).toEqual({
      phone_number: null,
      new_phone_number: null,
      validated_at: null,
      validation_expires_at: null,
      can_receive_sms: false,
      is_opted_in: false,
      sms_number: STAND_IN_NUMBER
    })
  })

  it("refuses a blank number and one that is no US number, in the spec's words", async () => {
    const key = await newMember()
    expect((await call("POST", ENROLLMENT, { phone_number: " " }, key)).body).toMatchObject({
      error_code: 5901,
      message: "Please enter your phone number"
    })
    for (const phone_number of ["555123", "+44 20 7946 0000", "(123) 456-7890"]) {
      expect(await call("POST", ENROLLMENT, { phone_number }, key)).toMatchObject({
        status: 400,
        body: { error_code: 5901, message: "Invalid phone number" }
      })
    }
  })

  it("texts a 6-digit code through the outbox and verifies the number with it", async () => {
    const key = await newMember()
    const phone = freshPhone()
    const before = Date.now()
    const sent = await call("POST", ENROLLMENT, { phone_number: phone.typed }, key)
    expect(sent.body).toMatchObject({ phone_number: phone.e164, new_phone_number: null, validated_at: null, can_receive_sms: false })
    const expires = Date.parse(sent.body.validation_expires_at)
    expect(expires).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1_000)
    expect(expires).toBeLessThanOrEqual(Date.now() + 10 * 60_000)
    const code = await codeTextedTo(phone.e164)
    const [stored] = await api.sql(
      (sql) => sql<{ code_hash: string }>`SELECT code_hash FROM sms_enrollments WHERE phone_number = ${phone.e164}`
    )
    expect(stored!.code_hash).not.toContain(code)

    expect((await call("PUT", ENROLLMENT, { code: "12a" }, key)).body).toMatchObject({
      error_code: 5905,
      message: "Invalid verification code"
    })
    expect((await call("PUT", ENROLLMENT, { code: wrongCode(code) }, key)).body).toMatchObject({
      error_code: 5905,
      message: "Invalid code."
    })
    const verified = await call("PUT", ENROLLMENT, { code }, key)
    expect(verified.status).toBe(200)
    expect(verified.body).toMatchObject({ phone_number: phone.e164, validation_expires_at: null, can_receive_sms: true, is_opted_in: true })
    expect(verified.body.validated_at).not.toBeNull()
    expect((await call("GET", "/api/v1/saved_searches", undefined, key)).body.can_receive_sms).toBe(true)
  })

  it("locks a code after its wrong guesses, right or wrong after that, until a new code is sent", async () => {
    const key = await newMember()
    const phone = freshPhone()
    const { code } = await enroll(key, phone)
    for (let attempt = 1; attempt < 5; attempt++) {
      expect((await call("PUT", ENROLLMENT, { code: wrongCode(code) }, key)).body.error_code).toBe(5905)
    }
    const locked = { status: 429, body: { error_code: 5906, message: "Too many attempts to verify were made. Please try again later." } }
    expect(await call("PUT", ENROLLMENT, { code: wrongCode(code) }, key)).toMatchObject(locked)
    expect(await call("PUT", ENROLLMENT, { code }, key)).toMatchObject(locked)

    await gapPassed(phone.e164)
    const resent = await enroll(key, phone)
    expect((await call("PUT", ENROLLMENT, { code: resent.code }, key)).body.can_receive_sms).toBe(true)
  })

  it("refuses an expired code, and a code no enrollment asked for", async () => {
    const key = await newMember()
    expect(await call("PUT", ENROLLMENT, { code: "123456" }, key)).toMatchObject({
      status: 409,
      body: { error_code: 5908, message: "You haven't started the SMS subscription process yet" }
    })
    expect((await call("PUT", `${ENROLLMENT}/phone_number`, { phone_number: freshPhone().typed }, key)).body.error_code).toBe(5908)
    const { phone, code } = await enroll(key)
    await api.sql(
      (sql) => sql`UPDATE sms_enrollments SET validation_expires_at = now() - interval '1 second' WHERE phone_number = ${phone}`
    )
    expect(await call("PUT", ENROLLMENT, { code }, key)).toMatchObject({
      status: 400,
      body: { error_code: 5907, message: "This code has expired." }
    })
  })

  it("changes a verified number only once the new one is verified", async () => {
    const key = await newMember()
    const old = await enrollVerified(key)
    expect((await call("POST", ENROLLMENT, { phone_number: old }, key)).body).toMatchObject({
      error_code: 5909,
      message: "This phone number is already verified."
    })
    const next = freshPhone()
    const changing = await call("PUT", `${ENROLLMENT}/phone_number`, { phone_number: next.typed }, key)
    expect(changing.body).toMatchObject({ phone_number: old, new_phone_number: next.e164, can_receive_sms: true })
    const done = await call("PUT", ENROLLMENT, { code: await codeTextedTo(next.e164) }, key)
    expect(done.body).toMatchObject({ phone_number: next.e164, new_phone_number: null, can_receive_sms: true })
  })

  it("limits the codes texted, with the time of the next in the refusal: too many codes on a resend", async () => {
    const key = await newMember()
    const phone = freshPhone()
    for (let sent = 0; sent < 5; sent++) {
      await gapPassed(phone.e164)
      expect((await call("POST", ENROLLMENT, { phone_number: phone.typed }, key)).status).toBe(200)
    }
    await gapPassed(phone.e164)
    const resend = await call("POST", ENROLLMENT, { phone_number: phone.typed }, key)
    expect(resend.status).toBe(429)
    expect(resend.body.error_code).toBe(5904)
    const next = new Date(resend.body.next)
    expect(next.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000)
    const time = utcTime(next)
    expect(resend.body.message).toBe(`Too many codes have been sent. Please request another after ${time}.`)
    const another = await call("POST", ENROLLMENT, { phone_number: freshPhone().typed }, key)
    expect(another.body).toMatchObject({ error_code: 5903, message: `Too many requests have been made. Please try again after ${time}.` })
  })

  it("texts one code to a number every 30 seconds, whoever asks, however many ask at once", async () => {
    const phone = freshPhone()
    const askers = await Promise.all(Array.from({ length: 5 }, () => newMember()))
    const asked = await Promise.all(askers.map((key) => call("POST", ENROLLMENT, { phone_number: phone.typed }, key)))
    expect(asked.filter((answer) => answer.status === 200)).toHaveLength(1)
    const refused = asked.filter((answer) => answer.status === 429)
    expect(refused).toHaveLength(4)
    for (const answer of refused) {
      expect(answer.body.error_code).toBe(5903)
      const next = new Date(answer.body.next)
      expect(next.getTime()).toBeGreaterThan(Date.now() + 25_000)
      expect(next.getTime()).toBeLessThanOrEqual(Date.now() + 30_000)
      expect(answer.body.message).toBe(`Too many requests have been made. Please try again after ${utcTime(next)}.`)
    }
    const [texts] = await api.sql(
      (sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM outbox WHERE recipient = ${phone.e164}`
    )
    expect(texts!.count).toBe(1)

    const sender = askers[asked.findIndex((answer) => answer.status === 200)]!
    const resend = await call("POST", ENROLLMENT, { phone_number: phone.typed }, sender)
    expect(resend).toMatchObject({ status: 429, body: { error_code: 5904 } })
    await gapPassed(phone.e164)
    expect((await call("POST", ENROLLMENT, { phone_number: phone.typed }, sender)).status).toBe(200)
  })

  it("spends none of a user's codes on a code refused", async () => {
    const key = await newMember()
    const phone = freshPhone()
    await enroll(key, phone)
    for (let tried = 0; tried < 5; tried++) expect((await call("POST", ENROLLMENT, { phone_number: phone.typed }, key)).status).toBe(429)
    for (let sent = 1; sent < 5; sent++) await enroll(key)
  })

  it("lets no one use up the codes the owner of a number may ask for", async () => {
    const stranger = await newMember()
    const phone = freshPhone()
    for (let sent = 0; sent < 5; sent++) {
      await gapPassed(phone.e164)
      expect((await call("POST", ENROLLMENT, { phone_number: phone.typed }, stranger)).status).toBe(200)
    }
    await gapPassed(phone.e164)
    expect((await call("POST", ENROLLMENT, { phone_number: phone.typed }, stranger)).status).toBe(429)
    await gapPassed(phone.e164)
    expect(await enrollVerified(await newMember(), phone)).toBe(phone.e164)
  })

  it("removes the enrollment, number and all", async () => {
    const key = await newMember()
    await enrollVerified(key)
    const removed = await call("DELETE", ENROLLMENT, undefined, key)
    expect(removed.body).toMatchObject({ phone_number: null, can_receive_sms: false })
    expect((await call("DELETE", ENROLLMENT, undefined, key)).status).toBe(200)
  })
})

describe("A code checked while another is sent", () => {
  it("verifies nothing once a code for another number took the checked code's place", async () => {
    const { id } = await member(api, staffKey, `texter_${++users}`)
    const checked = freshPhone().e164
    const other = freshPhone().e164
    const verified = await api.run(
      Effect.gen(function* () {
        const repo = yield* SmsEnrollmentsRepo
        const at = new Date()
        const sent = (phone: string, codeHash: string) =>
          repo.codeSent(id, { phone, replaces: "phone_number", codeHash, sentAt: at, expiresAt: new Date(at.getTime() + 600_000) })
        yield* sent(checked, "hash-of-the-code-checked")
        const attempt = Option.getOrThrow(yield* repo.spendAttempt(id, at))
        yield* sent(other, "hash-of-the-code-sent-meanwhile")
        return yield* repo.verified(id, { phone: checked, codeHash: attempt.codeHash }, at)
      }).pipe(Effect.provide(SmsEnrollmentsRepo.Default))
    )
    expect(Option.isNone(verified)).toBe(true)
    const [row] = await api.sql(
      (sql) =>
        sql<{
          phone_number: string
          validated_at: Date | null
        }>`SELECT phone_number, validated_at FROM sms_enrollments WHERE user_id = ${id}`
    )
    expect(row).toEqual({ phone_number: other, validated_at: null })
  })

  it("answers the right code as invalid and switches no text alert on", async () => {
    const { id, key } = await member(api, staffKey, `texter_${++users}`)
    const { phone, code } = await enroll(key)
    const other = freshPhone()
    // The code for another number is sent between the guess being checked and the number being verified.
    const racing = Layer.effect(
      SmsEnrollmentsRepo,
      Effect.map(SmsEnrollmentsRepo, (repo) =>
        SmsEnrollmentsRepo.make({
          ...repo,
          spendAttempt: (userId, at) =>
            Effect.tap(repo.spendAttempt(userId, at), () =>
              Effect.promise(() => call("POST", ENROLLMENT, { phone_number: other.typed }, key))
            )
        })
      )
    ).pipe(Layer.provide(SmsEnrollmentsRepo.Default))
    const confirmed = await api.run(
      Effect.flatMap(SmsEnrollments, (enrollments) => Effect.either(enrollments.confirm(id, code))).pipe(
        Effect.provide(
          SmsEnrollments.DefaultWithoutDependencies.pipe(
            Layer.provide([racing, NotificationSettingsRepo.Default, Outbox.Default, RateLimits.Default]),
            Layer.provide(SigningKey.Default)
          )
        )
      )
    )
    expect(Either.isLeft(confirmed) && confirmed.left._tag).toBe("InvalidCode")
    const enrollment = await call("GET", ENROLLMENT, undefined, key)
    expect(enrollment.body).toMatchObject({ phone_number: other.e164, validated_at: null, can_receive_sms: false })
    expect(enrollment.body.phone_number).not.toBe(phone)
    const switchedOn = await api.sql(
      (sql) => sql`SELECT 1 FROM notification_settings WHERE user_id = ${id} AND method = 'sms' AND value = true`
    )
    expect(switchedOn).toHaveLength(0)
  })
})

describe("Texts to Redline's number", () => {
  it("refuses what Twilio didn't sign", async () => {
    const key = await newMember()
    const phone = await enrollVerified(key)
    const wrongKey = { ...carrier, account: { ...carrier.account, authToken: Redacted.make("0".repeat(32)) } }
    expect(await textRedline(phone, "STOP", wrongKey)).toMatchObject({ status: 403, body: { error_code: 5911 } })
    const elsewhere = { ...carrier, webhookUrl: "https://elsewhere.example/api/v1/sms/inbound" }
    expect(await textRedline(phone, "STOP", elsewhere)).toMatchObject({ status: 403, body: { error_code: 5911 } })
    const unsigned = await call("POST", "/api/v1/sms/inbound", undefined, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      raw: new URLSearchParams({ From: phone, To: STAND_IN_NUMBER, Body: "START" }).toString()
    })
    expect(unsigned).toMatchObject({ status: 403, body: { error_code: 5911, message: "This request isn't signed by the SMS provider." } })
    expect((await call("GET", ENROLLMENT, undefined, key)).body.is_opted_in).toBe(true)
  })

  it("stops texts to a number that replied STOP, and names the number to text START to, until START", async () => {
    const key = await newMember()
    const phone = await enrollVerified(key)
    const stopped = await textRedline(phone, "Stop")
    expect(stopped.status).toBe(200)
    expect(stopped.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>')
    expect((await call("GET", ENROLLMENT, undefined, key)).body).toMatchObject({
      phone_number: phone,
      is_opted_in: false,
      can_receive_sms: false
    })
    expect((await call("GET", "/api/v1/saved_searches", undefined, key)).body.can_receive_sms).toBe(false)

    const other = await newMember()
    expect(await call("POST", ENROLLMENT, { phone_number: phone }, other)).toMatchObject({
      status: 409,
      body: {
        error_code: 5902,
        phone: STAND_IN_NUMBER,
        message:
          "You've replied STOP to receiving SMS from the product from this number. Please text START to (503) 555-0100 to resume SMS alerts."
      }
    })

    expect((await textRedline(phone, "START")).status).toBe(200)
    expect((await call("GET", ENROLLMENT, undefined, key)).body).toMatchObject({ is_opted_in: true, can_receive_sms: true })
  })

  it("answers HELP with what the texts are and how to stop them", async () => {
    const help = await textRedline(freshPhone().e164, "help")
    expect(help.status).toBe(200)
    expect(help.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><Response><Message>Redline alerts: .*Reply STOP to stop, START to resume\.<\/Message><\/Response>$/
    )
  })
})

describe("Saved searches' text alerts", () => {
  it("are refused until the user can receive texts", async () => {
    const key = await newMember()
    const saved = await call("POST", "/api/v1/saved_searches", { search: "barn find" }, key)
    expect((await call("PUT", `/api/v1/saved_searches/${saved.body.id}`, { send_sms: true }, key)).body.error_code).toBe(5305)
    await enrollVerified(key)
    expect((await call("PUT", `/api/v1/saved_searches/${saved.body.id}`, { send_sms: true }, key)).body.send_sms).toBe(true)
  })
})

describe("Text alerts", () => {
  it("text a short link when a car matching a saved search with text alerts goes live, once, never after STOP", async () => {
    const [texter, mailer, stopped] = [await newMember(), await newMember(), await newMember()]
    const texterPhone = await enrollVerified(texter)
    const stoppedPhone = await enrollVerified(stopped)
    await enrollVerified(mailer)
    const save = async (key: string, search: Record<string, string>, alerts: Record<string, boolean>) => {
      const saved = await call("POST", "/api/v1/saved_searches", search, key)
      expect((await call("PUT", `/api/v1/saved_searches/${saved.body.id}`, alerts, key)).status).toBe(200)
    }
    const miata = { make_slug: "mazda", model_slug: "mx-5-miata" }
    const textsOnly = { send_email: false, send_sms: true }
    await save(texter, miata, textsOnly)
    // a second search of the texter's matches the car too: still one text
    await save(texter, { search: "miata" }, textsOnly)
    await save(mailer, miata, { send_email: true, send_sms: false })
    await save(stopped, miata, textsOnly)
    await textRedline(stoppedPhone, "STOP")
    const [newest] = await api.sql((sql) => sql<{ last: number }>`SELECT COALESCE(max(id), 0) AS last FROM outbox`)
    const textsSince = () =>
      api.sql(
        (sql) => sql<{ recipient: string; body: string }>`SELECT recipient, body FROM outbox WHERE channel = 'sms' AND id > ${newest!.last}`
      )

    const created = await staffAuction(api, staffKey, { title: "1994 Mazda MX-5 Miata" })
    expect(created.status).toBe(200)
    const texted = [
      {
        recipient: texterPhone,
        body: expect.stringMatching(
          new RegExp(
            `^Redline: 1994 Mazda MX-5 Miata just went live and matches your saved search\\. http\\S+/auctions/${created.body.id}\\S*$`
          )
        )
      }
    ]
    expect(await textsSince()).toEqual(texted)

    // the auction was announced as it went live: asked again, it tells no one
    const announced = await api.run(
      Effect.flatMap(SavedSearchAlerts, (alerts) => alerts.announce(created.body.id)).pipe(
        Effect.provide(SavedSearchAlerts.Default.pipe(Layer.provide(Outbox.Default)))
      )
    )
    expect(announced).toBe(0)
    expect(await textsSince()).toEqual(texted)
  })
})

describe("The dev SMS outbox", () => {
  it("texts Redline's number from a phone, as Twilio delivers it, and shows the replies", async () => {
    const key = await newMember()
    const phone = await enrollVerified(key)
    const stop = await call("POST", "/api/v1/dev/sms/inbound", { from: phone, body: "STOP" }, { address: DEVELOPER_ADDRESS })
    expect(stop).toMatchObject({ status: 200, body: { replies: [TWILIO_OPT_OUT_REPLY] } })
    expect((await call("GET", ENROLLMENT, undefined, key)).body.is_opted_in).toBe(false)

    const outbox = await call("GET", "/api/v1/dev/sms", undefined, { address: DEVELOPER_ADDRESS })
    expect(outbox.body.sms_number).toBe(STAND_IN_NUMBER)
    expect(outbox.body.messages.slice(0, 2)).toMatchObject([
      { direction: "outbound", from: STAND_IN_NUMBER, to: phone, body: TWILIO_OPT_OUT_REPLY },
      { direction: "inbound", from: phone, to: STAND_IN_NUMBER, body: "STOP" }
    ])
    expect((await call("GET", "/api/v1/dev/sms", undefined, key)).status).toBe(404)
  })
})
