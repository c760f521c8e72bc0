import { describe, expect, it } from "vitest"
import {
  type ApplicationInput,
  checkApplication,
  checkSection,
  invitationPrefillProblems,
  missingPhotos,
  nextSubmissionStep,
  normalizeZipCode,
  photoLimitProblem,
  photoRemovalProblem,
  schedulingWindow,
  submitProblem,
  videoLimitProblem
} from "../../src/submissions/SubmissionForms.ts"

const NOW = new Date("2026-11-28T12:00:00Z")
const MOVING_ON = { back: false, status: 1 }
const BACK = { back: true, status: 1 }

const application = (car: Partial<ApplicationInput["car"]> = {}, contact: Partial<ApplicationInput["contact"]> = {}): ApplicationInput => ({
  contact: { first_name: " Ada ", last_name: "Lovelace", phone: "(503) 555-0142", ...contact },
  car: {
    vin: "1hgcd5637sa014296",
    year: 1995,
    make_slug: "honda",
    model_slug: "accord",
    mileage: 120000,
    zip_code: "97201-1234",
    seller_type: 1,
    ...car
  }
})

const fieldsOf = (check: { _tag: string; problems?: ReadonlyArray<{ field: string }> }) =>
  check._tag === "invalid" ? (check.problems ?? []).map((problem) => problem.field) : []

describe("checkApplication", () => {
  it("keeps the application in one form: trimmed, E.164, the VIN upper-case, the zip code's five digits", () => {
    const check = checkApplication(application(), NOW)
    expect(check).toEqual({
      _tag: "valid",
      vinWarning: false,
      application: {
        contact: { first_name: "Ada", last_name: "Lovelace", phone: "+15035550142" },
        car: {
          vin: "1HGCD5637SA014296",
          year: 1995,
          make_slug: "honda",
          model_slug: "accord",
          mileage: 120000,
          zip_code: "97201",
          seller_type: 1,
          dealer_name: null
        }
      }
    })
  })

  it("names every field that is wrong", () => {
    const check = checkApplication(
      application(
        { vin: "", year: 1899, make_slug: " ", model_slug: "", mileage: 1.5, zip_code: "9720", seller_type: 3 },
        { first_name: "", last_name: "x".repeat(51), phone: "555" }
      ),
      NOW
    )
    expect(fieldsOf(check)).toEqual([
      "contact.first_name",
      "contact.last_name",
      "contact.phone",
      "car.year",
      "car.vin",
      "car.make_slug",
      "car.model_slug",
      "car.mileage",
      "car.zip_code",
      "car.seller_type"
    ])
    expect(check._tag === "invalid" && check.problems[3]?.message).toBe("Year must be from 1900 to 2027.")
  })

  it("takes next year's cars, not the year after", () => {
    expect(checkApplication(application({ year: 2027 }), NOW)._tag).toBe("valid")
    expect(fieldsOf(checkApplication(application({ year: 2028 }), NOW))).toContain("car.year")
  })

  it("wants a dealer's name from a dealer, and keeps none for a private party", () => {
    expect(fieldsOf(checkApplication(application({ seller_type: 2 }), NOW))).toEqual(["car.dealer_name"])
    const dealer = checkApplication(application({ seller_type: 2, dealer_name: " Rose City Classics " }), NOW)
    expect(dealer._tag === "valid" && dealer.application.car.dealer_name).toBe("Rose City Classics")
    const privateParty = checkApplication(application({ dealer_name: "Rose City Classics" }), NOW)
    expect(privateParty._tag === "valid" && privateParty.application.car.dealer_name).toBeNull()
  })

  it("takes a chassis number before 1981 only, and a foreign VIN with a check-digit warning", () => {
    expect(checkApplication(application({ vin: "306123", year: 1966 }), NOW)._tag).toBe("valid")
    expect(fieldsOf(checkApplication(application({ vin: "306123", year: 1981 }), NOW))).toEqual(["car.vin"])
    const foreign = checkApplication(application({ vin: "WP0AA29983S620001", year: 2003, make_slug: "porsche", model_slug: "911" }), NOW)
    expect(foreign._tag === "valid" && foreign.vinWarning).toBe(true)
  })
})

