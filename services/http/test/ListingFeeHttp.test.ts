import { ErrorCode, LISTING_FEE_UNDER_WAY_CANCEL, SubmissionStatus } from "@redline/domain"
import { beforeAll, describe, expect, it } from "vitest"
import {
  caller,
  type Member,
  member,
  sellerSubmission,
  staffAccessKey,
  stripeAccess,
  stripeEventPost,
  TEST_CARDS,
  tokenizeCard,
  useApi
} from "./harness/index.ts"

/** The seller's listing fee, charged through the local stand-in for Stripe. */
const api = useApi()
const call = caller(api)

let staffKey: string
let names = 0

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
})

/** The bank's page of the stand-in: completes or fails the authentication, answering where it sends the person back. */
const authenticate = async (url: string, outcome: "complete" | "fail") => {
  const answer = await fetch(new URL(new URL(url).pathname, url), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ client_secret: new URL(url).searchParams.get("client_secret")!, outcome }),
    redirect: "manual"
  })
  expect(answer.status).toBe(303)
  return new URL(answer.headers.get("location")!)
}

/** Waits until `holds`, reading again every 25 ms for at most 5 s. */
const until = async <A>(read: () => Promise<A>, holds: (value: A) => boolean): Promise<A> => {
  for (let tries = 0; tries < 200; tries++) {
    const value = await read()
    if (holds(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error("never came to pass")
}

/** A member with the card on file, entered as the card form enters it (its bank's authentication completed); `null` for none. */
const seller = async (card: string | null = TEST_CARDS.visa) => {
  const person = await member(api, staffKey, `fee_seller_${++names}`)
  if (card !== null) {
    const answer = await call("POST", "/api/v1/auth/payment", { payment_method_id: await tokenizeCard(api, card) }, person.key)
    expect(answer.status).toBe(200)
    if (answer.body.authentication !== null) {
      await authenticate(answer.body.authentication.url, "complete")
      await until(
        async () => (await call("GET", "/api/v1/auth/payment", undefined, person.key)).body.card_on_file,
        (onFile) => onFile === true
      )
    }
  }
  return person
}

/** A submission of the seller's that staff accepted (3), as their review will leave it. */
const accepted = (who: Member, status: number = SubmissionStatus.accepted) => sellerSubmission(api, who.id, { status })

const promoCode = (code: string, fields: { percent_off?: number; amount_off?: number; max_uses?: number; ends_at?: Date } = {}) =>
  api.sql(
    (sql) => sql`
      INSERT INTO promo_codes (code, percent_off, amount_off, max_uses, ends_at)
      VALUES (${code}, ${fields.percent_off ?? null}, ${fields.amount_off ?? null}, ${fields.max_uses ?? null}, ${fields.ends_at ?? null})`
  )

const usesOf = async (code: string) =>
  (await api.sql((sql) => sql<{ uses: number }>`SELECT uses FROM promo_codes WHERE code = ${code}`))[0]!.uses

const paymentsOf = (who: Member) =>
  api.sql((sql) => sql<{ amount: number; status: string }>`SELECT amount, status FROM payments WHERE user_id = ${who.id} ORDER BY id`)

const statusOf = async (id: number) =>
  (await api.sql((sql) => sql<{ status: number }>`SELECT status FROM submissions WHERE id = ${id}`))[0]!.status

const pay = (who: Member, id: number, body: object) => call("POST", `/api/v1/submissions/${id}/pay`, body, who.key)

describe("POST /api/v1/submissions/{id}/pay", () => {
  it("charges the $99 fee to the card on file and makes the submission Paid", async () => {
    const person = await seller()
    const id = await accepted(person)
    const paid = await pay(person, id, { idempotency_key: "fee-1" })
    expect(paid).toMatchObject({
      status: 200,
      body: { status: "paid", promo_code: null, fee: 9_900, amount: 9_900, submission: { id, status: SubmissionStatus.paid } }
    })
    expect(await paymentsOf(person)).toEqual([{ amount: 9_900, status: "succeeded" }])
    expect((await call("GET", `/api/v1/submissions/${id}`, undefined, person.key)).body.status).toBe(SubmissionStatus.paid)
  })

  it("answers a retry with the same key as the first time, charging once; another key is told it is paid", async () => {
    const person = await seller()
    const id = await accepted(person)
    const first = await pay(person, id, { idempotency_key: "same" })
    const again = await pay(person, id, { idempotency_key: "same" })
    expect(again.status).toBe(200)
    expect({ ...again.body, submission: null }).toEqual({ ...first.body, submission: null })
    expect(await paymentsOf(person)).toHaveLength(1)
    expect(await pay(person, id, { idempotency_key: "other" })).toMatchObject({
      status: 409,
      body: { error_code: ErrorCode.listing_fee_not_payable, message: "The listing fee is paid already." }
    })
    expect(await paymentsOf(person)).toHaveLength(1)
  })

  it("takes a promo code off the fee, as typed in any case, and counts its use", async () => {
    await promoCode("half-off", { percent_off: 50 })
    const person = await seller()
    const id = await accepted(person)
    expect(
      await call("GET", `/api/v1/submissions/${id}/promo_code?code=${encodeURIComponent(" Half-Off ")}`, undefined, person.key)
    ).toMatchObject({ status: 200, body: { promo_code: "half-off", fee: 9_900, amount: 4_950 } })
    expect(await pay(person, id, { idempotency_key: "k", promo_code: " HALF-OFF " })).toMatchObject({
      status: 200,
      body: { status: "paid", promo_code: "half-off", amount: 4_950 }
    })
    expect(await paymentsOf(person)).toEqual([{ amount: 4_950, status: "succeeded" }])
    expect(await usesOf("half-off")).toBe(1)
  })

  it("marks a fee a code takes to $0 paid without a charge, with no card on file", async () => {
    await promoCode("on-us", { amount_off: 20_000 })
    const person = await seller(null)
    const id = await accepted(person)
    expect(await pay(person, id, { idempotency_key: "k", promo_code: "on-us" })).toMatchObject({
      status: 200,
      body: { status: "paid", amount: 0, submission: { status: SubmissionStatus.paid } }
    })
    expect(await paymentsOf(person)).toEqual([])
  })

  it("asks for a card when there is none on file, and gives the code's use back", async () => {
    await promoCode("nocard-10", { percent_off: 10, max_uses: 5 })
    const person = await seller(null)
    const id = await accepted(person)
    expect(await pay(person, id, { idempotency_key: "k", promo_code: "nocard-10" })).toMatchObject({
      status: 409,
      body: { error_code: ErrorCode.card_required, message: "Add a card to pay the listing fee." }
    })
    expect(await statusOf(id)).toBe(SubmissionStatus.accepted)
    expect(await usesOf("nocard-10")).toBe(0)
  })

  it("answers a declined card with Stripe's words, keeps the submission accepted, and takes another card after", async () => {
    await promoCode("declined-10", { percent_off: 10, max_uses: 5 })
    const person = await seller(TEST_CARDS.insufficientFunds)
    const id = await accepted(person)
    expect(await pay(person, id, { idempotency_key: "first", promo_code: "declined-10" })).toMatchObject({
      status: 402,
      body: { error_code: ErrorCode.card_declined, message: "Your card has insufficient funds." }
    })
    expect(await statusOf(id)).toBe(SubmissionStatus.accepted)
    expect(await usesOf("declined-10")).toBe(0)
    expect(await pay(person, id, { idempotency_key: "first", promo_code: "declined-10" })).toMatchObject({ status: 402 })
    const card = await call("POST", "/api/v1/auth/payment", { payment_method_id: await tokenizeCard(api, TEST_CARDS.visa) }, person.key)
    expect(card.status).toBe(200)
    expect(await pay(person, id, { idempotency_key: "second", promo_code: "declined-10" })).toMatchObject({
      status: 200,
      body: { status: "paid", amount: 8_910 }
    })
    expect(await usesOf("declined-10")).toBe(1)
  })

  it("charges anew when the key of a declined payment comes back with another card and no code", async () => {
    await promoCode("declined-5", { percent_off: 5 })
    const person = await seller(TEST_CARDS.insufficientFunds)
    const id = await accepted(person)
    expect(await pay(person, id, { idempotency_key: "again", promo_code: "declined-5" })).toMatchObject({ status: 402 })
    const card = await call("POST", "/api/v1/auth/payment", { payment_method_id: await tokenizeCard(api, TEST_CARDS.visa) }, person.key)
    expect(card.status).toBe(200)
    expect(await pay(person, id, { idempotency_key: "again" })).toMatchObject({ status: 200, body: { status: "paid", amount: 9_900 } })
    expect(await statusOf(id)).toBe(SubmissionStatus.paid)
  })

  it("declines with Stripe's generic words for 4000 0000 0000 0341", async () => {
    const person = await seller("4000 0000 0000 0341")
    const id = await accepted(person)
    expect(await pay(person, id, { idempotency_key: "k" })).toMatchObject({
      status: 402,
      body: { error_code: ErrorCode.card_declined, message: "Your card was declined." }
    })
  })

  it("takes the fee from an accepted submission alone, saying why not", async () => {
    const person = await seller()
    expect(await pay(person, await accepted(person, SubmissionStatus.submitted), { idempotency_key: "k" })).toMatchObject({
      status: 409,
      body: { error_code: ErrorCode.listing_fee_not_payable, message: "The listing fee is due once our team accepts your car." }
    })
    expect(await pay(person, await accepted(person, SubmissionStatus.canceled), { idempotency_key: "k" })).toMatchObject({
      status: 409,
      body: { message: "This submission takes no listing fee." }
    })
    expect(await paymentsOf(person)).toEqual([])
  })

  it("answers someone else's submission as one that doesn't exist, charging no one", async () => {
    const owner = await seller()
    const other = await seller()
    const id = await accepted(owner)
    expect(await pay(other, id, { idempotency_key: "k" })).toMatchObject({
      status: 404,
      body: { error_code: ErrorCode.submission_not_found }
    })
    expect(await call("GET", `/api/v1/submissions/${id}/promo_code?code=x`, undefined, other.key)).toMatchObject({ status: 404 })
    expect(await paymentsOf(other)).toEqual([])
    expect(await statusOf(id)).toBe(SubmissionStatus.accepted)
  })

  it("refuses a code that is not one, unknown, expired or used up", async () => {
    await promoCode("gone", { percent_off: 10, ends_at: new Date(Date.now() - 60_000) })
    await promoCode("spent", { percent_off: 10, max_uses: 0 })
    const person = await seller()
    const id = await accepted(person)
    const quote = (code: string) =>
      call("GET", `/api/v1/submissions/${id}/promo_code?code=${encodeURIComponent(code)}`, undefined, person.key)
    for (const [code, message] of [
      ["half off", "This promo code is not valid."],
      ["nobody-knows", "This promo code is not valid."],
      ["gone", "This promo code has expired."],
      ["spent", "This promo code has been used up."]
    ] as const) {
      expect(await quote(code)).toMatchObject({ status: 400, body: { error_code: ErrorCode.promo_code_invalid, message } })
    }
    expect(await pay(person, id, { idempotency_key: "k", promo_code: "gone" })).toMatchObject({
      status: 400,
      body: { error_code: ErrorCode.promo_code_invalid, message: "This promo code has expired." }
    })
    expect(await statusOf(id)).toBe(SubmissionStatus.accepted)
    expect(await paymentsOf(person)).toEqual([])
  })

  it("never lets a code's uses pass its maximum, however many pay with it at once", async () => {
    await promoCode("one-only", { percent_off: 20, max_uses: 1 })
    const sellers = await Promise.all([seller(), seller(), seller()])
    const ids = await Promise.all(sellers.map((person) => accepted(person)))
    const answers = await Promise.all(sellers.map((person, n) => pay(person, ids[n]!, { idempotency_key: "k", promo_code: "one-only" })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400])
    for (const answer of answers.filter((answer) => answer.status === 400)) {
      expect(answer.body).toMatchObject({ error_code: ErrorCode.promo_code_invalid, message: "This promo code has been used up." })
    }
    expect(await usesOf("one-only")).toBe(1)
  })

  it("takes up a payment left waiting (its answer lost), under the first payment's key: one charge, the submission Paid", async () => {
    const person = await seller()
    const id = await accepted(person)
    // as a payment whose charge never answered leaves it: reserved, pending, its key lost with the tab
    const leftWaiting = (minutesAgo: number) =>
      api.sql(
        (sql) => sql`
          INSERT INTO submission_payments (submission_id, idempotency_key, fee, amount, charge_key, payment_key, status, created_at)
          VALUES (${id}, 'lost', 9900, 9900, ${`listing-fee:${id}:lost`}, ${`${person.id}:listing-fee:${id}:lost`}, 'pending',
                  now() - make_interval(mins => ${minutesAgo}))
          ON CONFLICT (submission_id) DO UPDATE SET created_at = EXCLUDED.created_at`
      )
    await leftWaiting(0)
    expect(await pay(person, id, { idempotency_key: "new" })).toMatchObject({
      status: 409,
      body: { message: "A payment of this listing fee is under way." }
    })
    await leftWaiting(5)
    expect(await pay(person, id, { idempotency_key: "new" })).toMatchObject({ status: 200, body: { status: "paid", amount: 9_900 } })
    expect(await pay(person, id, { idempotency_key: "lost" })).toMatchObject({ status: 200, body: { status: "paid" } })
    expect(await paymentsOf(person)).toEqual([{ amount: 9_900, status: "succeeded" }])
    expect(await statusOf(id)).toBe(SubmissionStatus.paid)
  })

  it("takes one payment of a submission at a time", async () => {
    const person = await seller()
    const id = await accepted(person)
    const answers = await Promise.all([pay(person, id, { idempotency_key: "a" }), pay(person, id, { idempotency_key: "b" })])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(await paymentsOf(person)).toEqual([{ amount: 9_900, status: "succeeded" }])
  })
})

describe("a payment the bank confirms (3-D Secure)", () => {
  it("answers the bank's page, and the webhook makes the submission Paid once it is confirmed; a retry answers the same page", async () => {
    const person = await seller(TEST_CARDS.alwaysAuthenticate)
    const id = await accepted(person)
    const asked = await pay(person, id, { idempotency_key: "3ds" })
    expect(asked).toMatchObject({
      status: 200,
      body: { status: "requires_action", amount: 9_900, authentication: { url: expect.stringContaining("/authenticate/pi_") } }
    })
    expect(asked.body.submission.status).toBe(SubmissionStatus.accepted)
    expect((await pay(person, id, { idempotency_key: "3ds" })).body.authentication).toEqual(asked.body.authentication)
    expect(await pay(person, id, { idempotency_key: "another" })).toMatchObject({ status: 409 })
    // the card may yet be charged: the seller can't cancel under it
    expect(await call("PATCH", `/api/v1/submissions/${id}`, { status: SubmissionStatus.canceled }, person.key)).toMatchObject({
      status: 409,
      body: { error_code: ErrorCode.submission_not_cancelable, message: LISTING_FEE_UNDER_WAY_CANCEL }
    })
    const back = await authenticate(asked.body.authentication.url, "complete")
    expect(back.pathname).toBe(`/submissions/${id}`)
    expect(back.searchParams.get("redirect_status")).toBe("succeeded")
    await until(
      () => statusOf(id),
      (status) => status === SubmissionStatus.paid
    )
    expect(await paymentsOf(person)).toEqual([{ amount: 9_900, status: "succeeded" }])
  })

  it("frees the fee to be paid again when the authentication fails, giving the code's use back", async () => {
    await promoCode("bank-says-no", { percent_off: 10, max_uses: 1 })
    const person = await seller(TEST_CARDS.alwaysAuthenticate)
    const id = await accepted(person)
    const asked = await pay(person, id, { idempotency_key: "3ds", promo_code: "bank-says-no" })
    expect(asked.body.status).toBe("requires_action")
    expect(await usesOf("bank-says-no")).toBe(1)
    await authenticate(asked.body.authentication.url, "fail")
    await until(
      () => usesOf("bank-says-no"),
      (uses) => uses === 0
    )
    expect(await statusOf(id)).toBe(SubmissionStatus.accepted)
    expect((await pay(person, id, { idempotency_key: "again", promo_code: "bank-says-no" })).body.status).toBe("requires_action")
  })
})

describe("a charge Stripe settles later", () => {
  it("makes the submission Paid when its payment_intent.succeeded arrives", async () => {
    const person = await seller()
    const id = await accepted(person)
    const [payment] = await api.sql(
      (sql) => sql<{ id: number }>`
        INSERT INTO payments (user_id, amount, description, idempotency_key, payment_intent_id, status)
        VALUES (${person.id}, 9900, 'Listing fee', ${`${person.id}:listing-fee:${id}:later`}, 'pi_later', 'processing') RETURNING id`
    )
    await api.sql(
      (sql) => sql`
        INSERT INTO submission_payments (submission_id, idempotency_key, fee, amount, payment_key, status)
        VALUES (${id}, 'later', 9900, 9900, ${`${person.id}:listing-fee:${id}:later`}, 'pending')`
    )
    expect(await pay(person, id, { idempotency_key: "meanwhile" })).toMatchObject({
      status: 409,
      body: { message: "A payment of this listing fee is under way." }
    })
    const event = {
      id: "evt_listing_fee_later",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_later", object: "payment_intent", metadata: { redline_payment_id: String(payment!.id) } } }
    }
    const { payload, headers } = stripeEventPost(await stripeAccess(api), event)
    expect(await call("POST", "/api/v1/stripe/webhook", undefined, { headers, raw: payload })).toMatchObject({ status: 200 })
    expect(await statusOf(id)).toBe(SubmissionStatus.paid)
  })
})
