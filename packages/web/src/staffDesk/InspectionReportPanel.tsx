import type { Inspection } from "@redline/api"
import {
  formatShortDate,
  inspectionStatusProblem,
  PDF_SIGNATURE,
  reportBytesProblem,
  reportProblem,
  reportSizeProblem,
  reportUrlProblem,
  type SubmissionStatus
} from "@redline/domain"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { type FormEvent, useEffect, useId, useRef, useState } from "react"
import { isExplained } from "../api/refusal.ts"
import { useApi } from "../api/useApi.ts"
import { uploadToStore } from "../photos/photoUpload.ts"
import { useReaderId } from "../session/readerId.ts"
import { submissionsKeys, submissionsQueries } from "../submissions/submissionsQueries.ts"
import { problemsOf } from "../submissions/wizardRefusal.ts"
import { TextField } from "../ui/TextField.tsx"
import { staffDeskKeys } from "./staffDeskQueries.ts"

/** How the report is given: a PDF uploaded to the store, or a link to it. */
type ReportKind = "file" | "url"

/** A report's file refused in the browser, before anything was uploaded. */
class ReportRefused extends Error {}

/** What went wrong, by the field it belongs to: the file (`key`), the link (`url`), or the report as a whole. */
type Problems = { readonly key?: string; readonly url?: string; readonly form?: string }

/** The file's first bytes, enough to tell a PDF. */
const headOf = async (file: File) => new Uint8Array(await file.slice(0, PDF_SIGNATURE.length).arrayBuffer())

const percentOf = (sent: number, size: number) => (size === 0 ? 100 : Math.min(100, Math.round((sent / size) * 100)))

/**
 * The inspection on the staff desk (spec 3 §4 'Inspection'): once the seller has booked it, staff
 * record its report, a PDF (checked to be one before it is uploaded, by the rule the server
 * applies again) or an https link, and may replace it until the seller answers it. The recorded
 * report is linked with the seller's answer once given.
 */
