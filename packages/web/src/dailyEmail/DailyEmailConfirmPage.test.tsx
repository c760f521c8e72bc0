import { QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { createQueryClient } from "../app/queryClient.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import DailyEmailConfirmPage from "./DailyEmailConfirmPage.tsx"

function renderPage(path: string) {
  window.history.replaceState(null, "", path)
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Router>
        <DailyEmailConfirmPage />
      </Router>
    </QueryClientProvider>
  )
}

const LINK = "/daily-email/confirm?email=reader%40example.com&token=t0ken"

describe("the Daily Email's confirmation page", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.history.replaceState(null, "", "/")
  })

  it("asks before it puts the link's address on the list, with the link's token and no session", async () => {
    const api = fakeApi(
      on("GET", "/v1/auth/daily_email/confirm", { email: "reader@example.com", daily_email: false }),
      on("POST", "/v1/auth/daily_email/confirm", { daily_email: true })
    )
    renderPage(LINK)
    expect(await screen.findByText("Send the Daily Email, the day's auctions once a day, to reader@example.com?")).toBeTruthy()
    expect(api.calls.map((call) => call.method)).toEqual(["GET"])

    fireEvent.click(screen.getByRole("button", { name: "Confirm" }))
    expect(await screen.findByText("You're subscribed to the Daily Email.")).toBeTruthy()
    expect(api.calls.map((call) => [call.method, call.url, call.authorization])).toEqual([
      ["GET", "/api/v1/auth/daily_email/confirm?email=reader%40example.com&token=t0ken", null],
      ["POST", "/api/v1/auth/daily_email/confirm?email=reader%40example.com&token=t0ken", null]
    ])
  })

  it("says what is wrong with a link the server refuses, or one that lost its token, and offers no button", async () => {
    fakeApi(
      on(
        "GET",
        "/v1/auth/daily_email/confirm",
        { error_code: 3025, message: "This confirmation link's token is missing or doesn't match the address." },
        403
      )
    )
    const refused = renderPage(LINK)
    expect(await screen.findByRole("heading", { name: "This confirmation link doesn't work" })).toBeTruthy()
    expect(screen.getByText("This confirmation link's token is missing or doesn't match the address.")).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Confirm" })).toBeNull()

    refused.unmount()
    const api = fakeApi()
    renderPage("/daily-email/confirm?email=reader%40example.com")
    expect(await screen.findByRole("heading", { name: "This confirmation link doesn't work" })).toBeTruthy()
    expect(api.calls).toEqual([])
  })
})
