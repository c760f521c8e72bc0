import { ErrorCode, NotificationType, SubmissionStatus, VIEW_SUBMISSIONS_PERMISSION } from "@redline/domain"
import { beforeAll, describe, expect, it } from "vitest"
import { caller, type Member, member, sellerSubmission, staffAccessKey, staffAuction, staffUser, useApi } from "./harness/index.ts"

const api = useApi()
const call = caller(api)

let staffKey: string
let names = 0
const run = Date.now().toString(36)
const newMember = (prefix = "offer") => member(api, staffKey, `${prefix}_${run}_${++names}`)

/** A model of this run's alone, so the comparable auctions suggested are this file's. */
const MODEL = `Reserve ${run}`
const MODEL_SLUG = `reserve-${run}`
/** Who sold the past auctions. */
const SELLER = `comps_${run}`

/** A submission of the seller's for a 2003 Mazda of this run's model, in `status` (Paid unless told). */
const submission = (seller: Member, status: number = SubmissionStatus.paid, year = 2003) =>
  sellerSubmission(api, seller.id, { status, year, vin: "JM1NA3510L0100001", makeSlug: "mazda", modelSlug: MODEL_SLUG })

/** A past auction of this run's model, ended as `status` at `end` with `price`; answers its id. */
const pastAuction = async (year: number, status: number, price: number, end: string) => {
  const made = await staffAuction(api, staffKey, { title: `${year} Mazda ${MODEL}`, year, model: MODEL, seller_username: SELLER })
  expect(made.status).toBe(200)
  const id = made.body.id as number
  await api.sql(
    (sql) => sql`
      UPDATE auctions SET status = ${status}, current_bid = ${price}, bid_count = 3, auction_end = ${end}, scheduled_end = ${end},
             sale_amount = ${status === 102 ? null : price}
       WHERE id = ${id}`
  )
  return id
}

const STAFF = "/api/v1/staff/submissions"
const offer = (id: number, body: object, key = staffKey) => call("POST", `${STAFF}/${id}/reserve_offers`, body, key)
const answer = (id: number, offerId: number, body: object, key: string) =>
  call("PUT", `/api/v1/submissions/${id}/reserve_offers/${offerId}`, body, key)
const offers = async (id: number, key: string) => {
  const read = await call("GET", `/api/v1/submissions/${id}/reserve_offers`, undefined, key)
  expect(read.status).toBe(200)
  return read.body.reserve_offers as Array<any>
}
const MESSAGE = "  Based on these three sales, we suggest a reserve of $24,000.  "

let sold: number
let short: number
let soldAfter: number
let farYear: number
let canceled: number
let live: number

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
  await staffUser(api, staffKey, SELLER)
  sold = await pastAuction(2004, 101, 26_000, "2026-09-01T18:00:00Z")
  short = await pastAuction(2003, 102, 19_500, "2026-08-01T18:00:00Z")
  soldAfter = await pastAuction(2001, 106, 22_000, "2026-10-01T18:00:00Z")
  farYear = await pastAuction(1991, 101, 9_000, "2026-10-01T18:00:00Z")
  canceled = await pastAuction(2003, 104, 0, "2026-10-02T18:00:00Z")
  live = (await staffAuction(api, staffKey, { title: `2003 Mazda ${MODEL}`, year: 2003, model: MODEL, seller_username: SELLER })).body.id
  await api.sql(
    (sql) => sql`
      INSERT INTO photos (auction_id, section, position, object_key, width, height)
      VALUES (${sold}, 'interior', 1, 'photos/inside.jpg', 640, 480), (${sold}, 'exterior', 1, 'photos/front.jpg', 1200, 800)`
  )
})

describe("comparable auctions", () => {
  it("suggests past results of the car's make and model within 5 years, the closest year first, then the latest", async () => {
    const seller = await newMember()
    const id = await submission(seller)
    const found = await call("GET", `${STAFF}/${id}/comp_auctions`, undefined, staffKey)
    expect(found.status).toBe(200)
    expect(found.body.auctions.map((auction: any) => auction.id)).toEqual([short, sold, soldAfter])
    expect(found.body.auctions[1]).toEqual({
      id: sold,
      title: `2004 Mazda ${MODEL}`,
      status: 101,
      final_price: 26_000,
      main_photo: { base_url: "/api/v1/images/", path: "photos/front.jpg", width: 1200, height: 800 },
      auction_end: "2026-09-01T18:00:00.000Z",
      auction_url: expect.stringMatching(new RegExp(`^/auctions/${sold}/`)),
      year: 2004,
      make: "Mazda",
      model: MODEL,
      mileage: null
    })
    expect(found.body.auctions[0]).toMatchObject({ status: 102, final_price: 19_500, main_photo: null })
    const older = await submission(seller, SubmissionStatus.paid, 1990)
    expect((await call("GET", `${STAFF}/${older}/comp_auctions`, undefined, staffKey)).body.auctions.map((a: any) => a.id)).toEqual([
      farYear
    ])
  })

  it("answers 404 for a submission that doesn't exist", async () => {
    const missing = await call("GET", `${STAFF}/999999/comp_auctions`, undefined, staffKey)
    expect([missing.status, missing.body.error_code]).toEqual([404, ErrorCode.submission_not_found])
  })
})

