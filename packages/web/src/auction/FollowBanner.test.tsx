import type { AuctionDetail } from "@redline/api"
import { QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { profileKeys } from "../profile/profileQueries.ts"
import { type StoredSession, storedSessionAtom } from "../session/sessionAtom.ts"
import { auctionDetail, signIn, STORED_SESSION } from "../testing/auctionDetail.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import { publicProfile } from "../testing/publicProfile.ts"
import { FollowBanner } from "./FollowBanner.tsx"
import { signInRequestAtom } from "../auth/signInDialog.ts"

const PATH = "/auctions/7/1995-porsche-911-carrera-coupe"
const TEXT = "Follow flat6fan to hear about their next auction."

function renderBanner(auction: Partial<AuctionDetail> = {}) {
  const store = createStore()
  store.set(storedSessionAtom, JSON.parse(localStorage.getItem("redline.session") ?? "null") as StoredSession | null)
  const location = memoryLocation({ path: PATH, record: true })
  const queryClient = createQueryClient()
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <FollowBanner auction={auctionDetail(auction)} />
        </Router>
      </QueryClientProvider>
    </Provider>
  )
  return { ...view, location, store, queryClient }
}

const banner = () => screen.getByRole("region", { name: TEXT })

describe("the follow banner", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.history.replaceState(null, "")
  })

  it("invites a visitor to follow the seller, linking to the seller's profile", async () => {
    fakeApi(on("GET", "/v1/users/flat6fan", publicProfile()))
    renderBanner()
    expect(await screen.findByRole("region", { name: TEXT })).toBeTruthy()
    expect(within(banner()).getByRole("link", { name: "flat6fan" }).getAttribute("href")).toBe("/user/flat6fan/")
    expect(within(banner()).getByText("12 followers")).toBeTruthy()
    expect(within(banner()).getByRole("button", { name: "Follow" }).getAttribute("aria-pressed")).toBe("false")
  })

  it("asks a visitor who follows to sign in over the auction, carrying the follow", async () => {
    const api = fakeApi(on("GET", "/v1/users/flat6fan", publicProfile()))
    const { location, store } = renderBanner()
    fireEvent.click(await screen.findByRole("button", { name: "Follow" }))
    expect(store.get(signInRequestAtom)).toEqual({ from: PATH, action: "follow", subject: "flat6fan", sessionExpired: false })
    expect(location.history).toEqual([PATH])
    expect(api.calls.map((call) => call.method)).toEqual(["GET"])
  })

  it("follows from the banner and keeps showing it, followed, with the new count", async () => {
    signIn()
    fakeApi(
      on("GET", "/v1/users/flat6fan", publicProfile()),
      on("POST", "/v1/users/flat6fan/follow", publicProfile({ is_followed: true, follower_count: 13 }))
    )
    renderBanner()
    fireEvent.click(await screen.findByRole("button", { name: "Follow" }))
    await waitFor(() => expect(within(banner()).getByText("13 followers")).toBeTruthy())
    expect(within(banner()).getByRole("button", { name: "Following" }).getAttribute("aria-pressed")).toBe("true")
  })

  it("doesn't ask a reader who follows the seller already", async () => {
    signIn()
    fakeApi(on("GET", "/v1/users/flat6fan", publicProfile({ is_followed: true })))
    const { container, queryClient } = renderBanner()
    await waitFor(() => expect(queryClient.getQueryData(profileKeys.profile("flat6fan", STORED_SESSION.user_id))).toBeDefined())
    expect(container.innerHTML).toBe("")
  })

  it("stays dismissed for this seller, on a fresh page too", async () => {
    fakeApi(on("GET", "/v1/users/flat6fan", publicProfile()))
    const { unmount } = renderBanner()
    fireEvent.click(within(await screen.findByRole("region", { name: TEXT })).getByRole("button", { name: "Dismiss" }))
    expect(screen.queryByRole("region", { name: TEXT })).toBeNull()
    expect(JSON.parse(localStorage.getItem("redline.follow-banner-dismissed") ?? "null")).toEqual(["flat6fan"])
    unmount()

    const { container } = renderBanner({ seller: "Flat6Fan" })
    expect(container.innerHTML).toBe("")
  })

  it("still shows for a seller whose banner wasn't dismissed", async () => {
    localStorage.setItem("redline.follow-banner-dismissed", JSON.stringify(["turbo_tess"]))
    fakeApi(on("GET", "/v1/users/flat6fan", publicProfile()))
    renderBanner()
    expect(await screen.findByRole("region", { name: TEXT })).toBeTruthy()
  })

  it("reads a stored value it doesn't know as nothing dismissed", async () => {
    localStorage.setItem("redline.follow-banner-dismissed", JSON.stringify({ flat6fan: true }))
    fakeApi(on("GET", "/v1/users/flat6fan", publicProfile()))
    renderBanner()
    expect(await screen.findByRole("region", { name: TEXT })).toBeTruthy()
  })

  it("is not shown to the seller, nor to the winner, nor once the auction ended", async () => {
    const api = fakeApi(on("GET", "/v1/users/flat6fan", publicProfile()))
    signIn({ ...STORED_SESSION, username: "Flat6Fan" })
    expect(renderBanner().container.innerHTML).toBe("")
    signIn({ ...STORED_SESSION, username: "turbo_tess" })
    expect(renderBanner({ winner: "turbo_tess" }).container.innerHTML).toBe("")
    expect(renderBanner({ status: 101 }).container.innerHTML).toBe("")
    expect(api.calls).toEqual([])
  })
})
