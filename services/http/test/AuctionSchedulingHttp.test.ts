import { AuctionStatus, ErrorCode, NotificationType, SubmissionStatus, VIEW_SUBMISSIONS_PERMISSION } from "@redline/domain"
import { Outbox } from "@redline/infra"
import { Effect, Layer } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { Notifier } from "../src/notifications/Notifier.ts"
import { SavedSearchAlerts } from "../src/savedSearches/SavedSearchAlerts.ts"
import { caller, type Member, member, settledSubmission, staffAccessKey, useApi } from "./harness/index.ts"

const api = useApi()
const call = caller(api)

let staffKey: string
let names = 0
const run = Date.now().toString(36)
const seller = () => member(api, staffKey, `sched_${run}_${++names}`)

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * A settled submission's listing written by staff (the rear photo first) and approved by the seller
 * unless `approved` is false. Answers its id and its photos' ids.
 */
const approvedSubmission = async (who: Member, { reserve = "accept", approved = true } = {}) => {
  const { id, photos } = await settledSubmission(api, who.id, { reserve, secondPhoto: "exterior" })
  const written = await call(
    "POST",
    `${STAFF}/${id}/listing_drafts`,
    {
      title: "2003 Mazda MX-5 Miata",
      sub_title: "One owner, 41k miles",
      sections: { ...EMPTY_SECTIONS, highlights: "- One owner" },
      // the rear photo first, as staff ordered them
      photos: [
        { id: photos[1]!, section: "exterior" },
        { id: photos[0]!, section: "exterior" }
      ],
      history_report: null
    },
    staffKey
  )
  expect(written.status).toBe(201)
  if (approved) expect((await call("POST", `/api/v1/listings/${id}/v/1/approve`, undefined, who.key)).status).toBe(200)
  return { id, photos }
}

const EMPTY_SECTIONS = {
  doug: "",
  highlights: "",
  equipment: "",
  modifications: "",
  known_flaws: "",
  recent_service_history: "",
  other_items: "",
  ownership_history: "",
  seller_notes: "",
  videos: []
}

const STAFF = "/api/v1/staff/submissions"
const times = (startIn: number, runs: number) => ({
  auction_start: new Date(Date.now() + startIn).toISOString(),
  auction_end: new Date(Date.now() + startIn + runs).toISOString()
})
const schedule = (id: number, body: object, key = staffKey) => call("POST", `${STAFF}/${id}/schedule`, body, key)
const statusOf = async (id: number) =>
  (await api.sql((sql) => sql<{ status: number }>`SELECT status FROM submissions WHERE id = ${id}`))[0]!.status

const tellScheduled = () =>
  api.run(
    Effect.flatMap(Notifier, (notifier) => notifier.tellScheduled).pipe(
      Effect.provide(Notifier.Default.pipe(Layer.provide(Outbox.Default)))
    )
  )
const announceDue = () =>
  api.run(
    Effect.flatMap(SavedSearchAlerts, (alerts) => alerts.announceDue).pipe(
      Effect.provide(SavedSearchAlerts.Default.pipe(Layer.provide(Outbox.Default)))
    )
  )

/** Polls until `done` holds of what `read` answers, for up to 15 s. */
const until = async <A>(read: () => Promise<A>, done: (value: A) => boolean): Promise<A> => {
  for (let tries = 0; tries < 300; tries++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error("never came to pass")
}

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
})

