import type { ApplicationRequest, Submission, SubmissionPhoto } from "@redline/api"
import {
  type Campaign,
  checkApplication,
  checkSection,
  type FieldProblem,
  Messages,
  missingPhotos,
  type PhotoSection,
  sectionsEditable,
  type SectionData,
  SubmissionStatus,
  SUBMISSION_SECTIONS,
  VIDEOS_UPLOADING
} from "@redline/domain"
import { and, assign, fromPromise, setup } from "xstate"

/** A section of the forms after the application (spec 3 §4): details, condition, media, scheduling. */
export type FormSection = (typeof SUBMISSION_SECTIONS)[number]

/** The wizard's steps: the application, each section, then the review that sends it to staff. */
export type WizardStep = "application" | FormSection | "review"

export const WIZARD_STEPS: ReadonlyArray<WizardStep> = ["application", ...SUBMISSION_SECTIONS, "review"]

/** The application as typed: every field text until it is checked (the year and mileage are read as whole numbers then). */
export interface ApplicationDraft {
  readonly first_name: string
  readonly last_name: string
  readonly phone: string
  readonly vin: string
  readonly year: string
  readonly make_slug: string
  readonly model_slug: string
  readonly mileage: string
  readonly zip_code: string
  /** "1" Private Party, "2" Dealer. */
  readonly seller_type: string
  readonly dealer_name: string
}

export type ApplicationField = keyof ApplicationDraft

/**
 * Why a save or the submit was refused, as the app's actors reject: fields the server found wrong
 * (`invalid`), a section to finish first (`incomplete`), a submission past changing, or anything
 * else in words to show.
 */
export type WizardRefusal =
  | { readonly reason: "invalid"; readonly problems: ReadonlyArray<FieldProblem> }
  | { readonly reason: "incomplete"; readonly section: string; readonly message: string }
  | { readonly reason: "not_editable"; readonly message: string }
  | { readonly reason: "failed"; readonly message: string }

const isWizardRefusal = (error: unknown): error is WizardRefusal =>
  typeof error === "object" &&
  error !== null &&
  "reason" in error &&
  ["invalid", "incomplete", "not_editable", "failed"].includes(String(error.reason))

const refusalOf = (error: unknown): WizardRefusal =>
  isWizardRefusal(error) ? error : { reason: "failed", message: Messages.errorTryAgain }

export interface SubmissionWizardInput {
  /** The submission to resume, as the server last answered it; null for a new application. */
  readonly submission: Submission | null
  /** What a new application starts from: the seller's last contact, their zip code, a dealer's seller type. */
  readonly prefill?: Partial<ApplicationDraft> | undefined
  /** The partner of `/sell-car/submit/{partner}`. */
  readonly partner?: string | null | undefined
  /** The campaign tags the application's address carried. */
  readonly campaign?: Campaign | null | undefined
  /** The invitation of `/sell-car/invitation/{id}` the application is made from. */
  readonly invitationId?: string | null | undefined
  /** Makes a retried first save answer the submission the first one made. */
  readonly idempotencyKey: string
  /** The time, from the page's clock (a simulated one in tests): the year range and the scheduling window follow it. */
  readonly now: () => number
}

export interface SubmissionWizardContext {
  readonly submission: Submission | null
  readonly step: WizardStep
  readonly application: ApplicationDraft
  readonly sections: Readonly<Record<FormSection, SectionData>>
  /** Each field's problem on the step shown, to show beside the field. */
  readonly problems: ReadonlyArray<FieldProblem>
  /** What went wrong last, in words to show; cleared by the next action. */
  readonly notice: string | null
  /** The media step's videos still uploading: the step isn't left while any is, as leaving would stop it. */
  readonly videoUploads: number
  readonly partner: string | null
  readonly campaign: Campaign | null
  readonly invitationId: string | null
  readonly idempotencyKey: string
  readonly now: () => number
}

export type SubmissionWizardEvent =
  | { readonly type: "EDIT_APPLICATION"; readonly field: ApplicationField; readonly value: string }
  | { readonly type: "EDIT_SECTION"; readonly section: FormSection; readonly field: string; readonly value: SectionData[string] }
  /** 'Continue': checks the step, saves it, and moves on. */
  | { readonly type: "NEXT" }
  /** 'Back': saves what the step holds (nothing required), and goes back one. */
  | { readonly type: "BACK" }
  /** The photos changed (added, removed, reordered, a new main one): the media step counts them. */
  | { readonly type: "PHOTOS"; readonly photos: ReadonlyArray<SubmissionPhoto> }
  /** How many of the media step's videos are still uploading; their ids join `video_ids` (EDIT_SECTION) once uploaded. */
  | { readonly type: "VIDEO_UPLOADS"; readonly uploading: number }
  /** A submitted submission opened again to change it (staff asked for more). */
  | { readonly type: "REVISE" }

