import { ErrorCode, NotificationType, SubmissionStatus, VIEW_SUBMISSIONS_PERMISSION } from "@redline/domain"
import { Bus, channelSubject } from "@redline/infra"
import { Effect, Exit, Scope } from "effect"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { caller, type Member, member, MEMBER_PASSWORD, STAFF, staffAccessKey, useApi } from "./harness/index.ts"

const api = useApi()
const call = caller(api)

let staffKey: string
let names = 0
// Usernames unique to the run, so a search by one finds this file's submissions alone.
const run = Date.now().toString(36)
const newMember = (prefix = "desk") => member(api, staffKey, `${prefix}_${run}_${++names}`)

// A 2003 Porsche 911 made in Germany, and a 1990 Mazda MX-5 Miata made in Japan, their check digits right.
const PORSCHE = {
  contact: { first_name: "Ada", last_name: "Lovelace", phone: "(503) 555-0142" },
  car: { vin: "WP0AA29903S620001", year: 2003, make_slug: "porsche", model_slug: "911", mileage: 41000, zip_code: "97201", seller_type: 1 }
}
const MIATA = { ...PORSCHE, car: { ...PORSCHE.car, vin: "JM1NA3510L0100001", year: 1990, make_slug: "mazda", model_slug: "mx-5-miata" } }

const DESK = "/api/v1/staff/submissions"
const deskPath = (id: number) => `${DESK}/${id}`

const apply = async (who: Member, body: object = PORSCHE) => {
  const answer = await call("POST", "/api/v1/applications", body, who.key)
  expect(answer.status).toBe(201)
  return answer.body.id as number
}

/** A submission sent to staff at `at`, as submitting leaves it. */
const submitted = async (who: Member, body: object = PORSCHE, at = new Date()) => {
  const id = await apply(who, body)
  await api.sql((sql) => sql`UPDATE submissions SET status = 2, submitted_at = ${at} WHERE id = ${id}`)
  return id
}

const decide = (id: number, body: object, key = staffKey) => call("POST", `${deskPath(id)}/decision`, body, key)
const ACCEPT = { decision: "accept", message: "  We'd love to list your 911: next, the listing fee.  " }
const DECLINE = { decision: "decline", message: "Thank you; this car isn't a fit for Redline." }

const queue = async (query: string, key = staffKey) => {
  const answer = await call("GET", `${DESK}?${query}`, undefined, key)
  expect(answer.status).toBe(200)
  return answer.body as { submissions: Array<any>; total_count: number; page: number }
}

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
})

describe("the queue", () => {
  it("lists submitted cars newest first, with their seller, unread messages and last decision", async () => {
    const seller = await newMember()
    const older = await submitted(seller, PORSCHE, new Date("2026-11-01T10:00:00Z"))
    const newer = await submitted(seller, MIATA, new Date("2026-11-02T10:00:00Z"))
    await apply(seller)
    await call("POST", `/api/v1/submissions/${older}/messages`, { message: "The hardtop comes with it." }, seller.key)

    const page = await queue(`q=${seller.email}`)
    expect(page.total_count).toBe(2)
    expect(page.page).toBe(1)
    expect(page.submissions.map((row) => row.id)).toEqual([newer, older])
    expect(page.submissions[1]).toEqual({
      id: older,
      status: SubmissionStatus.submitted,
      title: "2003 Porsche 911",
      seller: { username: `desk_${run}_${names}` },
      submitted_at: "2026-11-01T10:00:00.000Z",
      main_photo: null,
      unread_count: 1,
      last_decision: null,
      representative: null
    })

    await decide(newer, DECLINE)
    const declined = await queue(`status=4&q=${seller.email}`)
    expect(declined.submissions.map((row) => row.id)).toEqual([newer])
    expect(declined.submissions[0].last_decision).toMatchObject({
      decision: "decline",
      user: { username: "staff" },
      message: DECLINE.message
    })
    expect((await queue(`q=${seller.email}`)).submissions.map((row) => row.id)).toEqual([older])
    expect((await queue(`status=1&q=${seller.email}`)).total_count).toBe(1)
  })

  it("searches the title, the VIN and the seller's username and e-mail, in any case, every word", async () => {
    const seller = await newMember()
    const porsche = await submitted(seller, PORSCHE)
    const miata = await submitted(seller, MIATA)
    const username = `desk_${run}_${names}`
    const found = async (q: string) => (await queue(`q=${encodeURIComponent(q)}`)).submissions.map((row) => row.id)
    expect(await found(`${username.toUpperCase()} porsche`)).toEqual([porsche])
    expect(await found(`${username} 1990 MX-5`)).toEqual([miata])
    expect(await found(`${username} wp0aa29903`)).toEqual([porsche])
    expect(await found(`${seller.email.toUpperCase()}`)).toEqual([miata, porsche])
    // `%` and `_` are searched for as themselves
    expect(await found(`${username} %`)).toEqual([])
    expect(await found(username.replace(/_/g, "%"))).toEqual([])
  })

  it("pages 50 at a time with the total", async () => {
    const seller = await newMember()
    const template = await apply(seller)
    // 51 copies of the application, submitted a minute apart (applying is limited to 10 an hour)
    const ids = (
      await api.sql(
        (sql) => sql<{ id: number }>`
          INSERT INTO submissions (user_id, status, contact, vin, year, make_slug, model_slug, mileage, zip_code, seller_type, submitted_at)
          SELECT user_id, 2, contact, vin, year, make_slug, model_slug, mileage, zip_code, seller_type,
                 timestamptz '2026-01-01T00:00:00Z' + n * interval '1 minute'
            FROM submissions, generate_series(0, 50) AS n WHERE id = ${template}
           ORDER BY n RETURNING id`
      )
    ).map((row) => row.id)
    const first = await queue(`q=${seller.email}`)
    expect([first.submissions.length, first.total_count]).toEqual([50, 51])
    expect(first.submissions[0].id).toBe(ids[50])
    const second = await queue(`q=${seller.email}&page=2`)
    expect(second).toMatchObject({ total_count: 51, page: 2 })
    expect(second.submissions.map((row) => row.id)).toEqual([ids[0]])
  })

  it("refuses a status that isn't one, and a page out of range", async () => {
    for (const query of ["status=12", "status=draft", "page=0", "page=1001"]) {
      const answer = await call("GET", `${DESK}?${query}`, undefined, staffKey)
      expect([answer.status, answer.body.error_code], query).toEqual([400, ErrorCode.bad_request])
    }
  })
})

