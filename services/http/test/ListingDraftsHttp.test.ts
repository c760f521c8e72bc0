import { ErrorCode, NotificationType, SUBMISSION_DECISIONS, SubmissionStatus, VIEW_SUBMISSIONS_PERMISSION } from "@redline/domain"
import { beforeAll, describe, expect, it } from "vitest"
import {
  caller,
  type Member,
  member,
  type SettledSeed,
  settledSubmission,
  staffAccessKey,
  submissionDecisions,
  useApi
} from "./harness/index.ts"

const api = useApi()
const call = caller(api)

let staffKey: string
let names = 0
const run = Date.now().toString(36)
const seller = () => member(api, staffKey, `draft_${run}_${++names}`)

const submission = (who: Member, seed: SettledSeed = {}) => settledSubmission(api, who.id, seed)

const SECTIONS = {
  doug: "A **sorted** NA roadster.",
  highlights: "- One owner\n- <script>alert('x')</script>Original <b>paint</b>",
  equipment: "- Hardtop",
  modifications: "",
  known_flaws: "- Chip on the hood",
  recent_service_history: "- Timing belt, 2025",
  other_items: "",
  ownership_history: "One owner since new.",
  seller_notes: "Drives great.",
  videos: ["https://www.youtube.com/watch?v=abc123"]
}
const draft = (photos: ReadonlyArray<number>, more: Record<string, unknown> = {}) => ({
  title: " 2003 Mazda MX-5 Miata ",
  sub_title: "One owner, 41k miles",
  sections: SECTIONS,
  photos: [
    { id: photos[1], section: "interior" },
    { id: photos[0], section: "exterior" }
  ],
  history_report: { vendor: "Carfax", url: "https://carfax.example.com/r/1", expiry: "2027-01-31" },
  ...more
})

const STAFF = "/api/v1/staff/submissions"
const write = (id: number, body: object, key = staffKey) => call("POST", `${STAFF}/${id}/listing_drafts`, body, key)
const listing = (id: number, version?: number) => `/api/v1/listings/${id}${version === undefined ? "" : `/v/${version}`}`
const approve = (id: number, version: number, key: string) => call("POST", `${listing(id, version)}/approve`, undefined, key)
const requestChanges = (id: number, version: number, message: string, key: string) =>
  call("POST", `${listing(id, version)}/request_changes`, { message }, key)
const status = async (id: number) =>
  (await api.sql((sql) => sql<{ status: number }>`SELECT status FROM submissions WHERE id = ${id}`))[0]!.status
const decisions = (id: number) => submissionDecisions(api, staffKey, id)

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
})

