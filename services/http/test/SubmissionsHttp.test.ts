import { ErrorCode, NotificationType, PHOTOS_PER_SECTION_MAX, SubmissionStatus, VIEW_SUBMISSIONS_PERMISSION } from "@redline/domain"
import { Bus, channelSubject } from "@redline/infra"
import { Effect, Exit, Scope } from "effect"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { caller, type Member, member, MEMBER_PASSWORD, staffAccessKey, useApi } from "./harness/index.ts"

const api = useApi()
const call = caller(api)

let staffKey: string
let names = 0
const newMember = () => member(api, staffKey, `seller_${++names}`)

// A 2003 Porsche 911 made in Germany, its check digit right.
const APPLICATION = {
  contact: { first_name: "Ada", last_name: "Lovelace", phone: "(503) 555-0142" },
  car: { vin: "wp0aa29903s620001", year: 2003, make_slug: "porsche", model_slug: "911", mileage: 41000, zip_code: "97201", seller_type: 1 }
}

const DETAILS = {
  body_style: "coupe",
  drivetrain: "rear-wheel-drive",
  transmission: "manual",
  engine: "3.6L flat-six",
  exterior_color: "Guards Red",
  interior_color: "Black",
  title_status: "clean",
  title_state: "OR",
  title_in_seller_name: true
}
const CONDITION = { known_flaws: "Stone chips on the nose", has_accident_history: false, has_mechanical_issues: false }
const SCHEDULING = { timing: "asap", has_reserve: true, reserve_amount: 45000 }

const apply = async (who: Member, body: object = APPLICATION) => {
  const answer = await call("POST", "/api/v1/applications", body, who.key)
  expect(answer.status).toBe(201)
  return answer.body
}

const submissionPath = (id: number) => `/api/v1/submissions/${id}`

/** A photo the seller uploaded, as the browser does: answers its key. */
const upload = async (key: string) => {
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .png()
    .toBuffer()
  const token = await call("GET", `/api/v1/auth/s3-token?size=${photo.byteLength}`, undefined, key)
  expect((await fetch(token.body.upload_url, { method: "PUT", body: new Uint8Array(photo) })).status).toBe(200)
  return token.body.key as string
}

const addPhoto = async (who: Member, id: number, section: string) =>
  call("POST", `${submissionPath(id)}/photos`, { key: await upload(who.key), section }, who.key)

/** A draft with every section complete and the photos it needs: ready to submit. */
const readyDraft = async (who: Member) => {
  const { id } = await apply(who)
  await call("PUT", `${submissionPath(id)}/details`, { data: DETAILS, back: false }, who.key)
  await call("PUT", `${submissionPath(id)}/condition`, { data: CONDITION, back: false }, who.key)
  await call("PUT", `${submissionPath(id)}/media`, { data: {}, back: false }, who.key)
  await call("PUT", `${submissionPath(id)}/scheduling`, { data: SCHEDULING, back: false }, who.key)
  for (const section of ["exterior", "exterior", "exterior", "exterior", "interior", "interior"]) {
    expect((await addPhoto(who, id, section)).status).toBe(201)
  }
  return id as number
}

const setStatus = (id: number, status: number) => api.sql((sql) => sql`UPDATE submissions SET status = ${status} WHERE id = ${id}`)

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
})

