import { ErrorCode, NotificationType, SubmissionStatus, VIEW_SUBMISSIONS_PERMISSION } from "@redline/domain"
import { beforeAll, describe, expect, it } from "vitest"
import { caller, type Member, member, sellerSubmission, staffAccessKey, useApi } from "./harness/index.ts"

/** A submission's inspection: the seller's address, booking and answer; staff's report. */
const api = useApi()
const call = caller(api)

let staffKey: string
let names = 0
const run = Date.now().toString(36)

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
})

/** A seller with a card on file (entered as the card form does), registered to bid or not. */
const seller = (fields: Record<string, unknown> = { card_on_file: true }) => member(api, staffKey, `inspect_${run}_${++names}`, fields)

/** A submission of the seller's in `status`, Paid (5) unless told: its listing fee paid, due for its inspection. */
const submission = (who: Member, status: number = SubmissionStatus.paid) =>
  sellerSubmission(api, who.id, { status, campaign: { source: "newsletter" } })

const inspection = (id: number) => `/api/v1/submissions/${id}/inspection`
const reportPath = (id: number) => `/api/v1/staff/submissions/${id}/inspection/report`
const ADDRESS = { address: " 1 Main St ", city: "Portland", state: "or", zip_code: "97201-1234" }
const BOOKING = { register_to_bid: true, terms_agreement: true }
const REPORT_LINK = "https://reports.example.com/porsche-911.pdf"

/** The seller's address saved and the inspection booked. */
const booked = async (who: Member) => {
  const id = await submission(who)
  expect((await call("PUT", inspection(id), ADDRESS, who.key)).status).toBe(200)
  expect((await call("POST", `${inspection(id)}/book`, BOOKING, who.key)).status).toBe(200)
  return id
}

/** Uploads the bytes as the browser does (an upload token, then a PUT to its URL); answers the upload's key. */
const upload = async (bytes: Uint8Array, key: string) => {
  const token = await call("GET", `/api/v1/auth/s3-token?size=${bytes.byteLength}`, undefined, key)
  expect(token.status).toBe(200)
  expect((await fetch(token.body.upload_url, { method: "PUT", body: bytes })).status).toBe(200)
  return token.body.key as string
}

const decisions = async (id: number) =>
  ((await call("GET", `/api/v1/staff/submissions/${id}`, undefined, staffKey)).body.decisions as Array<any>).map((decision) => [
    decision.decision,
    decision.user?.username ?? null,
    decision.message
  ])

