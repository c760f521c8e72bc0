import { MAX_BID } from "../BidSteps.ts"
import { US_STATES } from "../UsStates.ts"
import { BODY_STYLES, DRIVETRAINS, PHOTO_SECTIONS, type PhotoSection, TRANSMISSIONS } from "../VehicleOptions.ts"
import { normalizePhoneNumber, phoneNumberError } from "../SmsEnrollment.ts"
import { SubmissionStatus } from "./SubmissionStatus.ts"
import { readVin, type VinProblem } from "./Vin.ts"

/**
 * The seller's forms (spec 3 §5 'Submission forms'): the application, then the sections details,
 * condition, media and scheduling. The spec names the options and the year range only; the
 * fields, which are required, their lengths and formats are ours, what a careful seller expects a
 * listing to need: every field a buyer asks about first is required, stories are optional and
 * long, names short. The browser checks with these as the server does.
 */

/** One field's problem, named by the field as the API spells it. */
export interface FieldProblem {
  readonly field: string
  readonly message: string
}

/** The oldest model year taken (spec 3 §5) and the newest: next year's models are sold from this year. */
export const SUBMISSION_FIRST_YEAR = 1900
export const submissionLatestYear = (now: Date): number => now.getUTCFullYear() + 1

/** The seller type of dealers (spec 3 §5: Private Party 1, Dealer 2). */
const DEALER = 2

/** Ours: no road car has done a million miles on its odometer's first lap. */
export const MILEAGE_MAX = 999_999
export const NAME_MAX_LENGTH = 50
export const DEALER_NAME_MAX_LENGTH = 100
export const SHORT_TEXT_MAX_LENGTH = 100
export const STORY_MAX_LENGTH = 5000

/** A US zip code as typed: five digits, or ZIP+4 (kept as its five). */
const ZIP = /^(\d{5})(?:-\d{4})?$/
export const normalizeZipCode = (input: string): string | null => ZIP.exec(input.trim())?.[1] ?? null

// ---------------------------------------------------------------------------------------------
// The application: contact and car (spec 3 §4 'application').

export interface ApplicationInput {
  readonly contact: { readonly first_name: string; readonly last_name: string; readonly phone: string }
  readonly car: {
    readonly vin: string
    readonly year: number
    readonly make_slug: string
    readonly model_slug: string
    readonly mileage: number
    readonly zip_code: string
    readonly seller_type: number
    readonly dealer_name?: string | null | undefined
  }
}

/** The application as stored: trimmed, the phone E.164, the VIN and zip code in their one form. */
export interface Application {
  readonly contact: { readonly first_name: string; readonly last_name: string; readonly phone: string }
  readonly car: {
    readonly vin: string
    readonly year: number
    readonly make_slug: string
    readonly model_slug: string
    readonly mileage: number
    readonly zip_code: string
    readonly seller_type: 1 | 2
    readonly dealer_name: string | null
  }
}

export type ApplicationCheck =
  | { readonly _tag: "valid"; readonly application: Application; readonly vinWarning: boolean }
  | { readonly _tag: "invalid"; readonly problems: ReadonlyArray<FieldProblem> }

/** What is wrong with a VIN, in words (ours). */
export const VIN_MESSAGES: Readonly<Record<VinProblem, string>> = {
  missing: "Please enter the VIN.",
  length: "A VIN has 17 characters (cars from 1981 on).",
  characters: "A VIN has only letters and digits, never I, O or Q.",
  check_digit: "This VIN's check digit doesn't match: please check it for a mistyped character."
} as const

const wholeIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max

/** Why a model year is not taken; null when it is (the application's rule, the VIN lookup's and an invitation's). */
export const yearProblem = (year: number, now: Date): string | null => {
  const latest = submissionLatestYear(now)
  return wholeIn(year, SUBMISSION_FIRST_YEAR, latest) ? null : `Year must be from ${SUBMISSION_FIRST_YEAR} to ${latest}.`
}