describe("applications", () => {
  it("makes a draft of a valid application, in one form, resumable at its first section", async () => {
    const seller = await newMember()
    const submission = await apply(seller)
    expect(submission).toMatchObject({
      status: SubmissionStatus.draft,
      list: "in_progress",
      title: "2003 Porsche 911",
      next_step: "details",
      application: {
        contact: { first_name: "Ada", last_name: "Lovelace", phone: "+15035550142" },
        car: { vin: "WP0AA29903S620001", make: "Porsche", model: "911", seller_type: 1, dealer_name: null },
        vin_check_digit_warning: false
      },
      sections: { details: null, condition: null, media: null, scheduling: null },
      photos: [],
      message_count: 0,
      review_checklist_status: null,
      reserve_offer: null
    })
    expect((await call("GET", `/api/v1/applications/${submission.id}`, undefined, seller.key)).body).toEqual(submission.application)
  })

  it("answers a retry with the same key with the first submission", async () => {
    const seller = await newMember()
    const body = { ...APPLICATION, idempotency_key: "apply-1", partner: "Hagerty" }
    const first = await apply(seller, body)
    const again = await apply(seller, body)
    expect(again.id).toBe(first.id)
    expect(first.partner).toBe("hagerty")
    expect((await call("GET", "/api/v1/submissions/counts", undefined, seller.key)).body).toMatchObject({ in_progress: 1 })
  })

  it("keeps the campaign tags the seller came with, trimmed and without blanks", async () => {
    const seller = await newMember()
    const tagged = await apply(seller, {
      ...APPLICATION,
      campaign: { source: " newsletter ", medium: "email", campaign: "", content: "spring" }
    })
    expect(tagged.campaign).toEqual({ source: "newsletter", medium: "email", content: "spring" })
    expect((await call("GET", `/api/v1/submissions/${tagged.id}`, undefined, seller.key)).body.campaign).toEqual(tagged.campaign)
    expect((await apply(seller, { ...APPLICATION, campaign: { term: " " } })).campaign).toBeNull()
    expect((await apply(seller, APPLICATION)).campaign).toBeNull()
    const tooLong = await call("POST", "/api/v1/applications", { ...APPLICATION, campaign: { source: "x".repeat(101) } }, seller.key)
    expect(tooLong.status).toBe(400)
  })

  it("answers a retry with the first submission without spending the hourly limit; a refused invitation spends none", async () => {
    const seller = await newMember()
    const body = { ...APPLICATION, idempotency_key: "apply-limit" }
    const first = await apply(seller, body)
    const spend = (count: number) =>
      api.sql((sql) => sql`UPDATE rate_limits SET count = ${count} WHERE key = ${`submission-application:${seller.id}`}`)
    await spend(10)
    expect((await apply(seller, body)).id).toBe(first.id)
    const over = await call("POST", "/api/v1/applications", { ...APPLICATION, idempotency_key: "apply-other" }, seller.key)
    expect(over.status).toBe(429)
    await spend(9)
    for (let i = 0; i < 3; i++) {
      const refused = await call("POST", "/api/v1/applications", { ...APPLICATION, invitation_id: "no-such-invitation" }, seller.key)
      expect([refused.status, refused.body.error_code]).toEqual([404, ErrorCode.invitation_not_found])
    }
    expect((await call("POST", "/api/v1/applications", APPLICATION, seller.key)).status).toBe(201)
  })

  it("refuses an application naming each wrong field", async () => {
    const seller = await newMember()
    const refused = await call(
      "POST",
      "/api/v1/applications",
      { ...APPLICATION, car: { ...APPLICATION.car, vin: "WP0AA2990", year: 2090, mileage: -1 } },
      seller.key
    )
    expect(refused.status).toBe(400)
    expect(refused.body.error_code).toBe(ErrorCode.application_invalid)
    expect(refused.body.fields.map((field: { field: string }) => field.field)).toEqual(["car.year", "car.vin", "car.mileage"])
    expect(refused.body.message).toMatch(/^Year must be from 1900 to \d{4}\.$/)
  })

  it("refuses a make or model the catalogue lacks, and a zip code the table doesn't know", async () => {
    const seller = await newMember()
    const unknownModel = await call(
      "POST",
      "/api/v1/applications",
      { ...APPLICATION, car: { ...APPLICATION.car, model_slug: "cayenne-turbo-x" } },
      seller.key
    )
    expect(unknownModel.body.fields).toEqual([{ field: "car.model_slug", message: "Please choose a model of this make from the list." }])
    const unknownZip = await call(
      "POST",
      "/api/v1/applications",
      { ...APPLICATION, car: { ...APPLICATION.car, zip_code: "00000" } },
      seller.key
    )
    expect(unknownZip.body).toMatchObject({ error_code: ErrorCode.application_invalid, message: "Invalid zip code" })
  })

  it("takes a foreign VIN whose check digit doesn't match, with a warning, and refuses a North American one", async () => {
    const seller = await newMember()
    const foreign = await apply(seller, { ...APPLICATION, car: { ...APPLICATION.car, vin: "WP0AA29983S620001" } })
    expect(foreign.application.vin_check_digit_warning).toBe(true)
    const american = await call(
      "POST",
      "/api/v1/applications",
      { ...APPLICATION, car: { ...APPLICATION.car, vin: "1HGCD5635SA014296" } },
      seller.key
    )
    expect(american.body.fields).toEqual([{ field: "car.vin", message: expect.stringContaining("check digit") }])
  })

  it("changes the application of a draft; the same application again changes nothing", async () => {
    const seller = await newMember()
    const { id } = await apply(seller)
    const changed = await call(
      "PUT",
      `/api/v1/applications/${id}`,
      { ...APPLICATION, car: { ...APPLICATION.car, mileage: 42000 } },
      seller.key
    )
    expect(changed.body.application.car.mileage).toBe(42000)
    const again = await call(
      "PUT",
      `/api/v1/applications/${id}`,
      { ...APPLICATION, car: { ...APPLICATION.car, mileage: 42000 } },
      seller.key
    )
    expect(again.body).toEqual(changed.body)
  })
})

