import type { SuccessOf } from "@redline/api"
import { AuctionStatus, formatDateTime, scheduleTimesProblem, statusName, SubmissionStatus } from "@redline/domain"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { type FormEvent, useState } from "react"
import { Link } from "wouter"
import { isExplained } from "../api/refusal.ts"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { TextField } from "../ui/TextField.tsx"
import { staffDeskKeys } from "./staffDeskQueries.ts"

type StaffSubmission = SuccessOf<"staffDesk.submission">

/** The schedule's fields a refusal may name, and the schedule as a whole. */
type Field = "auction_start" | "auction_end" | "form"
type Problems = Partial<Record<Field, string>>

/** A date-time input's value ('2026-12-01T18:00', the viewer's local time) as a moment; an invalid date when empty. */
const momentOf = (typed: string) => new Date(typed === "" ? Number.NaN : typed)

/** Where the scheduled auction stands, in words. */
const standingText = (status: number) =>
  status === AuctionStatus.queued
    ? "Scheduled"
    : status === AuctionStatus.live
      ? "Live"
      : `Ended (${statusName(status).replace(/_/g, " ")})`

/**
 * Scheduling to live (spec 3 §4): once the seller approved the listing (Approved, 8), staff pick
 * when its auction starts and ends, in their local time, checked by the domain's rule before it
 * goes; once scheduled, when it runs and a link to the auction. A refusal is said in the server's
 * words beside the time it names.
 */
export function AuctionScheduleForm({ shown }: { readonly shown: StaffSubmission }) {
  const api = useApi()
  const reader = useReaderId()
  const queryClient = useQueryClient()
  const id = shown.submission.id
  const [start, setStart] = useState("")
  const [end, setEnd] = useState("")
  const [problems, setProblems] = useState<Problems>({})

  const schedule = useMutation({
    mutationFn: (body: { readonly auction_start: string; readonly auction_end: string }) =>
      api("auctionScheduling.schedule", { path: { submission_id: id }, body }),
    onSuccess: (scheduled) => {
      queryClient.setQueryData(staffDeskKeys.submission(id, reader), scheduled)
      void queryClient.invalidateQueries({ queryKey: staffDeskKeys.queues() })
    },
    onError: (error) => {
      if (!isExplained(error)) return setProblems({ form: "The auction wasn't scheduled. Please try again." })
      const field = error.body["field"]
      setProblems({ [field === "auction_start" || field === "auction_end" ? field : "form"]: error.message })
      // scheduled meanwhile: the panel shows the auction
      void queryClient.invalidateQueries({ queryKey: staffDeskKeys.submission(id, reader) })
    }
  })

  const auction = shown.auction
  if (auction === null && shown.submission.status !== SubmissionStatus.approved) return null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const from = momentOf(start)
    const to = momentOf(end)
    const problem = scheduleTimesProblem({ start: from, end: to, now: new Date() })
    setProblems(problem === null ? {} : { [problem.field]: problem.message })
    if (problem === null) schedule.mutate({ auction_start: from.toISOString(), auction_end: to.toISOString() })
  }

  return (
    <section className="staff-submission__panel" aria-labelledby="schedule-heading">
      <h2 id="schedule-heading" className="staff-submission__heading">
        Auction
      </h2>
      {auction !== null ? (
        <dl className="auction-schedule">
          <dt>{standingText(auction.status)}</dt>
          <dd>
            <Link href={auction.url}>Auction #{auction.id}</Link>
          </dd>
          <dt>Starts</dt>
          <dd>
            <time dateTime={auction.auction_start}>{formatDateTime(new Date(auction.auction_start))}</time>
          </dd>
          <dt>Ends</dt>
          <dd>
            <time dateTime={auction.auction_end}>{formatDateTime(new Date(auction.auction_end))}</time>
          </dd>
        </dl>
      ) : (
        <form className="decision-form" noValidate onSubmit={submit}>
          <TextField
            label="Starts"
            type="datetime-local"
            value={start}
            error={problems.auction_start}
            onChange={(event) => setStart(event.target.value)}
          />
          <TextField
            label="Ends"
            type="datetime-local"
            value={end}
            error={problems.auction_end}
            hint={<p className="staff-submission__muted decision-form__hint">In your local time; an auction runs 1 hour to 14 days.</p>}
            onChange={(event) => setEnd(event.target.value)}
          />
          {problems.form !== undefined && (
            <p className="alert" role="alert">
              {problems.form}
            </p>
          )}
          <div className="decision-form__actions">
            <button type="submit" className="button" disabled={schedule.isPending}>
              {schedule.isPending ? "Scheduling…" : "Schedule the auction"}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
