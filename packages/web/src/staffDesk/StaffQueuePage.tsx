import type { SuccessOf } from "@redline/api"
import {
  BD_REP_ABILITY,
  formatShortDate,
  isSubmissionStatus,
  parseId,
  STAFF_QUEUE_DEFAULT_STATUS,
  STAFF_QUEUE_PAGE_SIZE,
  SUBMISSION_STATUSES,
  type SubmissionStatus
} from "@redline/domain"
import { useQuery } from "@tanstack/react-query"
import { type FormEvent, useState } from "react"
import { Link, useLocation, useSearch } from "wouter"
import { useApi } from "../api/useApi.ts"
import { usePageTitle } from "../page/usePageTitle.ts"
import { PageLinks } from "../past/PageLinks.tsx"
import { AuctionPhoto } from "../photos/AuctionPhoto.tsx"
import { useReaderId } from "../session/readerId.ts"
import { useSession } from "../session/useSession.ts"
import { statusLabel } from "../submissions/standing.ts"
import { SelectField } from "../ui/SelectField.tsx"
import { TextField } from "../ui/TextField.tsx"
import { decisionText } from "./decisionText.ts"
import { type QueueView, type RepresentedBy, staffDeskQueries } from "./staffDeskQueries.ts"
import { StaffDeskOnly } from "./StaffDeskOnly.tsx"

type QueueItem = SuccessOf<"staffDesk.queue">["submissions"][number]

const QUEUE_PATH = "/staff/submissions/"
const ROW_IMAGE = { width: 228, quality: 70 } as const
const STATUS_OPTIONS = SUBMISSION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))

/** A representative as the address names them: 'mine', 'none' or a user id; anyone's otherwise. */
function representedBy(value: string | null): RepresentedBy {
  if (value === "mine" || value === "none") return value
  const id = parseId(value ?? "")
  return id === undefined ? "" : `${id}`
}

/** The queue as the address has it (`?status=&representative=&q=&page=`); a status or page that isn't one is the default. */
function viewOf(search: string): QueueView {
  const params = new URLSearchParams(search)
  const status = Number(params.get("status") ?? STAFF_QUEUE_DEFAULT_STATUS)
  return {
    status: isSubmissionStatus(status) ? status : STAFF_QUEUE_DEFAULT_STATUS,
    representative: representedBy(params.get("representative")),
    q: params.get("q")?.trim() ?? "",
    page: parseId(params.get("page") ?? "") ?? 1
  }
}

/** The address of a view of the queue; the defaults are left out. */
function hrefOf(view: QueueView): string {
  const params = new URLSearchParams()
  if (view.status !== STAFF_QUEUE_DEFAULT_STATUS) params.set("status", String(view.status))
  if (view.representative !== "") params.set("representative", view.representative)
  if (view.q !== "") params.set("q", view.q)
  if (view.page > 1) params.set("page", String(view.page))
  const query = params.toString()
  return query === "" ? QUEUE_PATH : `${QUEUE_PATH}?${query}`
}

const countText = (count: number) => (count === 1 ? "1 submission" : `${count.toLocaleString("en-US")} submissions`)

/**
 * The staff desk's queue (`/staff/submissions/`, spec 3 §4 and §6 VIEW_SUBMISSIONS): sellers'
 * submissions of one status, Submitted first, newest first, searched by title, VIN or seller, and
 * by business-development representative ('Mine' for a representative), a page at a time; each
 * opens the submission. The status, representative, search and page are in the address.
 */
export default function StaffQueuePage() {
  usePageTitle("Staff Desk")
  return (
    <StaffDeskOnly>
      <Queue />
    </StaffDeskOnly>
  )
}