describe("invitations", () => {
  it("prefill an application from staff's link, which makes one application, the invited seller's, for 30 days", async () => {
    const [seller, other] = await Promise.all([newMember(), newMember()])
    expect((await call("POST", "/api/v1/invitations", { car: { year: 2003 } }, seller.key)).status).toBe(403)
    const invited = await call(
      "POST",
      "/api/v1/invitations",
      {
        email: seller.email,
        partner: "Hagerty",
        contact: { first_name: " Ada " },
        car: { vin: "WP0AA29903S620001", year: 2003, make_slug: "porsche" }
      },
      staffKey
    )
    expect(invited.status).toBe(201)
    const token = invited.body.invitation_id as string
    expect(invited.body.url).toBe(`/sell-car/invitation/${token}`)
    const prefill = await call("GET", `/api/v1/invitations/${token}`, undefined, seller.key)
    expect(prefill.body).toMatchObject({
      invitation_id: token,
      partner: "hagerty",
      prefill: {
        contact: { first_name: "Ada", last_name: null, phone: null },
        car: { vin: "WP0AA29903S620001", year: 2003, make_slug: "porsche", model_slug: null, mileage: null, zip_code: null }
      },
      submission_id: null
    })
    const submission = await apply(seller, { ...APPLICATION, invitation_id: token })
    expect(submission.partner).toBe("hagerty")
    expect((await apply(seller, { ...APPLICATION, invitation_id: token })).id).toBe(submission.id)
    expect((await call("GET", `/api/v1/invitations/${token}`, undefined, seller.key)).body.submission_id).toBe(submission.id)
    const used = await call("POST", "/api/v1/applications", { ...APPLICATION, invitation_id: token }, other.key)
    expect([used.status, used.body.error_code]).toEqual([404, ErrorCode.invitation_not_found])
    expect((await call("GET", `/api/v1/invitations/${token}`, undefined, other.key)).status).toBe(404)
    await api.sql((sql) => sql`UPDATE submission_invitations SET expires_at = now() - interval '1 second' WHERE token = ${token}`)
    expect((await call("GET", `/api/v1/invitations/${token}`, undefined, seller.key)).status).toBe(404)
    expect((await call("GET", "/api/v1/invitations/no-such-invitation", undefined, seller.key)).body.error_code).toBe(
      ErrorCode.invitation_not_found
    )
  })

  it("are made by the staff desk: staff and users with VIEW_SUBMISSIONS, no other ability", async () => {
    const [reviewer, rep] = await Promise.all([newMember(), newMember()])
    await api.sql((sql) => sql`UPDATE users SET abilities = ARRAY[${VIEW_SUBMISSIONS_PERMISSION}] WHERE id = ${reviewer.id}`)
    await api.sql((sql) => sql`UPDATE users SET abilities = ARRAY['CAN_MAKE_SUBMISSION_INQUIRIES'] WHERE id = ${rep.id}`)
    expect((await call("POST", "/api/v1/invitations", { car: { year: 2003 } }, reviewer.key)).status).toBe(201)
    const refused = await call("POST", "/api/v1/invitations", { car: { year: 2003 } }, rep.key)
    expect([refused.status, refused.body.error_code]).toEqual([403, ErrorCode.forbidden])
  })

  it("refuse a prefill with a value the application would refuse, naming the field", async () => {
    const invite = (body: object) => call("POST", "/api/v1/invitations", body, staffKey)
    for (const year of [2147483648, -5]) {
      const refused = await invite({ car: { year } })
      expect([refused.status, refused.body.error_code]).toEqual([400, ErrorCode.application_invalid])
      expect(refused.body.fields).toEqual([{ field: "car.year", message: expect.stringMatching(/^Year must be from 1900 to \d{4}\.$/) }])
    }
    const partner = await invite({ partner: "a b<script>", car: { mileage: -1, zip_code: "9720" } })
    expect(partner.status).toBe(400)
    expect(partner.body.fields.map((field: { field: string }) => field.field)).toEqual(["partner", "car.mileage", "car.zip_code"])
    expect(partner.body.message).toBe("partner must be letters, digits and dashes.")
    expect((await invite({ partner: "hagerty-2", car: { year: 2003 } })).status).toBe(201)
  })

  it("applied from by two accounts at once make one application; the other is refused, never an error", async () => {
    for (let round = 0; round < 4; round++) {
      const [first, second] = await Promise.all([newMember(), newMember()])
      const token = (await call("POST", "/api/v1/invitations", { car: { year: 2003 } }, staffKey)).body.invitation_id as string
      const answers = await Promise.all(
        [first, second].map((who) => call("POST", "/api/v1/applications", { ...APPLICATION, invitation_id: token }, who.key))
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 404])
      expect(answers.find((answer) => answer.status === 404)!.body.error_code).toBe(ErrorCode.invitation_not_found)
    }
  })
})