describe("the seller's address and booking", () => {
  it("saves the address, books the inspection and registers the seller to bid, each step on the submission's history", async () => {
    const who = await seller()
    const id = await submission(who)
    const empty = await call("GET", inspection(id), undefined, who.key)
    expect(empty.body).toMatchObject({ submission_id: id, address: null, is_inspection_booked: false, report_url: null, approved: null })
    expect((await call("GET", `/api/v1/submissions/${id}`, undefined, who.key)).body.inspection).toBeNull()

    const saved = await call("PUT", inspection(id), ADDRESS, who.key)
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      address: "1 Main St",
      city: "Portland",
      state: "OR",
      zip_code: "97201",
      is_inspection_booked: false
    })

    const made = await call("POST", `${inspection(id)}/book`, BOOKING, who.key)
    expect(made.status).toBe(200)
    expect(made.body).toMatchObject({ is_inspection_booked: true, booked_at: expect.any(String) })
    const read = (await call("GET", `/api/v1/submissions/${id}`, undefined, who.key)).body
    expect([read.is_inspection_booked, read.inspection]).toEqual([true, { report_url: null }])
    expect((await call("GET", "/api/v1/auth/payment", undefined, who.key)).body).toMatchObject({
      card_on_file: true,
      bidding_agreement: true
    })
    expect(await decisions(id)).toEqual([
      ["inspection_booked", `inspect_${run}_${names}`, "Booked the inspection at 1 Main St, Portland, OR 97201."]
    ])
  })

  it("refuses the address field by field, in words", async () => {
    const who = await seller()
    const id = await submission(who)
    const refused = await call("PUT", inspection(id), { address: " ", city: "", state: "ZZ", zip_code: "9720" }, who.key)
    expect([refused.status, refused.body.error_code, refused.body.message]).toEqual([
      400,
      ErrorCode.inspection_invalid,
      "Enter the street address of the car."
    ])
    expect(refused.body.fields.map((problem: { field: string }) => problem.field)).toEqual(["address", "city", "state", "zip_code"])
    expect(refused.body.fields[3].message).toBe("Invalid zip code")
  })

  it("wants the address saved, a card on file, registration to bid and the terms agreed", async () => {
    const noCard = await seller({})
    const id = await submission(noCard)
    const refused = await call("POST", `${inspection(id)}/book`, { register_to_bid: false, terms_agreement: false }, noCard.key)
    expect([refused.status, refused.body.error_code]).toEqual([400, ErrorCode.inspection_invalid])
    expect(refused.body.fields.map((problem: { field: string }) => problem.field)).toEqual([
      "address",
      "payment_method_id",
      "register_to_bid",
      "terms_agreement"
    ])
    expect((await call("GET", inspection(id), undefined, noCard.key)).body.is_inspection_booked).toBe(false)

    // registered to bid already, the seller needn't register again
    const registered = await seller({ card_on_file: true, bidding_agreement: true })
    const other = await submission(registered)
    await call("PUT", inspection(other), ADDRESS, registered.key)
    const made = await call("POST", `${inspection(other)}/book`, { register_to_bid: false, terms_agreement: true }, registered.key)
    expect(made.status).toBe(200)
  })

  it("answers booking again with the 'already booked' codes: booked, then inspected", async () => {
    const who = await seller()
    const id = await booked(who)
    const again = await call("POST", `${inspection(id)}/book`, BOOKING, who.key)
    expect([again.status, again.body.error_code]).toEqual([409, ErrorCode.inspection_already_booked])
    const moved = await call("PUT", inspection(id), { ...ADDRESS, address: "2 Oak Ave" }, who.key)
    expect([moved.status, moved.body.error_code]).toEqual([409, ErrorCode.inspection_already_booked])

    expect((await call("POST", reportPath(id), { url: REPORT_LINK }, staffKey)).status).toBe(200)
    const inspected = await call("POST", `${inspection(id)}/book`, BOOKING, who.key)
    expect([inspected.status, inspected.body.error_code]).toEqual([409, ErrorCode.inspection_already_inspected])
  })

  it("is the seller's alone: to a stranger, and to staff, the submission doesn't exist", async () => {
    const who = await seller()
    const stranger = await seller()
    const id = await submission(who)
    for (const key of [stranger.key, staffKey]) {
      const saved = await call("PUT", inspection(id), ADDRESS, key)
      expect([saved.status, saved.body.error_code]).toEqual([404, ErrorCode.submission_not_found])
    }
    await call("PUT", inspection(id), ADDRESS, who.key)
    const booking = await call("POST", `${inspection(id)}/book`, BOOKING, stranger.key)
    expect([booking.status, booking.body.error_code]).toEqual([404, ErrorCode.submission_not_found])
    expect((await call("GET", inspection(id), undefined, stranger.key)).status).toBe(404)
    // staff read it
    expect((await call("GET", inspection(id), undefined, staffKey)).body.address).toBe("1 Main St")
  })

  it("opens once the listing fee is paid, and closes once the listing is being written", async () => {
    const who = await seller()
    const cases: Array<[number, string]> = [
      [SubmissionStatus.submitted, "This submission hasn't been accepted yet."],
      [SubmissionStatus.accepted, "Pay the listing fee before booking the inspection."],
      [SubmissionStatus.listing, "This submission is past its inspection: its listing is being written."],
      [SubmissionStatus.canceled, "This submission was canceled."]
    ]
    for (const [status, message] of cases) {
      const id = await submission(who, status)
      const refused = await call("PUT", inspection(id), ADDRESS, who.key)
      expect([refused.status, refused.body.error_code, refused.body.message], String(status)).toEqual([
        409,
        ErrorCode.inspection_not_open,
        message
      ])
    }
  })
})