describe("scheduling an approved listing's auction", () => {
  it("makes the auction from the approved version, queued, and the submission Scheduled with it, recorded", async () => {
    const who = await seller()
    const { id, photos } = await approvedSubmission(who)
    const when = times(DAY, 7 * DAY)
    const answer = await schedule(id, when)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const auctionId = answer.body.auction.id as number
    expect(answer.body.auction).toEqual({
      id: auctionId,
      status: AuctionStatus.queued,
      auction_start: when.auction_start,
      auction_end: when.auction_end,
      url: `/auctions/${auctionId}/2003-mazda-mx-5-miata`
    })
    expect(answer.body.submission).toMatchObject({ status: SubmissionStatus.scheduled, auction_id: auctionId })
    expect(answer.body.decisions.at(-1)).toMatchObject({
      decision: "schedule",
      message: `Scheduled auction ${auctionId} from ${when.auction_start} to ${when.auction_end}.`
    })

    const page = await call("GET", `/api/v2/auctions/${auctionId}`)
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ title: "2003 Mazda MX-5 Miata", sub_title: "One owner, 41k miles", seller: expect.any(String) })
    expect(page.body.listing).toMatchObject({
      year: 2003,
      make_slug: "mazda",
      vin: "JM1NA3510L0100001",
      location: "Portland, OR 97201",
      engine: "1.8L I4",
      transmission: "Manual",
      sections: { highlights: "- One owner" }
    })
    const [auction] = await api.sql(
      (sql) => sql<{ seller_id: number; reserve: number | null; no_reserve: boolean; has_inspection: boolean }>`
        SELECT seller_id, reserve, no_reserve, has_inspection FROM auctions WHERE id = ${auctionId}`
    )
    expect(auction).toEqual({ seller_id: who.id, reserve: 24000, no_reserve: false, has_inspection: true })
    const shown = await api.sql(
      (sql) => sql<{ object_key: string; position: number }>`
        SELECT object_key, position FROM photos WHERE auction_id = ${auctionId} ORDER BY section, position`
    )
    expect(shown).toEqual([
      { object_key: `submissions/${id}/rear.jpg`, position: 0 },
      { object_key: `submissions/${id}/front.jpg`, position: 1 }
    ])
    expect(photos).toHaveLength(2)

    // the seller is told, and their submission links to its auction
    const bell = (await call("GET", "/api/v1/notifications", undefined, who.key)).body.notifications as Array<any>
    expect(
      bell.filter((item) => item.notification_type === NotificationType.listing_status && item.related_to.status === "scheduled")
    ).toEqual([expect.objectContaining({ text: "Your 2003 Mazda MX-5 Miata is scheduled", target: `/submissions/${id}` })])
    const mine = await call("GET", `/api/v1/submissions/${id}`, undefined, who.key)
    expect(mine.body).toMatchObject({ status: SubmissionStatus.scheduled, auction_id: auctionId })
  })

  it("lists with no reserve when the seller chose none", async () => {
    const { id } = await approvedSubmission(await seller(), { reserve: "no_reserve" })
    const answer = await schedule(id, times(DAY, 7 * DAY))
    const [auction] = await api.sql(
      (sql) =>
        sql<{ reserve: number | null; no_reserve: boolean }>`SELECT reserve, no_reserve FROM auctions WHERE id = ${answer.body.auction.id}`
    )
    expect(auction).toEqual({ reserve: null, no_reserve: true })
  })

  it("is open to users with VIEW_SUBMISSIONS, forbidden to anyone else signed in, the seller too", async () => {
    const who = await seller()
    const { id } = await approvedSubmission(who)
    const desk = await seller()
    await api.sql((sql) => sql`UPDATE users SET abilities = ARRAY[${VIEW_SUBMISSIONS_PERMISSION}] WHERE id = ${desk.id}`)
    for (const key of [who.key, (await seller()).key]) {
      const refused = await schedule(id, times(DAY, 7 * DAY), key)
      expect([refused.status, refused.body.error_code]).toEqual([403, ErrorCode.forbidden])
    }
    expect(await statusOf(id)).toBe(SubmissionStatus.approved)
    expect((await schedule(id, times(DAY, 7 * DAY), desk.key)).status).toBe(200)
  })

  it("waits for the seller's approval, and schedules once", async () => {
    const { id } = await approvedSubmission(await seller(), { approved: false })
    const early = await schedule(id, times(DAY, 7 * DAY))
    expect([early.status, early.body.error_code, early.body.message]).toEqual([
      409,
      ErrorCode.submission_not_schedulable,
      "This submission's listing isn't approved by the seller yet."
    ])
    expect(await statusOf(id)).toBe(SubmissionStatus.listing)

    const approved = await approvedSubmission(await seller())
    expect((await schedule(approved.id, times(DAY, 7 * DAY))).status).toBe(200)
    const again = await schedule(approved.id, times(2 * DAY, 7 * DAY))
    expect([again.status, again.body.error_code, again.body.message]).toEqual([
      409,
      ErrorCode.submission_not_schedulable,
      "This submission's auction is scheduled already."
    ])
    const [count] = await api.sql(
      (sql) =>
        sql<{
          count: number
        }>`SELECT count(*)::int AS count FROM auctions a JOIN submissions s ON s.auction_id = a.id WHERE s.id = ${approved.id}`
    )
    expect(count!.count).toBe(1)
    const missing = await schedule(999_999, times(DAY, 7 * DAY))
    expect([missing.status, missing.body.error_code]).toEqual([404, ErrorCode.submission_not_found])
  })

  it("names the time at fault, and makes nothing", async () => {
    const { id } = await approvedSubmission(await seller())
    const cases: ReadonlyArray<readonly [object, string]> = [
      [times(-HOUR, 7 * DAY), "auction_start"],
      [times(91 * DAY, 7 * DAY), "auction_start"],
      [{ auction_start: "next tuesday", auction_end: times(DAY, DAY).auction_end }, "auction_start"],
      [times(DAY, -HOUR), "auction_end"],
      [times(DAY, 0), "auction_end"],
      [times(DAY, HOUR / 2), "auction_end"],
      [times(DAY, 15 * DAY), "auction_end"]
    ]
    for (const [body, field] of cases) {
      const refused = await schedule(id, body)
      expect([refused.status, refused.body.error_code, refused.body.field], JSON.stringify(body)).toEqual([
        400,
        ErrorCode.auction_schedule_invalid,
        field
      ])
      expect(refused.body.message).toContain(field)
    }
    expect(await statusOf(id)).toBe(SubmissionStatus.approved)
  })
})

