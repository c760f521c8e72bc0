import { PROFILE_PHOTO_MAX_BYTES } from "../ProfilePhoto.ts"
import { US_STATES } from "../UsStates.ts"
import { type FieldProblem, normalizeZipCode } from "./SubmissionForms.ts"
import { standingOf, SubmissionStatus } from "./SubmissionStatus.ts"
import { isHttpsAddress } from "../WebAddress.ts"

/**
 * The inspection of a seller's car (spec 3 §4 'Inspection'): after the listing fee (the spec's
 * steps: payment, then inspection booking and approval), the seller gives the car's address and
 * books the inspection; staff record the report; the seller approves it or declines it, once.
 */

/** The steps of an inspection kept with staff's decisions, in the submission's history. */
export const INSPECTION_STEPS = ["inspection_booked", "inspection_report", "inspection_approved", "inspection_declined"] as const
export type InspectionStep = (typeof INSPECTION_STEPS)[number]

export const INSPECTION_ADDRESS_MAX_LENGTH = 200
export const INSPECTION_CITY_MAX_LENGTH = 100

/** The report's file: a PDF, judged by its first bytes. */
export const PDF_SIGNATURE = "%PDF-"
/** The report's file at most: as much as an upload may be. */
export const INSPECTION_REPORT_MAX_BYTES = PROFILE_PHOTO_MAX_BYTES

/** The address of the car to inspect, as typed. */
export interface InspectionAddressInput {
  readonly address: string
  readonly city: string
  readonly state: string
  readonly zip_code: string
}

/** Where the inspection isn't open, in the inspection's own words: the fee comes first, the listing after it. */
const NOT_INSPECTABLE = {
  [SubmissionStatus.accepted]: "Pay the listing fee before booking the inspection.",
  [SubmissionStatus.listing]: "This submission is past its inspection: its listing is being written.",
  [SubmissionStatus.approved]: "This submission is past its inspection: its listing was approved.",
  [SubmissionStatus.scheduled]: "This submission is past its inspection: its auction is scheduled.",
  [SubmissionStatus.live]: "This submission is past its inspection: its auction is live."
}

/**
 * The inspection belongs to a Paid submission (5): the listing fee comes first, and once staff
 * write the listing (7) the inspection is behind it. Null when the address may be saved, the
 * inspection booked, its report recorded and answered.
 */
export const inspectionStatusProblem = (status: SubmissionStatus): string | null =>
  status === SubmissionStatus.paid ? null : standingOf(status, NOT_INSPECTABLE)

/** The address kept: trimmed, the state's code upper-case, the zip code's five digits. */
export const keptInspectionAddress = (input: InspectionAddressInput): InspectionAddressInput => ({
  address: input.address.trim(),
  city: input.city.trim(),
  state: input.state.trim().toUpperCase(),
  zip_code: normalizeZipCode(input.zip_code) ?? input.zip_code.trim()
})

/** Each field of the address that won't do, in the words shown beside it. */
export function inspectionAddressProblems(input: InspectionAddressInput): ReadonlyArray<FieldProblem> {
  const kept = keptInspectionAddress(input)
  const problems: Array<FieldProblem> = []
  if (kept.address === "") problems.push({ field: "address", message: "Enter the street address of the car." })
  else if (kept.address.length > INSPECTION_ADDRESS_MAX_LENGTH)
    problems.push({ field: "address", message: `The address can be at most ${INSPECTION_ADDRESS_MAX_LENGTH} characters.` })
  if (kept.city === "") problems.push({ field: "city", message: "Enter the city." })
  else if (kept.city.length > INSPECTION_CITY_MAX_LENGTH)
    problems.push({ field: "city", message: `The city can be at most ${INSPECTION_CITY_MAX_LENGTH} characters.` })
  if (!US_STATES.some((state) => state.code === kept.state)) problems.push({ field: "state", message: "Choose the state." })
  if (normalizeZipCode(input.zip_code) === null) problems.push({ field: "zip_code", message: "Invalid zip code" })
  return problems
}

/** What booking takes beside the address: a card on file, registration to bid, the inspection terms. */
export interface InspectionBookingInput {
  readonly addressSaved: boolean
  readonly cardOnFile: boolean
  /** Registered to bid already: a card on file and the bidding agreement. */
  readonly registeredToBid: boolean
  /** Registering to bid with this booking: the bidding agreement accepted with it. */
  readonly registerToBid: boolean
  readonly termsAgreement: boolean
}

/**
 * Each thing booking still needs, named by the booking's field (the address by `address`). The
 * seller registers to bid with the booking (`register_to_bid`) when not registered already.
 */
export function inspectionBookingProblems(input: InspectionBookingInput): ReadonlyArray<FieldProblem> {
  const problems: Array<FieldProblem> = []
  if (!input.addressSaved) problems.push({ field: "address", message: "Save the car's address before booking the inspection." })
  if (!input.cardOnFile) problems.push({ field: "payment_method_id", message: "Add a card to book the inspection." })
  if (!input.registeredToBid && !input.registerToBid)
    problems.push({ field: "register_to_bid", message: "Register to bid to book the inspection." })
  if (!input.termsAgreement) problems.push({ field: "terms_agreement", message: "Agree to the inspection terms to book it." })
  return problems
}

/** The inspection as it stands, for the rules of its next step. */
export interface InspectionState {
  readonly booked: boolean
  readonly reported: boolean
  /** The seller's answer: approved (true), declined (false), none yet (null). */
  readonly approved: boolean | null
}

/** The two 'already booked' refusals (spec 3 §8): booked and waiting for its report, or inspected already. Either marks it booked. */
export type AlreadyBooked = "already_booked" | "already_inspected"

/** Booking an inspection booked already is refused by one of the 'already booked' codes; null when it may be booked. */
export const bookingProblem = (state: InspectionState): AlreadyBooked | null =>
  state.reported ? "already_inspected" : state.booked ? "already_booked" : null

/** Staff record the report of a booked inspection, and may replace it until the seller has answered it. Null when they may. */
export const reportProblem = (state: InspectionState): string | null =>
  !state.booked
    ? "This inspection hasn't been booked yet."
    : state.approved !== null
      ? "The seller has answered this inspection's report already."
      : null

/** The seller approves or declines the report once it is there, and once. Null when they may. */
export const inspectionAnswerProblem = (state: InspectionState): string | null =>
  !state.reported
    ? "The inspection report isn't ready yet."
    : state.approved !== null
      ? `You ${state.approved ? "approved" : "declined"} this inspection already.`
      : null

/** What a report link must be: a web address over https. Null when it will do. */
export const reportUrlProblem = (url: string): string | null =>
  isHttpsAddress(url.trim()) ? null : "The report link must be a web address (https://…)."

/** Whether a file's first bytes are a PDF's. */
export const isPdf = (bytes: Uint8Array): boolean =>
  bytes.byteLength >= PDF_SIGNATURE.length && [...PDF_SIGNATURE].every((char, index) => bytes[index] === char.charCodeAt(0))

/** Why a report's file won't do by its size; null when it will. The browser asks before uploading it, the server once it is stored. */
export const reportSizeProblem = (bytes: number): string | null =>
  bytes > INSPECTION_REPORT_MAX_BYTES ? `The report can be at most ${INSPECTION_REPORT_MAX_BYTES / 1024 / 1024} MB.` : null

/** Why a report's file won't do by its first bytes (`isPdf`); null when it is a PDF. The browser asks before uploading it, the server once it is stored. */
export const reportBytesProblem = (bytes: Uint8Array): string | null => (isPdf(bytes) ? null : "The report must be a PDF file.")
