import { cleanup, configure } from "@testing-library/react"
import { afterEach } from "vitest"
import { FakeIntersectionObserver } from "./testing/FakeIntersectionObserver.ts"

// happy-dom's IntersectionObserver never reports, which would leave lazy photos unloaded; by
// default every element is seen at once, and a test about lazy loading turns that off.
globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver

// A page waiting on a fake answer renders within milliseconds alone, but the whole suite runs in
// parallel on two cores: findBy and waitFor wait up to 5 s rather than 1 before they fail.
configure({ asyncUtilTimeout: 5_000 })

// Vitest runs without globals, so Testing Library can't register its own cleanup.
afterEach(() => {
  cleanup()
  localStorage.clear()
  FakeIntersectionObserver.seesEverything = true
  FakeIntersectionObserver.observers.length = 0
})