describe("sell inquiries", () => {
  it("let those with the ability record a seller's car, and mail the seller a prefilled application", async () => {
    const [rep, other] = await Promise.all([newMember(), newMember()])
    await api.sql((sql) => sql`UPDATE users SET abilities = ARRAY['CAN_MAKE_SUBMISSION_INQUIRIES'] WHERE id = ${rep.id}`)
    const signedIn = await call("POST", "/api/v1/auth/login", { email: rep.email, password: MEMBER_PASSWORD })
    expect(signedIn.body.abilities).toEqual(["submit_inquiries"])
    const body = { ...APPLICATION, contact: { ...APPLICATION.contact, email: "owner@example.com" }, notes: " Met at the show " }
    expect((await call("POST", "/api/v1/inquiries", body, other.key)).status).toBe(403)
    const invalid = await call(
      "POST",
      "/api/v1/inquiries",
      { ...body, contact: { ...body.contact, email: "owner@" }, car: { ...APPLICATION.car, mileage: -1 } },
      rep.key
    )
    expect(invalid.body.fields.map((field: { field: string }) => field.field)).toEqual(["car.mileage", "contact.email"])
    const made = await call("POST", "/api/v1/inquiries", body, rep.key)
    expect(made.status).toBe(201)
    expect(made.body.url).toBe(`/sell-car/invitation/${made.body.invitation_id}`)
    const mail = await api.sql(
      (sql) => sql<{ subject: string; body: string }>`SELECT subject, body FROM outbox WHERE recipient = 'owner@example.com'`
    )
    expect(mail.map((row) => row.subject)).toEqual(["Sell your 2003 Porsche 911 on Redline"])
    expect(mail[0]!.body).toContain(made.body.url)
    const seller = await newMember()
    expect((await call("GET", `/api/v1/invitations/${made.body.invitation_id}`, undefined, seller.key)).body.prefill).toEqual({
      contact: { first_name: "Ada", last_name: "Lovelace", phone: "+15035550142" },
      car: { vin: "WP0AA29903S620001", year: 2003, make_slug: "porsche", model_slug: "911", mileage: 41000, zip_code: "97201" }
    })
  })
})

describe("someone else's submission", () => {
  it("is not found, for reading and for every change", async () => {
    const [owner, other] = await Promise.all([newMember(), newMember()])
    const { id } = await apply(owner)
    const notFound = { error_code: ErrorCode.submission_not_found, message: "This submission doesn't exist." }
    for (const [method, path, body] of [
      ["GET", submissionPath(id), undefined],
      ["GET", `/api/v1/applications/${id}`, undefined],
      ["PUT", `/api/v1/applications/${id}`, APPLICATION],
      ["POST", `/api/v1/applications/${id}/submit`, undefined],
      ["PATCH", submissionPath(id), { status: 104 }],
      ["PUT", `${submissionPath(id)}/details`, { data: DETAILS }],
      ["DELETE", `${submissionPath(id)}/photos/1`, undefined],
      ["PUT", `${submissionPath(id)}/photos/main`, { photo_id: 1 }],
      ["PUT", `${submissionPath(id)}/photos/order`, { section: "exterior", photo_ids: [] }],
      ["GET", `${submissionPath(id)}/messages`, undefined],
      ["POST", `${submissionPath(id)}/messages`, { message: "Hello" }],
      ["POST", `${submissionPath(id)}/messages/seen`, undefined]
    ] as const) {
      const answer = await call(method, path, body, other.key)
      expect([answer.status, answer.body], `${method} ${path}`).toEqual([404, expect.objectContaining(notFound)])
    }
    const photo = await call("POST", `${submissionPath(id)}/photos`, { key: await upload(other.key), section: "exterior" }, other.key)
    expect([photo.status, photo.body]).toEqual([404, expect.objectContaining(notFound)])
    expect((await call("GET", submissionPath(999_999), undefined, owner.key)).status).toBe(404)
  })

  it("is read by staff", async () => {
    const owner = await newMember()
    const { id } = await apply(owner)
    expect((await call("GET", submissionPath(id), undefined, staffKey)).body.id).toBe(id)
  })
})