export function InspectionReportPanel({
  submissionId,
  status,
  booked
}: {
  readonly submissionId: number
  readonly status: SubmissionStatus
  readonly booked: boolean
}) {
  const api = useApi()
  const reader = useReaderId()
  const queryClient = useQueryClient()
  const inspection = useQuery({ ...submissionsQueries.inspection(api, submissionId, reader), enabled: booked })
  const [kind, setKind] = useState<ReportKind>("file")
  const [file, setFile] = useState<File | null>(null)
  const [url, setUrl] = useState("")
  // a new file input once a report is recorded, showing no file chosen
  const [picker, setPicker] = useState(0)
  const [sent, setSent] = useState<number | null>(null)
  const [problems, setProblems] = useState<Problems>({})
  const fileId = useId()
  // the file on its way to the store stops there when the panel goes away
  const upload = useRef<AbortController | null>(null)
  useEffect(() => () => upload.current?.abort(), [])

  const record = useMutation({
    mutationFn: async (report: { readonly kind: "file"; readonly file: File } | { readonly kind: "url"; readonly url: string }) => {
      if (report.kind === "url")
        return api("inspections.recordReport", { path: { submission_id: submissionId }, body: { url: report.url } })
      const refused = reportSizeProblem(report.file.size) ?? reportBytesProblem(await headOf(report.file))
      if (refused !== null) throw new ReportRefused(refused)
      setSent(0)
      upload.current = new AbortController()
      const key = await uploadToStore(api, report.file, upload.current.signal, setSent)
      return api("inspections.recordReport", { path: { submission_id: submissionId }, body: { key } })
    },
    onSuccess: (recorded) => {
      setFile(null)
      setPicker((shown) => shown + 1)
      setUrl("")
      queryClient.setQueryData(submissionsKeys.inspection(submissionId, reader), recorded)
      void queryClient.invalidateQueries({ queryKey: staffDeskKeys.submission(submissionId, reader) })
    },
    onError: (error, report) => {
      if (error instanceof ReportRefused) return setProblems({ key: error.message })
      if (!isExplained(error)) return setProblems({ form: "The report wasn't recorded. Please try again." })
      const named = problemsOf(error.body).find((problem) => problem.field === "key" || problem.field === "url")
      if (named !== undefined) return setProblems({ [named.field]: named.message })
      setProblems(report.kind === "file" && error.status !== 409 ? { key: error.message } : { form: error.message })
      // answered or closed meanwhile: the panel shows where the inspection stands now
      void queryClient.invalidateQueries({ queryKey: submissionsKeys.inspection(submissionId, reader) })
    },
    onSettled: () => setSent(null)
  })

  if (inspection.data === undefined) return null
  const shown: Inspection = inspection.data
  if (!shown.is_inspection_booked) return null
  const state = { booked: shown.is_inspection_booked, reported: shown.report_url !== null, approved: shown.approved }
  const reportable = inspectionStatusProblem(status) === null && reportProblem(state) === null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (kind === "url") {
      const refused = reportUrlProblem(url)
      setProblems(refused === null ? {} : { url: refused })
      if (refused === null) record.mutate({ kind, url: url.trim() })
      return
    }
    setProblems(file === null ? { key: "Choose the report's PDF file." } : {})
    if (file !== null) record.mutate({ kind, file })
  }

  return (
    <section className="staff-submission__panel" aria-labelledby="inspection-heading">
      <h2 id="inspection-heading" className="staff-submission__heading">
        Inspection
      </h2>
      {shown.report_url === null ? (
        <p className="staff-submission__muted">
          Booked{shown.booked_at !== null && ` on ${formatShortDate(new Date(shown.booked_at))}`}; no report yet.
        </p>
      ) : (
        <p className="inspection-report__recorded">
          <a href={shown.report_url} target="_blank" rel="noreferrer">
            View the inspection report
          </a>
          {shown.reported_at !== null && (
            <span className="staff-submission__muted"> recorded {formatShortDate(new Date(shown.reported_at))}</span>
          )}
        </p>
      )}
      {shown.approved !== null && <p>{shown.approved ? "The seller approved the inspection." : "The seller declined the inspection."}</p>}
      {reportable && (
        <form className="decision-form" noValidate onSubmit={submit}>
          <fieldset className="inspection-report__kinds">
            <legend className="text-field__label">{shown.report_url === null ? "The report" : "Replace the report"}</legend>
            <label>
              <input type="radio" name="report-kind" checked={kind === "file"} onChange={() => setKind("file")} /> A PDF file
            </label>
            <label>
              <input type="radio" name="report-kind" checked={kind === "url"} onChange={() => setKind("url")} /> A link
            </label>
          </fieldset>
          {kind === "file" ? (
            <div className="text-field">
              <label htmlFor={fileId} className="text-field__label">
                Report (PDF)
              </label>
              <input
                key={picker}
                id={fileId}
                type="file"
                accept="application/pdf,.pdf"
                className="inspection-report__file"
                aria-invalid={problems.key !== undefined ? true : undefined}
                aria-describedby={problems.key !== undefined ? `${fileId}-error` : undefined}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null)
                  setProblems({})
                }}
              />
              {problems.key !== undefined && (
                <p id={`${fileId}-error`} className="text-field__error">
                  {problems.key}
                </p>
              )}
            </div>
          ) : (
            <TextField
              label="Report link"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={url}
              error={problems.url}
              onChange={(event) => setUrl(event.target.value)}
            />
          )}
          {sent !== null && file !== null && (
            <p className="inspection-report__progress">
              <progress max={100} value={percentOf(sent, file.size)} aria-label={`Uploading ${file.name}`} />
              <span>Uploading {percentOf(sent, file.size)}%</span>
            </p>
          )}
          {problems.form !== undefined && (
            <p className="alert" role="alert">
              {problems.form}
            </p>
          )}
          <div className="decision-form__actions">
            <button type="submit" className="button" disabled={record.isPending}>
              {record.isPending ? "Recording…" : "Record the report"}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