/** A partner's code, as a partner's link carries it: letters, digits and dashes, up to 50. */
const PARTNER = /^[a-z0-9][a-z0-9-]{0,49}$/i
export const PARTNER_MESSAGE = "partner must be letters, digits and dashes."
/** Why a partner code is refused; null when it is taken. */
export const partnerProblem = (partner: string): string | null => (PARTNER.test(partner.trim()) ? null : PARTNER_MESSAGE)

/**
 * Checks an application; the make and model are then looked up in the catalogue, and the zip
 * code in the zip table, by the server. A VIN of a car made outside North America whose check
 * digit doesn't match is taken, with `vinWarning`.
 */
export function checkApplication(input: ApplicationInput, now: Date): ApplicationCheck {
  const problems: Array<FieldProblem> = []
  const problem = (field: string, message: string) => problems.push({ field, message })
  const latest = submissionLatestYear(now)
  const firstName = input.contact.first_name.trim()
  const lastName = input.contact.last_name.trim()
  if (firstName === "") problem("contact.first_name", "Please enter your first name.")
  else if (firstName.length > NAME_MAX_LENGTH) problem("contact.first_name", `First name can be at most ${NAME_MAX_LENGTH} characters.`)
  if (lastName === "") problem("contact.last_name", "Please enter your last name.")
  else if (lastName.length > NAME_MAX_LENGTH) problem("contact.last_name", `Last name can be at most ${NAME_MAX_LENGTH} characters.`)
  const phone = normalizePhoneNumber(input.contact.phone)
  const phoneWords = phoneNumberError(input.contact.phone)
  if (phoneWords !== null || phone === null) problem("contact.phone", phoneWords ?? "Invalid phone number")

  const car = input.car
  const yearWords = yearProblem(car.year, now)
  const yearValid = yearWords === null
  if (yearWords !== null) problem("car.year", yearWords)
  const vin = readVin(car.vin, yearValid ? car.year : null, latest)
  if (vin.problem !== null) problem("car.vin", VIN_MESSAGES[vin.problem])
  if (car.make_slug.trim() === "") problem("car.make_slug", "Please choose the make.")
  if (car.model_slug.trim() === "") problem("car.model_slug", "Please choose the model.")
  if (!wholeIn(car.mileage, 0, MILEAGE_MAX))
    problem("car.mileage", `Mileage must be a whole number of miles from 0 to ${MILEAGE_MAX.toLocaleString("en-US")}.`)
  const zip = normalizeZipCode(car.zip_code)
  if (zip === null) problem("car.zip_code", "Please enter the car's 5-digit zip code.")
  const sellerType = car.seller_type === 1 || car.seller_type === 2 ? car.seller_type : null
  if (sellerType === null) problem("car.seller_type", "Seller type must be 1 (Private Party) or 2 (Dealer).")
  const dealerName = (car.dealer_name ?? "").trim()
  if (sellerType === DEALER && dealerName === "") problem("car.dealer_name", "Please enter the dealership's name.")
  else if (dealerName.length > DEALER_NAME_MAX_LENGTH)
    problem("car.dealer_name", `Dealership name can be at most ${DEALER_NAME_MAX_LENGTH} characters.`)

  if (problems.length > 0 || phone === null || zip === null || sellerType === null) return { _tag: "invalid", problems }
  return {
    _tag: "valid",
    vinWarning: vin.check_digit_warning,
    application: {
      contact: { first_name: firstName, last_name: lastName, phone },
      car: {
        vin: vin.vin,
        year: car.year,
        make_slug: car.make_slug.trim(),
        model_slug: car.model_slug.trim(),
        mileage: car.mileage,
        zip_code: zip,
        seller_type: sellerType,
        dealer_name: sellerType === DEALER ? dealerName : null
      }
    }
  }
}