describe("the scheduled auction", () => {
  it("is canceled with its submission while queued; once live, the submission can't be canceled", async () => {
    const who = await seller()
    const { id } = await approvedSubmission(who)
    const auctionId = (await schedule(id, times(DAY, 7 * DAY))).body.auction.id as number
    const canceled = await call("PATCH", `/api/v1/submissions/${id}`, { status: SubmissionStatus.canceled }, who.key)
    expect([canceled.status, canceled.body.status]).toEqual([200, SubmissionStatus.canceled])
    const [auction] = await api.sql((sql) => sql<{ status: number }>`SELECT status FROM auctions WHERE id = ${auctionId}`)
    expect(auction!.status).toBe(AuctionStatus.canceled)

    const started = await approvedSubmission(who)
    const startedAuction = (await schedule(started.id, times(DAY, 7 * DAY))).body.auction.id as number
    await api.sql((sql) => sql`UPDATE auctions SET auction_start = now() WHERE id = ${startedAuction}`)
    await until(
      () => statusOf(started.id),
      (status) => status === SubmissionStatus.live
    )
    const refused = await call("PATCH", `/api/v1/submissions/${started.id}`, { status: SubmissionStatus.canceled }, who.key)
    expect([refused.status, refused.body.error_code]).toEqual([409, ErrorCode.submission_not_cancelable])
  }, 30_000)

  it("goes live at its start with its submission, tells the seller and the saved searches once, and ends with it", async () => {
    const who = await seller()
    const saver = await seller()
    const saved = await call("POST", "/api/v1/saved_searches", { search: "miata", send_email: true }, saver.key)
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const { id } = await approvedSubmission(who)
    const auctionId = (await schedule(id, times(DAY, 7 * DAY))).body.auction.id as number
    await tellScheduled()
    await announceDue()
    expect(await statusOf(id)).toBe(SubmissionStatus.scheduled)

    // Its start comes, and its end soon after.
    const start = new Date(Date.now() + 500)
    await api.sql(
      (sql) => sql`
        UPDATE auctions SET auction_start = ${start}, scheduled_end = ${new Date(start.getTime() + 1_000)},
               auction_end = ${new Date(start.getTime() + 1_000)}
         WHERE id = ${auctionId}`
    )
    await until(
      () => statusOf(id),
      (status) => status === SubmissionStatus.live
    )
    await tellScheduled()
    await tellScheduled()
    const bell = (await call("GET", "/api/v1/notifications", undefined, who.key)).body.notifications as Array<any>
    expect(bell.filter((item) => item.notification_type === NotificationType.auction_live)).toEqual([
      expect.objectContaining({
        text: "Your 2003 Mazda MX-5 Miata is live",
        related_to: expect.objectContaining({ auction_id: auctionId, submission_id: id })
      })
    ])
    await announceDue()
    await announceDue()
    // (other tests' Miatas may go live meanwhile: only this one's mail counts here)
    const mail = await api.sql(
      (sql) => sql<{ subject: string }>`
        SELECT subject FROM outbox
         WHERE recipient = ${saver.email} AND channel = 'email' AND body LIKE ${`%/auctions/${auctionId}/%`}`
    )
    expect(mail.map((row) => row.subject)).toEqual(["A new Mazda MX-5 Miata is live on Redline"])

    await until(
      () => statusOf(id),
      (status) => status === SubmissionStatus.auction_ended
    )
    const [auction] = await api.sql((sql) => sql<{ status: number }>`SELECT status FROM auctions WHERE id = ${auctionId}`)
    expect(auction!.status).toBe(AuctionStatus.no_bids)
  }, 30_000)
})