/**
 * What the save actor is asked: the application (a new one when there is no submission yet), or
 * a section with its data and `back`.
 */
export type StepSave =
  | {
      readonly step: "application"
      readonly submissionId: number | null
      readonly application: ApplicationRequest
      readonly partner: string | null
      readonly campaign: Campaign | null
      readonly invitationId: string | null
      readonly idempotencyKey: string
    }
  | { readonly step: FormSection; readonly submissionId: number; readonly data: SectionData; readonly back: boolean }

const notProvided = (call: string) => new Error(`The wizard's ${call} is provided by the app.`)

/** An application with nothing typed yet. */
export const EMPTY_APPLICATION: ApplicationDraft = {
  first_name: "",
  last_name: "",
  phone: "",
  vin: "",
  year: "",
  make_slug: "",
  model_slug: "",
  mileage: "",
  zip_code: "",
  seller_type: "1",
  dealer_name: ""
}

/** A whole number as typed ('48,210' too); anything else is NaN, which the domain's check names. */
const wholeOf = (text: string): number => (/^\s*\d[\d,]*\s*$/.test(text) ? Number(text.replace(/[\s,]/g, "")) : Number.NaN)

/** The application's request from the draft. */
export function applicationRequestOf(draft: ApplicationDraft): ApplicationRequest {
  return {
    contact: { first_name: draft.first_name, last_name: draft.last_name, phone: draft.phone },
    car: {
      vin: draft.vin,
      year: wholeOf(draft.year),
      make_slug: draft.make_slug,
      model_slug: draft.model_slug,
      mileage: wholeOf(draft.mileage),
      zip_code: draft.zip_code,
      seller_type: Number(draft.seller_type),
      dealer_name: draft.dealer_name === "" ? null : draft.dealer_name
    }
  }
}

/** The draft of a saved application. */
const applicationDraftOf = (submission: Submission): ApplicationDraft => {
  const { contact, car } = submission.application
  return {
    ...contact,
    vin: car.vin,
    year: String(car.year),
    make_slug: car.make_slug,
    model_slug: car.model_slug,
    mileage: String(car.mileage),
    zip_code: car.zip_code,
    seller_type: String(car.seller_type),
    dealer_name: car.dealer_name ?? ""
  }
}

const sectionDataOf = (submission: Submission | null, section: FormSection): SectionData => submission?.sections[section]?.data ?? {}

/** The application's problems by the draft's field names ('car.vin' is the draft's 'vin'). */
const applicationProblems = (draft: ApplicationDraft, now: Date): ReadonlyArray<FieldProblem> => {
  const check = checkApplication(applicationRequestOf(draft), now)
  return check._tag === "valid" ? [] : check.problems
}

const photoCounts = (photos: ReadonlyArray<SubmissionPhoto>): Partial<Record<PhotoSection, number>> => {
  const counts: Partial<Record<PhotoSection, number>> = {}
  for (const photo of photos) counts[photo.section] = (counts[photo.section] ?? 0) + 1
  return counts
}

/** The problems of the step shown, as the server would find them: moving on needs every required field; going back only right values. */
export function stepProblems(context: SubmissionWizardContext, back: boolean): ReadonlyArray<FieldProblem> {
  const now = new Date(context.now())
  const step = context.step
  if (step === "application") return applicationProblems(context.application, now)
  if (step === "review") return []
  const check = checkSection(step, context.sections[step], { back, status: context.submission?.status ?? SubmissionStatus.draft }, now)
  const problems = check._tag === "valid" ? [] : check.problems
  if (step !== "media") return problems
  const uploading = context.videoUploads > 0 ? [VIDEOS_UPLOADING] : []
  if (back) return [...problems, ...uploading]
  return [...problems, ...uploading, ...missingPhotos(photoCounts(context.submission?.photos ?? []))]
}

/** The save of the step shown. */
const saveOf = (context: SubmissionWizardContext, back: boolean): StepSave => {
  const step = context.step
  if (step === "application" || context.submission === null) {
    return {
      step: "application",
      submissionId: context.submission?.id ?? null,
      application: applicationRequestOf(context.application),
      partner: context.partner,
      campaign: context.campaign,
      invitationId: context.invitationId,
      idempotencyKey: context.idempotencyKey
    }
  }
  // the review step saves nothing: it only sends
  const section = step === "review" ? "scheduling" : step
  return { step: section, submissionId: context.submission.id, data: context.sections[section], back }
}

