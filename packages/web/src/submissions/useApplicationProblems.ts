import type { FieldProblem } from "@redline/domain"
import { useCallback, useState } from "react"
import { wizardRefusalOf } from "./wizardRefusal.ts"

/** A field's problem by the draft's name of it ('vin' is the API's 'car.vin', 'phone' its 'contact.phone'). */
const isProblemOf = (field: string, problem: FieldProblem) =>
  problem.field === field || problem.field === `contact.${field}` || problem.field === `car.${field}`

/**
 * The problems of a form built on the application's fields (a sell inquiry, an invitation): each
 * field's, from the browser's check or the server's refusal, and the sentence above the form. A
 * field changed drops its problem; the others keep theirs until the next check.
 */
export function useApplicationProblems() {
  const [problems, setProblems] = useState<ReadonlyArray<FieldProblem>>([])
  const [notice, setNotice] = useState<string | null>(null)
  /** What the browser's check found, and the sentence shown above the form for it. */
  const checked = useCallback((found: ReadonlyArray<FieldProblem>, said: string | null) => {
    setProblems(found)
    setNotice(said)
  }, [])
  /** The server's refusal: by its fields, or in its words. */
  const refused = useCallback((error: unknown) => {
    const refusal = wizardRefusalOf(error)
    if (refusal.reason === "invalid") {
      setProblems(refusal.problems)
      setNotice(refusal.problems[0]?.message ?? null)
    } else {
      setNotice(refusal.message)
    }
  }, [])
  const changed = useCallback((field: string) => setProblems((current) => current.filter((problem) => !isProblemOf(field, problem))), [])
  const problemOf = (field: string) => problems.find((problem) => problem.field === field)?.message
  return { problems, notice, checked, refused, changed, problemOf }
}