describe("the report", () => {
  it("is recorded by staff as an https link: on the submission, in its history, and the seller is notified with the campaign", async () => {
    const who = await seller()
    const id = await booked(who)
    const recorded = await call("POST", reportPath(id), { url: REPORT_LINK }, staffKey)
    expect(recorded.status).toBe(200)
    expect(recorded.body).toMatchObject({ report_url: REPORT_LINK, reported_at: expect.any(String), approved: null })
    expect((await call("GET", `/api/v1/submissions/${id}`, undefined, who.key)).body.inspection).toEqual({ report_url: REPORT_LINK })
    expect((await decisions(id)).map(([decision, username]) => [decision, username])).toEqual([
      ["inspection_booked", `inspect_${run}_${names}`],
      ["inspection_report", "staff"]
    ])

    const bell = (await call("GET", "/api/v1/notifications", undefined, who.key)).body
    const ready = bell.notifications.find(
      (item: { notification_type: number }) => item.notification_type === NotificationType.inspection_ready
    )
    expect(ready).toMatchObject({
      text: "The inspection report for your 2003 Porsche 911 is ready",
      target: `/submissions/${id}/inspection?utm_source=notification&utm_medium=site&utm_campaign=ppi&utm_content=review`
    })
    const mail = await api.sql(
      (sql) => sql<{ subject: string; body: string }>`SELECT subject, body FROM outbox WHERE recipient = ${who.email}`
    )
    expect(mail.map((row) => row.subject)).toEqual(["The inspection report for your 2003 Porsche 911 is ready"])
    expect(mail[0]!.body).toContain(`/submissions/${id}/inspection?utm_source=notification`)
  })

  it("is uploaded as a PDF, kept in the object store and read by its link, whose name no one guesses", async () => {
    const who = await seller()
    const id = await booked(who)
    const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n")
    const key = await upload(pdf, staffKey)
    const recorded = await call("POST", reportPath(id), { key }, staffKey)
    expect(recorded.status).toBe(200)
    expect(recorded.body.report_url).toMatch(/^\/api\/v1\/inspection_reports\/[0-9a-f-]{36}\.pdf$/)

    const file = await api.fetch(recorded.body.report_url, {})
    expect([file.status, file.headers.get("content-type"), file.headers.get("cache-control")]).toEqual([
      200,
      "application/pdf",
      "private, no-store"
    ])
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf)
    // the upload is spent, and another report replaces the file
    expect((await call("POST", reportPath(id), { key }, staffKey)).status).toBe(404)
    expect((await call("POST", reportPath(id), { url: REPORT_LINK }, staffKey)).status).toBe(200)
    const gone = await call("GET", recorded.body.report_url)
    expect([gone.status, gone.body.error_code]).toEqual([404, ErrorCode.inspection_report_not_found])
  })

  it("refuses bytes that aren't a PDF, an upload of someone else's, and a link that isn't https", async () => {
    const who = await seller()
    const id = await booked(who)
    const notPdf = await call(
      "POST",
      reportPath(id),
      { key: await upload(new TextEncoder().encode("<html>report</html>"), staffKey) },
      staffKey
    )
    expect([notPdf.status, notPdf.body.error_code, notPdf.body.message]).toEqual([
      400,
      ErrorCode.inspection_report_invalid,
      "The report must be a PDF file."
    ])
    expect(notPdf.body.fields).toEqual([{ field: "key", message: "The report must be a PDF file." }])
    const othersUpload = await upload(new TextEncoder().encode("%PDF-1.4"), who.key)
    expect((await call("POST", reportPath(id), { key: othersUpload }, staffKey)).status).toBe(403)
    for (const body of [{ url: "http://reports.example.com/a.pdf" }, { url: "javascript:alert(1)" }, {}, { url: REPORT_LINK, key: "x" }]) {
      const refused = await call("POST", reportPath(id), body, staffKey)
      expect([refused.status, refused.body.error_code], JSON.stringify(body)).toEqual([400, ErrorCode.inspection_report_invalid])
    }
    expect((await call("GET", inspection(id), undefined, who.key)).body.report_url).toBeNull()
  })

  it("is staff's and VIEW_SUBMISSIONS users' to record: the seller and others are forbidden", async () => {
    const who = await seller()
    const id = await booked(who)
    const other = await seller()
    for (const key of [who.key, other.key]) {
      const refused = await call("POST", reportPath(id), { url: REPORT_LINK }, key)
      expect([refused.status, refused.body.error_code]).toEqual([403, ErrorCode.forbidden])
    }
    const reviewer = await seller()
    await api.sql((sql) => sql`UPDATE users SET abilities = ARRAY[${VIEW_SUBMISSIONS_PERMISSION}] WHERE id = ${reviewer.id}`)
    expect((await call("POST", reportPath(id), { url: REPORT_LINK }, reviewer.key)).status).toBe(200)
  })

  it("waits for the booking", async () => {
    const who = await seller()
    const id = await submission(who)
    await call("PUT", inspection(id), ADDRESS, who.key)
    const refused = await call("POST", reportPath(id), { url: REPORT_LINK }, staffKey)
    expect([refused.status, refused.body.error_code, refused.body.message]).toEqual([
      409,
      ErrorCode.inspection_not_reportable,
      "This inspection hasn't been booked yet."
    ])
  })
})

