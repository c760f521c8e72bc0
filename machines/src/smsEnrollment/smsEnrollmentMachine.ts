import type { SmsEnrollment } from "@redline/api"
import {
  Messages,
  normalizePhoneNumber,
  phoneNumberError,
  retryTimeText,
  VERIFICATION_CODE_LENGTH,
  verificationCodeError
} from "@redline/domain"
import { assign, emit, enqueueActions, fromPromise, setup } from "xstate"
import { codeAsTyped, phoneAsTyped } from "./PhoneEntry.ts"

/**
 * Why a call was refused, as the app's actors reject (spec 2 §8 'SMS'): too many requests, with
 * the time (epoch ms) the next is taken; a wrong code; too many attempts at this code; a code
 * past its time; a confirmation with no code sent; anything else with the server's words.
 */
export type SmsRefusal =
  | { readonly reason: "rate_limited"; readonly nextAt: number }
  | { readonly reason: "invalid_code" }
  | { readonly reason: "too_many_attempts" }
  | { readonly reason: "expired" }
  | { readonly reason: "not_started" }
  | { readonly reason: "failed"; readonly message: string }

const REASONS = ["rate_limited", "invalid_code", "too_many_attempts", "expired", "not_started", "failed"]

const refusalOf = (error: unknown): SmsRefusal =>
  typeof error === "object" && error !== null && "reason" in error && REASONS.includes(String(error.reason))
    ? (error as SmsRefusal)
    : { reason: "failed", message: Messages.errorTryAgain }

/**
 * The number waiting for its code, if any: a number replacing the verified one, or the
 * enrolled number while it isn't verified.
 */
export const pendingNumber = (enrollment: SmsEnrollment | null): string | null =>
  enrollment === null ? null : (enrollment.new_phone_number ?? (enrollment.validated_at === null ? enrollment.phone_number : null))

/** Whether the code sent to the pending number is still taken at `now`. */
const codeUnexpired = (enrollment: SmsEnrollment | null, now: number): boolean =>
  pendingNumber(enrollment) !== null && enrollment?.validation_expires_at != null && Date.parse(enrollment.validation_expires_at) > now

/** A wait the clock can schedule: a timer of more than 2^31 - 1 ms fires at once. */
const MAX_WAIT = 2 ** 31 - 1
const waitUntil = (at: number, now: number): number => Math.min(MAX_WAIT, Math.max(0, at - now))

/** Requests refused for a while: until `until`, the refused kind of call is not made again. */
export interface SmsLock {
  /** 'send': sending a code (the number, Verify, Resend); 'confirm': checking one. */
  readonly calls: "send" | "confirm"
  readonly until: number
  readonly message: string
}

export interface SmsEnrollmentContext {
  /** As the server last told it; null until loaded. */
  readonly enrollment: SmsEnrollment | null
  /** The number field as typed: 10 digits at most, dashed ('503-555-0100'), the +1 outside. */
  readonly phone: string
  readonly code: string
  /** The number the code on screen was sent to. */
  readonly sentTo: string | null
  /** What went wrong, in words to show by the field or form of the step. */
  readonly problem: string | null
  /** Good news to show: a new code was sent, the number was verified. */
  readonly notice: string | null
  readonly lock: SmsLock | null
  /** Too many attempts at this code: the code field takes nothing until a new code is sent. */
  readonly attemptsLocked: boolean
  readonly now: () => number
  readonly timeZone: string | undefined
  readonly startAt: SmsEnrollmentStart
}

/**
 * Where the flow opens once the enrollment is read: idle, or phone entry for a place that asks
 * for a number. A code still unexpired opens code entry either way, and a number already on the
 * account opens idle, which shows what can be done with it.
 */
export type SmsEnrollmentStart = "idle" | "phoneEntry"

export interface SmsEnrollmentInput {
  /** The clock the flow reads the time from (a code's expiry, a lock's end); the browser's by default. */
  readonly now?: () => number
  /** The time zone the `{time}` of a lock is told in; the browser's by default. */
  readonly timeZone?: string
  /** Idle by default. */
  readonly startAt?: SmsEnrollmentStart
}

