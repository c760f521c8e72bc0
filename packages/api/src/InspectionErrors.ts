import { ErrorCode } from "@redline/domain"
import { FieldProblems } from "./SubmissionErrors.ts"
import { Refusal } from "./Refusal.ts"

/** Refusals of a submission's inspection (spec 3 §4 'Inspection', §8); the spec shows none of their words, so all are ours. */

/** An address or a booking a field of which won't do: the message is the first field's, `fields` names each. */
export class InspectionInvalid extends Refusal<InspectionInvalid>()(
  "InspectionInvalid",
  ErrorCode.inspection_invalid,
  400,
  null,
  FieldProblems
) {}

/** Booking an inspection booked already, its report still to come: the first of the spec's two 'already booked' codes. */
export class InspectionAlreadyBooked extends Refusal<InspectionAlreadyBooked>()(
  "InspectionAlreadyBooked",
  ErrorCode.inspection_already_booked,
  409,
  "Your inspection is booked already."
) {}

/** Booking an inspection done already, its report in: the second 'already booked' code. */
export class InspectionAlreadyInspected extends Refusal<InspectionAlreadyInspected>()(
  "InspectionAlreadyInspected",
  ErrorCode.inspection_already_inspected,
  409,
  "Your car was inspected already."
) {}

/** The submission isn't at its inspection: not paid for yet, or past it, or closed (the message says which). */
export class InspectionNotOpen extends Refusal<InspectionNotOpen>()("InspectionNotOpen", ErrorCode.inspection_not_open, 409, null) {}

/** Staff recording a report of an inspection not booked, or answered by the seller already. */
export class InspectionNotReportable extends Refusal<InspectionNotReportable>()(
  "InspectionNotReportable",
  ErrorCode.inspection_not_reportable,
  409,
  null
) {}

/** A report that is neither a PDF upload nor an https link, or both at once; `fields` names what is wrong. */
export class InspectionReportInvalid extends Refusal<InspectionReportInvalid>()(
  "InspectionReportInvalid",
  ErrorCode.inspection_report_invalid,
  400,
  null,
  FieldProblems
) {}

/** The seller answering a report not there yet, or answering twice. */
export class InspectionNotAnswerable extends Refusal<InspectionNotAnswerable>()(
  "InspectionNotAnswerable",
  ErrorCode.inspection_not_answerable,
  409,
  null
) {}

/** No report file by that name: never uploaded, or replaced since. */
export class InspectionReportNotFound extends Refusal<InspectionReportNotFound>()(
  "InspectionReportNotFound",
  ErrorCode.inspection_report_not_found,
  404,
  "This inspection report doesn't exist."
) {}
