import { render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { PageLinks } from "./PageLinks.tsx"

/** A viewport `width` px wide, answering the max-width queries the component asks. */
const viewport = (width: number) =>
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: width <= Number(/max-width: (\d+)px/.exec(query)?.[1] ?? Infinity),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined
  }))

const shownPages = (page: number, pageCount: number) => {
  const { hook } = memoryLocation({ path: "/past-auctions/" })
  render(
    <Router hook={hook}>
      <PageLinks page={page} pageCount={pageCount} hrefFor={(n) => `/past-auctions/?page=${n}`} />
    </Router>
  )
  return screen.getAllByRole("link", { name: /^Page \d+$/ }).map((link) => Number(link.textContent))
}

describe("PageLinks", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("shows 8 page links on wider screens", () => {
    viewport(1440)
    expect(shownPages(10, 20)).toEqual([1, 8, 9, 10, 11, 12, 13, 20])
  })

  it("shows 6 on phones", () => {
    viewport(390)
    expect(shownPages(10, 20)).toEqual([1, 9, 10, 11, 12, 20])
  })

  it("shows 5 on extra-small screens, below 360 px", () => {
    viewport(359)
    expect(shownPages(10, 20)).toEqual([1, 9, 10, 11, 20])
  })

  it("marks the current page and offers the pages beside it", () => {
    viewport(1440)
    shownPages(2, 3)
    expect(screen.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page")
    expect(screen.getByRole("link", { name: "Previous" }).getAttribute("href")).toBe("/past-auctions/?page=1")
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/past-auctions/?page=3")
  })

  it("shows nothing for a single page", () => {
    viewport(1440)
    const { hook } = memoryLocation({ path: "/past-auctions/" })
    const { container } = render(
      <Router hook={hook}>
        <PageLinks page={1} pageCount={1} hrefFor={(n) => `/?page=${n}`} />
      </Router>
    )
    expect(container.innerHTML).toBe("")
  })
})