describe("a submission on the desk", () => {
  it("answers what the seller sees, the seller and staff's decisions", async () => {
    const seller = await newMember()
    const id = await submitted(seller)
    const before = (await call("GET", deskPath(id), undefined, staffKey)).body
    expect(before).toMatchObject({
      submission: { id, status: SubmissionStatus.submitted, title: "2003 Porsche 911", partner: null, campaign: null },
      seller: { id: seller.id, username: `desk_${run}_${names}`, email: seller.email },
      unread_count: 0,
      decisions: []
    })
    expect(before.submission).toEqual((await call("GET", `/api/v1/submissions/${id}`, undefined, seller.key)).body)

    const decided = await decide(id, ACCEPT)
    expect(decided.status).toBe(200)
    expect(decided.body.submission.status).toBe(SubmissionStatus.accepted)
    expect(decided.body.decisions).toEqual([
      {
        id: expect.any(Number),
        decision: "accept",
        user: { username: "staff" },
        message: ACCEPT.message.trim(),
        created_at: expect.any(String)
      }
    ])
    expect((await call("GET", deskPath(id), undefined, staffKey)).body).toEqual(decided.body)
  })

  it("shows the main photo in the queue", async () => {
    const seller = await newMember()
    const id = await submitted(seller)
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 40 } } })
      .png()
      .toBuffer()
    const token = await call("GET", `/api/v1/auth/s3-token?size=${photo.byteLength}`, undefined, seller.key)
    expect((await fetch(token.body.upload_url, { method: "PUT", body: new Uint8Array(photo) })).status).toBe(200)
    const added = await call("POST", `/api/v1/submissions/${id}/photos`, { key: token.body.key, section: "exterior" }, seller.key)
    expect(added.status).toBe(201)
    expect((await queue(`q=${seller.email}`)).submissions[0].main_photo).toEqual(added.body)
  })

  it("answers 404 for a submission that doesn't exist", async () => {
    const missing = await call("GET", deskPath(999_999), undefined, staffKey)
    expect([missing.status, missing.body.error_code]).toEqual([404, ErrorCode.submission_not_found])
    const deciding = await decide(999_999, ACCEPT)
    expect([deciding.status, deciding.body.error_code]).toEqual([404, ErrorCode.submission_not_found])
  })
})