function Queue() {
  const api = useApi()
  const reader = useReaderId()
  const [, navigate] = useLocation()
  const view = viewOf(useSearch())
  const queue = useQuery(staffDeskQueries.queue(api, view, reader))
  const go = (next: Partial<QueueView>) => navigate(hrefOf({ ...view, page: 1, ...next }))
  const pages = Math.max(1, Math.ceil((queue.data?.total_count ?? 0) / STAFF_QUEUE_PAGE_SIZE))

  return (
    <div className="container staff-desk">
      <div className="staff-desk__head">
        <h1 className="staff-desk__title">Staff Desk</h1>
        <p className="staff-desk__lede">Sellers' submissions, to review and decide.</p>
        <Link href="/staff/invitations/new" className="button button--quiet staff-desk__invite">
          Invite a seller
        </Link>
      </div>
      <div className="staff-desk__filters">
        <SelectField
          label="Status"
          className="staff-desk__status-field"
          options={STATUS_OPTIONS}
          value={view.status}
          onChange={(event) => go({ status: Number(event.target.value) as SubmissionStatus })}
        />
        <RepresentativeFilter value={view.representative} onChange={(representative) => go({ representative })} />
        <QueueSearch key={view.q} q={view.q} onSearch={(q) => go({ q })} />
      </div>
      <section className="staff-desk__results" aria-labelledby="staff-queue-heading" aria-busy={queue.isFetching || undefined}>
        <h2 id="staff-queue-heading" className="staff-desk__count">
          {queue.data === undefined ? statusLabel(view.status) : `${statusLabel(view.status)}: ${countText(queue.data.total_count)}`}
          {view.q !== "" && <span className="staff-desk__matching"> matching “{view.q}”</span>}
        </h2>
        {queue.data === undefined ? (
          queue.isError ? (
            <div className="list-notice" role="alert">
              <p>The queue couldn't be loaded.</p>
              <button type="button" className="button button--quiet" onClick={() => void queue.refetch()}>
                Try again
              </button>
            </div>
          ) : (
            <p role="status">Loading the queue…</p>
          )
        ) : queue.data.submissions.length === 0 ? (
          <p className="staff-desk__empty">
            {view.q === "" ? `No submissions are ${statusLabel(view.status).toLowerCase()}.` : "No submissions match your search."}
          </p>
        ) : (
          <ul className="staff-desk__list">
            {queue.data.submissions.map((item) => (
              <li key={item.id}>
                <QueueRow item={item} />
              </li>
            ))}
          </ul>
        )}
        <PageLinks page={view.page} pageCount={pages} hrefFor={(page) => hrefOf({ ...view, page })} />
      </section>
    </div>
  )
}

/** Whose submissions: anyone's, the reader's as a representative ('Mine', for a representative), no one's, or one representative's. */
function RepresentativeFilter({ value, onChange }: { readonly value: RepresentedBy; readonly onChange: (value: RepresentedBy) => void }) {
  const api = useApi()
  const reader = useReaderId()
  const representatives = useQuery(staffDeskQueries.representatives(api, reader))
  const isRepresentative = useSession()?.abilities.includes(BD_REP_ABILITY) ?? false
  const options = [
    { value: "", label: "Anyone" },
    ...(isRepresentative ? [{ value: "mine", label: "Mine" }] : []),
    { value: "none", label: "No one" },
    ...(representatives.data?.representatives ?? []).map((each) => ({ value: String(each.id), label: each.username }))
  ]
  // a representative the address names but the list no longer has stays a choice
  if (!options.some((option) => option.value === value)) options.push({ value, label: value === "mine" ? "Mine" : `User ${value}` })
  return (
    <SelectField
      label="Representative"
      className="staff-desk__representative-field"
      options={options}
      value={value}
      onChange={(event) => onChange(representedBy(event.target.value))}
    />
  )
}

/** The search box: words of the title, the VIN, or the seller's username or e-mail. */
function QueueSearch({ q, onSearch }: { readonly q: string; readonly onSearch: (q: string) => void }) {
  const [text, setText] = useState(q)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form className="staff-desk__search" role="search" aria-label="Submissions" onSubmit={submit}>
      <TextField
        label="Search"
        type="search"
        className="staff-desk__search-field"
        placeholder="Year, make, model, VIN, seller"
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button">
        Search
      </button>
    </form>
  )
}

function QueueRow({ item }: { readonly item: QueueItem }) {
  return (
    <article className="queue-row">
      <AuctionPhoto className="queue-row__photo" photo={item.main_photo} alt="" size={ROW_IMAGE} />
      <div className="queue-row__body">
        <h3 className="queue-row__title">
          <Link href={`${QUEUE_PATH}${item.id}`}>{item.title}</Link>
        </h3>
        <p className="queue-row__facts">
          <span>Seller: {item.seller.username}</span>
          <span className="queue-row__status">{statusLabel(item.status)}</span>
          <span>
            {item.submitted_at === null ? (
              "Not submitted"
            ) : (
              <>
                Submitted <time dateTime={item.submitted_at}>{formatShortDate(new Date(item.submitted_at))}</time>
              </>
            )}
          </span>
          {item.representative !== null && <span>Representative: {item.representative.username}</span>}
          {item.unread_count > 0 && (
            <span className="queue-row__unread">
              {item.unread_count === 1 ? "1 unread message" : `${item.unread_count} unread messages`}
            </span>
          )}
        </p>
        {item.last_decision !== null && <p className="queue-row__decision">{decisionText(item.last_decision)}</p>}
      </div>
    </article>
  )
}
