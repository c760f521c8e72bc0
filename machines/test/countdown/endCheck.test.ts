import { afterEach, describe, expect, it, vi } from "vitest"
import { END_CHECK_TIMING } from "../../src/index.ts"
import { countdownUnderTest, iso } from "./countdownUnderTest.ts"

const second = 1000
const minute = 60 * second

/** A refused call as the app's API client rejects it: an error carrying the HTTP status. */
const refusal = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status })

describe("at zero", () => {
  afterEach(() => vi.restoreAllMocks())

  it("shows 'Checking...' and asks whether the auction ended after a random 4.5 to 6 s", async () => {
    for (const [random, wait] of [
      [0, 4_500],
      [0.5, 5_250],
      [0.999, 5_998.5]
    ] as const) {
      vi.spyOn(Math, "random").mockReturnValue(random)
      const countdown = countdownUnderTest({ end: 10 * second })
      await countdown.advance(10 * second - 1)
      expect(countdown.state()).toBe("counting")
      await countdown.advance(1)
      expect(countdown.state()).toEqual({ checking: "waiting" })

      await countdown.clock.advanceTo(10 * second + wait - 1, () => Promise.resolve())
      expect(countdown.checks).toEqual([])
      await countdown.advance(1)
      expect(countdown.checks).toEqual([10 * second + wait])
      expect(countdown.state()).toBe("ended")
      expect(countdown.reports).toEqual([{ ended: true, status: 101, auction_end: iso(10 * second) }])
    }
  })

  it("counts on to a later end the server gives (a last-second bid), and checks again there", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0)
    const countdown = countdownUnderTest({ end: 10 * second })
    countdown.server.checkEnd = async () => ({ ended: false, status: 90, auction_end: iso(2 * minute) })
    await countdown.advance(10 * second + 4_500)
    expect(countdown.state()).toBe("counting")
    expect(countdown.actor.getSnapshot().context.end).toBe(2 * minute)
    expect(countdown.reports).toEqual([{ ended: false, status: 90, auction_end: iso(2 * minute) }])

    countdown.server.checkEnd = async () => ({ ended: true, status: 101, auction_end: iso(2 * minute) })
    await countdown.advance(2 * minute - countdown.clock.now() + 4_500)
    expect(countdown.checks).toEqual([14_500, 2 * minute + 4_500])
    expect(countdown.state()).toBe("ended")
  })

  it("backs off after rate-limit refusals, doubling from 1 s, and stays on 'Checking...' after 10", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0)
    const countdown = countdownUnderTest({ end: second })
    countdown.server.checkEnd = () => Promise.reject(refusal(429))
    await countdown.advance(second)
    await countdown.jumpTo(30 * minute)

    const first = second + 4_500
    const waits = countdown.checks.slice(1).map((at, i) => at - (countdown.checks[i] ?? 0))
    expect(countdown.checks[0]).toBe(first)
    expect(countdown.checks).toHaveLength(END_CHECK_TIMING.attempts)
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000])
    expect(countdown.state()).toEqual({ checking: "gaveUp" })
  })

  it("asks again after the usual 4.5 to 6 s wait, not a doubling one, when the check fails for another reason", async () => {
    for (const failure of [refusal(503), refusal(500), new TypeError("Failed to fetch")]) {
      vi.spyOn(Math, "random").mockReturnValue(0)
      const countdown = countdownUnderTest({ end: second })
      countdown.server.checkEnd = () => Promise.reject(failure)
      await countdown.advance(second)
      await countdown.jumpTo(30 * minute)

      const waits = countdown.checks.slice(1).map((at, i) => at - (countdown.checks[i] ?? 0))
      expect(countdown.checks[0]).toBe(second + 4_500)
      expect(countdown.checks).toHaveLength(END_CHECK_TIMING.attempts)
      expect(waits).toEqual(Array.from({ length: END_CHECK_TIMING.attempts - 1 }, () => 4_500))
      expect(countdown.state()).toEqual({ checking: "gaveUp" })
    }
  })

  it("keeps each failure's own wait when refusals and other failures mix", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0)
    const countdown = countdownUnderTest({ end: second })
    const failures = [refusal(429), refusal(502), refusal(429)]
    countdown.server.checkEnd = () => {
      const failure = failures.shift()
      return failure ? Promise.reject(failure) : Promise.resolve({ ended: true, status: 101, auction_end: iso(second) })
    }
    await countdown.advance(second)
    await countdown.jumpTo(5 * minute)
    const waits = countdown.checks.slice(1).map((at, i) => at - (countdown.checks[i] ?? 0))
    // 429: 1 s; 502: the usual 4.5 s; 429 after three failures: 4 s
    expect(waits).toEqual([1_000, 4_500, 4_000])
    expect(countdown.state()).toBe("ended")
  })

  it("asks again when the server has not closed the auction yet", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0)
    const countdown = countdownUnderTest({ end: second })
    countdown.server.checkEnd = async () => ({ ended: false, status: 1, auction_end: iso(second) })
    await countdown.advance(second + 4_500)
    countdown.server.checkEnd = async () => ({ ended: true, status: 105, auction_end: iso(second) })
    await countdown.advance(1_000)
    expect(countdown.checks).toEqual([5_500, 6_500])
    expect(countdown.state()).toBe("ended")
  })
})

describe("a moved end", () => {
  afterEach(() => vi.restoreAllMocks())

  it("is followed while counting", async () => {
    const countdown = countdownUnderTest({ end: 10 * second })
    await countdown.advance(5 * second)
    countdown.actor.send({ type: "END_MOVED", end: 2 * minute })
    await countdown.advance(10 * second)
    expect(countdown.state()).toBe("counting")
    expect(countdown.actor.getSnapshot().context.end).toBe(2 * minute)
  })

  it("that arrives live while checking counts on without waiting for the check", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0)
    const countdown = countdownUnderTest({ end: 10 * second })
    await countdown.advance(11 * second)
    expect(countdown.state()).toEqual({ checking: "waiting" })
    countdown.actor.send({ type: "END_MOVED", end: 10 * second + 2 * minute })
    expect(countdown.state()).toBe("counting")
    await countdown.advance(10 * second)
    expect(countdown.checks).toEqual([])
  })
})

describe("warnings", () => {
  const hour = 60 * minute
  const day = 24 * hour

  it("fire once each: the last 24 hours, then the last minute", async () => {
    const countdown = countdownUnderTest({ end: day + 5 * second })
    await countdown.advance(4 * second)
    expect(countdown.warnings).toEqual([])
    await countdown.advance(second)
    await countdown.jumpTo(day - minute)
    await countdown.advance(5 * second)
    expect(countdown.warnings).toEqual([
      { warning: "last-day", at: 5 * second },
      { warning: "last-minute", at: day - minute + 5 * second }
    ])
    // a last-second bid gives two minutes back: the warnings already given don't repeat
    countdown.actor.send({ type: "END_MOVED", end: countdown.clock.now() + 2 * minute })
    await countdown.advance(110 * second)
    expect(countdown.warnings).toHaveLength(2)
  })

  it("give only the last-minute one to a page opened in the last minute", async () => {
    const countdown = countdownUnderTest({ end: 30 * second })
    await countdown.advance(10 * second)
    expect(countdown.warnings).toEqual([{ warning: "last-minute", at: 0 }])
  })
})