describe("the decision", () => {
  const listening = Effect.runSync(Scope.make())
  afterAll(() => Effect.runPromise(Scope.close(listening, Exit.void)))

  const listen = async (seller: Member) => {
    const heard: Array<{ channel: string; kind: string; data: any }> = []
    await api.run(
      Effect.flatMap(Bus, (bus) =>
        Effect.forEach(["messages", "notifications"] as const, (type) =>
          bus.subscribe(channelSubject({ type, id: seller.id }), (message) =>
            Effect.sync(() => heard.push(JSON.parse(new TextDecoder().decode(message.data))))
          )
        )
      ).pipe(Scope.extend(listening))
    )
    return heard
  }

  const notified = (seller: Member) =>
    api.sql(
      (sql) => sql<{ type: number; related_to: any }>`SELECT type, related_to FROM notifications WHERE user_id = ${seller.id} ORDER BY type`
    )

  it("accepts: the seller sees Accepted, the message in the chat from staff, and is notified at once", async () => {
    const seller = await newMember()
    const id = await submitted(seller)
    const heard = await listen(seller)
    expect((await decide(id, ACCEPT)).status).toBe(200)

    const seen = (await call("GET", `/api/v1/submissions/${id}`, undefined, seller.key)).body
    expect([seen.status, seen.list, seen.message_count]).toEqual([SubmissionStatus.accepted, "in_progress", 1])
    const chat = (await call("GET", `/api/v1/submissions/${id}/messages`, undefined, seller.key)).body
    expect(chat.messages).toEqual([expect.objectContaining({ from: "staff", user: null, text: ACCEPT.message.trim() })])
    expect(await notified(seller)).toEqual([
      { type: NotificationType.seller_message, related_to: expect.objectContaining({ submission_id: id, title: "2003 Porsche 911" }) },
      { type: NotificationType.listing_status, related_to: expect.objectContaining({ submission_id: id, status: "accepted" }) }
    ])
    const mail = await api.sql((sql) => sql<{ subject: string }>`SELECT subject FROM outbox WHERE recipient = ${seller.email}`)
    expect(mail.map((row) => row.subject)).toEqual(["New message(s) about your listing 2003 Porsche 911"])
    const bell = (await call("GET", "/api/v1/notifications", undefined, seller.key)).body
    expect(JSON.stringify(bell)).toContain("Your 2003 Porsche 911 was accepted")

    await expect
      .poll(() => heard.map((event) => `${event.channel} ${event.kind}`))
      .toEqual([`messages:${seller.id} message`, `notifications:${seller.id} notification`, `notifications:${seller.id} notification`])
    expect(heard[0]!.data).toMatchObject({ message: { from: "staff" }, unread_count: 1 })
  })

  it("declines: the seller sees Declined and that the car is not a fit", async () => {
    const seller = await newMember()
    const id = await submitted(seller)
    const declined = await decide(id, DECLINE)
    expect(declined.body.submission).toMatchObject({ status: SubmissionStatus.declined, list: "past" })
    expect((await call("GET", `/api/v1/submissions/${id}`, undefined, seller.key)).body.status).toBe(SubmissionStatus.declined)
    expect(await notified(seller)).toEqual([
      { type: NotificationType.seller_message, related_to: expect.objectContaining({ submission_id: id }) },
      { type: NotificationType.listing_status, related_to: expect.objectContaining({ submission_id: id, status: "not_a_fit" }) }
    ])
  })

  it("is made once: deciding again is refused naming the decision, and a retry with its key answers it", async () => {
    const seller = await newMember()
    const id = await submitted(seller)
    const first = await decide(id, { ...ACCEPT, idempotency_key: "decide-1" })
    const retry = await decide(id, { ...ACCEPT, idempotency_key: "decide-1" })
    expect(retry.status).toBe(200)
    expect(retry.body).toEqual(first.body)
    for (const body of [DECLINE, ACCEPT, { ...DECLINE, idempotency_key: "decide-2" }]) {
      const again = await decide(id, body)
      expect([again.status, again.body.error_code, again.body.message]).toEqual([
        409,
        ErrorCode.submission_not_decidable,
        "This submission was accepted already."
      ])
    }
    const declinedOne = await submitted(seller)
    await decide(declinedOne, DECLINE)
    expect((await decide(declinedOne, ACCEPT)).body.message).toBe("This submission was declined already.")
    const detail = (await call("GET", deskPath(id), undefined, staffKey)).body
    expect([detail.submission.status, detail.decisions.length]).toEqual([SubmissionStatus.accepted, 1])
    expect((await call("GET", `/api/v1/submissions/${id}/messages`, undefined, seller.key)).body.messages).toHaveLength(1)
  })

  it("is made once when two of staff decide at the same moment", async () => {
    const seller = await newMember()
    const id = await submitted(seller)
    const answers = await Promise.all([decide(id, ACCEPT), decide(id, DECLINE)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const detail = (await call("GET", deskPath(id), undefined, staffKey)).body
    expect(detail.decisions).toHaveLength(1)
    expect(detail.submission.status).toBe(detail.decisions[0].decision === "accept" ? SubmissionStatus.accepted : SubmissionStatus.declined)
    expect((await call("GET", `/api/v1/submissions/${id}/messages`, undefined, seller.key)).body.messages).toHaveLength(1)
  })

  it("refuses a draft, and a canceled submission, changing nothing", async () => {
    const seller = await newMember()
    const draft = await apply(seller)
    const refused = await decide(draft, ACCEPT)
    expect([refused.status, refused.body.error_code, refused.body.message]).toEqual([
      409,
      ErrorCode.submission_not_decidable,
      "This submission hasn't been submitted yet."
    ])
    const canceled = await submitted(seller)
    await call("PATCH", `/api/v1/submissions/${canceled}`, { status: 104 }, seller.key)
    expect((await decide(canceled, DECLINE)).body.message).toBe("This submission was canceled.")
    expect(await notified(seller)).toEqual([])
    const detail = (await call("GET", deskPath(draft), undefined, staffKey)).body
    expect([detail.submission.status, detail.decisions]).toEqual([SubmissionStatus.draft, []])
  })

  it("refuses a message with nothing to read, or longer than the chat takes, changing nothing", async () => {
    const seller = await newMember()
    const id = await submitted(seller)
    for (const [message, said] of [
      ["  \u200b ", "Please write a message."],
      ["a".repeat(2001), "A message can be at most 2,000 characters."]
    ] as const) {
      const refused = await decide(id, { decision: "accept", message })
      expect([refused.status, refused.body.error_code, refused.body.message]).toEqual([400, ErrorCode.submission_message_invalid, said])
    }
    const unknown = await decide(id, { decision: "approve", message: "Yes" })
    expect(unknown.status).toBe(400)
    const detail = (await call("GET", deskPath(id), undefined, staffKey)).body
    expect([detail.submission.status, detail.decisions]).toEqual([SubmissionStatus.submitted, []])
  })
})

describe("who works the desk", () => {
  it("forbids everyone but staff and users with VIEW_SUBMISSIONS, the seller and other abilities too", async () => {
    const seller = await newMember()
    const id = await submitted(seller)
    const rep = await newMember("rep")
    await api.sql((sql) => sql`UPDATE users SET abilities = ARRAY['CAN_MAKE_SUBMISSION_INQUIRIES'] WHERE id = ${rep.id}`)
    for (const who of [seller, rep]) {
      for (const [method, path, body] of [
        ["GET", DESK, undefined],
        ["GET", deskPath(id), undefined],
        ["POST", `${deskPath(id)}/decision`, ACCEPT]
      ] as const) {
        const answer = await call(method, path, body, who.key)
        expect([answer.status, answer.body.error_code], `${method} ${path}`).toEqual([403, ErrorCode.forbidden])
      }
    }
    expect((await call("GET", DESK)).status).toBe(401)
    expect((await call("GET", `/api/v1/submissions/${id}`, undefined, seller.key)).body.status).toBe(SubmissionStatus.submitted)
  })

  it("opens to a user with only VIEW_SUBMISSIONS, whose decision is recorded as theirs", async () => {
    const seller = await newMember()
    const id = await submitted(seller)
    const reviewer = await newMember("reviewer")
    await api.sql((sql) => sql`UPDATE users SET abilities = ARRAY[${VIEW_SUBMISSIONS_PERMISSION}] WHERE id = ${reviewer.id}`)
    expect((await queue(`q=${seller.email}`, reviewer.key)).submissions.map((row) => row.id)).toEqual([id])
    expect((await call("GET", deskPath(id), undefined, reviewer.key)).status).toBe(200)
    const decided = await decide(id, ACCEPT, reviewer.key)
    expect(decided.status).toBe(200)
    expect(decided.body.decisions[0].user).toEqual({ username: `reviewer_${run}_${names}` })
  })
})

describe("a reviewer's session", () => {
  it("answers the desk's ability, and lets a user with VIEW_SUBMISSIONS read the submission and write in its chat as staff", async () => {
    const seller = await newMember()
    const id = await submitted(seller)
    const reviewer = await newMember("chat")
    await api.sql((sql) => sql`UPDATE users SET abilities = ARRAY[${VIEW_SUBMISSIONS_PERMISSION}] WHERE id = ${reviewer.id}`)
    const signedIn = await call("POST", "/api/v1/auth/login", { email: reviewer.email, password: MEMBER_PASSWORD })
    expect(signedIn.body.abilities).toEqual(["view_submissions"])
    const key = signedIn.body.access_key as string

    expect((await call("GET", `/api/v1/submissions/${id}`, undefined, key)).body.id).toBe(id)
    const sent = await call("POST", `/api/v1/submissions/${id}/messages`, { message: "Which wheels does it come with?" }, key)
    expect([sent.status, sent.body.from]).toEqual([201, "staff"])
    const chat = await call("GET", `/api/v1/submissions/${id}/messages`, undefined, seller.key)
    expect(chat.body.messages.map((message: { from: string; text: string }) => [message.from, message.text])).toEqual([
      ["staff", "Which wheels does it come with?"]
    ])

    const member = await call("POST", "/api/v1/auth/login", { email: seller.email, password: MEMBER_PASSWORD })
    expect(member.body.abilities).toEqual([])
    const staff = await call("POST", "/api/v1/auth/login", STAFF)
    expect(staff.body.abilities).toContain("view_submissions")
  })
})