describe("sections", () => {
  it("keeps a half-done section going back, and refuses it moving on, naming each field", async () => {
    const seller = await newMember()
    const { id } = await apply(seller)
    const back = await call("PUT", `${submissionPath(id)}/details`, { data: { engine: " 3.6L flat-six " }, back: true }, seller.key)
    expect(back.status).toBe(200)
    expect(back.body.sections.details).toMatchObject({ data: { engine: "3.6L flat-six" }, complete: false })
    const onward = await call("PUT", `${submissionPath(id)}/details`, { data: { engine: "3.6L flat-six" }, back: false }, seller.key)
    expect(onward.status).toBe(400)
    expect(onward.body).toMatchObject({ error_code: ErrorCode.submission_section_invalid, message: "Please choose: Body style." })
    expect(onward.body.fields.map((field: { field: string }) => field.field)).toEqual([
      "body_style",
      "drivetrain",
      "transmission",
      "exterior_color",
      "interior_color",
      "title_status",
      "title_state",
      "title_in_seller_name"
    ])
    const wrong = await call("PUT", `${submissionPath(id)}/details`, { data: { body_style: "limousine" }, back: true }, seller.key)
    expect(wrong.body.fields).toEqual([{ field: "body_style", message: expect.stringContaining("Body style must be one of") }])
    expect((await call("PUT", `${submissionPath(id)}/details`, { data: { engine: 6 } }, seller.key)).body.error_code).toBe(
      ErrorCode.bad_request
    )
  })

  it("once submitted, stay complete: a save going back with a required field missing is refused", async () => {
    const seller = await newMember()
    const id = await readyDraft(seller)
    expect((await call("POST", `/api/v1/applications/${id}/submit`, undefined, seller.key)).status).toBe(200)
    const emptied = await call("PUT", `${submissionPath(id)}/details`, { data: { engine: "x" }, back: true }, seller.key)
    expect([emptied.status, emptied.body.error_code]).toEqual([400, ErrorCode.submission_section_invalid])
    expect(emptied.body.message).toBe("Please choose: Body style.")
    const read = await call("GET", submissionPath(id), undefined, seller.key)
    expect(read.body.sections.details).toMatchObject({ complete: true, data: { engine: "3.6L flat-six" } })
    const changed = await call("PUT", `${submissionPath(id)}/details`, { data: { ...DETAILS, engine: "3.8L" }, back: true }, seller.key)
    expect(changed.status).toBe(200)
  })

  it("refuses a video listed twice", async () => {
    const seller = await newMember()
    const { id } = await apply(seller)
    const refused = await call("PUT", `${submissionPath(id)}/media`, { data: { video_ids: [1, 1] }, back: true }, seller.key)
    expect([refused.status, refused.body.error_code]).toEqual([400, ErrorCode.submission_section_invalid])
    expect(refused.body.fields).toEqual([{ field: "video_ids", message: "Videos: each one once." }])
  })

  it("saved twice is the same submission", async () => {
    const seller = await newMember()
    const { id } = await apply(seller)
    const first = await call("PUT", `${submissionPath(id)}/details`, { data: DETAILS, back: false }, seller.key)
    expect(first.body.sections.details.complete).toBe(true)
    expect(first.body.next_step).toBe("condition")
    const second = await call("PUT", `${submissionPath(id)}/details`, { data: DETAILS, back: false }, seller.key)
    expect(second.body).toEqual(first.body)
    expect((await call("GET", submissionPath(id), undefined, seller.key)).body).toEqual(first.body)
  })

  it("takes videos uploaded for the submission with the video token, and refuses others", async () => {
    const [seller, other] = await Promise.all([newMember(), newMember()])
    const { id } = await apply(seller)
    const tokenFor = (key: string) =>
      call("POST", "/api/v1/auth/video-token", { upload_size: 4096, name: "Walkaround.mp4", object_type: "submission", object_id: id }, key)
    const token = await tokenFor(seller.key)
    expect(token.status).toBe(201)
    expect((await tokenFor(other.key)).body.error_code).toBe(ErrorCode.submission_not_found)
    const saved = await call("PUT", `${submissionPath(id)}/media`, { data: { video_ids: [token.body.video_id] } }, seller.key)
    expect(saved.body.sections.media).toMatchObject({ data: { video_ids: [token.body.video_id] }, complete: true })
  })

  it("refuses videos the seller didn't upload", async () => {
    const seller = await newMember()
    const { id } = await apply(seller)
    const refused = await call("PUT", `${submissionPath(id)}/media`, { data: { video_ids: [424242] } }, seller.key)
    expect(refused.body).toMatchObject({ error_code: ErrorCode.submission_section_invalid, fields: [{ field: "video_ids" }] })
  })
})

