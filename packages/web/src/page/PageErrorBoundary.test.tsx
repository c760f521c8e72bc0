import { fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { PageErrorBoundary } from "./PageErrorBoundary.tsx"

function Broken(): never {
  throw new Error("render failed")
}

describe("PageErrorBoundary", () => {
  afterEach(() => vi.restoreAllMocks())

  it("replaces a failed page with the fallback screen, whose button reloads", () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    const reload = vi.fn()
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload })

    render(
      <PageErrorBoundary resetKey="/">
        <Broken />
      </PageErrorBoundary>
    )

    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy()
    expect(screen.getByText("An unexpected error occurred while loading this page.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }))
    expect(reload).toHaveBeenCalledOnce()
  })

  it("shows the next page after navigating away from a failed one", () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    const { rerender } = render(
      <PageErrorBoundary resetKey="/broken">
        <Broken />
      </PageErrorBoundary>
    )
    rerender(
      <PageErrorBoundary resetKey="/">
        <p>Live Auctions</p>
      </PageErrorBoundary>
    )
    expect(screen.getByText("Live Auctions")).toBeTruthy()
  })
})