describe("the reserve offer", () => {
  it("is made on a paid car: kept with its comps, recorded, told in the chat and by notification 28", async () => {
    const seller = await newMember()
    const id = await submission(seller)
    const made = await offer(id, { amount: 24_000, comp_auction_ids: [sold, short, soldAfter], message: MESSAGE })
    expect(made.status).toBe(201)
    expect(made.body.decisions).toEqual([
      {
        id: expect.any(Number),
        decision: "reserve_offer",
        user: { username: "staff" },
        message: "Offered a reserve of $24,000 with 3 comparable auctions.",
        created_at: expect.any(String)
      }
    ])
    expect(made.body.submission.reserve_offer).toEqual({ amount: 24_000, created_at: expect.any(String) })

    const [shown, ...rest] = await offers(id, seller.key)
    expect(rest).toEqual([])
    expect(shown).toMatchObject({ submission_id: id, amount: 24_000, message: MESSAGE.trim(), answer: null, answered_at: null })
    expect(shown.comp_auctions.map((auction: any) => [auction.id, auction.final_price])).toEqual([
      [sold, 26_000],
      [short, 19_500],
      [soldAfter, 22_000]
    ])

    const chat = (await call("GET", `/api/v1/submissions/${id}/messages`, undefined, seller.key)).body
    expect(chat.messages).toEqual([expect.objectContaining({ from: "staff", text: MESSAGE.trim() })])
    const notified = await api.sql(
      (sql) => sql<{ type: number; related_to: any }>`SELECT type, related_to FROM notifications WHERE user_id = ${seller.id} ORDER BY type`
    )
    expect(notified).toEqual([
      { type: NotificationType.seller_message, related_to: expect.objectContaining({ submission_id: id }) },
      { type: NotificationType.reserve_offer, related_to: expect.objectContaining({ submission_id: id, title: `2003 Mazda ${MODEL}` }) }
    ])
    const bell = JSON.stringify((await call("GET", "/api/v1/notifications", undefined, seller.key)).body)
    expect(bell).toContain(`You have a reserve offer on your 2003 Mazda ${MODEL}`)
    expect(bell).toContain(`/submissions/${id}?utm_campaign=reserveoffer`)

    const listed = (await call("GET", "/api/v1/submissions?status=in_progress", undefined, seller.key)).body.in_progress.submissions
    expect(listed.find((row: any) => row.id === id).reserve_offer).toBe(true)
  })

  it("refuses more than 3 comparable auctions, unknown ones and ones that didn't end with a price, naming the field", async () => {
    const seller = await newMember()
    const id = await submission(seller)
    for (const [ids, said] of [
      [[sold, short, soldAfter, farYear], "comp_auction_ids can name at most 3 auctions."],
      [[sold, sold], "comp_auction_ids must name each auction once."],
      [[sold, 999_999], "comp_auction_ids names auction 999999, which doesn't exist."],
      [[canceled], `comp_auction_ids names auction ${canceled}, which hasn't ended with a price to compare.`],
      [[live], `comp_auction_ids names auction ${live}, which hasn't ended with a price to compare.`]
    ] as const) {
      const refused = await offer(id, { amount: 24_000, comp_auction_ids: ids, message: MESSAGE })
      expect([refused.status, refused.body.error_code, refused.body.field, refused.body.message]).toEqual([
        400,
        ErrorCode.reserve_offer_invalid,
        "comp_auction_ids",
        said
      ])
    }
    const low = await offer(id, { amount: 50, comp_auction_ids: [], message: MESSAGE })
    expect([low.status, low.body.error_code, low.body.field, low.body.message]).toEqual([
      400,
      ErrorCode.reserve_offer_invalid,
      "amount",
      "amount must be at least $100."
    ])
    const silent = await offer(id, { amount: 24_000, comp_auction_ids: [], message: " " })
    expect([silent.status, silent.body.error_code]).toEqual([400, ErrorCode.submission_message_invalid])
    expect(await offers(id, seller.key)).toEqual([])
  })

  it("is made once when two of staff offer at the same moment", async () => {
    const seller = await newMember()
    const id = await submission(seller)
    const made = await Promise.all([
      offer(id, { amount: 24_000, comp_auction_ids: [], message: MESSAGE }),
      offer(id, { amount: 25_000, comp_auction_ids: [], message: MESSAGE })
    ])
    expect(made.map((answer) => answer.status).sort()).toEqual([201, 409])
    expect(await offers(id, seller.key)).toHaveLength(1)
    expect((await call("GET", `/api/v1/submissions/${id}/messages`, undefined, seller.key)).body.messages).toHaveLength(1)
  })

  it("is refused on a submission that isn't paid, and while an offer waits", async () => {
    const seller = await newMember()
    for (const [status, said] of [
      [SubmissionStatus.submitted, "This submission hasn't been accepted yet."],
      [SubmissionStatus.accepted, "This submission's listing fee isn't paid yet."],
      [SubmissionStatus.canceled, "This submission was canceled."]
    ] as const) {
      const refused = await offer(await submission(seller, status), { amount: 24_000, comp_auction_ids: [], message: MESSAGE })
      expect([refused.status, refused.body.error_code, refused.body.message]).toEqual([409, ErrorCode.reserve_offer_not_allowed, said])
    }
    const id = await submission(seller)
    expect((await offer(id, { amount: 24_000, comp_auction_ids: [], message: MESSAGE })).status).toBe(201)
    const again = await offer(id, { amount: 23_000, comp_auction_ids: [], message: MESSAGE })
    expect([again.status, again.body.error_code, again.body.message]).toEqual([
      409,
      ErrorCode.reserve_offer_not_allowed,
      "The seller hasn't answered the last reserve offer yet."
    ])
    const missing = await offer(999_999, { amount: 24_000, comp_auction_ids: [], message: MESSAGE })
    expect([missing.status, missing.body.error_code]).toEqual([404, ErrorCode.submission_not_found])
  })
})