/** What staff prefill an invitation with: any of the application's fields, each as typed. */
export interface InvitationPrefillInput {
  readonly partner: string | null
  readonly contact: { readonly first_name: string | null; readonly last_name: string | null; readonly phone: string | null }
  readonly car: {
    readonly vin: string | null
    readonly year: number | null
    readonly mileage: number | null
    readonly zip_code: string | null
  }
}

/**
 * The problems of an invitation's prefill: a field may be left out, but one given is checked by
 * the application's rules, so the seller is never handed a value the application then refuses.
 */
export function invitationPrefillProblems(input: InvitationPrefillInput, now: Date): ReadonlyArray<FieldProblem> {
  const problems: Array<FieldProblem> = []
  const problem = (field: string, message: string | null) => {
    if (message !== null) problems.push({ field, message })
  }
  if (input.partner !== null) problem("partner", partnerProblem(input.partner))
  if (input.contact.phone !== null) problem("contact.phone", phoneNumberError(input.contact.phone))
  const { car } = input
  const year = car.year === null ? null : yearProblem(car.year, now)
  if (car.year !== null) problem("car.year", year)
  if (car.vin !== null) {
    const vin = readVin(car.vin, car.year !== null && year === null ? car.year : null, submissionLatestYear(now))
    problem("car.vin", vin.problem === null ? null : VIN_MESSAGES[vin.problem])
  }
  if (car.mileage !== null && !wholeIn(car.mileage, 0, MILEAGE_MAX))
    problem("car.mileage", `Mileage must be a whole number of miles from 0 to ${MILEAGE_MAX.toLocaleString("en-US")}.`)
  if (car.zip_code !== null && normalizeZipCode(car.zip_code) === null) problem("car.zip_code", "Please enter the car's 5-digit zip code.")
  return problems
}

// ---------------------------------------------------------------------------------------------
// The sections (spec 3 §4): each saved with its data and a back flag.

export const SUBMISSION_SECTIONS = ["details", "condition", "media", "scheduling"] as const
/** Inspection is a section of the spec's flow too; its booking comes with the staff's side. */
export type SubmissionSection = (typeof SUBMISSION_SECTIONS)[number] | "inspection"

type FieldValue = string | number | boolean | ReadonlyArray<number> | null | undefined
export type SectionData = Readonly<Record<string, FieldValue>>

interface Option {
  readonly value: string
  readonly label: string
}

/** One field's rule: its kind and limits, its label for the sentences, and when it is required. */
export type FieldRule = {
  readonly label: string
  /** Required to complete the section: always, or when the rest of the data says so. */
  readonly required: boolean | ((data: SectionData) => boolean)
} & (
  | { readonly kind: "text"; readonly max: number }
  | { readonly kind: "choice"; readonly options: ReadonlyArray<Option> }
  | { readonly kind: "boolean" }
  | { readonly kind: "whole"; readonly min: number; readonly max: number }
  | { readonly kind: "date" }
  | { readonly kind: "ids"; readonly max: number }
)

export const TITLE_STATUSES = [
  { value: "clean", label: "Clean" },
  { value: "rebuilt", label: "Rebuilt" },
  { value: "salvage", label: "Salvage" },
  { value: "other", label: "Other" }
] as const satisfies ReadonlyArray<Option>

export const LISTING_TIMINGS = [
  { value: "asap", label: "As soon as possible" },
  { value: "date", label: "Not before a date" }
] as const satisfies ReadonlyArray<Option>

const stateOptions: ReadonlyArray<Option> = US_STATES.map((state) => ({ value: state.code, label: state.name }))

export const RESERVE_MIN = 1000
/** The furthest a seller may ask the listing to wait, in days. */
export const SCHEDULING_MAX_DAYS = 180
/** The hosted videos a media section takes (ours): a walk-around, a cold start, a drive, and a few details. */
export const SECTION_VIDEOS_MAX = 5

