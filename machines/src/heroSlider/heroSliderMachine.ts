import { assign, setup } from "xstate"

/** How long a hero slide shows before the next (spec 1 §9). */
export const HERO_SLIDE_MS = 6000

export interface HeroSliderContext {
  readonly count: number
  readonly index: number
}

export interface HeroSliderInput {
  readonly count: number
}

export type HeroSliderEvent =
  | { readonly type: "NEXT" }
  | { readonly type: "PREVIOUS" }
  | { readonly type: "POINTER_ENTER" }
  | { readonly type: "POINTER_LEAVE" }
  /** The featured list arrived or changed length. */
  | { readonly type: "SLIDES"; readonly count: number }

const wrap = (index: number, count: number): number => (count === 0 ? 0 : ((index % count) + count) % count)

/**
 * The home hero slider (spec 1 §4): it advances every 6 s while the pointer is not over it and
 * there is more than one slide, and wraps both ways. A step by hand restarts the wait, so the
 * chosen slide gets its full 6 s.
 */
export const heroSliderMachine = setup({
  types: {
    context: {} as HeroSliderContext,
    input: {} as HeroSliderInput,
    events: {} as HeroSliderEvent
  },
  delays: { slide: HERO_SLIDE_MS },
  guards: {
    severalSlides: ({ context }) => context.count > 1
  },
  actions: {
    next: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
    previous: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
    // A shorter list must not leave the index past its end.
    setCount: assign(({ context }, count: number) => ({ count, index: wrap(context.index, count) }))
  }
}).createMachine({
  id: "heroSlider",
  context: ({ input }) => ({ count: input.count, index: 0 }),
  initial: "playing",
  states: {
    playing: {
      after: { slide: { guard: "severalSlides", target: "playing", reenter: true, actions: "next" } },
      on: {
        NEXT: { target: "playing", reenter: true, actions: "next" },
        PREVIOUS: { target: "playing", reenter: true, actions: "previous" },
        POINTER_ENTER: "paused",
        // Re-entered so the wait starts again: with one slide or none, no wait was running.
        SLIDES: { target: "playing", reenter: true, actions: { type: "setCount", params: ({ event }) => event.count } }
      }
    },
    paused: {
      on: {
        NEXT: { actions: "next" },
        PREVIOUS: { actions: "previous" },
        POINTER_LEAVE: "playing",
        SLIDES: { actions: { type: "setCount", params: ({ event }) => event.count } }
      }
    }
  }
})
