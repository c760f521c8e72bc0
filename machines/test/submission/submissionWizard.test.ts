import { describe, expect, it } from "vitest"
import { applicationRequestOf, resumeStep } from "../../src/index.ts"
import { ENOUGH_PHOTOS, refusal, START, submission, TYPED, wizardUnderTest } from "./submissionWizardUnderTest.ts"

const NEXT = { type: "NEXT" } as const
const BACK = { type: "BACK" } as const

const DETAILS = {
  body_style: "sedan",
  drivetrain: "front-wheel-drive",
  transmission: "manual",
  engine: "2.4L I4",
  exterior_color: "Satin Silver",
  interior_color: "Black",
  title_status: "clean",
  title_state: "OR",
  title_in_seller_name: true
}

describe("the application", () => {
  it("starts a new application empty but for the prefill, and checks it before any call", async () => {
    const flow = wizardUnderTest({ prefill: { first_name: "Dana", seller_type: "2" } })
    await flow.start()
    expect(flow.step()).toBe("application")
    expect(flow.context().application).toMatchObject({ first_name: "Dana", seller_type: "2", vin: "" })
    await flow.send(NEXT)
    expect(flow.saves).toEqual([])
    expect(flow.problems()).toEqual(
      expect.arrayContaining([
        "contact.last_name",
        "contact.phone",
        "car.vin",
        "car.year",
        "car.make_slug",
        "car.mileage",
        "car.dealer_name"
      ])
    )
  })

  it("saves a right application as a new submission with its partner, campaign, invitation and key, then moves to the details", async () => {
    const flow = wizardUnderTest({ partner: "classic-club", campaign: { source: "newsletter" }, invitationId: "inv-9" })
    await flow.start()
    await flow.type(TYPED)
    await flow.send(NEXT)
    expect(flow.saves).toEqual([
      {
        step: "application",
        submissionId: null,
        application: applicationRequestOf(TYPED),
        partner: "classic-club",
        campaign: { source: "newsletter" },
        invitationId: "inv-9",
        idempotencyKey: "key-1"
      }
    ])
    expect(applicationRequestOf(TYPED).car).toMatchObject({ year: 2003, mileage: 48210 })
    expect(flow.step()).toBe("details")
    expect(flow.context().submission?.id).toBe(71)
  })

  it("takes a VIN only with its check digit right", async () => {
    const flow = wizardUnderTest()
    await flow.start()
    await flow.type({ ...TYPED, vin: "1HGCM82643A004352" })
    await flow.send(NEXT)
    expect(flow.saves).toEqual([])
    expect(flow.context().problems).toEqual([{ field: "car.vin", message: expect.stringContaining("check digit") }])
    await flow.type({ vin: TYPED.vin })
    expect(flow.problems()).toEqual([])
  })

  it("takes next year's models by the clock, and no later", async () => {
    const flow = wizardUnderTest()
    await flow.start()
    await flow.type({ ...TYPED, vin: "", year: "2032" })
    await flow.send(NEXT)
    expect(flow.problems()).toContain("car.year")
    await flow.advance(366 * 86_400_000)
    await flow.send(NEXT)
    expect(flow.problems()).not.toContain("car.year")
  })

  it("says 'Saved' for four seconds after a save", async () => {
    const flow = wizardUnderTest()
    await flow.start()
    await flow.type(TYPED)
    await flow.send(NEXT)
    expect(flow.hasTag("saved")).toBe(true)
    await flow.advance(3_999)
    expect(flow.hasTag("saved")).toBe(true)
    await flow.advance(1)
    expect(flow.hasTag("saved")).toBe(false)
  })
})

