import type { Submission } from "@redline/api"
import type { Campaign, SectionData } from "@redline/domain"
import { type ApplicationDraft, type StepSave, submissionWizardMachine, WIZARD_STEPS, type WizardStep } from "@redline/machines"
import { useQueryClient } from "@tanstack/react-query"
import { useMachine } from "@xstate/react"
import { type FormEvent, useEffect, useMemo, useRef } from "react"
import { Link } from "wouter"
import { fromPromise } from "xstate"
import type { Api } from "../api/api.ts"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { ApplicationStep } from "./ApplicationStep.tsx"
import { MediaStep } from "./MediaStep.tsx"
import { ReviewStep } from "./ReviewStep.tsx"
import { SectionFields } from "./SectionFields.tsx"
import { STEP_NAMES } from "./stepNames.ts"
import { submissionsKeys } from "./submissionsQueries.ts"
import { refusingWizard } from "./wizardRefusal.ts"
import "./SubmissionWizard.css"

const STEP_LEADS: Record<WizardStep, string> = {
  application: "Who you are, and the car you're selling. Submitting is free and takes about 5 minutes.",
  details: "What the car is: how it's built, its colors, its title.",
  condition: "How it is today. Honest answers make for confident bidders.",
  media: "Photos and videos sell cars. Each photo is saved as soon as it's uploaded; the videos are saved with the step.",
  scheduling: "When you'd like the auction to run, and your reserve.",
  review: "Check what you've told us, then send it to our team."
}

/** The media section's videos as saved. */
const videoIdsOf = (media: SectionData): ReadonlyArray<number> => {
  const ids = media["video_ids"]
  return Array.isArray(ids) ? ids : []
}

/** The call of each step's save. */
function saveCall(api: Api, save: StepSave): Promise<Submission> {
  if (save.step === "application") {
    return save.submissionId === null
      ? api("submissions.apply", {
          body: {
            ...save.application,
            partner: save.partner,
            campaign: save.campaign,
            invitation_id: save.invitationId,
            idempotency_key: save.idempotencyKey
          }
        })
      : api("submissions.changeApplication", { path: { submission_id: save.submissionId }, body: save.application })
  }
  const path = { submission_id: save.submissionId }
  const body = { data: save.data, back: save.back }
  switch (save.step) {
    case "details":
      return api("submissions.saveDetails", { path, body })
    case "condition":
      return api("submissions.saveCondition", { path, body })
    case "media":
      return api("submissions.saveMedia", { path, body })
    case "scheduling":
      return api("submissions.saveScheduling", { path, body })
  }
}

interface SubmissionWizardProps {
  readonly submission: Submission | null
  readonly prefill?: Partial<ApplicationDraft> | undefined
  readonly partner?: string | null | undefined
  /** The campaign tags the application's address carried. */
  readonly campaign?: Campaign | null | undefined
  /** The invitation the application is made from (`/sell-car/invitation/{id}`). */
  readonly invitationId?: string | undefined
  /** A new application was saved: the page's address names it from now on, so a reload resumes it. */
  readonly onCreated?: (submission: Submission) => void
}

/**
 * The seller's application and its sections, one step at a time (`submissionWizardMachine`),
 * each saved as the seller moves on or back. Every answer becomes the cached submission, and the
 * seller's lists and calls to action are read again.
 */