export type SmsEnrollmentEvent =
  /** 'Add phone number', 'Change phone number' and, at code entry, 'Change number'. */
  | { readonly type: "CHANGE_NUMBER" }
  /** 'Verify' beside a number not yet verified. */
  | { readonly type: "VERIFY" }
  /** 'Unsubscribe', or 'Remove' once the user replied STOP. */
  | { readonly type: "REMOVE" }
  | { readonly type: "TYPE_PHONE"; readonly value: string }
  | { readonly type: "TYPE_CODE"; readonly value: string }
  /** The step's submit: send a code to the number, or check the code. */
  | { readonly type: "SUBMIT" }
  | { readonly type: "RESEND" }
  /** 'Cancel': back to the number, or to what there was. */
  | { readonly type: "CANCEL" }
  /** 'Try again' after the enrollment could not be read. */
  | { readonly type: "RETRY" }
  /** The enrollment changed elsewhere (another tab, a STOP read with the settings). */
  | { readonly type: "REFRESH" }
  /** Raised by the flow itself when a rate limit is met: it starts the lock's timer. */
  | { readonly type: "LOCKED" }

/** Emitted when a number is verified: the place that opened the flow takes it from there. */
export interface SmsVerifiedEmitted {
  readonly type: "verified"
  readonly enrollment: SmsEnrollment
}

/** A call refused: what it was, and whether the code screen shows its refusal. */
export interface RefusedCall {
  readonly error: unknown
  readonly calls: SmsLock["calls"]
  readonly codeScreen: boolean
}

/** What a refusal changes in the context: its words, and the lock or the code field's lock it brings. */
function refusalWords(
  refusal: SmsRefusal,
  { calls, codeScreen }: RefusedCall,
  timeZone: string | undefined
): Partial<SmsEnrollmentContext> {
  switch (refusal.reason) {
    case "rate_limited": {
      // the minute rounded up: the time named is never before the next request is taken
      const time = retryTimeText(new Date(Math.ceil(refusal.nextAt / 60_000) * 60_000), timeZone)
      const message = codeScreen && calls === "send" ? Messages.smsTooManyCodes(time) : Messages.smsTooManyRequests(time)
      return { problem: message, notice: null, lock: { calls, until: refusal.nextAt, message } }
    }
    case "invalid_code":
      return { problem: Messages.smsInvalidCode, notice: null }
    case "too_many_attempts":
      return { problem: Messages.smsTooManyAttempts, notice: null, attemptsLocked: true }
    case "expired":
      return { problem: Messages.smsCodeExpired, notice: null }
    case "not_started":
      return { problem: Messages.smsNotStarted, notice: null }
    case "failed":
      return { problem: refusal.message, notice: null }
  }
}

/** The `refuse` action of an invoked call's error: `calls` is the kind of call it was. */
const refused = (calls: SmsLock["calls"], codeScreen: boolean) => ({
  type: "refuse" as const,
  params: ({ event }: { readonly event: { readonly error: unknown } }): RefusedCall => ({ error: event.error, calls, codeScreen })
})

const notProvided = (call: string) => new Error(`SMS enrollment's ${call} is provided by the app.`)

/**
 * SMS enrollment (spec 2 §4 'SMS enrollment flow', §5, §8): idle shows the number, or 'Add phone
 * number'; phone entry sends a code to the number typed and moves to code entry; a verified
 * code closes the flow back to idle and emits `verified`. A code still unexpired when the flow
 * starts (or on Verify) opens code entry at once; a flow started at phone entry (`startAt`, for
 * a place that asks for a number) opens there when the account has none. A rate limit locks the
 * refused kind of call until the server's next time, named in its message; too many attempts
 * lock the code field until a new code is sent; a code whose time passes on screen says it has
 * expired. The calls are the provided actors, which reject with an `SmsRefusal`.
 */
