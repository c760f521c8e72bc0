import { isValidEmail } from "../Email.ts"
import type { FieldProblem } from "./SubmissionForms.ts"

/**
 * The permission that lets a user make sell inquiries (spec 3 §6: CAN_MAKE_SUBMISSION_INQUIRIES,
 * the 'submit inquiries' ability): business-development people who bring in a seller's car and
 * send the seller a prefilled application. Kept in `users.abilities`; staff have every ability.
 */
export const SUBMIT_INQUIRIES_PERMISSION = "CAN_MAKE_SUBMISSION_INQUIRIES"

/** The abilities a session answers (`abilities`), by the app's names: 'admin', 'submit_inquiries'. */
export function sessionAbilities(isAdmin: boolean, permissions: ReadonlyArray<string>): ReadonlyArray<string> {
  const abilities: Array<string> = []
  if (isAdmin) abilities.push("admin")
  if (isAdmin || permissions.includes(SUBMIT_INQUIRIES_PERMISSION)) abilities.push("submit_inquiries")
  return abilities
}

/** The seller's e-mail on an inquiry: where the prefilled application is sent. */
export function inquiryEmailProblem(email: string): FieldProblem | null {
  if (email.trim() === "") return { field: "contact.email", message: "Please enter the seller's email." }
  return isValidEmail(email.trim()) ? null : { field: "contact.email", message: "Please enter a valid email" }
}

/** Ours: room for what the seller said about the car and the sale. */
export const INQUIRY_NOTES_MAX_LENGTH = 2000