export function SubmissionWizard({ submission, prefill, partner, campaign, invitationId, onCreated }: SubmissionWizardProps) {
  const api = useApi()
  const queryClient = useQueryClient()
  const reader = useReaderId()
  const machine = useMemo(() => {
    const answered = (saved: Submission) => {
      queryClient.setQueryData(submissionsKeys.detail(saved.id, reader), saved)
      void queryClient.invalidateQueries({ queryKey: submissionsKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: submissionsKeys.counts(reader) })
      void queryClient.invalidateQueries({ queryKey: submissionsKeys.active(reader) })
      return saved
    }
    return submissionWizardMachine.provide({
      actors: {
        saveStep: fromPromise(async ({ input }) => answered(await refusingWizard(saveCall(api, input)))),
        submitApplication: fromPromise(async ({ input }) =>
          answered(await refusingWizard(api("submissions.submit", { path: { submission_id: input.submissionId } })))
        )
      }
    })
  }, [api, queryClient, reader])
  const [snapshot, send] = useMachine(machine, {
    input: {
      submission,
      prefill,
      partner: partner ?? null,
      campaign: campaign ?? null,
      invitationId: invitationId ?? null,
      idempotencyKey: crypto.randomUUID(),
      now: () => Date.now()
    }
  })
  const { context } = snapshot
  const busy = snapshot.hasTag("busy")
  const headingRef = useRef<HTMLHeadingElement>(null)

  const createdId = context.submission?.id ?? null
  const created = useRef(submission?.id ?? null)
  useEffect(() => {
    if (createdId === null || created.current === createdId || context.submission === null) return
    created.current = createdId
    onCreated?.(context.submission)
  }, [createdId, context.submission, onCreated])

  // a new step starts at its heading, for the eye and for a screen reader alike
  const shown = snapshot.matches("sent") ? "sent" : snapshot.matches("closed") ? "closed" : context.step
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    // the steps above the heading stay in view
    headingRef.current?.closest(".wizard")?.scrollIntoView({ block: "start" })
    headingRef.current?.focus({ preventScroll: true })
  }, [shown])

  if (snapshot.matches("closed")) {
    return (
      <div className="wizard">
        <h2 ref={headingRef} tabIndex={-1} className="wizard__heading">
          This submission can no longer be changed
        </h2>
        <p>Our team has taken it from here.</p>
        {context.submission !== null && (
          <Link href={`/submissions/${context.submission.id}`} className="button">
            See where it stands
          </Link>
        )}
      </div>
    )
  }

  if (snapshot.matches("sent") && context.submission !== null) {
    return (
      <div className="wizard">
        <h2 ref={headingRef} tabIndex={-1} className="wizard__heading">
          Your car is with our team
        </h2>
        <p className="wizard__lead">
          We'll review your {context.submission.title} and get back to you in your submission's chat. You can still change what you sent
          while we review it.
        </p>
        <div className="wizard__actions">
          <Link href={`/submissions/${context.submission.id}`} className="button">
            See where it stands
          </Link>
          <button type="button" className="button button--quiet" onClick={() => send({ type: "REVISE" })}>
            Change something
          </button>
        </div>
      </div>
    )
  }

  const step = context.step
  const index = WIZARD_STEPS.indexOf(step)
  const next = (event: FormEvent) => {
    event.preventDefault()
    send({ type: "NEXT" })
  }

  return (
    <div className="wizard">
      <ol className="wizard__steps" aria-label="Steps">
        {WIZARD_STEPS.map((each, at) => (
          <li
            key={each}
            className="wizard__step"
            data-state={at < index ? "done" : at === index ? "current" : "later"}
            aria-current={at === index ? "step" : undefined}
          >
            <span className="wizard__step-number" aria-hidden="true">
              {at + 1}
            </span>
            <span className="wizard__step-name">{STEP_NAMES[each]}</span>
          </li>
        ))}
      </ol>
      <form className="wizard__form" noValidate onSubmit={next} aria-labelledby="wizard-step-heading" aria-busy={busy}>
        <h2 id="wizard-step-heading" ref={headingRef} tabIndex={-1} className="wizard__heading">
          <span className="visually-hidden">
            Step {index + 1} of {WIZARD_STEPS.length}:{" "}
          </span>
          {STEP_NAMES[step]}
        </h2>
        <p className="wizard__lead">{STEP_LEADS[step]}</p>
        {context.notice !== null && (
          <p className="alert" role="alert">
            {context.notice}
          </p>
        )}
        {step === "application" && (
          <ApplicationStep
            draft={context.application}
            makeName={context.submission?.application.car.make ?? ""}
            problems={context.problems}
            onChange={(field, value) => send({ type: "EDIT_APPLICATION", field, value })}
          />
        )}
        {(step === "details" || step === "condition" || step === "scheduling") && (
          <SectionFields
            section={step}
            data={context.sections[step]}
            problems={context.problems}
            onChange={(field, value) => send({ type: "EDIT_SECTION", section: step, field, value })}
          />
        )}
        {step === "media" && context.submission !== null && (
          <MediaStep
            submissionId={context.submission.id}
            photos={context.submission.photos}
            videoIds={videoIdsOf(context.sections.media)}
            problems={context.problems}
            onPhotos={(photos) => send({ type: "PHOTOS", photos })}
            onVideoIds={(ids) => send({ type: "EDIT_SECTION", section: "media", field: "video_ids", value: ids })}
            onVideoUploads={(uploading) => send({ type: "VIDEO_UPLOADS", uploading })}
          />
        )}
        {step === "review" && context.submission !== null && <ReviewStep submission={context.submission} />}
        <div className="wizard__actions">
          <button type="submit" className="button" disabled={busy}>
            {step === "review" ? "Submit" : "Continue"}
          </button>
          {step !== "application" && (
            <button type="button" className="button button--quiet" disabled={busy} onClick={() => send({ type: "BACK" })}>
              Back
            </button>
          )}
          <p className="wizard__status" role="status">
            {busy ? "Saving…" : snapshot.hasTag("saved") ? "Saved" : ""}
          </p>
        </div>
      </form>
    </div>
  )
}