describe("photos", () => {
  it("adds photos in order, the first the main one; reorders, moves the main photo and removes", async () => {
    const seller = await newMember()
    const { id } = await apply(seller)
    const first = await addPhoto(seller, id, "exterior")
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      section: "exterior",
      position: 1,
      is_main: true,
      width: 64,
      height: 48,
      base_url: "/api/v1/images/"
    })
    const second = (await addPhoto(seller, id, "exterior")).body
    const interior = (await addPhoto(seller, id, "interior")).body
    expect([second.position, second.is_main, interior.position]).toEqual([2, false, 1])

    const ordered = await call(
      "PUT",
      `${submissionPath(id)}/photos/order`,
      { section: "exterior", photo_ids: [second.id, first.body.id] },
      seller.key
    )
    expect(ordered.body.photos.map((photo: { id: number }) => photo.id)).toEqual([second.id, first.body.id, interior.id])
    const wrongOrder = await call("PUT", `${submissionPath(id)}/photos/order`, { section: "exterior", photo_ids: [second.id] }, seller.key)
    expect(wrongOrder.body.error_code).toBe(ErrorCode.submission_photo_order_invalid)

    const main = await call("PUT", `${submissionPath(id)}/photos/main`, { photo_id: interior.id }, seller.key)
    expect(main.body.photos.filter((photo: { is_main: boolean }) => photo.is_main).map((photo: { id: number }) => photo.id)).toEqual([
      interior.id
    ])

    const removed = await call("DELETE", `${submissionPath(id)}/photos/${interior.id}`, undefined, seller.key)
    expect(removed.body.photos).toMatchObject([
      { id: second.id, position: 1, is_main: true },
      { id: first.body.id, position: 2, is_main: false }
    ])
    expect((await call("DELETE", `${submissionPath(id)}/photos/${interior.id}`, undefined, seller.key)).body.error_code).toBe(
      ErrorCode.submission_photo_not_found
    )
  })

  it("judges an upload as every photo is: another user's is refused, one claimed twice makes one photo", async () => {
    const [seller, other] = await Promise.all([newMember(), newMember()])
    const { id } = await apply(seller)
    const othersUpload = await upload(other.key)
    expect((await call("POST", `${submissionPath(id)}/photos`, { key: othersUpload, section: "docs" }, seller.key)).body.error_code).toBe(
      ErrorCode.upload_not_yours
    )
    const key = await upload(seller.key)
    const claims = await Promise.all([1, 2].map(() => call("POST", `${submissionPath(id)}/photos`, { key, section: "docs" }, seller.key)))
    expect(claims.map((claim) => claim.status).sort()).toEqual([201, 404])
  })

  it("of a submitted listing, are not removed below the minimums", async () => {
    const seller = await newMember()
    const id = await readyDraft(seller)
    expect((await call("POST", `/api/v1/applications/${id}/submit`, undefined, seller.key)).status).toBe(200)
    const photos = (await call("GET", submissionPath(id), undefined, seller.key)).body.photos as Array<{ id: number; section: string }>
    const exterior = photos.filter((photo) => photo.section === "exterior")
    const refused = await call("DELETE", `${submissionPath(id)}/photos/${exterior[0]!.id}`, undefined, seller.key)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      error_code: ErrorCode.submission_photos_required,
      message: "A submitted listing keeps at least 4 exterior photos: add another before removing this one."
    })
    expect((await addPhoto(seller, id, "exterior")).status).toBe(201)
    expect((await call("DELETE", `${submissionPath(id)}/photos/${exterior[0]!.id}`, undefined, seller.key)).status).toBe(200)
    const interior = photos.find((photo) => photo.section === "interior")!
    expect((await call("DELETE", `${submissionPath(id)}/photos/${interior.id}`, undefined, seller.key)).body.error_code).toBe(
      ErrorCode.submission_photos_required
    )
  })

  it("takes at most 100 photos a section", async () => {
    const seller = await newMember()
    const { id } = await apply(seller)
    await api.sql(
      (sql) => sql`
        INSERT INTO submission_photos (submission_id, section, position, key, upload_key, width, height)
        SELECT ${id}, 'other', n, 'photos/filler.jpg', 'filler-' || ${id} || '-' || n, 10, 10 FROM generate_series(1, ${PHOTOS_PER_SECTION_MAX}) AS n`
    )
    const full = await addPhoto(seller, id, "other")
    expect(full.status).toBe(409)
    expect(full.body).toMatchObject({ error_code: ErrorCode.submission_photos_full, message: "A section holds at most 100 photos." })
    expect((await addPhoto(seller, id, "exterior")).status).toBe(201)
  })
})

describe("submitting and canceling", () => {
  it("refuses to submit before every section is complete and the photos are there", async () => {
    const seller = await newMember()
    const { id } = await apply(seller)
    const early = await call("POST", `/api/v1/applications/${id}/submit`, undefined, seller.key)
    expect([early.status, early.body.error_code, early.body.section]).toEqual([400, ErrorCode.submission_incomplete, "details"])
  })

  it("submits a complete draft (2), once, and keeps its sections editable for staff's questions", async () => {
    const seller = await newMember()
    const id = await readyDraft(seller)
    const submitted = await call("POST", `/api/v1/applications/${id}/submit`, undefined, seller.key)
    expect(submitted.body).toMatchObject({ status: SubmissionStatus.submitted, next_step: null })
    expect(submitted.body.submitted_at).not.toBeNull()
    const again = await call("POST", `/api/v1/applications/${id}/submit`, undefined, seller.key)
    expect(again.body).toEqual(submitted.body)
    expect((await call("PUT", `${submissionPath(id)}/condition`, { data: { ...CONDITION, known_flaws: "None" } }, seller.key)).status).toBe(
      200
    )
  })

  it("cancels (104) while not live, once; a live one stays, and a canceled one can't be changed", async () => {
    const seller = await newMember()
    const { id } = await apply(seller)
    const canceled = await call("PATCH", submissionPath(id), { status: 104 }, seller.key)
    expect(canceled.body).toMatchObject({ status: SubmissionStatus.canceled, list: "past" })
    expect((await call("PATCH", submissionPath(id), { status: 104 }, seller.key)).body).toEqual(canceled.body)
    expect((await call("PUT", `${submissionPath(id)}/details`, { data: DETAILS }, seller.key)).body.error_code).toBe(
      ErrorCode.submission_not_editable
    )
    const live = (await apply(seller)).id
    await setStatus(live, SubmissionStatus.live)
    const refused = await call("PATCH", submissionPath(live), { status: 104 }, seller.key)
    expect([refused.status, refused.body.error_code]).toEqual([409, ErrorCode.submission_not_cancelable])
    expect((await call("PATCH", submissionPath(live), { status: 2 }, seller.key)).body.error_code).toBe(ErrorCode.bad_request)
  })
})

