import { BD_REPRESENTATIVE_PERMISSION, ErrorCode, SEES_BD_REP_PERMISSION, VIEW_SUBMISSIONS_PERMISSION } from "@redline/domain"
import { Bus, channelSubject } from "@redline/infra"
import { Effect, Exit, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { caller, type Member, member, MEMBER_PASSWORD, staffAccessKey, submissionDecisions, useApi } from "./harness/index.ts"

const api = useApi()
const call = caller(api)

let staffKey: string
let names = 0
// Usernames unique to the run, so a search by one finds this file's submissions alone.
const run = Date.now().toString(36)
const usernameOf = (prefix: string, n: number) => `${prefix}_${run}_${n}`
const newMember = async (prefix = "bd", permissions: ReadonlyArray<string> = []) => {
  const n = ++names
  const created = await member(api, staffKey, usernameOf(prefix, n))
  if (permissions.length > 0)
    await api.sql((sql) => sql`UPDATE users SET abilities = string_to_array(${permissions.join(",")}, ',') WHERE id = ${created.id}`)
  return { ...created, username: usernameOf(prefix, n) }
}

const PORSCHE = {
  contact: { first_name: "Ada", last_name: "Lovelace", phone: "(503) 555-0142" },
  car: { vin: "WP0AA29903S620001", year: 2003, make_slug: "porsche", model_slug: "911", mileage: 41000, zip_code: "97201", seller_type: 1 }
}

const submitted = async (who: Member) => {
  const answer = await call("POST", "/api/v1/applications", PORSCHE, who.key)
  expect(answer.status).toBe(201)
  const id = answer.body.id as number
  await api.sql((sql) => sql`UPDATE submissions SET status = 2, submitted_at = now() WHERE id = ${id}`)
  return id
}

const assign = (id: number, userId: number | null, key = staffKey) =>
  call("PUT", `/api/v1/staff/submissions/${id}/representative`, { user_id: userId }, key)
const representatives = async (key = staffKey) => {
  const answer = await call("GET", "/api/v1/staff/representatives", undefined, key)
  expect(answer.status).toBe(200)
  return answer.body.representatives as Array<{ id: number; username: string; email: string }>
}
const queue = async (query: string, key = staffKey) =>
  (await call("GET", `/api/v1/staff/submissions?${query}`, undefined, key)).body.submissions.map((row: { id: number }) => row.id)
const decisionsOf = (id: number) => submissionDecisions(api, staffKey, id)

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
})

describe("the representatives", () => {
  it("are the users holding CAN_BE_BD_REPRESENTATIVE and not banned, by username", async () => {
    const rep = await newMember("rep", [BD_REPRESENTATIVE_PERMISSION])
    const banned = await newMember("rep", [BD_REPRESENTATIVE_PERMISSION])
    await api.sql((sql) => sql`UPDATE users SET banned = true WHERE id = ${banned.id}`)
    const reviewer = await newMember("reviewer", [VIEW_SUBMISSIONS_PERMISSION])
    const listed = await representatives(reviewer.key)
    expect(listed).toContainEqual({ id: rep.id, username: rep.username, email: rep.email })
    expect(listed.map((each) => each.id)).not.toContain(banned.id)
    expect(listed.map((each) => each.id)).not.toContain(reviewer.id)
    expect(listed.map((each) => each.username.toLowerCase())).toEqual(listed.map((each) => each.username.toLowerCase()).sort())
  })
})

