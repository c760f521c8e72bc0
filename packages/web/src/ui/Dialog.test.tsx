import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { useState } from "react"
import { beforeEach, describe, expect, it } from "vitest"
import { Dialog } from "./Dialog.tsx"
import { afterOverlaysLeave } from "./overlayHistory.ts"

/** A page with a button opening a dialog, or, with `next`, a dialog whose Continue shows another in its place. */
function Page({ next = false }: { readonly next?: boolean }) {
  const [step, setStep] = useState<"closed" | "first" | "second">("closed")
  return (
    <main>
      <h1>The auction</h1>
      <button type="button" onClick={() => setStep("first")}>
        Open
      </button>
      {step === "first" && (
        <Dialog label="First" onClose={() => setStep("closed")}>
          <button type="button" onClick={() => setStep("closed")}>
            Close
          </button>
          {next && (
            <button type="button" onClick={() => setStep("second")}>
              Continue
            </button>
          )}
        </Dialog>
      )}
      {step === "second" && (
        <Dialog label="Second" onClose={() => setStep("closed")}>
          <button type="button" onClick={() => setStep("closed")}>
            Close
          </button>
        </Dialog>
      )}
    </main>
  )
}

const entryLeft = () => new Promise<void>((resolve) => afterOverlaysLeave(resolve))
const overlayOf = (state: unknown) => (state as { overlay?: string } | null)?.overlay

describe("a dialog over the page", () => {
  beforeEach(() => {
    // the page's own entry, made by the app's router as any page's
    window.history.pushState({ page: "auction" }, "")
  })

  it("opens over an entry of its own, which Back leaves, closing it", async () => {
    render(<Page />)
    fireEvent.click(screen.getByRole("button", { name: "Open" }))
    expect(screen.getByRole("dialog", { name: "First" })).toBeTruthy()
    expect(window.history.state).toMatchObject({ page: "auction" })
    expect(overlayOf(window.history.state)).toBeDefined()

    act(() => window.history.back())
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(window.history.state).toEqual({ page: "auction" })
    expect(screen.getByRole("heading", { name: "The auction" })).toBeTruthy()
  })

  it("closed by its own button, leaves its entry: Back then goes to the page before", async () => {
    render(<Page />)
    const before = window.history.length
    fireEvent.click(screen.getByRole("button", { name: "Open" }))
    expect(window.history.length).toBe(before + 1)
    fireEvent.click(screen.getByRole("button", { name: "Close" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    await entryLeft()
    expect(window.history.state).toEqual({ page: "auction" })

    // opened again, it takes the place of the entry it left rather than adding another
    fireEvent.click(screen.getByRole("button", { name: "Open" }))
    expect(window.history.length).toBe(before + 1)
  })

  it("hands its entry to the dialog that takes its place, which Back closes", async () => {
    render(<Page next />)
    fireEvent.click(screen.getByRole("button", { name: "Open" }))
    const entry = overlayOf(window.history.state)
    fireEvent.click(screen.getByRole("button", { name: "Continue" }))
    expect(screen.getByRole("dialog", { name: "Second" })).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(overlayOf(window.history.state)).toBe(entry)

    act(() => window.history.back())
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(window.history.state).toEqual({ page: "auction" })
  })

  it("is the page itself when it is a route of its own: no entry, Back leaves the page", () => {
    render(
      <Dialog label="Sign in" onClose={() => undefined} isPage>
        <p>Sign in</p>
      </Dialog>
    )
    expect(window.history.state).toEqual({ page: "auction" })
  })
})
