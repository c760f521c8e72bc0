import { createActor, SimulatedClock } from "xstate"
import { describe, expect, it } from "vitest"
import { HERO_SLIDE_MS, heroSliderMachine } from "../../src/index.ts"

const sliderOf = (count: number) => {
  const clock = new SimulatedClock()
  const actor = createActor(heroSliderMachine, { clock, input: { count } }).start()
  return { clock, actor, index: () => actor.getSnapshot().context.index }
}

describe("hero slider", () => {
  it("advances every 6 s and wraps around", () => {
    const { clock, index } = sliderOf(3)
    clock.increment(HERO_SLIDE_MS - 1)
    expect(index()).toBe(0)
    clock.increment(1)
    expect(index()).toBe(1)
    clock.increment(HERO_SLIDE_MS)
    expect(index()).toBe(2)
    clock.increment(HERO_SLIDE_MS)
    expect(index()).toBe(0)
  })

  it("holds while the pointer is over it and waits a full 6 s after it leaves", () => {
    const { clock, actor, index } = sliderOf(3)
    clock.increment(HERO_SLIDE_MS - 1000)
    actor.send({ type: "POINTER_ENTER" })
    clock.increment(5 * HERO_SLIDE_MS)
    expect(index()).toBe(0)
    actor.send({ type: "POINTER_LEAVE" })
    clock.increment(HERO_SLIDE_MS - 1)
    expect(index()).toBe(0)
    clock.increment(1)
    expect(index()).toBe(1)
  })

  it("stays on a single slide, and starts once more slides arrive", () => {
    const { clock, actor, index } = sliderOf(0)
    clock.increment(2 * HERO_SLIDE_MS)
    actor.send({ type: "SLIDES", count: 1 })
    clock.increment(2 * HERO_SLIDE_MS)
    expect(index()).toBe(0)
    actor.send({ type: "SLIDES", count: 4 })
    clock.increment(HERO_SLIDE_MS)
    expect(index()).toBe(1)
  })

  it("steps both ways by hand, wrapping, and restarts the wait", () => {
    const { clock, actor, index } = sliderOf(3)
    actor.send({ type: "PREVIOUS" })
    expect(index()).toBe(2)
    clock.increment(HERO_SLIDE_MS - 1000)
    actor.send({ type: "NEXT" })
    expect(index()).toBe(0)
    clock.increment(HERO_SLIDE_MS - 1)
    expect(index()).toBe(0)
    clock.increment(1)
    expect(index()).toBe(1)
  })

  it("keeps the index inside a shorter list", () => {
    const { actor, index } = sliderOf(5)
    actor.send({ type: "PREVIOUS" })
    expect(index()).toBe(4)
    actor.send({ type: "SLIDES", count: 2 })
    expect(index()).toBe(0)
  })
})