describe("assigning a representative", () => {
  it("names them on the submission, records who assigned whom, and takes them off again", async () => {
    const seller = await newMember("seller")
    const id = await submitted(seller)
    const rep = await newMember("rep", [BD_REPRESENTATIVE_PERMISSION])
    const other = await newMember("rep", [BD_REPRESENTATIVE_PERMISSION])

    const assigned = await assign(id, rep.id)
    expect(assigned.status).toBe(200)
    expect(assigned.body.representative).toEqual({ id: rep.id, username: rep.username, email: rep.email })
    expect(assigned.body.decisions.at(-1)).toMatchObject({
      decision: "representative_assigned",
      message: `${rep.username} represents this submission.`
    })
    // the same one again changes nothing
    expect((await assign(id, rep.id)).body.decisions).toHaveLength(1)

    expect((await assign(id, other.id)).body.representative).toMatchObject({ id: other.id })
    const off = await assign(id, null)
    expect([off.status, off.body.representative]).toEqual([200, null])
    expect(await decisionsOf(id)).toEqual([
      ["representative_assigned", `${rep.username} represents this submission.`],
      ["representative_assigned", `${other.username} represents this submission.`],
      ["representative_unassigned", `${other.username} no longer represents this submission.`]
    ])
    // no one to take off: nothing recorded
    expect((await assign(id, null)).body.decisions).toHaveLength(3)
  })

  it("refuses someone who isn't a representative, naming the field, and changes nothing", async () => {
    const seller = await newMember("seller")
    const id = await submitted(seller)
    const rep = await newMember("rep", [BD_REPRESENTATIVE_PERMISSION])
    await assign(id, rep.id)
    const notRep = await newMember("reviewer", [VIEW_SUBMISSIONS_PERMISSION])
    for (const userId of [notRep.id, seller.id, 2_000_000_000]) {
      const refused = await assign(id, userId)
      expect([refused.status, refused.body.error_code, refused.body.field]).toEqual([409, ErrorCode.representative_not_eligible, "user_id"])
      expect(refused.body.message).toBe("This user can't represent a submission: pick one of the business-development representatives.")
    }
    const banned = await newMember("rep", [BD_REPRESENTATIVE_PERMISSION])
    await api.sql((sql) => sql`UPDATE users SET banned = true WHERE id = ${banned.id}`)
    expect((await assign(id, banned.id)).status).toBe(409)
    for (const body of [{}, { user_id: 0 }, { user_id: "12" }]) {
      const malformed = await call("PUT", `/api/v1/staff/submissions/${id}/representative`, body, staffKey)
      expect(malformed.status).toBe(400)
    }
    expect(await decisionsOf(id)).toEqual([["representative_assigned", `${rep.username} represents this submission.`]])
  })

  it("is for the desk alone: the seller, a representative without VIEW_SUBMISSIONS and a partner are forbidden; an unknown submission is not found", async () => {
    const seller = await newMember("seller", [SEES_BD_REP_PERMISSION])
    const id = await submitted(seller)
    const rep = await newMember("rep", [BD_REPRESENTATIVE_PERMISSION])
    for (const who of [seller, rep]) {
      expect(await assign(id, rep.id, who.key)).toMatchObject({ status: 403, body: { error_code: ErrorCode.forbidden } })
      expect((await call("GET", "/api/v1/staff/representatives", undefined, who.key)).status).toBe(403)
    }
    expect((await call("PUT", `/api/v1/staff/submissions/${id}/representative`, { user_id: rep.id })).status).toBe(401)
    expect(await assign(987_654_321, rep.id)).toMatchObject({ status: 404, body: { error_code: ErrorCode.submission_not_found } })
    expect(await decisionsOf(id)).toEqual([])
  })
})

describe("the queue by representative", () => {
  it("lists a representative's submissions ('mine' for the representative), the unassigned, or anyone's", async () => {
    const seller = await newMember("seller")
    const mine = await submitted(seller)
    const theirs = await submitted(seller)
    const nobodys = await submitted(seller)
    const rep = await newMember("rep", [BD_REPRESENTATIVE_PERMISSION, VIEW_SUBMISSIONS_PERMISSION])
    const other = await newMember("rep", [BD_REPRESENTATIVE_PERMISSION])
    await assign(mine, rep.id)
    await assign(theirs, other.id)
    const q = `q=${seller.email}`

    expect(await queue(`${q}&representative=mine`, rep.key)).toEqual([mine])
    expect(await queue(`${q}&representative=${other.id}`)).toEqual([theirs])
    expect(await queue(`${q}&representative=none`)).toEqual([nobodys])
    expect((await queue(q)).sort()).toEqual([mine, theirs, nobodys].sort())
    expect(await queue(`${q}&representative=mine`)).toEqual([])
    const rows = (await call("GET", `/api/v1/staff/submissions?${q}&representative=mine`, undefined, rep.key)).body.submissions
    expect(rows[0].representative).toEqual({ id: rep.id, username: rep.username })
    expect((await call("GET", `/api/v1/staff/submissions?representative=someone`, undefined, staffKey)).status).toBe(400)
  })
})

