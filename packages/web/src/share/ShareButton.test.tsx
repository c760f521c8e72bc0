import { act, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ShareButton } from "./ShareButton.tsx"

const TITLE = "1995 Porsche 911 Carrera Coupe"
const PATH = "/auctions/7/1995-porsche-911-carrera-coupe"
const URL_SHARED = `${window.location.origin}${PATH}`

/** Sets or removes a navigator capability for one test. */
const give = (name: "share" | "clipboard", value: unknown) =>
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true })

const openDialog = () => {
  render(<ShareButton title={TITLE} path={PATH} />)
  fireEvent.click(screen.getByRole("button", { name: "Share" }))
  return screen.getByRole("dialog", { name: "Share" })
}

describe("ShareButton", () => {
  afterEach(() => {
    vi.useRealTimers()
    give("share", undefined)
    give("clipboard", undefined)
  })

  it("opens the share dialog where the browser has no share sheet", () => {
    give("share", undefined)
    const dialog = openDialog()
    expect(dialog.textContent).toContain(TITLE)
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Auction link" }).value).toBe(URL_SHARED)
  })

  it("links to each provider's share page with the auction's address and title, in a new tab", () => {
    openDialog()
    const link = (name: string) => screen.getByRole("link", { name: new RegExp(`^${name}`) })
    const u = encodeURIComponent(URL_SHARED)
    expect(link("Facebook").getAttribute("href")).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`)
    expect(link("Twitter").getAttribute("href")).toBe(`https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(TITLE)}`)
    expect(link("Bluesky").getAttribute("href")).toBe(
      `https://bsky.app/intent/compose?text=${encodeURIComponent(`${TITLE} ${URL_SHARED}`)}`
    )
    for (const name of ["Facebook", "Twitter", "Bluesky"]) {
      expect(link(name).getAttribute("target")).toBe("_blank")
      expect(link(name).getAttribute("rel")).toBe("noopener")
    }
    const email = link("Email").getAttribute("href") ?? ""
    expect(email.startsWith(`mailto:?subject=${encodeURIComponent(TITLE)}&body=`)).toBe(true)
    expect(decodeURIComponent(email)).toContain(URL_SHARED)
    expect(link("Email").hasAttribute("target")).toBe(false)
  })

  it("copies the auction's address, says so, and closes 600 ms later", async () => {
    vi.useFakeTimers()
    const writeText = vi.fn(() => Promise.resolve())
    give("clipboard", { writeText })
    openDialog()

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy link" })))
    expect(writeText).toHaveBeenCalledWith(URL_SHARED)
    expect(screen.getByRole("status").textContent).toBe("Link copied")
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy()

    act(() => vi.advanceTimersByTime(599))
    expect(screen.queryByRole("dialog")).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("stays open with the link selected when the clipboard can't be written", async () => {
    vi.useFakeTimers()
    give("clipboard", { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) })
    openDialog()

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy link" })))
    expect(screen.getByRole("status").textContent).toContain("Couldn't copy")
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Auction link" }))
    act(() => vi.advanceTimersByTime(5_000))
    expect(screen.queryByRole("dialog")).not.toBeNull()
  })

  it("uses the device's share sheet where there is one", async () => {
    const share = vi.fn(() => Promise.resolve())
    give("share", share)
    render(<ShareButton title={TITLE} path={PATH} />)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Share" })))
    expect(share).toHaveBeenCalledWith({ title: TITLE, url: URL_SHARED })
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("does nothing more when the person closes the share sheet, and falls back to the dialog when it fails", async () => {
    give("share", () => Promise.reject(new DOMException("Canceled", "AbortError")))
    render(<ShareButton title={TITLE} path={PATH} />)
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Share" })))
    expect(screen.queryByRole("dialog")).toBeNull()

    give("share", () => Promise.reject(new DOMException("Not allowed", "NotAllowedError")))
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Share" })))
    expect(screen.getByRole("dialog", { name: "Share" })).toBeTruthy()
  })
})