describe("the seller's answer", () => {
  const offered = async (seller: Member, amount = 24_000) => {
    const id = await submission(seller)
    expect((await offer(id, { amount, comp_auction_ids: [sold], message: MESSAGE })).status).toBe(201)
    return { id, offerId: (await offers(id, seller.key))[0].id as number }
  }

  it("accepts with final true, once: answering again is refused, and the reserve is settled", async () => {
    const seller = await newMember()
    const { id, offerId } = await offered(seller)
    const accepted = await answer(id, offerId, { final: true }, seller.key)
    expect(accepted.status).toBe(200)
    expect(accepted.body.reserve_offer).toMatchObject({ id: offerId, answer: "accept", answered_at: expect.any(String) })
    expect(accepted.body.submission).toMatchObject({ id, status: SubmissionStatus.paid, reserve_offer: null })

    for (const body of [{ final: true }, { final: false }, { no_reserve: true }]) {
      const twice = await answer(id, offerId, body, seller.key)
      expect([twice.status, twice.body.error_code, twice.body.message]).toEqual([
        409,
        ErrorCode.reserve_offer_answered,
        "You answered this reserve offer already."
      ])
    }
    const more = await offer(id, { amount: 20_000, comp_auction_ids: [], message: MESSAGE })
    expect([more.status, more.body.message]).toEqual([409, "The seller accepted a reserve already."])

    const desk = (await call("GET", `${STAFF}/${id}`, undefined, staffKey)).body
    expect(desk.decisions.map((decision: any) => [decision.decision, decision.user?.username, decision.message])).toEqual([
      ["reserve_offer", "staff", "Offered a reserve of $24,000 with 1 comparable auction."],
      ["reserve_accept", `offer_${run}_${names}`, "Accepted the reserve offer of $24,000."]
    ])
  })

  it("declines with final false, after which staff may offer again; no reserve settles it", async () => {
    const seller = await newMember()
    const { id, offerId } = await offered(seller)
    const declined = await answer(id, offerId, { final: false }, seller.key)
    expect([declined.status, declined.body.reserve_offer.answer]).toEqual([200, "decline"])
    const second = await offer(id, { amount: 22_000, comp_auction_ids: [short], message: "How about $22,000?" })
    expect(second.status).toBe(201)
    const [latest, first] = await offers(id, seller.key)
    expect([latest.amount, latest.answer, first.answer]).toEqual([22_000, null, "decline"])
    const none = await answer(id, latest.id, { no_reserve: true }, seller.key)
    expect([none.status, none.body.reserve_offer.answer]).toEqual([200, "no_reserve"])
    expect((await offer(id, { amount: 20_000, comp_auction_ids: [], message: MESSAGE })).body.message).toBe(
      "The seller chose no reserve already."
    )
    const desk = (await call("GET", `${STAFF}/${id}`, undefined, staffKey)).body
    expect(desk.decisions.map((decision: any) => decision.decision)).toEqual([
      "reserve_offer",
      "reserve_decline",
      "reserve_offer",
      "no_reserve"
    ])
  })

  it("is answered once when two tabs answer at the same moment", async () => {
    const seller = await newMember()
    const { id, offerId } = await offered(seller)
    const answers = await Promise.all([answer(id, offerId, { final: true }, seller.key), answer(id, offerId, { final: false }, seller.key)])
    expect(answers.map((reply) => reply.status).sort()).toEqual([200, 409])
    const desk = (await call("GET", `${STAFF}/${id}`, undefined, staffKey)).body
    expect(desk.decisions).toHaveLength(2)
  })

  it("needs final or no_reserve, not at odds, naming the field", async () => {
    const seller = await newMember()
    const { id, offerId } = await offered(seller)
    for (const [body, field] of [
      [{}, "final"],
      [{ final: false, no_reserve: true }, "no_reserve"]
    ] as const) {
      const refused = await answer(id, offerId, body, seller.key)
      expect([refused.status, refused.body.error_code, refused.body.field], JSON.stringify(body)).toEqual([
        400,
        ErrorCode.reserve_offer_invalid,
        field
      ])
    }
    expect((await offers(id, seller.key))[0].answer).toBeNull()
  })

  it("is the seller's alone: a stranger and staff are told the submission doesn't exist; an offer of another submission doesn't exist", async () => {
    const seller = await newMember()
    const { id, offerId } = await offered(seller)
    const stranger = await newMember("stranger")
    for (const key of [stranger.key, staffKey]) {
      const refused = await answer(id, offerId, { final: true }, key)
      expect([refused.status, refused.body.error_code]).toEqual([404, ErrorCode.submission_not_found])
    }
    const strangerRead = await call("GET", `/api/v1/submissions/${id}/reserve_offers`, undefined, stranger.key)
    expect([strangerRead.status, strangerRead.body.error_code]).toEqual([404, ErrorCode.submission_not_found])
    expect((await offers(id, staffKey))[0].id).toBe(offerId)
    const other = await submission(seller)
    const elsewhere = await answer(other, offerId, { final: true }, seller.key)
    expect([elsewhere.status, elsewhere.body.error_code]).toEqual([404, ErrorCode.reserve_offer_not_found])
    expect((await offers(id, seller.key))[0].answer).toBeNull()
  })

  it("closes with the submission: a canceled submission's offer can't be answered", async () => {
    const seller = await newMember()
    const { id, offerId } = await offered(seller)
    await call("PATCH", `/api/v1/submissions/${id}`, { status: 104 }, seller.key)
    const refused = await answer(id, offerId, { final: true }, seller.key)
    expect([refused.status, refused.body.error_code, refused.body.message]).toEqual([
      409,
      ErrorCode.reserve_offer_answered,
      "This submission was canceled."
    ])
  })
})

