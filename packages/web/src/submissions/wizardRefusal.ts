import { ErrorCode, Messages } from "@redline/domain"
import type { WizardRefusal } from "@redline/machines"
import { isExplained } from "../api/refusal.ts"
import { ApiError } from "../api/request.ts"

/** The fields a refusal names (`fields`: `[{ field, message }]`), each with the server's words. */
export const problemsOf = (body: Readonly<Record<string, unknown>>) =>
  Array.isArray(body["fields"])
    ? body["fields"].flatMap((problem: unknown) =>
        typeof problem === "object" &&
        problem !== null &&
        "field" in problem &&
        "message" in problem &&
        typeof problem.field === "string" &&
        typeof problem.message === "string"
          ? [{ field: problem.field, message: problem.message }]
          : []
      )
    : []

/**
 * What the submission wizard makes of a refused save or submit: the fields the server named, the
 * section to finish, a submission past changing; any other refusal in the server's words, and a
 * failure of the server or the connection as 'try again'.
 */
export function wizardRefusalOf(error: unknown): WizardRefusal {
  if (error instanceof ApiError) {
    switch (error.errorCode) {
      case ErrorCode.application_invalid:
      case ErrorCode.submission_section_invalid: {
        const problems = problemsOf(error.body)
        return problems.length > 0 ? { reason: "invalid", problems } : { reason: "failed", message: error.message }
      }
      case ErrorCode.submission_incomplete:
        return { reason: "incomplete", section: String(error.body["section"] ?? ""), message: error.message }
      case ErrorCode.submission_not_editable:
        return { reason: "not_editable", message: error.message }
    }
  }
  return { reason: "failed", message: isExplained(error) ? error.message : Messages.errorTryAgain }
}

/** Calls that reject, rejecting instead with what the wizard understands. */
export const refusingWizard = <T>(call: Promise<T>): Promise<T> => call.catch((error: unknown) => Promise.reject(wizardRefusalOf(error)))