describe("writing a version", () => {
  it("keeps the first version of a settled car, makes it Listing (7) and records it; the next is version 2", async () => {
    const who = await seller()
    const { id, photos } = await submission(who)
    const first = await write(id, draft(photos))
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      listing_id: id,
      version_id: 1,
      latest_version_id: 1,
      submission_status: SubmissionStatus.listing,
      title: "2003 Mazda MX-5 Miata",
      history_report: { vendor: "Carfax", url: "https://carfax.example.com/r/1", expiry: "2027-01-31" },
      inspection_report_url: "https://reports.example.com/1.pdf",
      approved_at: null,
      denied_at: null
    })
    expect(first.body.listing).toMatchObject({
      year: 2003,
      make_slug: "mazda",
      vin: "JM1NA3510L0100001",
      mileage: 41000,
      location: "Portland, OR 97201",
      engine: "1.8L I4",
      drive_train: "Rear-wheel drive",
      sections: SECTIONS
    })
    // the version's order: its exterior photo first in the gallery, its interior one after
    expect(first.body.photos.all_photos.map((photo: any) => [photo.id, photo.section])).toEqual([
      [photos[0], "exterior"],
      [photos[1], "interior"]
    ])
    expect(await status(id)).toBe(SubmissionStatus.listing)
    const second = await write(id, draft(photos, { sub_title: "Fresh timing belt" }))
    expect([second.status, second.body.version_id, second.body.latest_version_id]).toEqual([201, 2, 2])
    const bell = (await call("GET", "/api/v1/notifications", undefined, who.key)).body.notifications as Array<any>
    const ready = expect.objectContaining({ text: "Your 2003 Mazda MX-5 Miata is ready for your review", target: `/listings/${id}` })
    expect(bell.filter((item) => item.notification_type === NotificationType.listing_status)).toEqual([ready, ready])
    expect((await decisions(id)).filter(([decision]) => decision === "listing_draft")).toEqual([
      ["listing_draft", "Wrote version 1 of the listing."],
      ["listing_draft", "Wrote version 2 of the listing."]
    ])
  })

  it("is open to users with VIEW_SUBMISSIONS, forbidden to anyone else signed in, the seller too", async () => {
    const who = await seller()
    const { id, photos } = await submission(who)
    const desk = await seller()
    await api.sql((sql) => sql`UPDATE users SET abilities = ARRAY[${VIEW_SUBMISSIONS_PERMISSION}] WHERE id = ${desk.id}`)
    for (const key of [who.key, (await seller()).key]) {
      const refused = await write(id, draft(photos), key)
      expect([refused.status, refused.body.error_code]).toEqual([403, ErrorCode.forbidden])
    }
    expect((await write(id, draft(photos), desk.key)).status).toBe(201)
  })

  it("waits for the approved inspection and the settled reserve", async () => {
    const who = await seller()
    for (const [standing, message] of [
      [{ inspected: false }, "The seller hasn't approved the inspection yet."],
      [{ reserve: null }, "The reserve isn't settled yet."],
      [{ reserve: "decline" }, "The reserve isn't settled yet."]
    ] as const) {
      const { id, photos } = await submission(who, standing)
      const refused = await write(id, draft(photos))
      expect([refused.status, refused.body.error_code, refused.body.message]).toEqual([409, ErrorCode.listing_draft_not_allowed, message])
      expect(await status(id)).toBe(SubmissionStatus.paid)
    }
    const missing = await write(999_999, draft([], { photos: [] }))
    expect([missing.status, missing.body.error_code]).toEqual([404, ErrorCode.submission_not_found])
  })

  it("names the field at fault", async () => {
    const who = await seller()
    const { id, photos } = await submission(who)
    const cases: ReadonlyArray<readonly [Record<string, unknown>, string]> = [
      [{ title: "  " }, "title"],
      [{ photos: [{ id: 999_999, section: "exterior" }] }, "photos"],
      [{ photos: [{ id: photos[0], section: "roof" }] }, "photos"],
      [{ history_report: { vendor: "Carfax", url: "http://carfax.example.com/r", expiry: "2027-01-31" } }, "history_report.url"],
      [{ sections: { ...SECTIONS, videos: ["javascript:alert(1)"] } }, "sections.videos"]
    ]
    for (const [more, field] of cases) {
      const refused = await write(id, draft(photos, more))
      expect([refused.status, refused.body.error_code, refused.body.field]).toEqual([400, ErrorCode.listing_draft_invalid, field])
      expect(refused.body.message).toContain(field)
    }
    expect(await status(id)).toBe(SubmissionStatus.paid)
  })
})

describe("reading a version", () => {
  it("shows the seller the latest or any version, markdown as written; to anyone else the listing doesn't exist", async () => {
    const who = await seller()
    const { id, photos } = await submission(who)
    await write(id, draft(photos))
    await write(id, draft(photos, { title: "2003 Mazda Miata, one owner" }))
    const latest = await call("GET", listing(id), undefined, who.key)
    expect([latest.status, latest.body.version_id, latest.body.title]).toEqual([200, 2, "2003 Mazda Miata, one owner"])
    const first = await call("GET", listing(id, 1), undefined, who.key)
    expect([first.status, first.body.version_id, first.body.latest_version_id]).toEqual([200, 1, 2])
    expect(first.body.listing.sections.highlights).toBe(SECTIONS.highlights)
    expect((await call("GET", listing(id, 1), undefined, staffKey)).status).toBe(200)
    for (const [path, key] of [
      [listing(id), (await seller()).key],
      [listing(id, 1), (await seller()).key],
      [listing(id, 3), who.key]
    ] as const) {
      const refused = await call("GET", path, undefined, key)
      expect([refused.status, refused.body.error_code]).toEqual([404, ErrorCode.listing_draft_not_found])
    }
  })
})

