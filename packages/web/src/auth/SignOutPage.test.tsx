import { QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { RealtimeRoutes } from "../realtime/RealtimeRoutes.ts"
import { Header } from "../layout/Header.tsx"
import { signIn } from "../testing/auctionDetail.ts"
import { TestRealtime } from "../testing/TestRealtime.tsx"
import { fakeApi, on } from "../testing/fakeApi.ts"
import SignOutPage from "./SignOutPage.tsx"

function renderSignedIn() {
  signIn()
  const queryClient = createQueryClient()
  queryClient.setQueryData(["auctions", "detail", 7], { id: 7 })
  const location = memoryLocation({ path: "/", record: true })
  render(
    <Provider store={createStore()}>
      <QueryClientProvider client={queryClient}>
        <TestRealtime routes={new RealtimeRoutes()}>
          <Router hook={location.hook}>
            <Header />
            <Route path="/logout">
              <SignOutPage />
            </Route>
          </Router>
        </TestRealtime>
      </QueryClientProvider>
    </Provider>
  )
  return { queryClient, location }
}

describe("signing out", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("ends the session on the server, then forgets it and the cached data", async () => {
    const api = fakeApi(on("POST", "/v1/auth/logout", { logged_out: true }))
    const { queryClient, location } = renderSignedIn()
    expect(screen.getAllByText("demo_bidder").length).toBeGreaterThan(0)
    fireEvent.click(screen.getByRole("button", { name: /^Account menu/ }))
    expect(screen.getByRole("link", { name: "Sign out" }).getAttribute("href")).toBe("/logout")

    location.navigate("/logout")
    await waitFor(() => expect(location.history.at(-1)).toBe("/"))
    // beside the header's reads (the bell's notifications)
    expect(api.calls.filter((call) => call.method !== "GET")).toEqual([
      { url: "/api/v1/auth/logout", method: "POST", authorization: "Bearer key-1", body: null }
    ])
    expect(localStorage.getItem("redline.session")).toBeNull()
    expect(queryClient.getQueryData(["auctions", "detail", 7])).toBeUndefined()
    expect(screen.queryByText("demo_bidder")).toBeNull()
    expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy()
  })

  it("signs out here even when the server's logout fails", async () => {
    const api = fakeApi(on("POST", "/v1/auth/logout", { error_code: 1099, message: "Sorry, something went wrong" }, 500))
    const { location } = renderSignedIn()
    location.navigate("/logout")
    await waitFor(() => expect(location.history.at(-1)).toBe("/"))
    expect(api.calls.filter((call) => call.method !== "GET").map((call) => call.url)).toEqual(["/api/v1/auth/logout"])
    expect(localStorage.getItem("redline.session")).toBeNull()
    expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy()
  })
})
