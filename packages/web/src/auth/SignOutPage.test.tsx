import { QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { describe, expect, it } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { Header } from "../layout/Header.tsx"
import { signIn } from "../testing/auctionDetail.ts"
import SignOutPage from "./SignOutPage.tsx"

describe("signing out", () => {
  it("shows who is signed in until /logout forgets the session and the cached data", async () => {
    signIn()
    const queryClient = createQueryClient()
    queryClient.setQueryData(["auctions", "detail", 7], { id: 7 })
    const location = memoryLocation({ path: "/", record: true })
    render(
      <Provider store={createStore()}>
        <QueryClientProvider client={queryClient}>
          <Router hook={location.hook}>
            <Header />
            <Route path="/logout">
              <SignOutPage />
            </Route>
          </Router>
        </QueryClientProvider>
      </Provider>
    )
    expect(screen.getAllByText("demo_bidder").length).toBeGreaterThan(0)
    fireEvent.click(screen.getByRole("button", { name: /^Account menu/ }))
    expect(screen.getByRole("link", { name: "Sign out" }).getAttribute("href")).toBe("/logout")

    location.navigate("/logout")
    await waitFor(() => expect(location.history.at(-1)).toBe("/"))
    expect(localStorage.getItem("redline.session")).toBeNull()
    expect(queryClient.getQueryData(["auctions", "detail", 7])).toBeUndefined()
    expect(screen.queryByText("demo_bidder")).toBeNull()
    expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy()
  })
})