export const smsEnrollmentMachine = setup({
  types: {
    context: {} as SmsEnrollmentContext,
    events: {} as SmsEnrollmentEvent,
    input: {} as SmsEnrollmentInput,
    emitted: {} as SmsVerifiedEmitted,
    tags: {} as "busy"
  },
  actors: {
    loadEnrollment: fromPromise<SmsEnrollment>(() => Promise.reject(notProvided("enrollment read"))),
    sendCode: fromPromise<SmsEnrollment, { readonly phone: string }>(() => Promise.reject(notProvided("send call"))),
    changeNumber: fromPromise<SmsEnrollment, { readonly phone: string }>(() => Promise.reject(notProvided("change call"))),
    confirmCode: fromPromise<SmsEnrollment, { readonly code: string }>(() => Promise.reject(notProvided("confirm call"))),
    deleteEnrollment: fromPromise<SmsEnrollment>(() => Promise.reject(notProvided("delete call")))
  },
  delays: {
    lockEnds: ({ context }) => (context.lock === null ? 0 : waitUntil(context.lock.until, context.now())),
    codeExpires: ({ context }) => {
      const expires = context.enrollment?.validation_expires_at
      return expires == null ? MAX_WAIT : waitUntil(Date.parse(expires), context.now())
    }
  },
  guards: {
    codeUnexpired: ({ context }) => codeUnexpired(context.enrollment, context.now()),
    codeExpired: ({ context }) => context.enrollment?.validation_expires_at != null && !codeUnexpired(context.enrollment, context.now()),
    hasPending: ({ context }) => pendingNumber(context.enrollment) !== null,
    /** A number is on the account: another one is a change of number. */
    enrolled: ({ context }) => context.enrollment?.phone_number != null,
    phoneInvalid: ({ context }) => phoneNumberError(context.phone) !== null || normalizePhoneNumber(context.phone) === null,
    codeInvalid: ({ context }) => verificationCodeError(context.code) !== null,
    sendLocked: ({ context }) => context.lock?.calls === "send",
    confirmLocked: ({ context }) => context.lock?.calls === "confirm" || context.attemptsLocked,
    notStarted: (_, params: { error: unknown }) => refusalOf(params.error).reason === "not_started"
  },
  actions: {
    clearWords: assign({ problem: null, notice: null }),
    typePhone: assign(({ event }) => (event.type === "TYPE_PHONE" ? { phone: phoneAsTyped(event.value), problem: null } : {})),
    typeCode: assign(({ context, event }) =>
      event.type === "TYPE_CODE" && !context.attemptsLocked
        ? { code: codeAsTyped(event.value, VERIFICATION_CODE_LENGTH), problem: null, notice: null }
        : {}
    ),
    showPhoneProblem: assign(({ context }) => ({
      problem: phoneNumberError(context.phone) ?? (normalizePhoneNumber(context.phone) === null ? Messages.invalidPhone : null)
    })),
    showCodeProblem: assign(({ context }) => ({ problem: verificationCodeError(context.code) })),
    /** A refusal in the spec's words; a rate limit locks the refused kind of call and starts the lock's timer. */
    refuse: enqueueActions(({ context, enqueue }, params: RefusedCall) => {
      const refusal = refusalOf(params.error)
      enqueue.assign(refusalWords(refusal, params, context.timeZone))
      if (refusal.reason === "rate_limited") enqueue.raise({ type: "LOCKED" })
    }),
    unlock: assign(({ context }) => ({
      lock: null,
      problem: context.problem === context.lock?.message ? null : context.problem
    })),
    /** A code was sent: code entry starts afresh for it. */
    codeSent: assign((_, params: { enrollment: SmsEnrollment; resent: boolean }) => ({
      enrollment: params.enrollment,
      sentTo: pendingNumber(params.enrollment),
      code: "",
      problem: null,
      notice: params.resent ? Messages.smsCodeResent : null,
      attemptsLocked: false
    })),
    startCodeEntry: assign(({ context }) => ({ sentTo: pendingNumber(context.enrollment), code: "", problem: null, notice: null })),
    startPhoneEntry: assign({ phone: "", problem: null, notice: null }),
    showExpired: assign({ problem: Messages.smsCodeExpired, notice: null })
  }
}).createMachine({
  id: "smsEnrollment",
  type: "parallel",
  context: ({ input }) => ({
    enrollment: null,
    phone: "",
    code: "",
    sentTo: null,
    problem: null,
    notice: null,
    lock: null,
    attemptsLocked: false,
    now: input.now ?? Date.now,
    timeZone: input.timeZone,
    startAt: input.startAt ?? "idle"
  }),
  states: {
    flow: {
      initial: "loading",
      states: {
        loading: {
          tags: ["busy"],
          invoke: {
            src: "loadEnrollment",
            onDone: [
              {
                guard: ({ event, context }) => codeUnexpired(event.output, context.now()),
                target: "codeEntry",
                actions: [assign(({ event }) => ({ enrollment: event.output })), "startCodeEntry"]
              },
              {
                guard: ({ event, context }) => context.startAt === "phoneEntry" && event.output.phone_number === null,
                target: "phoneEntry",
                actions: [assign(({ event }) => ({ enrollment: event.output })), "startPhoneEntry"]
              },
              { target: "idle", actions: assign(({ event }) => ({ enrollment: event.output })) }
            ],
            onError: { target: "unavailable", actions: refused("send", false) }
          }
        },
        unavailable: {
          on: { RETRY: { target: "loading", actions: "clearWords" } }
        },
        idle: {
          initial: "showing",
          states: {
            showing: {
              on: {
                REFRESH: "refreshing",
                CHANGE_NUMBER: { target: "#smsEnrollment.flow.phoneEntry", actions: "startPhoneEntry" },
                VERIFY: [
                  { guard: "codeUnexpired", target: "#smsEnrollment.flow.codeEntry", actions: "startCodeEntry" },
                  { guard: "sendLocked" },
                  { guard: "hasPending", target: "sending", actions: "clearWords" }
                ],
                REMOVE: { target: "removing", actions: "clearWords" }
              }
            },
            refreshing: {
              invoke: {
                src: "loadEnrollment",
                onDone: { target: "showing", actions: assign(({ event }) => ({ enrollment: event.output })) },
                onError: "showing"
              }
            },
            sending: {
              tags: ["busy"],
              invoke: {
                src: "sendCode",
                input: ({ context }) => ({ phone: pendingNumber(context.enrollment)! }),
                onDone: {
                  target: "#smsEnrollment.flow.codeEntry",
                  actions: { type: "codeSent", params: ({ event }) => ({ enrollment: event.output, resent: false }) }
                },
                onError: { target: "showing", actions: refused("send", false) }
              }
            },
            removing: {
              tags: ["busy"],
              invoke: {
                src: "deleteEnrollment",
                onDone: { target: "showing", actions: assign(({ event }) => ({ enrollment: event.output, sentTo: null })) },
                onError: { target: "showing", actions: refused("send", false) }
              }
            }
          }
        },
        phoneEntry: {
          initial: "editing",
          on: { CANCEL: { target: "idle", actions: "clearWords" } },
          states: {
            editing: {
              on: {
                TYPE_PHONE: { actions: "typePhone" },
                SUBMIT: [
                  { guard: "phoneInvalid", actions: "showPhoneProblem" },
                  { guard: "sendLocked" },
                  { guard: "enrolled", target: "changing", actions: "clearWords" },
                  { target: "sending", actions: "clearWords" }
                ]
              }
            },
            changing: {
              tags: ["busy"],
              invoke: {
                src: "changeNumber",
                input: ({ context }) => ({ phone: normalizePhoneNumber(context.phone)! }),
                onDone: {
                  target: "#smsEnrollment.flow.codeEntry",
                  actions: { type: "codeSent", params: ({ event }) => ({ enrollment: event.output, resent: false }) }
                },
                onError: { target: "editing", actions: refused("send", false) }
              }
            },
            sending: {
              tags: ["busy"],
              invoke: {
                src: "sendCode",
                input: ({ context }) => ({ phone: normalizePhoneNumber(context.phone)! }),
                onDone: {
                  target: "#smsEnrollment.flow.codeEntry",
                  actions: { type: "codeSent", params: ({ event }) => ({ enrollment: event.output, resent: false }) }
                },
                onError: { target: "editing", actions: refused("send", false) }
              }
            }
          }
        },
        codeEntry: {
          initial: "editing",
          on: {
            CHANGE_NUMBER: { target: "phoneEntry", actions: "startPhoneEntry" },
            CANCEL: { target: "idle", actions: "clearWords" }
          },
          states: {
            editing: {
              after: { codeExpires: { guard: "codeExpired", actions: "showExpired" } },
              on: {
                TYPE_CODE: { actions: "typeCode" },
                SUBMIT: [
                  { guard: "confirmLocked" },
                  { guard: "codeInvalid", actions: "showCodeProblem" },
                  { target: "verifying", actions: "clearWords" }
                ],
                RESEND: [{ guard: "sendLocked" }, { target: "resending", actions: "clearWords" }]
              }
            },
            verifying: {
              tags: ["busy"],
              invoke: {
                src: "confirmCode",
                input: ({ context }) => ({ code: context.code }),
                onDone: {
                  target: "#smsEnrollment.flow.idle",
                  actions: [
                    assign(({ event }) => ({
                      enrollment: event.output,
                      sentTo: null,
                      code: "",
                      problem: null,
                      notice: Messages.smsVerified
                    })),
                    emit(({ event }) => ({ type: "verified" as const, enrollment: event.output }))
                  ]
                },
                onError: [
                  {
                    guard: { type: "notStarted", params: ({ event }) => ({ error: event.error }) },
                    target: "#smsEnrollment.flow.phoneEntry",
                    actions: ["startPhoneEntry", refused("confirm", true)]
                  },
                  { target: "editing", actions: refused("confirm", true) }
                ]
              }
            },
            resending: {
              tags: ["busy"],
              invoke: {
                src: "sendCode",
                input: ({ context }) => ({ phone: context.sentTo! }),
                onDone: {
                  target: "editing",
                  actions: { type: "codeSent", params: ({ event }) => ({ enrollment: event.output, resent: true }) }
                },
                onError: { target: "editing", actions: refused("send", true) }
              }
            }
          }
        }
      }
    },
    lock: {
      initial: "open",
      states: {
        open: {
          on: { LOCKED: "closed" }
        },
        closed: {
          after: { lockEnds: { target: "open", actions: "unlock" } },
          on: { LOCKED: { target: "closed", reenter: true } }
        }
      }
    }
  }
})
