import { QueryClientProvider } from "@tanstack/react-query"
import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { App } from "./App.tsx"
import { createQueryClient } from "./queryClient.ts"

const renderAt = (path: string) => {
  const { hook, searchHook } = memoryLocation({ path })
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <App />
      </Router>
    </QueryClientProvider>
  )
}

describe("App routes", () => {
  it("shows a page that isn't built yet under its own name", async () => {
    renderAt("/buyer/")
    expect(await screen.findByRole("heading", { name: "Buyer" })).toBeTruthy()
    expect(screen.getByText("This page isn't available yet.")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Back to live auctions" }).getAttribute("href")).toBe("/")
    expect(document.title).toBe("Buyer — Redline")
  })

  it("matches routes with parameters and without the trailing slash", async () => {
    renderAt("/buyer/12/chat")
    expect(await screen.findByRole("heading", { name: "Messages" })).toBeTruthy()
  })

  it.each(["/404", "/no-such-page", "/auctions"])("shows the not-found page at %s", async (path) => {
    renderAt(path)
    expect(await screen.findByRole("heading", { name: "We couldn't find that page" })).toBeTruthy()
    expect(document.title).toBe("Page Not Found — Redline")
  })
})
