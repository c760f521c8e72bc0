import { renderHook } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { usePageTitle } from "./usePageTitle.ts"

describe("usePageTitle", () => {
  it("names the tab after the page, then the product", () => {
    const { rerender } = renderHook(({ name }) => usePageTitle(name), { initialProps: { name: "Auctions" } })
    expect(document.title).toBe("Auctions — Redline")
    rerender({ name: "Past Results" })
    expect(document.title).toBe("Past Results — Redline")
  })
})
