import { act, renderHook } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { HERO_SLIDE_MS } from "@redline/machines"
import { useHeroSlides } from "./useHeroSlides.ts"

// The timing rules are the machine's, tested in machines/; this checks the hook drives it on real timers.
describe("useHeroSlides", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("advances every 6 s and wraps around", () => {
    const { result } = renderHook(() => useHeroSlides(3))
    expect(result.current.index).toBe(0)
    act(() => vi.advanceTimersByTime(HERO_SLIDE_MS - 1))
    expect(result.current.index).toBe(0)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.index).toBe(1)
    act(() => vi.advanceTimersByTime(HERO_SLIDE_MS))
    expect(result.current.index).toBe(2)
    act(() => vi.advanceTimersByTime(HERO_SLIDE_MS))
    expect(result.current.index).toBe(0)
  })

  it("holds while hovered and resumes after", () => {
    const { result } = renderHook(() => useHeroSlides(3))
    act(() => result.current.hover(true))
    act(() => vi.advanceTimersByTime(5 * HERO_SLIDE_MS))
    expect(result.current.index).toBe(0)
    act(() => result.current.hover(false))
    act(() => vi.advanceTimersByTime(HERO_SLIDE_MS))
    expect(result.current.index).toBe(1)
  })
})
