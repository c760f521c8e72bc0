import { isValidEmail } from "../Email.ts"
import type { FieldProblem } from "./SubmissionForms.ts"

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
