import { isValidEmail } from "../Email.ts"
import type { FieldProblem } from "./SubmissionForms.ts"

/**
 * The permission that lets a user make sell inquiries (spec 3 §6: CAN_MAKE_SUBMISSION_INQUIRIES,
 * the 'submit inquiries' ability): business-development people who bring in a seller's car and
 * send the seller a prefilled application. Kept in `users.abilities`; staff have every ability.
 */
export const SUBMIT_INQUIRIES_PERMISSION = "CAN_MAKE_SUBMISSION_INQUIRIES"

/** The ability, by the app's name, that a session answers for the permission (the sell inquiry page's gate). */
export const SUBMIT_INQUIRIES_ABILITY = "submit_inquiries"

/** The abilities a session answers (`abilities`), by the app's names: 'admin', 'submit_inquiries'. */
export function sessionAbilities(isAdmin: boolean, permissions: ReadonlyArray<string>): ReadonlyArray<string> {
  const abilities: Array<string> = []
  if (isAdmin) abilities.push("admin")
  if (isAdmin || permissions.includes(SUBMIT_INQUIRIES_PERMISSION)) abilities.push(SUBMIT_INQUIRIES_ABILITY)
  return abilities
}

/** The seller's e-mail on an inquiry: where the prefilled application is sent. */
export function inquiryEmailProblem(email: string): FieldProblem | null {
  if (email.trim() === "") return { field: "contact.email", message: "Please enter the seller's email." }
  return isValidEmail(email.trim()) ? null : { field: "contact.email", message: "Please enter a valid email" }
}

/** Ours: room for what the seller said about the car and the sale. */
export const INQUIRY_NOTES_MAX_LENGTH = 2000

/**
 * What is wrong with an inquiry's own fields, beside the application it carries (checked by
 * `checkApplication`): the seller's e-mail, and the notes' length.
 */
export function inquiryProblems(input: { readonly email: string; readonly notes: string }): ReadonlyArray<FieldProblem> {
  const problems: Array<FieldProblem> = []
  const email = inquiryEmailProblem(input.email)
  if (email !== null) problems.push(email)
  if (input.notes.trim().length > INQUIRY_NOTES_MAX_LENGTH)
    problems.push({ field: "notes", message: `Notes can be at most ${INQUIRY_NOTES_MAX_LENGTH.toLocaleString("en-US")} characters.` })
  return problems
}