describe("checkSection", () => {
  const details = {
    body_style: "coupe",
    drivetrain: "rear-wheel-drive",
    transmission: "manual",
    engine: " 3.6L flat-six ",
    exterior_color: "Guards Red",
    interior_color: "Black",
    title_status: "clean",
    title_state: "OR",
    title_in_seller_name: true
  }

  it("keeps a complete section's own fields, trimmed, blanks left out", () => {
    expect(checkSection("details", { ...details, highlights: "  ", unknown: "x" }, MOVING_ON, NOW)).toEqual({
      _tag: "valid",
      complete: true,
      data: { ...details, engine: "3.6L flat-six" }
    })
  })

  it("going back, keeps a half-done section, not complete", () => {
    expect(checkSection("details", { engine: "V8" }, BACK, NOW)).toEqual({ _tag: "valid", complete: false, data: { engine: "V8" } })
  })

  it("moving on, refuses what is missing, naming each field", () => {
    const check = checkSection("details", { engine: "V8" }, MOVING_ON, NOW)
    expect(check._tag).toBe("invalid")
    expect(check._tag === "invalid" && check.problems[0]).toEqual({ field: "body_style", message: "Please choose: Body style." })
  })

  it("refuses a wrong value either way", () => {
    const check = checkSection("details", { body_style: "limousine", engine: "x".repeat(101) }, BACK, NOW)
    expect(check._tag === "invalid" && check.problems).toEqual([
      {
        field: "body_style",
        message: "Body style must be one of: Coupe, Convertible, Hatchback, Sedan, SUV/Crossover, Truck, Van/Minivan, Wagon."
      },
      { field: "engine", message: "Engine can be at most 100 characters." }
    ])
  })

  it("asks for details only after a 'yes', and drops them after a 'no'", () => {
    const base = { known_flaws: "Stone chips", has_mechanical_issues: false }
    expect(fieldsOf(checkSection("condition", { ...base, has_accident_history: true }, MOVING_ON, NOW))).toEqual(["accident_history"])
    expect(checkSection("condition", { ...base, has_accident_history: false, accident_history: "Fender bender" }, MOVING_ON, NOW)).toEqual({
      _tag: "valid",
      complete: true,
      data: { ...base, has_accident_history: false }
    })
  })

  it("schedules from today to 180 days out, a reserve of at least $1,000 when there is one", () => {
    const window = schedulingWindow(NOW)
    expect(window).toEqual({ first: "2026-11-28", last: "2027-05-27" })
    const base = { timing: "date", has_reserve: true, reserve_amount: 25000 }
    expect(checkSection("scheduling", { ...base, earliest_date: "2026-12-15" }, MOVING_ON, NOW)._tag).toBe("valid")
    expect(fieldsOf(checkSection("scheduling", { ...base, earliest_date: "2026-11-20" }, MOVING_ON, NOW))).toEqual(["earliest_date"])
    expect(fieldsOf(checkSection("scheduling", { ...base, earliest_date: "2026-02-30" }, MOVING_ON, NOW))).toEqual(["earliest_date"])
    expect(fieldsOf(checkSection("scheduling", { ...base, earliest_date: "2027-06-01" }, MOVING_ON, NOW))).toEqual(["earliest_date"])
    expect(fieldsOf(checkSection("scheduling", { timing: "asap", has_reserve: true, reserve_amount: 999 }, MOVING_ON, NOW))).toEqual([
      "reserve_amount"
    ])
    expect(checkSection("scheduling", { timing: "asap", has_reserve: false, reserve_amount: 5000 }, MOVING_ON, NOW)).toEqual({
      _tag: "valid",
      complete: true,
      data: { timing: "asap", has_reserve: false }
    })
  })

  it("once submitted, keeps a section complete going back too", () => {
    const check = checkSection("details", { engine: "V8" }, { back: true, status: 2 }, NOW)
    expect(check._tag === "invalid" && check.problems[0]).toEqual({ field: "body_style", message: "Please choose: Body style." })
    expect(checkSection("details", details, { back: true, status: 2 }, NOW)._tag).toBe("valid")
  })

  it("takes at most 5 videos, each once", () => {
    expect(fieldsOf(checkSection("media", { video_ids: [1, 2, 3, 4, 5, 6] }, MOVING_ON, NOW))).toEqual(["video_ids"])
    expect(checkSection("media", { video_ids: [1, 1] }, BACK, NOW)).toEqual({
      _tag: "invalid",
      problems: [{ field: "video_ids", message: "Videos: each one once." }]
    })
    expect(checkSection("media", {}, MOVING_ON, NOW)).toEqual({ _tag: "valid", complete: true, data: {} })
  })
})

