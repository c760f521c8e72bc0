import type { Submission, SubmissionPhoto } from "@redline/api"
import { createActor, fromPromise } from "xstate"
import {
  type ApplicationDraft,
  type StepSave,
  type SubmissionWizardInput,
  submissionWizardMachine,
  type WizardRefusal
} from "../../src/index.ts"
import { SteppingClock } from "../realtime/SteppingClock.ts"

/** Lets promise actors answer and the machine take their answers. */
export const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** 9:00 AM on 1 March 2030, UTC: the clock starts there. */
export const START = Date.UTC(2030, 2, 1, 9, 0, 0)

/** An application a careful seller typed: every field right. */
export const TYPED: ApplicationDraft = {
  first_name: "Dana",
  last_name: "Reyes",
  phone: "503-555-0100",
  vin: "1HGCM82633A004352",
  year: "2003",
  make_slug: "honda",
  model_slug: "accord",
  mileage: "48,210",
  zip_code: "97201",
  seller_type: "1",
  dealer_name: ""
}

export const photo = (id: number, section: SubmissionPhoto["section"]): SubmissionPhoto => ({
  id,
  section,
  position: id,
  is_main: id === 1,
  width: 1600,
  height: 1067,
  base_url: "/api/v1/images/",
  path: `submissions/${id}.jpg`
})

/** The photos the media section needs: 4 exterior, 2 interior. */
export const ENOUGH_PHOTOS: ReadonlyArray<SubmissionPhoto> = [
  photo(1, "exterior"),
  photo(2, "exterior"),
  photo(3, "exterior"),
  photo(4, "exterior"),
  photo(5, "interior"),
  photo(6, "interior")
]

/** A submission as the server answers it: a draft with its application saved; overrides say what else is. */
export const submission = (overrides: Partial<Submission> = {}): Submission => ({
  id: 71,
  status: 1,
  list: "in_progress",
  title: "2003 Honda Accord",
  application: {
    contact: { first_name: "Dana", last_name: "Reyes", phone: "+15035550100" },
    car: {
      vin: "1HGCM82633A004352",
      year: 2003,
      make_slug: "honda",
      model_slug: "accord",
      make: "Honda",
      model: "Accord",
      mileage: 48210,
      zip_code: "97201",
      seller_type: 1,
      dealer_name: null
    },
    vin_check_digit_warning: false
  },
  sections: { details: null, condition: null, media: null, scheduling: null },
  photos: [],
  next_step: "details",
  partner: null,
  campaign: null,
  listing_id: null,
  auction_id: null,
  reserve_offer: null,
  review_checklist_status: null,
  is_inspection_booked: false,
  inspection: null,
  message_count: 0,
  created_at: "2030-03-01T09:00:00.000Z",
  updated_at: "2030-03-01T09:00:00.000Z",
  submitted_at: null,
  ...overrides
})

export const refusal = (value: WizardRefusal): WizardRefusal => value

const NEXT_STEP = { details: "condition", condition: "media", media: "scheduling", scheduling: "submit" } as const

/**
 * The wizard on a simulated clock starting at `START`, its calls answered by `server` (a test
 * replaces one to refuse); `saves` records what was saved, in order.
 */
export function wizardUnderTest(input: Partial<SubmissionWizardInput> = {}) {
  const clock = new SteppingClock()
  clock.set(START)
  const saves: StepSave[] = []
  const submits: number[] = []
  const server = {
    current: input.submission ?? null,
    save: async (save: StepSave): Promise<Submission> => {
      const base = server.current ?? submission()
      if (save.step === "application") return { ...base, next_step: base.next_step ?? "details" }
      return {
        ...base,
        sections: {
          ...base.sections,
          [save.step]: { data: save.data, complete: !save.back, updated_at: new Date(clock.now()).toISOString() }
        },
        next_step: save.back ? base.next_step : NEXT_STEP[save.step]
      }
    },
    submit: async (): Promise<Submission> => ({ ...server.current!, status: 2, next_step: null })
  }
  const machine = submissionWizardMachine.provide({
    actors: {
      saveStep: fromPromise(async ({ input: save }) => {
        saves.push(save)
        server.current = await server.save(save)
        return server.current
      }),
      submitApplication: fromPromise(async ({ input: { submissionId } }) => {
        submits.push(submissionId)
        server.current = await server.submit()
        return server.current
      })
    }
  })
  const actor = createActor(machine, {
    clock,
    input: { submission: null, idempotencyKey: "key-1", now: () => clock.now(), ...input }
  })

  return {
    actor,
    clock,
    server,
    saves,
    submits,
    start: async () => {
      actor.start()
      await settled()
    },
    /** Sends `event` and lets the calls it starts answer. */
    send: async (event: Parameters<typeof actor.send>[0]) => {
      actor.send(event)
      await settled()
      await settled()
    },
    type: async (draft: Partial<ApplicationDraft>) => {
      for (const [field, value] of Object.entries(draft))
        actor.send({ type: "EDIT_APPLICATION", field: field as keyof ApplicationDraft, value })
      await settled()
    },
    advance: (ms: number) => clock.advanceTo(clock.now() + ms, settled),
    state: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
    step: () => actor.getSnapshot().context.step,
    problems: () => actor.getSnapshot().context.problems.map((problem) => problem.field),
    hasTag: (tag: "busy" | "saved") => actor.getSnapshot().hasTag(tag)
  }
}
