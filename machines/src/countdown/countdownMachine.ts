import { assign, fromPromise, setup } from "xstate"
import { type CountdownWarning, warningAt } from "./CountdownDisplay.ts"
import { isRateLimited } from "./EndCheckRefusal.ts"
import { END_CHECK_TIMING, endCheckBackoff, settleDelay } from "./EndCheckTiming.ts"

/** The answer of `POST /api/v1/auctions/{id}/check_end`. */
export interface EndCheckAnswer {
  readonly ended: boolean
  readonly status: number
  readonly auction_end: string
}

export interface CountdownContext {
  /** The auction's end, in epoch milliseconds; a soft-close bid moves it. */
  readonly end: number
  /** The clock's time at the last tick. */
  readonly now: number
  /** End checks that failed or found the auction still open since the countdown last reached zero. */
  readonly failures: number
  /** The nearest-to-the-end warning fired so far: each fires once, and a nearer one makes a farther one moot. */
  readonly warned: CountdownWarning | null
}

export interface CountdownInput {
  readonly end: number
  readonly now: number
}

export type CountdownEvent =
  /** The page's clock ticked. */
  | { readonly type: "TICK"; readonly now: number }
  /** The end changed, e.g. a live bid in the soft-close window extended it. */
  | { readonly type: "END_MOVED"; readonly end: number }

const WARNING_ORDER: ReadonlyArray<CountdownWarning | null> = [null, "last-day", "last-minute"]

/** Failed checks stop after the spec's 10 attempts. */
const mayAskAgain = (context: CountdownContext): boolean => context.failures + 1 < END_CHECK_TIMING.attempts

const notProvided = (effect: string) => new Error(`The countdown's ${effect} is provided by the app.`)

/**
 * One auction's countdown and the check at its end (spec 1 §4): it counts while the end is
 * ahead, firing the last-day and last-minute warnings once each; at zero it shows
 * 'Checking...', waits a random 4.5–6 s and asks the server whether the auction ended. An
 * answer with a later end (a last-second bid) counts on. A rate-limit refusal (429), or an
 * auction the server has not closed yet, is asked again after a doubling wait: asking sooner
 * would only be refused again. Any other failure (a dropped connection, a server error) says
 * nothing about load, so it is asked again after the same random 4.5–6 s wait as the first
 * check: the reader is waiting for the result. After 10 failed checks of any kind the
 * countdown stays on 'Checking...', so a broken server isn't asked forever.
 *
 * The app provides `checkEnd` (a promise actor), `report(answer)` for every answer and
 * `warn(warning)`.
 */
export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
    input: {} as CountdownInput
  },
  actors: {
    checkEnd: fromPromise<EndCheckAnswer>(() => Promise.reject(notProvided("end check")))
  },
  actions: {
    report: (_, _answer: EndCheckAnswer) => {
      throw notProvided("report action")
    },
    warn: (_, _warning: CountdownWarning) => {
      throw notProvided("warn action")
    },
    markWarned: assign((_, params: { warning: CountdownWarning }) => ({ warned: params.warning })),
    countFailure: assign({ failures: ({ context }) => context.failures + 1 })
  },
  guards: {
    endReached: ({ context }) => context.end <= context.now,
    warningDue: ({ context }, params: { warning: CountdownWarning }) =>
      warningAt(context.end - context.now) === params.warning &&
      WARNING_ORDER.indexOf(params.warning) > WARNING_ORDER.indexOf(context.warned),
    mayAskAgain: ({ context }) => mayAskAgain(context)
  },
  delays: {
    settle: () => settleDelay(Math.random()),
    backoff: ({ context }) => endCheckBackoff(context.failures)
  }
}).createMachine({
  id: "countdown",
  context: ({ input }) => ({ end: input.end, now: input.now, failures: 0, warned: null }),
  initial: "counting",
  on: {
    TICK: { actions: assign({ now: ({ event }) => event.now }) },
    END_MOVED: [
      {
        guard: ({ context, event }) => event.end > context.now,
        target: ".counting",
        actions: assign({ end: ({ event }) => event.end, failures: 0 })
      },
      { actions: assign({ end: ({ event }) => event.end }) }
    ]
  },
  states: {
    counting: {
      always: [
        { guard: "endReached", target: "checking" },
        // the nearer warning first, so a page opened in the last minute gives only that one
        {
          guard: { type: "warningDue", params: { warning: "last-minute" } },
          actions: [
            { type: "markWarned", params: { warning: "last-minute" } },
            { type: "warn", params: "last-minute" }
          ]
        },
        {
          guard: { type: "warningDue", params: { warning: "last-day" } },
          actions: [
            { type: "markWarned", params: { warning: "last-day" } },
            { type: "warn", params: "last-day" }
          ]
        }
      ]
    },
    checking: {
      initial: "waiting",
      states: {
        waiting: { after: { settle: "asking" } },
        asking: {
          invoke: {
            src: "checkEnd",
            onDone: [
              {
                guard: ({ event }) => event.output.ended,
                target: "#countdown.ended",
                actions: { type: "report", params: ({ event }) => event.output }
              },
              {
                guard: ({ context, event }) => Date.parse(event.output.auction_end) > context.now,
                target: "#countdown.counting",
                actions: [
                  { type: "report", params: ({ event }) => event.output },
                  assign({ end: ({ event }) => Date.parse(event.output.auction_end), failures: 0 })
                ]
              },
              // still open though its end has passed: the server has not closed it yet
              { guard: "mayAskAgain", target: "backingOff", actions: "countFailure" },
              { target: "gaveUp", actions: "countFailure" }
            ],
            onError: [
              {
                guard: ({ context, event }) => isRateLimited(event.error) && mayAskAgain(context),
                target: "backingOff",
                actions: "countFailure"
              },
              { guard: "mayAskAgain", target: "waiting", actions: "countFailure" },
              { target: "gaveUp", actions: "countFailure" }
            ]
          }
        },
        backingOff: { after: { backoff: "asking" } },
        gaveUp: {}
      }
    },
    ended: { type: "final" }
  }
})