describe("photos", () => {
  it("once submitted, are not removed below the minimums; a draft's come and go", () => {
    expect(photoRemovalProblem(1, "exterior", 1)).toBeNull()
    expect(photoRemovalProblem(2, "exterior", 5)).toBeNull()
    expect(photoRemovalProblem(2, "mechanical", 1)).toBeNull()
    expect(photoRemovalProblem(2, "exterior", 4)).toBe(
      "A submitted listing keeps at least 4 exterior photos: add another before removing this one."
    )
    expect(photoRemovalProblem(3, "interior", 2)).toMatch(/at least 2 interior photos/)
  })

  it("needs 4 exterior and 2 interior photos to submit", () => {
    expect(missingPhotos({ exterior: 3, interior: 2 }).map((problem) => problem.field)).toEqual(["photos.exterior"])
    expect(missingPhotos({ exterior: 4, interior: 2 })).toEqual([])
  })

  it("takes 100 a section, 300 in all", () => {
    expect(photoLimitProblem(99, 200)).toBeNull()
    expect(photoLimitProblem(100, 200)).toBe("A section holds at most 100 photos.")
    expect(photoLimitProblem(10, 300)).toBe("A submission holds at most 300 photos.")
  })

  it("takes 5 videos", () => {
    expect(videoLimitProblem(4)).toBeNull()
    expect(videoLimitProblem(5)).toBe("A listing takes at most 5 videos: remove one to add another.")
    expect(checkSection("media", { video_ids: [1, 2, 3, 4, 5, 6] }, MOVING_ON, NOW)).toEqual({
      _tag: "invalid",
      problems: [{ field: "video_ids", message: "Videos: at most 5." }]
    })
  })
})

describe("submitProblem", () => {
  it("names the first section not complete, then the photos missing", () => {
    expect(submitProblem(new Set(["details", "media"]), {})).toEqual({
      section: "condition",
      message: "Please complete the condition section."
    })
    expect(submitProblem(new Set(["details", "condition", "media", "scheduling"]), { exterior: 4 })?.section).toBe("media")
    expect(submitProblem(new Set(["details", "condition", "media", "scheduling"]), { exterior: 4, interior: 2 })).toBeNull()
  })
})

describe("normalizeZipCode", () => {
  it("keeps five digits of a zip code or ZIP+4", () => {
    expect(normalizeZipCode(" 97201 ")).toBe("97201")
    expect(normalizeZipCode("97201-1234")).toBe("97201")
    expect(normalizeZipCode("M5V 3L9")).toBeNull()
  })
})

describe("nextSubmissionStep", () => {
  it("resumes a draft at its first unfinished step, and is null once submitted", () => {
    const all = new Set(["details", "condition", "media", "scheduling"])
    expect(nextSubmissionStep(1, new Set(), {})).toBe("details")
    expect(nextSubmissionStep(1, all, { exterior: 1 })).toBe("media")
    expect(nextSubmissionStep(1, all, { exterior: 4, interior: 2 })).toBe("submit")
    expect(nextSubmissionStep(2, new Set(), {})).toBeNull()
  })
})

describe("an invitation's prefill", () => {
  const none = {
    partner: null,
    contact: { first_name: null, last_name: null, phone: null },
    car: { vin: null, year: null, mileage: null, zip_code: null }
  }

  it("may leave out any field", () => {
    expect(invitationPrefillProblems(none, NOW)).toEqual([])
  })

  it("is checked by the application's rules for what it gives", () => {
    const given = {
      partner: "a b<script>",
      contact: { first_name: "Ada", last_name: null, phone: "12" },
      car: { vin: "WP0AA2990", year: 2147483648, mileage: -5, zip_code: "9720" }
    }
    expect(invitationPrefillProblems(given, NOW).map((problem) => problem.field)).toEqual([
      "partner",
      "contact.phone",
      "car.year",
      "car.vin",
      "car.mileage",
      "car.zip_code"
    ])
    expect(invitationPrefillProblems({ ...none, car: { ...none.car, year: -5 } }, NOW)).toEqual([
      { field: "car.year", message: "Year must be from 1900 to 2027." }
    ])
    expect(invitationPrefillProblems({ ...none, partner: "hagerty", car: { ...none.car, year: 2003 } }, NOW)).toEqual([])
  })
})