describe("lists", () => {
  it("lists in progress, live and past, each with its count, in the sort asked", async () => {
    const seller = await newMember()
    const draft = (await apply(seller)).id
    const other = (await apply(seller)).id
    const live = (await apply(seller)).id
    const ended = (await apply(seller)).id
    await setStatus(live, SubmissionStatus.live)
    await setStatus(ended, SubmissionStatus.auction_ended)
    const lists = (await call("GET", "/api/v1/submissions", undefined, seller.key)).body
    expect(lists.in_progress.submissions.map((item: { id: number }) => item.id)).toEqual([other, draft])
    expect(lists.in_progress.total_count).toBe(2)
    expect(lists.live_listings.submissions.map((item: { id: number }) => item.id)).toEqual([live])
    expect(lists.past.submissions.map((item: { id: number }) => item.id)).toEqual([ended])
    expect(lists.in_progress.submissions[0]).toMatchObject({
      title: "2003 Porsche 911",
      next_step: "details",
      main_photo: null,
      reserve_offer: false
    })

    const oldest = (await call("GET", "/api/v1/submissions?status=in_progress&sort=2&limit=1", undefined, seller.key)).body
    expect(oldest.in_progress.submissions.map((item: { id: number }) => item.id)).toEqual([draft])
    expect(oldest.in_progress.total_count).toBe(2)
    expect(oldest.past).toEqual({ submissions: [], total_count: 1, message_count: 0 })
    const page2 = (await call("GET", "/api/v1/submissions?status=in_progress&sort=2&limit=1&offset=1", undefined, seller.key)).body
    expect(page2.in_progress.submissions.map((item: { id: number }) => item.id)).toEqual([other])
    expect((await call("GET", "/api/v1/submissions/counts", undefined, seller.key)).body).toEqual({
      in_progress: 2,
      live_listings: 1,
      past: 1,
      message_count: 0
    })
    expect((await call("GET", "/api/v1/submissions?status=sold", undefined, seller.key)).status).toBe(400)
  })
})

describe("the chat with staff", () => {
  const listening = Effect.runSync(Scope.make())
  afterAll(() => Effect.runPromise(Scope.close(listening, Exit.void)))

  it("carries messages both ways, counts staff's unread for the seller, notifies the seller, and marks them seen", async () => {
    const seller = await newMember()
    const { id } = await apply(seller)
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
    const mine = await call("POST", `${submissionPath(id)}/messages`, { message: "  Is the reserve too high?  " }, seller.key)
    expect(mine.status).toBe(201)
    expect(mine.body).toMatchObject({
      submission_id: id,
      from: "seller",
      user: { username: "seller_" + names },
      text: "Is the reserve too high?",
      seen_at: null
    })

    const staff = await call("POST", `${submissionPath(id)}/messages`, { message: "Comparable cars sold near $45,000." }, staffKey)
    expect(staff.body).toMatchObject({ from: "staff", user: null })

    const conversation = (await call("GET", `${submissionPath(id)}/messages`, undefined, seller.key)).body
    expect(conversation.messages.map((message: { from: string }) => message.from)).toEqual(["seller", "staff"])
    expect(conversation.unread_count).toBe(1)
    expect(conversation.user).toEqual({ username: "seller_" + names })
    expect((await call("GET", submissionPath(id), undefined, seller.key)).body.message_count).toBe(1)
    expect((await call("GET", "/api/v1/submissions", undefined, seller.key)).body.in_progress.message_count).toBe(1)
    expect((await call("GET", "/api/v1/submissions/counts", undefined, seller.key)).body.message_count).toBe(1)

    const notified = await api.sql(
      (sql) =>
        sql<{
          type: number
          related_to: { submission_id: number }
        }>`SELECT type, related_to FROM notifications WHERE user_id = ${seller.id}`
    )
    expect(notified).toEqual([
      { type: NotificationType.seller_message, related_to: expect.objectContaining({ submission_id: id, title: "2003 Porsche 911" }) }
    ])
    const mail = await api.sql((sql) => sql<{ subject: string }>`SELECT subject FROM outbox WHERE recipient = ${seller.email}`)
    expect(mail.map((row) => row.subject)).toEqual(["New message(s) about your listing 2003 Porsche 911"])

    const seen = await call("POST", `${submissionPath(id)}/messages/seen`, undefined, seller.key)
    expect(seen.body).toEqual({ unread_count: 0, total_unread_count: 0 })
    expect((await call("GET", `${submissionPath(id)}/messages`, undefined, seller.key)).body.unread_count).toBe(0)

    await expect
      .poll(() => heard.map((event) => `${event.channel} ${event.kind}`))
      .toEqual([
        `messages:${seller.id} message`,
        `messages:${seller.id} message`,
        `notifications:${seller.id} notification`,
        `messages:${seller.id} messages_seen`
      ])
    expect(heard[1]!.data).toMatchObject({ message: { from: "staff" }, unread_count: 1, total_unread_count: 1 })
  })

  it("refuses a message with nothing to read, or too long", async () => {
    const seller = await newMember()
    const { id } = await apply(seller)
    const empty = await call("POST", `${submissionPath(id)}/messages`, { message: "   " }, seller.key)
    expect(empty.body).toMatchObject({ error_code: ErrorCode.submission_message_invalid, message: "Please write a message." })
    const invisible = await call("POST", `${submissionPath(id)}/messages`, { message: "\u200b" }, seller.key)
    expect([invisible.status, invisible.body.message]).toEqual([400, "Please write a message."])
    const long = await call("POST", `${submissionPath(id)}/messages`, { message: "a".repeat(2001) }, seller.key)
    expect(long.body.message).toBe("A message can be at most 2,000 characters.")
  })
})