/** The sections' fields, by the API's names. */
export const SECTION_FIELDS: Readonly<Record<(typeof SUBMISSION_SECTIONS)[number], Readonly<Record<string, FieldRule>>>> = {
  details: {
    body_style: { kind: "choice", label: "Body style", options: BODY_STYLES, required: true },
    drivetrain: { kind: "choice", label: "Drivetrain", options: DRIVETRAINS, required: true },
    transmission: { kind: "choice", label: "Transmission", options: TRANSMISSIONS, required: true },
    transmission_details: { kind: "text", label: "Transmission details", max: SHORT_TEXT_MAX_LENGTH, required: false },
    engine: { kind: "text", label: "Engine", max: SHORT_TEXT_MAX_LENGTH, required: true },
    exterior_color: { kind: "text", label: "Exterior color", max: NAME_MAX_LENGTH, required: true },
    interior_color: { kind: "text", label: "Interior color", max: NAME_MAX_LENGTH, required: true },
    title_status: { kind: "choice", label: "Title status", options: TITLE_STATUSES, required: true },
    title_state: { kind: "choice", label: "Title state", options: stateOptions, required: true },
    title_in_seller_name: { kind: "boolean", label: "Title in your name", required: true },
    highlights: { kind: "text", label: "Highlights", max: STORY_MAX_LENGTH, required: false },
    equipment: { kind: "text", label: "Equipment", max: STORY_MAX_LENGTH, required: false },
    modifications: { kind: "text", label: "Modifications", max: STORY_MAX_LENGTH, required: false },
    ownership_history: { kind: "text", label: "Ownership history", max: STORY_MAX_LENGTH, required: false }
  },
  condition: {
    known_flaws: { kind: "text", label: "Known flaws", max: STORY_MAX_LENGTH, required: true },
    has_accident_history: { kind: "boolean", label: "Accident history", required: true },
    accident_history: {
      kind: "text",
      label: "Accident details",
      max: STORY_MAX_LENGTH,
      required: (data) => data["has_accident_history"] === true
    },
    has_mechanical_issues: { kind: "boolean", label: "Mechanical issues", required: true },
    mechanical_issues: {
      kind: "text",
      label: "Mechanical issue details",
      max: STORY_MAX_LENGTH,
      required: (data) => data["has_mechanical_issues"] === true
    },
    recent_service_history: { kind: "text", label: "Recent service history", max: STORY_MAX_LENGTH, required: false },
    other_items: { kind: "text", label: "Other items included", max: STORY_MAX_LENGTH, required: false }
  },
  media: {
    video_ids: { kind: "ids", label: "Videos", max: SECTION_VIDEOS_MAX, required: false }
  },
  scheduling: {
    timing: { kind: "choice", label: "Timing", options: LISTING_TIMINGS, required: true },
    earliest_date: { kind: "date", label: "Earliest date", required: (data) => data["timing"] === "date" },
    has_reserve: { kind: "boolean", label: "Reserve", required: true },
    reserve_amount: {
      kind: "whole",
      label: "Reserve amount",
      min: RESERVE_MIN,
      max: MAX_BID,
      required: (data) => data["has_reserve"] === true
    },
    referral: { kind: "text", label: "How you heard about us", max: SHORT_TEXT_MAX_LENGTH, required: false }
  }
}