describe("resuming", () => {
  it("resumes at the step the server says is due, with each section as saved", async () => {
    const saved = submission({
      next_step: "media",
      sections: {
        details: { data: DETAILS, complete: true, updated_at: "2030-03-01T09:00:00.000Z" },
        condition: { data: { known_flaws: "Chip on the hood" }, complete: false, updated_at: "2030-03-01T09:00:00.000Z" },
        media: null,
        scheduling: null
      }
    })
    const flow = wizardUnderTest({ submission: saved })
    await flow.start()
    expect(flow.step()).toBe("media")
    expect(flow.context().application).toMatchObject({ first_name: "Dana", year: "2003", mileage: "48210", phone: "+15035550100" })
    expect(flow.context().sections.details).toEqual(DETAILS)
    expect(flow.context().sections.condition).toEqual({ known_flaws: "Chip on the hood" })
  })

  it("resumes every section done at the review, a submission with staff as sent, and one past changing as closed", async () => {
    expect(resumeStep(null)).toBe("application")
    expect(resumeStep(submission({ next_step: "submit" }))).toBe("review")
    const sent = wizardUnderTest({ submission: submission({ status: 2, next_step: null }) })
    await sent.start()
    expect(sent.state()).toBe("sent")
    await sent.send({ type: "REVISE" })
    expect(sent.state()).toEqual({ editing: "idle" })
    expect(sent.step()).toBe("application")
    const listing = wizardUnderTest({ submission: submission({ status: 7, next_step: null }) })
    await listing.start()
    expect(listing.state()).toBe("closed")
  })
})

describe("the sections", () => {
  it("won't move on from a section missing a required field, naming each", async () => {
    const flow = wizardUnderTest({ submission: submission() })
    await flow.start()
    await flow.send({ type: "EDIT_SECTION", section: "details", field: "engine", value: "2.4L I4" })
    await flow.send(NEXT)
    expect(flow.saves).toEqual([])
    expect(flow.problems()).toEqual(expect.arrayContaining(["body_style", "drivetrain", "transmission", "title_status"]))
    expect(flow.problems()).not.toContain("engine")
    await flow.send({ type: "EDIT_SECTION", section: "details", field: "body_style", value: "sedan" })
    expect(flow.problems()).not.toContain("body_style")
  })

  it("saves each section with its data and moves on", async () => {
    const flow = wizardUnderTest({ submission: submission() })
    await flow.start()
    for (const [field, value] of Object.entries(DETAILS)) flow.actor.send({ type: "EDIT_SECTION", section: "details", field, value })
    await flow.send(NEXT)
    expect(flow.saves).toEqual([{ step: "details", submissionId: 71, data: DETAILS, back: false }])
    expect(flow.step()).toBe("condition")
  })

  it("goes back saving a half-done section, nothing required, but not a wrong value", async () => {
    const flow = wizardUnderTest({ submission: submission({ next_step: "condition" }) })
    await flow.start()
    await flow.send({ type: "EDIT_SECTION", section: "condition", field: "known_flaws", value: "x".repeat(5001) })
    await flow.send(BACK)
    expect(flow.saves).toEqual([])
    expect(flow.problems()).toEqual(["known_flaws"])
    expect(flow.step()).toBe("condition")
    await flow.send({ type: "EDIT_SECTION", section: "condition", field: "known_flaws", value: "Chip on the hood" })
    await flow.send(BACK)
    expect(flow.saves).toEqual([{ step: "condition", submissionId: 71, data: { known_flaws: "Chip on the hood" }, back: true }])
    expect(flow.step()).toBe("details")
  })

  it("goes back from the details to the application, which has no step before it", async () => {
    const flow = wizardUnderTest({ submission: submission() })
    await flow.start()
    await flow.send(BACK)
    expect(flow.step()).toBe("application")
    await flow.send(BACK)
    expect(flow.step()).toBe("application")
    expect(flow.saves.map((save) => save.step)).toEqual(["details"])
  })

  it("asks for the photos the media section needs before moving on", async () => {
    const flow = wizardUnderTest({ submission: submission({ next_step: "media" }) })
    await flow.start()
    await flow.send(NEXT)
    expect(flow.problems()).toEqual(["photos.exterior", "photos.interior"])
    await flow.send({ type: "PHOTOS", photos: ENOUGH_PHOTOS })
    expect(flow.problems()).toEqual([])
    await flow.send(NEXT)
    expect(flow.step()).toBe("scheduling")
  })

  it("saves the media section's videos, and keeps the seller on the step while one is still uploading", async () => {
    const flow = wizardUnderTest({
      submission: submission({
        next_step: "media",
        photos: ENOUGH_PHOTOS,
        sections: {
          details: null,
          condition: null,
          media: { data: { video_ids: [4] }, complete: true, updated_at: "2030-03-01T09:00:00.000Z" },
          scheduling: null
        }
      })
    })
    await flow.start()
    expect(flow.context().sections.media).toEqual({ video_ids: [4] })
    await flow.send({ type: "VIDEO_UPLOADS", uploading: 1 })
    await flow.send(NEXT)
    await flow.send(BACK)
    expect(flow.step()).toBe("media")
    expect(flow.saves).toEqual([])
    expect(flow.context().problems).toEqual([
      { field: "video_ids", message: "Please wait until your videos have uploaded, or remove the ones still uploading." }
    ])

    await flow.send({ type: "EDIT_SECTION", section: "media", field: "video_ids", value: [4, 9] })
    await flow.send({ type: "VIDEO_UPLOADS", uploading: 0 })
    expect(flow.problems()).toEqual([])
    await flow.send(NEXT)
    expect(flow.step()).toBe("scheduling")
    expect(flow.saves).toEqual([{ step: "media", submissionId: 71, data: { video_ids: [4, 9] }, back: false }])
  })

  it("shows the server's refusal beside its fields, and keeps the step", async () => {
    const flow = wizardUnderTest({ submission: submission({ next_step: "scheduling" }) })
    flow.server.save = () => Promise.reject(refusal({ reason: "invalid", problems: [{ field: "reserve_amount", message: "Too low." }] }))
    await flow.start()
    for (const [field, value] of Object.entries({ timing: "asap", has_reserve: true, reserve_amount: 20_000 })) {
      flow.actor.send({ type: "EDIT_SECTION", section: "scheduling", field, value })
    }
    await flow.send(NEXT)
    expect(flow.step()).toBe("scheduling")
    expect(flow.context()).toMatchObject({ problems: [{ field: "reserve_amount", message: "Too low." }], notice: "Too low." })
  })

  it("says so when a save fails, keeping what was typed", async () => {
    const flow = wizardUnderTest({ submission: submission() })
    flow.server.save = () => Promise.reject(new TypeError("offline"))
    await flow.start()
    await flow.send({ type: "EDIT_SECTION", section: "details", field: "engine", value: "2.4L I4" })
    await flow.send(BACK)
    expect(flow.state()).toEqual({ editing: "idle" })
    expect(flow.context().notice).toBe("Sorry, an error occurred. Please try again.")
    expect(flow.context().sections.details).toEqual({ engine: "2.4L I4" })
  })

  it("closes when the submission can no longer be changed", async () => {
    const flow = wizardUnderTest({ submission: submission() })
    flow.server.save = () => Promise.reject(refusal({ reason: "not_editable", message: "This submission can no longer be changed." }))
    await flow.start()
    await flow.send({ type: "EDIT_SECTION", section: "details", field: "engine", value: "2.4L I4" })
    await flow.send(BACK)
    expect(flow.state()).toBe("closed")
  })
})

