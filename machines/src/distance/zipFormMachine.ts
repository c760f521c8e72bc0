import {
  DEFAULT_DISTANCE_COUNTRY,
  DEFAULT_MAX_DISTANCE,
  type DistanceCountry,
  type DistanceSetting,
  distanceSettingOf,
  type MaxDistance,
  Messages,
  normalizeZip
} from "@redline/domain"
import { assign, fromPromise, setup } from "xstate"

/** Why saving was refused, as the app's actor rejects: a zip code the server doesn't know, or anything else. */
export type ZipFormRefusal = { readonly reason: "invalid_zip" } | { readonly reason: "failed" }

const refusalMessage = (error: unknown): string =>
  typeof error === "object" && error !== null && "reason" in error && error.reason === "invalid_zip"
    ? Messages.invalidZip
    : Messages.errorTryAgain

export interface ZipFormContext {
  readonly country: DistanceCountry
  /** As typed, without whitespace and at most 5 characters. */
  readonly zip: string
  readonly maxDistance: MaxDistance
  /** What the form's check found, or the server's refusal (spec 1 §5). */
  readonly problem: string | null
}

export type ZipFormEvent =
  /** 'In Canada?' / 'In the US?'. */
  | { readonly type: "TOGGLE_COUNTRY" }
  | { readonly type: "CHANGE_ZIP"; readonly zip: string }
  | { readonly type: "CHANGE_DISTANCE"; readonly maxDistance: MaxDistance }
  | { readonly type: "SUBMIT" }

const notProvided = () => new Error("The zip form's save call is provided by the app.")

const settingOf = (context: ZipFormContext) =>
  distanceSettingOf({ country: context.country, zip_code: context.zip, max_distance: context.maxDistance })

/**
 * The zip form of 'Cars closest to me' (spec 1 §2, §5), inline or in its modal: the country (the
 * US by default, a toggle to Canada and back that clears errors), a zip code in the US (required,
 * whitespace stripped as typed, 5 characters at most) and the largest distance. While it saves,
 * the form takes nothing more; the saved setting is the machine's output.
 */
export const zipFormMachine = setup({
  types: {
    context: {} as ZipFormContext,
    events: {} as ZipFormEvent,
    input: {} as { readonly setting: DistanceSetting | null },
    output: {} as DistanceSetting
  },
  actors: {
    saveSetting: fromPromise<DistanceSetting, DistanceSetting>(() => Promise.reject(notProvided()))
  },
  guards: {
    invalid: ({ context }) => "error" in settingOf(context)
  },
  actions: {
    toggleCountry: assign(({ context }) => ({ country: context.country === "US" ? ("CA" as const) : ("US" as const), problem: null })),
    changeZip: assign(({ event }) => (event.type === "CHANGE_ZIP" ? { zip: normalizeZip(event.zip), problem: null } : {})),
    changeDistance: assign(({ event }) => (event.type === "CHANGE_DISTANCE" ? { maxDistance: event.maxDistance } : {})),
    showProblem: assign(({ context }) => {
      const checked = settingOf(context)
      return { problem: "error" in checked ? checked.error : null }
    })
  }
}).createMachine({
  id: "zipForm",
  context: ({ input }) => ({
    country: input.setting?.country ?? DEFAULT_DISTANCE_COUNTRY,
    zip: input.setting?.zip_code ?? "",
    maxDistance: input.setting?.max_distance ?? DEFAULT_MAX_DISTANCE,
    problem: null
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        TOGGLE_COUNTRY: { actions: "toggleCountry" },
        CHANGE_ZIP: { actions: "changeZip" },
        CHANGE_DISTANCE: { actions: "changeDistance" },
        SUBMIT: [{ guard: "invalid", actions: "showProblem" }, { target: "saving" }]
      }
    },
    saving: {
      invoke: {
        src: "saveSetting",
        input: ({ context }) => {
          const checked = settingOf(context)
          if ("error" in checked) throw new Error(checked.error)
          return checked.setting
        },
        onDone: { target: "saved", actions: assign({ problem: null }) },
        onError: { target: "editing", actions: assign(({ event }) => ({ problem: refusalMessage(event.error) })) }
      }
    },
    saved: {
      type: "final"
    }
  },
  output: ({ context }) => {
    const checked = settingOf(context)
    if ("error" in checked) throw new Error(checked.error)
    return checked.setting
  }
})