describe("what a business-development partner sees", () => {
  const path = (id: number) => `/api/v1/submissions/${id}/representative`

  it("shows a seller with SEES_BD_REP their representative's name and e-mail, or none yet", async () => {
    const partner = await newMember("partner", [SEES_BD_REP_PERMISSION])
    const id = await submitted(partner)
    expect((await call("GET", path(id), undefined, partner.key)).body).toEqual({ representative: null })
    const rep = await newMember("rep", [BD_REPRESENTATIVE_PERMISSION])
    await assign(id, rep.id)
    expect((await call("GET", path(id), undefined, partner.key)).body).toEqual({
      representative: { username: rep.username, email: rep.email }
    })
    expect((await call("GET", path(id), undefined, staffKey)).body.representative).toMatchObject({ username: rep.username })
    const signedIn = await call("POST", "/api/v1/auth/login", { email: partner.email, password: MEMBER_PASSWORD })
    expect(signedIn.body.abilities).toEqual(["bd_partner"])
  })

  it("hides the representative from a seller without SEES_BD_REP, and someone else's submission from a partner", async () => {
    const seller = await newMember("seller")
    const id = await submitted(seller)
    const rep = await newMember("rep", [BD_REPRESENTATIVE_PERMISSION])
    await assign(id, rep.id)
    expect(await call("GET", path(id), undefined, seller.key)).toMatchObject({ status: 403, body: { error_code: ErrorCode.forbidden } })
    expect(JSON.stringify((await call("GET", `/api/v1/submissions/${id}`, undefined, seller.key)).body)).not.toContain(rep.email)
    const partner = await newMember("partner", [SEES_BD_REP_PERMISSION])
    expect(await call("GET", path(id), undefined, partner.key)).toMatchObject({
      status: 404,
      body: { error_code: ErrorCode.submission_not_found }
    })
    expect((await call("GET", path(id))).status).toBe(401)
  })
})

describe("the desk's chat, live", () => {
  const listening = Effect.runSync(Scope.make())
  afterAll(() => Effect.runPromise(Scope.close(listening, Exit.void)))

  const listen = async (subject: string) => {
    const heard: Array<{ channel: string; kind: string; data: any }> = []
    await api.run(
      Effect.flatMap(Bus, (bus) =>
        bus.subscribe(subject, (message) => Effect.sync(() => heard.push(JSON.parse(new TextDecoder().decode(message.data)))))
      ).pipe(Scope.extend(listening))
    )
    return heard
  }

  it("tells the submission's chat channel each message, either side's, and staff's having seen the seller's", async () => {
    const seller = await newMember("seller")
    const id = await submitted(seller)
    const desk = await listen(channelSubject({ type: "submission_chat", id }))
    const sellers = await listen(channelSubject({ type: "messages", id: seller.id }))

    await call("POST", `/api/v1/submissions/${id}/messages`, { message: "The hardtop comes with it." }, seller.key)
    await call("POST", `/api/v1/submissions/${id}/messages`, { message: "Thanks, noted." }, staffKey)
    await call("POST", `/api/v1/submissions/${id}/messages/seen`, undefined, staffKey)

    await expect
      .poll(() => desk.map((event) => [event.channel, event.kind, event.data.message?.text ?? null]))
      .toEqual([
        [`submission_chat:${id}`, "message", "The hardtop comes with it."],
        [`submission_chat:${id}`, "message", "Thanks, noted."],
        [`submission_chat:${id}`, "messages_seen", null]
      ])
    // staff having seen the seller's messages is not the seller's to hear
    await expect.poll(() => sellers.map((event) => event.kind)).toEqual(["message", "message"])
  })
})
