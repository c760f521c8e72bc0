import { QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { createQueryClient } from "../app/queryClient.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import DailyEmailUnsubscribePage from "./DailyEmailUnsubscribePage.tsx"

function renderPage(path: string) {
  window.history.replaceState(null, "", path)
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Router>
        <DailyEmailUnsubscribePage />
      </Router>
    </QueryClientProvider>
  )
}

const LINK = "/daily-email/unsubscribe?email=reader%40example.com&token=t0ken"

describe("the Daily Email's unsubscribe page", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.history.replaceState(null, "", "/")
  })

  it("asks before it unsubscribes the link's address, with the link's token and no session", async () => {
    const api = fakeApi(
      on("GET", "/v1/auth/daily_email/unsubscribe", { email: "reader@example.com", daily_email: true }),
      on("POST", "/v1/auth/daily_email/unsubscribe", { daily_email: false })
    )
    renderPage(LINK)
    expect(await screen.findByText("Stop sending the Daily Email to reader@example.com?")).toBeTruthy()
    expect(api.calls.map((call) => call.method)).toEqual(["GET"])

    fireEvent.click(screen.getByRole("button", { name: "Unsubscribe" }))
    expect(await screen.findByText("You're unsubscribed from the Daily Email.")).toBeTruthy()
    expect(api.calls.map((call) => [call.method, call.url, call.authorization])).toEqual([
      ["GET", "/api/v1/auth/daily_email/unsubscribe?email=reader%40example.com&token=t0ken", null],
      ["POST", "/api/v1/auth/daily_email/unsubscribe?email=reader%40example.com&token=t0ken", null]
    ])
  })

  it("says what is wrong with a link the server refuses, or one that lost its token, and offers no button", async () => {
    fakeApi(
      on(
        "GET",
        "/v1/auth/daily_email/unsubscribe",
        { error_code: 3024, message: "This unsubscribe link's token is missing or doesn't match the address." },
        403
      )
    )
    const refused = renderPage(LINK)
    expect(await screen.findByRole("heading", { name: "This unsubscribe link doesn't work" })).toBeTruthy()
    expect(screen.getByText("This unsubscribe link's token is missing or doesn't match the address.")).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull()

    refused.unmount()
    const api = fakeApi()
    renderPage("/daily-email/unsubscribe?email=reader%40example.com")
    expect(await screen.findByRole("heading", { name: "This unsubscribe link doesn't work" })).toBeTruthy()
    expect(api.calls).toEqual([])
  })
})