describe("who offers", () => {
  it("forbids everyone but staff and users with VIEW_SUBMISSIONS, the seller too", async () => {
    const seller = await newMember()
    const id = await submission(seller)
    for (const [method, path, body] of [
      ["GET", `${STAFF}/${id}/comp_auctions`, undefined],
      ["POST", `${STAFF}/${id}/reserve_offers`, { amount: 24_000, comp_auction_ids: [], message: MESSAGE }]
    ] as const) {
      const refused = await call(method, path, body, seller.key)
      expect([refused.status, refused.body.error_code], `${method} ${path}`).toEqual([403, ErrorCode.forbidden])
    }
    expect(await offers(id, seller.key)).toEqual([])

    const reviewer = await newMember("reviewer")
    await api.sql((sql) => sql`UPDATE users SET abilities = ARRAY[${VIEW_SUBMISSIONS_PERMISSION}] WHERE id = ${reviewer.id}`)
    const made = await offer(id, { amount: 24_000, comp_auction_ids: [], message: MESSAGE }, reviewer.key)
    expect(made.status).toBe(201)
    expect(made.body.decisions[0].user).toEqual({ username: `reviewer_${run}_${names}` })
  })

  it("shows a submission's offers to a user with VIEW_SUBMISSIONS, who works the desk without being an admin", async () => {
    const seller = await newMember()
    const id = await submission(seller)
    expect((await offer(id, { amount: 24_000, comp_auction_ids: [], message: MESSAGE })).status).toBe(201)
    const reviewer = await newMember("reviewer")
    await api.sql((sql) => sql`UPDATE users SET abilities = ARRAY[${VIEW_SUBMISSIONS_PERMISSION}] WHERE id = ${reviewer.id}`)
    expect((await offers(id, reviewer.key)).map((made) => made.amount)).toEqual([24_000])
  })
})