const stepAfter = (step: WizardStep): WizardStep => WIZARD_STEPS[Math.min(WIZARD_STEPS.indexOf(step) + 1, WIZARD_STEPS.length - 1)]!
const stepBefore = (step: WizardStep): WizardStep => WIZARD_STEPS[Math.max(WIZARD_STEPS.indexOf(step) - 1, 0)]!

/** Where a saved submission resumes: the step the server says is due, the review once every section is done. */
export function resumeStep(submission: Submission | null): WizardStep {
  if (submission === null) return "application"
  const next = submission.next_step
  return next === null || next === "submit" ? "review" : next
}

/** A submission staff have (submitted, or further on): the wizard shows it as sent until the seller revises it. */
const isSent = (submission: Submission | null): boolean => submission !== null && submission.status !== SubmissionStatus.draft

/**
 * The seller's application and its sections (spec 3 §4 'Submission flow', the design's
 * submission wizard): the application (contact and car), then details, condition, media and
 * scheduling, each checked with the domain's rules before it is saved (`PUT` by section with its
 * data and `back`), then the review that sends it to staff. It resumes from the submission as
 * saved, on any device: at the step the server says is due. 'Back' saves the step half done
 * (values must be right, nothing is required) and goes back one. A refusal keeps the step, with
 * each field's problem or the message; a submission past changing closes the wizard.
 */
