import type { ListingDraft, Submission } from "@redline/api"
import { listingDraftProblem, type ListingTextSection } from "@redline/domain"
import { useMutation } from "@tanstack/react-query"
import { type FormEvent, useState } from "react"
import { isExplained } from "../api/refusal.ts"
import { useApi } from "../api/useApi.ts"
import { LISTING_SECTION_HEADINGS } from "../auction/ListingSections.tsx"
import { TextAreaField } from "../ui/TextAreaField.tsx"
import { TextField } from "../ui/TextField.tsx"
import { type ListingDraftText, listingDraftInputOf } from "./listingDraftInput.ts"
import { ListingPhotoOrder } from "./ListingPhotoOrder.tsx"

/** The problem of each field a refusal names ('title', 'sections.highlights', 'history_report.url'…), and of the version as a whole. */
type Problems = Readonly<Record<string, string>>

/**
 * The next version of a listing (spec 3 §2, §4 'Listing review'): its title and sub-title, every
 * section in Markdown, the videos, the photos in order with their sections, and the vehicle
 * history report. Checked in the browser by the domain's rule before it is sent; a refusal is
 * said at the field it names, or above the button when it is about the listing as a whole.
 */
export function ListingDraftForm({
  submission,
  start,
  onWritten
}: {
  readonly submission: Submission
  readonly start: ListingDraftText
  readonly onWritten: (written: ListingDraft) => void
}) {
  const api = useApi()
  const [text, setText] = useState(start)
  const [problems, setProblems] = useState<Problems>({})
  const write = useMutation({
    mutationFn: () => api("listingDrafts.write", { path: { submission_id: submission.id }, body: listingDraftInputOf(text) }),
    onSuccess: onWritten,
    onError: (error) => {
      if (!isExplained(error)) return setProblems({ form: "The version wasn't saved. Please try again." })
      const field = error.body["field"]
      setProblems({ [typeof field === "string" && field !== "" ? field : "form"]: error.message })
    }
  })

  const change = (next: Partial<ListingDraftText>, field: string) => {
    setText((now) => ({ ...now, ...next }))
    setProblems(({ [field]: _dropped, ...kept }) => kept)
  }
  const changeSection = (section: ListingTextSection, value: string) =>
    change({ sections: { ...text.sections, [section]: value } }, `sections.${section}`)
  const changeReport = (field: keyof ListingDraftText["history_report"], value: string) =>
    change({ history_report: { ...text.history_report, [field]: value } }, `history_report.${field}`)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = listingDraftProblem(
      listingDraftInputOf(text),
      submission.photos.map((photo) => photo.id)
    )
    setProblems(problem === null ? {} : { [problem.field]: problem.message })
    if (problem === null) write.mutate()
  }

  return (
    <form className="listing-form" noValidate aria-labelledby="listing-form-heading" onSubmit={submit}>
      <h2 id="listing-form-heading" className="staff-submission__heading">
        New version
      </h2>
      <TextField
        label="Title"
        value={text.title}
        error={problems["title"]}
        onChange={(event) => change({ title: event.target.value }, "title")}
      />
      <TextField
        label="Sub-title (optional)"
        value={text.sub_title}
        error={problems["sub_title"]}
        onChange={(event) => change({ sub_title: event.target.value }, "sub_title")}
      />
      <p className="staff-submission__muted decision-form__hint">Sections are Markdown; an empty one isn't shown.</p>
      {LISTING_SECTION_HEADINGS.map(([section, heading]) => (
        <TextAreaField
          key={section}
          className="section-fields__story"
          label={heading}
          value={text.sections[section]}
          error={problems[`sections.${section}`]}
          onChange={(value) => changeSection(section, value)}
        />
      ))}
      <TextAreaField
        className="section-fields__story"
        label="Videos (one https address a line)"
        value={text.videos}
        error={problems["sections.videos"]}
        onChange={(videos) => change({ videos }, "sections.videos")}
      />
      <ListingPhotoOrder photos={text.photos} error={problems["photos"]} onChange={(photos) => change({ photos }, "photos")} />
      <fieldset className="listing-form__report">
        <legend className="text-field__label">Vehicle history report (optional)</legend>
        <TextField
          label="Vendor"
          value={text.history_report.vendor}
          error={problems["history_report.vendor"]}
          onChange={(event) => changeReport("vendor", event.target.value)}
        />
        <TextField
          label="Report link"
          type="url"
          inputMode="url"
          value={text.history_report.url}
          error={problems["history_report.url"]}
          onChange={(event) => changeReport("url", event.target.value)}
        />
        <TextField
          label="Link works until"
          type="date"
          value={text.history_report.expiry}
          error={problems["history_report.expiry"]}
          onChange={(event) => changeReport("expiry", event.target.value)}
        />
      </fieldset>
      {problems["form"] !== undefined && (
        <p className="alert" role="alert">
          {problems["form"]}
        </p>
      )}
      <div className="decision-form__actions">
        <button type="submit" className="button" disabled={write.isPending}>
          {write.isPending ? "Writing…" : "Write this version"}
        </button>
      </div>
    </form>
  )
}