describe("sending it to staff", () => {
  it("submits from the review, and is then with staff", async () => {
    const flow = wizardUnderTest({ submission: submission({ next_step: "submit" }) })
    await flow.start()
    expect(flow.step()).toBe("review")
    await flow.send(NEXT)
    expect(flow.submits).toEqual([71])
    expect(flow.state()).toBe("sent")
    expect(flow.context().submission?.status).toBe(2)
  })

  it("takes the seller to the section the server says is not done", async () => {
    const flow = wizardUnderTest({ submission: submission({ next_step: "submit" }) })
    flow.server.submit = () =>
      Promise.reject(refusal({ reason: "incomplete", section: "media", message: "Please add at least 4 exterior photos." }))
    await flow.start()
    await flow.send(NEXT)
    expect(flow.step()).toBe("media")
    expect(flow.context().notice).toBe("Please add at least 4 exterior photos.")
  })

  it("goes back from the review without saving anything", async () => {
    const flow = wizardUnderTest({ submission: submission({ next_step: "submit" }) })
    await flow.start()
    await flow.send(BACK)
    expect(flow.step()).toBe("scheduling")
    expect(flow.saves).toEqual([])
  })

  it("starts from the clock's today: a date before it is refused", async () => {
    const flow = wizardUnderTest({ submission: submission({ next_step: "scheduling" }) })
    await flow.start()
    const yesterday = new Date(START - 2 * 86_400_000).toISOString().slice(0, 10)
    for (const [field, value] of Object.entries({ timing: "date", earliest_date: yesterday, has_reserve: false })) {
      flow.actor.send({ type: "EDIT_SECTION", section: "scheduling", field, value })
    }
    await flow.send(NEXT)
    expect(flow.problems()).toEqual(["earliest_date"])
  })
})