export const submissionWizardMachine = setup({
  types: {
    context: {} as SubmissionWizardContext,
    events: {} as SubmissionWizardEvent,
    input: {} as SubmissionWizardInput,
    tags: {} as "busy" | "saved"
  },
  actors: {
    saveStep: fromPromise<Submission, StepSave>(() => Promise.reject(notProvided("save"))),
    submitApplication: fromPromise<Submission, { readonly submissionId: number }>(() => Promise.reject(notProvided("submit")))
  },
  guards: {
    stepValid: ({ context }) => stepProblems(context, false).length === 0,
    backValid: ({ context }) => stepProblems(context, true).length === 0,
    canGoBack: ({ context }) => context.step !== "application",
    onApplication: ({ context }) => context.step === "application",
    onReview: ({ context }) => context.step === "review",
    alreadySent: ({ context }) => isSent(context.submission),
    editable: ({ context }) => context.submission === null || sectionsEditable(context.submission.status),
    sent: ({ context }) => isSent(context.submission) && resumeStep(context.submission) === "review",
    refused: (_, params: { error: unknown; reason: WizardRefusal["reason"] }) => refusalOf(params.error).reason === params.reason
  },
  actions: {
    clear: assign({ problems: [], notice: null }),
    showProblems: assign(({ context }, params: { back: boolean }) => ({ problems: stepProblems(context, params.back), notice: null })),
    take: assign((_, params: { submission: Submission }) => ({ submission: params.submission })),
    forward: assign(({ context }) => ({ step: stepAfter(context.step) })),
    backward: assign(({ context }) => ({ step: stepBefore(context.step) })),
    tell: assign((_, params: { error: unknown }) => {
      const refusal = refusalOf(params.error)
      return refusal.reason === "invalid"
        ? { problems: refusal.problems, notice: refusal.problems[0]?.message ?? Messages.errorTryAgain }
        : { problems: [], notice: refusal.message }
    }),
    goToIncomplete: assign((_, params: { error: unknown }) => {
      const refusal = refusalOf(params.error)
      return refusal.reason === "incomplete" && (WIZARD_STEPS as ReadonlyArray<string>).includes(refusal.section)
        ? { step: refusal.section as WizardStep }
        : {}
    })
  }
}).createMachine({
  id: "submissionWizard",
  context: ({ input }) => ({
    submission: input.submission,
    step: resumeStep(input.submission),
    application: input.submission === null ? { ...EMPTY_APPLICATION, ...input.prefill } : applicationDraftOf(input.submission),
    sections: {
      details: sectionDataOf(input.submission, "details"),
      condition: sectionDataOf(input.submission, "condition"),
      media: sectionDataOf(input.submission, "media"),
      scheduling: sectionDataOf(input.submission, "scheduling")
    },
    problems: [],
    notice: null,
    videoUploads: 0,
    partner: input.partner ?? null,
    campaign: input.campaign ?? null,
    invitationId: input.invitationId ?? null,
    idempotencyKey: input.idempotencyKey,
    now: input.now
  }),
  initial: "start",
  states: {
    start: {
      always: [{ guard: "editable", target: "resuming" }, { target: "closed" }]
    },
    resuming: {
      always: [{ guard: "sent", target: "sent" }, { target: "editing" }]
    },
    editing: {
      initial: "idle",
      on: {
        EDIT_APPLICATION: {
          actions: assign(({ context, event }) => ({
            application: { ...context.application, [event.field]: event.value },
            // a field the seller changes drops its problem; the others keep theirs until the next check
            problems: context.problems.filter(
              (problem) => problem.field !== `contact.${event.field}` && problem.field !== `car.${event.field}`
            )
          }))
        },
        EDIT_SECTION: {
          actions: assign(({ context, event }) => ({
            sections: { ...context.sections, [event.section]: { ...context.sections[event.section], [event.field]: event.value } },
            problems: context.problems.filter((problem) => problem.field !== event.field)
          }))
        },
        PHOTOS: {
          actions: assign(({ context, event }) => ({
            submission: context.submission === null ? null : { ...context.submission, photos: event.photos },
            problems: context.problems.filter((problem) => !problem.field.startsWith("photos."))
          }))
        },
        VIDEO_UPLOADS: {
          actions: assign(({ context, event }) => ({
            videoUploads: event.uploading,
            problems:
              event.uploading > 0 ? context.problems : context.problems.filter((problem) => problem.message !== VIDEOS_UPLOADING.message)
          }))
        },
        NEXT: [
          { guard: and(["onReview", "alreadySent"]), target: "sent" },
          { guard: "onReview", target: "submitting" },
          { guard: "stepValid", target: "saving" },
          { actions: { type: "showProblems", params: { back: false } } }
        ],
        BACK: [
          { guard: "onApplication" },
          { guard: "onReview", actions: ["clear", "backward"] },
          { guard: "backValid", target: "savingBack" },
          { actions: { type: "showProblems", params: { back: true } } }
        ]
      },
      states: {
        idle: {},
        /** 'Saved' beside the step for a few seconds after each save. */
        justSaved: {
          tags: ["saved"],
          after: { 4000: "idle" }
        }
      }
    },
    saving: {
      tags: ["busy"],
      entry: "clear",
      invoke: {
        src: "saveStep",
        input: ({ context }) => saveOf(context, false),
        onDone: {
          target: "editing.justSaved",
          actions: [{ type: "take", params: ({ event }) => ({ submission: event.output }) }, "forward"]
        },
        onError: [
          { guard: { type: "refused", params: ({ event }) => ({ error: event.error, reason: "not_editable" }) }, target: "closed" },
          { target: "editing", actions: { type: "tell", params: ({ event }) => ({ error: event.error }) } }
        ]
      }
    },
    savingBack: {
      tags: ["busy"],
      entry: "clear",
      invoke: {
        src: "saveStep",
        input: ({ context }) => saveOf(context, true),
        onDone: {
          target: "editing.justSaved",
          actions: [{ type: "take", params: ({ event }) => ({ submission: event.output }) }, "backward"]
        },
        onError: [
          { guard: { type: "refused", params: ({ event }) => ({ error: event.error, reason: "not_editable" }) }, target: "closed" },
          { target: "editing", actions: { type: "tell", params: ({ event }) => ({ error: event.error }) } }
        ]
      }
    },
    submitting: {
      tags: ["busy"],
      entry: "clear",
      invoke: {
        src: "submitApplication",
        input: ({ context }) => ({ submissionId: context.submission!.id }),
        onDone: { target: "sent", actions: { type: "take", params: ({ event }) => ({ submission: event.output }) } },
        onError: [
          { guard: { type: "refused", params: ({ event }) => ({ error: event.error, reason: "not_editable" }) }, target: "closed" },
          {
            target: "editing",
            actions: [
              { type: "tell", params: ({ event }) => ({ error: event.error }) },
              { type: "goToIncomplete", params: ({ event }) => ({ error: event.error }) }
            ]
          }
        ]
      }
    },
    /** With staff: the page says what happens next; the seller may still change what they sent. */
    sent: {
      on: { REVISE: { target: "editing", actions: ["clear", assign({ step: "application" as WizardStep })] } }
    },
    /** Past changing (the listing is written, or it was declined or canceled): the page shows where it stands. */
    closed: { type: "final" }
  }
})