/** The photos a listing needs before it is submitted, and the most it takes (ours). */
export const PHOTO_MINIMUMS: Readonly<Record<PhotoSection, number>> = { exterior: 4, interior: 2, mechanical: 0, docs: 0, other: 0 }
export const PHOTOS_PER_SECTION_MAX = 100
export const PHOTOS_MAX = 300

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const isCalendarDate = (value: string): boolean => {
  const match = DATE.exec(value)
  if (match === null) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** A day as 'YYYY-MM-DD'. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The days a listing may be asked to wait for: from today, wherever on earth the seller is
 * (the day at UTC-12, so no seller's today is refused), to 180 days out.
 */
export function schedulingWindow(now: Date): { readonly first: string; readonly last: string } {
  const earliest = new Date(now.getTime() - 12 * 3600_000)
  return { first: dayOf(earliest), last: dayOf(new Date(earliest.getTime() + SCHEDULING_MAX_DAYS * 86_400_000)) }
}

const present = (value: FieldValue): boolean => value !== null && value !== undefined && !(typeof value === "string" && value.trim() === "")

/** The problem with one given value, whatever is required. */
function valueProblem(rule: FieldRule, value: FieldValue, now: Date): string | null {
  switch (rule.kind) {
    case "text":
      if (typeof value !== "string") return `${rule.label} must be text.`
      return value.trim().length > rule.max ? `${rule.label} can be at most ${rule.max.toLocaleString("en-US")} characters.` : null
    case "choice":
      return typeof value === "string" && rule.options.some((option) => option.value === value)
        ? null
        : `${rule.label} must be one of: ${rule.options.map((option) => option.label).join(", ")}.`
    case "boolean":
      return typeof value === "boolean" ? null : `${rule.label} must be yes or no.`
    case "whole":
      return typeof value === "number" && wholeIn(value, rule.min, rule.max)
        ? null
        : `${rule.label} must be whole dollars from $${rule.min.toLocaleString("en-US")} to $${rule.max.toLocaleString("en-US")}.`
    case "date": {
      if (typeof value !== "string" || !isCalendarDate(value)) return `${rule.label} must be a date (YYYY-MM-DD).`
      const window = schedulingWindow(now)
      if (value < window.first) return `${rule.label} can't be in the past.`
      return value > window.last ? `${rule.label} can be at most ${SCHEDULING_MAX_DAYS} days away.` : null
    }
    case "ids":
      if (!Array.isArray(value)) return `${rule.label} must be a list.`
      if (value.length > rule.max) return `${rule.label}: at most ${rule.max}.`
      return new Set(value).size < value.length ? `${rule.label}: each one once.` : null
  }
}

const requiredMessage = (rule: FieldRule): string =>
  rule.kind === "choice" || rule.kind === "boolean" ? `Please choose: ${rule.label}.` : `Please enter: ${rule.label}.`

export type SectionCheck =
  | { readonly _tag: "valid"; readonly data: SectionData; readonly complete: boolean }
  | { readonly _tag: "invalid"; readonly problems: ReadonlyArray<FieldProblem> }

/**
 * Whether a section may be saved half done, going back a step: only in a draft. Once submitted
 * (past the draft), staff review what was sent, so every save keeps the section complete.
 */
export const mayLeaveIncomplete = (status: number, back: boolean): boolean => back && status === SubmissionStatus.draft

/**
 * Checks a section's data as saved. Every value given must be right (a known option, within its
 * length); what is missing is refused unless the section may be left half done
 * (`mayLeaveIncomplete`: going back a step in a draft). The data kept is the section's own fields,
 * texts trimmed, blanks left out; `complete` says whether it holds every required field.
 */
export function checkSection(
  section: (typeof SUBMISSION_SECTIONS)[number],
  input: SectionData,
  save: { readonly back: boolean; readonly status: number },
  now: Date
): SectionCheck {
  const back = mayLeaveIncomplete(save.status, save.back)
  const rules = SECTION_FIELDS[section]
  const data: Record<string, FieldValue> = {}
  for (const field of Object.keys(rules)) {
    const value = input[field]
    if (!present(value)) continue
    data[field] = typeof value === "string" ? value.trim() : value
  }
  const problems: Array<FieldProblem> = []
  const missing: Array<FieldProblem> = []
  for (const [field, rule] of Object.entries(rules)) {
    const value = data[field]
    if (value === undefined) {
      const required = typeof rule.required === "function" ? rule.required(data) : rule.required
      if (required) missing.push({ field, message: requiredMessage(rule) })
      continue
    }
    const problem = valueProblem(rule, value, now)
    if (problem !== null) problems.push({ field, message: problem })
  }
  // a detail that a 'no' makes moot is not kept (a reserve amount without a reserve, an
  // account of an accident under 'no accidents'): it would read wrong
  for (const [field, rule] of Object.entries(rules)) {
    if (typeof rule.required === "function" && !rule.required(data) && data[field] !== undefined) delete data[field]
  }
  if (problems.length > 0 || (!back && missing.length > 0)) return { _tag: "invalid", problems: [...problems, ...(back ? [] : missing)] }
  return { _tag: "valid", data, complete: missing.length === 0 }
}

/** The photos each section still needs before the submission can go to staff. */
export function missingPhotos(counts: Readonly<Partial<Record<PhotoSection, number>>>): ReadonlyArray<FieldProblem> {
  return PHOTO_SECTIONS.flatMap((section) => {
    const needed = PHOTO_MINIMUMS[section] - (counts[section] ?? 0)
    return needed > 0 ? [{ field: `photos.${section}`, message: `Please add at least ${PHOTO_MINIMUMS[section]} ${section} photos.` }] : []
  })
}

/**
 * Why a photo can't be removed from a section that has `inSection` photos; null when it can. A
 * draft's photos come and go; once submitted, the photos may change but not fall below the minimums.
 */
export function photoRemovalProblem(status: number, section: PhotoSection, inSection: number): string | null {
  if (status === SubmissionStatus.draft || inSection > PHOTO_MINIMUMS[section]) return null
  return `A submitted listing keeps at least ${PHOTO_MINIMUMS[section]} ${section} photos: add another before removing this one.`
}

/** Why a photo can't be added to a section that has `inSection` photos, of `total` in all; null when it can. */
export function photoLimitProblem(inSection: number, total: number): string | null {
  if (inSection >= PHOTOS_PER_SECTION_MAX) return `A section holds at most ${PHOTOS_PER_SECTION_MAX} photos.`
  return total >= PHOTOS_MAX ? `A submission holds at most ${PHOTOS_MAX} photos.` : null
}

/** Why another video can't be added to a media section holding `count`; null when it can. */
export function videoLimitProblem(count: number): string | null {
  return count >= SECTION_VIDEOS_MAX ? `A listing takes at most ${SECTION_VIDEOS_MAX} videos: remove one to add another.` : null
}

/** A video still uploading keeps the seller on the media step: leaving it would stop the upload. */
export const VIDEOS_UPLOADING: FieldProblem = {
  field: "video_ids",
  message: "Please wait until your videos have uploaded, or remove the ones still uploading."
}

/** The section's word in sentences: 'details', 'condition'… */
export const sectionIncomplete = (section: SubmissionSection): string => `Please complete the ${section} section.`

export const isPhotoSection = (value: string): value is PhotoSection => (PHOTO_SECTIONS as ReadonlyArray<string>).includes(value)

/**
 * What keeps a submission from going to staff: the first section not complete, in the flow's
 * order, then the photos the media section still needs; null when it can go.
 */
export function submitProblem(
  complete: ReadonlySet<string>,
  photoCounts: Readonly<Partial<Record<PhotoSection, number>>>
): { readonly section: SubmissionSection; readonly message: string } | null {
  const incomplete = SUBMISSION_SECTIONS.find((section) => !complete.has(section))
  if (incomplete !== undefined) return { section: incomplete, message: sectionIncomplete(incomplete) }
  const photos = missingPhotos(photoCounts)[0]
  return photos === undefined ? null : { section: "media", message: photos.message }
}

/**
 * Where the seller picks up a draft (resumable from any device): the first section not complete,
 * the media section while photos are missing, then `submit`; null once the submission went to staff.
 */
export function nextSubmissionStep(
  status: number,
  complete: ReadonlySet<string>,
  photoCounts: Readonly<Partial<Record<PhotoSection, number>>>
): (typeof SUBMISSION_SECTIONS)[number] | "submit" | null {
  if (status !== 1) return null
  const problem = submitProblem(complete, photoCounts)
  return problem === null ? "submit" : (problem.section as (typeof SUBMISSION_SECTIONS)[number])
}
