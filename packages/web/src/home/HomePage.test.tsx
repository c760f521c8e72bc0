import { QueryClientProvider } from "@tanstack/react-query"
import { render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import HomePage from "./HomePage.tsx"

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }))

const renderHome = (path = "/") => {
  const { hook, searchHook } = memoryLocation({ path })
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <HomePage />
      </Router>
    </QueryClientProvider>
  )
}

describe("HomePage", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("asks for the running auctions in the sort and filters of the URL", async () => {
    const fetch = answer(200, { auctions: [], total: 0 })
    vi.stubGlobal("fetch", fetch)
    renderHome("/?sort=6&transmission=manual&start_year=1990")
    await screen.findByText("No auctions match. Please broaden your selections, or start over.")
    expect(fetch).toHaveBeenCalledWith("/api/v1/auctions?sort=6&start_year=1990&transmission=manual", expect.anything())
    expect(screen.getByRole("link", { name: "Start over" }).getAttribute("href")).toBe("/")
    expect(screen.getByRole("link", { name: "View auction results" }).getAttribute("href")).toBe(
      "/past-auctions/?start_year=1990&transmission=manual"
    )
  })

  it("offers another try when the list can't be loaded", async () => {
    vi.stubGlobal("fetch", answer(400, { error_code: 1000, message: "Bad request" }))
    renderHome()
    expect(await screen.findByRole("alert")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy()
  })
})