describe("the seller's review", () => {
  it("approves the latest version once: the submission is Approved (8), approved_at kept and recorded", async () => {
    const who = await seller()
    const { id, photos } = await submission(who)
    await write(id, draft(photos))
    const approved = await approve(id, 1, who.key)
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ version_id: 1, submission_status: SubmissionStatus.approved, denied_at: null })
    expect(Date.parse(approved.body.approved_at)).toBeGreaterThan(0)
    expect(await status(id)).toBe(SubmissionStatus.approved)
    const again = await approve(id, 1, who.key)
    expect([again.status, again.body.error_code, again.body.message]).toEqual([
      409,
      ErrorCode.listing_draft_reviewed,
      "You approved this version already."
    ])
    const changes = await requestChanges(id, 1, "Mention the tires.", who.key)
    expect([changes.status, changes.body.error_code]).toEqual([409, ErrorCode.listing_draft_reviewed])
    const more = await write(id, draft(photos))
    expect([more.status, more.body.error_code]).toEqual([409, ErrorCode.listing_draft_not_allowed])
    expect((await decisions(id)).at(-1)).toEqual(["listing_approved", "Approved version 1 of the listing."])
  })

  it("asks for changes with a message to staff's chat; staff write the next version, which the seller approves; the old one is closed", async () => {
    const who = await seller()
    const { id, photos } = await submission(who)
    await write(id, draft(photos))
    const changes = await requestChanges(id, 1, "  Please mention the new tires.  ", who.key)
    expect(changes.status).toBe(200)
    expect(changes.body).toMatchObject({ version_id: 1, approved_at: null, denied_message: "Please mention the new tires." })
    expect(Date.parse(changes.body.denied_at)).toBeGreaterThan(0)
    expect(await status(id)).toBe(SubmissionStatus.listing)
    const chat = (await call("GET", `/api/v1/submissions/${id}/messages`, undefined, who.key)).body.messages
    expect(chat).toEqual([expect.objectContaining({ from: "seller", text: "Please mention the new tires." })])
    const twice = await requestChanges(id, 1, "And the paint.", who.key)
    expect([twice.status, twice.body.message]).toEqual([409, "You asked for changes to this version already."])

    await write(id, draft(photos, { sub_title: "New tires" }))
    const old = await approve(id, 1, who.key)
    expect([old.status, old.body.error_code, old.body.message]).toEqual([
      409,
      ErrorCode.listing_draft_reviewed,
      "You asked for changes to this version already."
    ])
    await write(id, draft(photos, { sub_title: "New tires, fresh belt" }))
    const replaced = await approve(id, 2, who.key)
    expect([replaced.status, replaced.body.error_code, replaced.body.message]).toEqual([
      409,
      ErrorCode.listing_draft_reviewed,
      "This version was replaced: review version 3."
    ])
    expect((await approve(id, 3, who.key)).status).toBe(200)
    expect((await decisions(id)).map(([decision]) => decision)).toEqual([
      "listing_draft",
      "listing_changes_requested",
      "listing_draft",
      "listing_draft",
      "listing_approved"
    ])
    expect((await decisions(id))[1]).toEqual([
      "listing_changes_requested",
      "Asked for changes to version 1 of the listing: Please mention the new tires."
    ])
  })

  it("is the seller's alone: anyone else, staff too, finds no listing; an empty message is refused", async () => {
    const who = await seller()
    const { id, photos } = await submission(who)
    await write(id, draft(photos))
    for (const key of [(await seller()).key, staffKey]) {
      const refused = await approve(id, 1, key)
      expect([refused.status, refused.body.error_code]).toEqual([404, ErrorCode.listing_draft_not_found])
    }
    const missing = await approve(id, 2, who.key)
    expect([missing.status, missing.body.error_code]).toEqual([404, ErrorCode.listing_draft_not_found])
    const empty = await requestChanges(id, 1, "   ", who.key)
    expect([empty.status, empty.body.error_code]).toEqual([400, ErrorCode.submission_message_invalid])
    expect(await status(id)).toBe(SubmissionStatus.listing)
  })
})

describe("the submission's history", () => {
  it("takes every step the domain names, no other", async () => {
    const [row] = await api.sql(
      (sql) => sql<{ definition: string }>`
        SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'submission_decisions_decision_check'`
    )
    expect([...row!.definition.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]).sort()).toEqual([...SUBMISSION_DECISIONS].sort())
  })
})