describe("bootstrap's active submission", () => {
  it("is null for visitors and users without one, else the latest in progress or live", async () => {
    const seller = await newMember()
    expect((await call("GET", "/api/v1/bootstrap")).body.active_submission).toBeNull()
    expect((await call("GET", "/api/v1/bootstrap", undefined, seller.key)).body.active_submission).toBeNull()
    const first = (await apply(seller)).id
    expect((await call("GET", "/api/v1/bootstrap", undefined, seller.key)).body.active_submission).toEqual({
      submission_id: first,
      status: 1,
      listing_id: null,
      auction_id: null,
      multiple_submissions: false,
      reserve_offer: false,
      review_checklist_status: null
    })
    const second = (await apply(seller)).id
    await api.sql((sql) => sql`UPDATE submissions SET review_checklist_status = false WHERE id = ${second}`)
    expect((await call("GET", "/api/v1/bootstrap", undefined, seller.key)).body.active_submission).toMatchObject({
      submission_id: second,
      multiple_submissions: true,
      review_checklist_status: false
    })
  })
})

describe("the VIN lookup and the prefill", () => {
  it("decodes a VIN's year and make, and refuses one that can't be a VIN", async () => {
    const seller = await newMember()
    expect((await call("GET", "/api/v1/vin_lookup?vin=wp0aa29903s620001", undefined, seller.key)).body).toEqual({
      vin: "WP0AA29903S620001",
      check_digit_warning: false,
      year: 2003,
      make: { name: "Porsche", slug: "porsche" }
    })
    const refused = await call("GET", "/api/v1/vin_lookup?vin=1HGCD5635SA014296", undefined, seller.key)
    expect(refused.body).toMatchObject({ error_code: ErrorCode.vin_invalid, message: expect.stringContaining("check digit") })
    expect((await call("GET", "/api/v1/vin_lookup?vin=306123&year=1966", undefined, seller.key)).body.year).toBeNull()
    for (const year of ["1800", "-1"]) {
      const outOfRange = await call("GET", `/api/v1/vin_lookup?vin=wp0aa29903s620001&year=${year}`, undefined, seller.key)
      expect([outOfRange.status, outOfRange.body.error_code]).toEqual([400, ErrorCode.application_invalid])
      expect(outOfRange.body.fields).toEqual([{ field: "year", message: expect.stringMatching(/^Year must be from 1900 to \d{4}\.$/) }])
    }
  })

  it("prefills the application from the account and the seller's last application", async () => {
    const seller = await newMember()
    expect((await call("GET", "/api/v1/applications/prefill", undefined, seller.key)).body).toEqual({
      email: seller.email,
      username: `seller_${names}`,
      contact: { first_name: null, last_name: null, phone: null },
      zip_code: null
    })
    await apply(seller)
    expect((await call("GET", "/api/v1/applications/prefill", undefined, seller.key)).body).toMatchObject({
      contact: { first_name: "Ada", last_name: "Lovelace", phone: "+15035550142" },
      zip_code: "97201"
    })
  })
})