describe("the seller's answer", () => {
  it("approves the report once: not before it is there, and not twice", async () => {
    const who = await seller()
    const id = await booked(who)
    const early = await call("POST", `${inspection(id)}/approve`, { approved: true }, who.key)
    expect([early.status, early.body.error_code, early.body.message]).toEqual([
      409,
      ErrorCode.inspection_not_answerable,
      "The inspection report isn't ready yet."
    ])

    await call("POST", reportPath(id), { url: REPORT_LINK }, staffKey)
    const approved = await call("POST", `${inspection(id)}/approve`, { approved: true }, who.key)
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ approved: true, answered_at: expect.any(String) })

    for (const answer of [true, false]) {
      const twice = await call("POST", `${inspection(id)}/approve`, { approved: answer }, who.key)
      expect([twice.status, twice.body.error_code, twice.body.message]).toEqual([
        409,
        ErrorCode.inspection_not_answerable,
        "You approved this inspection already."
      ])
    }
    // answered, the report stays as it is
    const late = await call("POST", reportPath(id), { url: `${REPORT_LINK}?v=2` }, staffKey)
    expect([late.status, late.body.error_code]).toEqual([409, ErrorCode.inspection_not_reportable])
    expect((await decisions(id)).map(([decision]) => decision)).toEqual(["inspection_booked", "inspection_report", "inspection_approved"])
  })

  it("declines the report, and a stranger's answer finds no submission", async () => {
    const who = await seller()
    const id = await booked(who)
    await call("POST", reportPath(id), { url: REPORT_LINK }, staffKey)
    const stranger = await seller()
    const refused = await call("POST", `${inspection(id)}/approve`, { approved: false }, stranger.key)
    expect([refused.status, refused.body.error_code]).toEqual([404, ErrorCode.submission_not_found])
    const declined = await call("POST", `${inspection(id)}/approve`, { approved: false }, who.key)
    expect(declined.body.approved).toBe(false)
    expect((await decisions(id)).at(-1)).toEqual(["inspection_declined", `inspect_${run}_${names - 1}`, "Declined the inspection."])
  })
})
