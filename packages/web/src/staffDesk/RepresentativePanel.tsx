import type { SuccessOf } from "@redline/api"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { type FormEvent, useState } from "react"
import { useApi } from "../api/useApi.ts"
import { isExplained } from "../api/refusal.ts"
import { useReaderId } from "../session/readerId.ts"
import { SelectField } from "../ui/SelectField.tsx"
import { staffDeskKeys, staffDeskQueries } from "./staffDeskQueries.ts"

type StaffSubmission = SuccessOf<"staffDesk.submission">

/** The picker's value for no representative. */
const NO_ONE = ""

/**
 * The submission's business-development representative (spec 3 §6): who it is, and a picker of
 * the users who may represent it (CAN_BE_BD_REPRESENTATIVE) to assign another or take them off.
 * The change is recorded among the decisions; a refusal (someone no longer a representative) is said in words.
 */
export function RepresentativePanel({ shown }: { readonly shown: StaffSubmission }) {
  const api = useApi()
  const reader = useReaderId()
  const queryClient = useQueryClient()
  const id = shown.submission.id
  const representatives = useQuery(staffDeskQueries.representatives(api, reader))
  const current = shown.representative === null ? NO_ONE : String(shown.representative.id)
  const [picked, setPicked] = useState(current)
  const [problem, setProblem] = useState<string | null>(null)

  const assign = useMutation({
    mutationFn: (userId: number | null) => api("representatives.assign", { path: { submission_id: id }, body: { user_id: userId } }),
    onSuccess: (assigned) => {
      setProblem(null)
      queryClient.setQueryData(staffDeskKeys.submission(id, reader), assigned)
      void queryClient.invalidateQueries({ queryKey: staffDeskKeys.queues() })
    },
    onError: (error) => {
      setProblem(isExplained(error) ? error.message : "The representative wasn't saved. Please try again.")
      void queryClient.invalidateQueries({ queryKey: staffDeskKeys.representatives(reader) })
    }
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    assign.mutate(picked === NO_ONE ? null : Number(picked))
  }

  // the one assigned stays a choice even when no longer a representative, so the picker shows who it is
  const listed = representatives.data?.representatives ?? []
  const choices = [
    { value: NO_ONE, label: "No representative" },
    ...listed.map((each) => ({ value: String(each.id), label: each.username })),
    ...(shown.representative !== null && !listed.some((each) => each.id === shown.representative?.id)
      ? [{ value: current, label: shown.representative.username }]
      : [])
  ]

  return (
    <section className="staff-submission__panel" aria-labelledby="representative-heading">
      <h2 id="representative-heading" className="staff-submission__heading">
        Representative
      </h2>
      {shown.representative === null ? (
        <p className="staff-submission__muted">No representative yet.</p>
      ) : (
        <p className="representative__current">
          {shown.representative.username} ·{" "}
          <a href={`mailto:${shown.representative.email}`} className="representative__email">
            {shown.representative.email}
          </a>
        </p>
      )}
      {representatives.isError ? (
        <p className="staff-submission__muted">The representatives couldn't be loaded.</p>
      ) : representatives.data !== undefined && listed.length === 0 && shown.representative === null ? (
        <p className="staff-submission__muted">No one can represent a submission yet.</p>
      ) : (
        <form className="representative__form" noValidate onSubmit={submit}>
          <SelectField
            label="Business-development representative"
            className="representative__field"
            options={choices}
            value={picked}
            disabled={representatives.data === undefined}
            error={problem ?? undefined}
            onChange={(event) => setPicked(event.target.value)}
          />
          <button type="submit" className="button" disabled={assign.isPending || picked === current}>
            {assign.isPending ? "Saving…" : picked === NO_ONE && current !== NO_ONE ? "Take off" : "Assign"}
          </button>
        </form>
      )}
    </section>
  )
}
