import type { PublicProfile } from "@redline/api"
import { QueryClientProvider, useQuery } from "@tanstack/react-query"
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { signInRequestAtom } from "../auth/signInDialog.ts"
import { profileKeys } from "../profile/profileQueries.ts"
import { signIn, STORED_SESSION } from "../testing/auctionDetail.ts"
import { type ApiCall, fakeApi, heldCall, on } from "../testing/fakeApi.ts"
import { publicProfile } from "../testing/publicProfile.ts"
import { FollowButton } from "./FollowButton.tsx"

const FOLLOW_PATH = "/v1/users/flat6fan/follow"

/** The button and the follower count, both drawn from the cached profile as a page draws them. */
function Followable({ readerId }: { readonly readerId: number | null }) {
  const { data } = useQuery<PublicProfile>({
    queryKey: profileKeys.profile("flat6fan", readerId),
    queryFn: () => new Promise(() => undefined)
  })
  if (data === undefined) return null
  return (
    <>
      <FollowButton profile={data} />
      <p>{data.follower_count} followers</p>
    </>
  )
}

function renderFollow(options: { profile?: Partial<PublicProfile>; path?: string; readerId?: number | null } = {}) {
  const readerId = options.readerId === undefined ? STORED_SESSION.user_id : options.readerId
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { staleTime: Infinity } })
  queryClient.setQueryData(profileKeys.profile("flat6fan", readerId), publicProfile(options.profile))
  const [pathname, search = ""] = (options.path ?? "/auctions/7/x").split("?")
  const location = memoryLocation({ path: pathname ?? "/", searchPath: search, record: true })
  const store = createStore()
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Followable readerId={readerId} />
        </Router>
      </QueryClientProvider>
    </Provider>
  )
  return { queryClient, location, store }
}

const followers = () => Number.parseInt(screen.getByText(/ followers$/).textContent ?? "")

const heldFollow = () => heldCall("POST", FOLLOW_PATH)

const followCalls = (calls: ReadonlyArray<ApiCall>) => calls.filter((call) => call.url === `/api${FOLLOW_PATH}`)

describe("FollowButton", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.history.replaceState(null, "")
  })

  it("follows at once, moving the follower count by one, then takes the server's counts", async () => {
    signIn()
    const { api, answer } = heldFollow()
    const { queryClient } = renderFollow()
    const button = screen.getByRole("button", { name: "Follow" })
    expect(button.getAttribute("aria-pressed")).toBe("false")
    expect(followers()).toBe(12)

    fireEvent.click(button)
    await waitFor(() => expect(screen.getByRole("button", { name: "Following" }).getAttribute("aria-pressed")).toBe("true"))
    expect(followers()).toBe(13)
    await waitFor(() =>
      expect(followCalls(api.calls)).toEqual([{ url: `/api${FOLLOW_PATH}`, method: "POST", authorization: "Bearer key-1", body: null }])
    )

    await act(async () => answer(Response.json(publicProfile({ is_followed: true, follower_count: 20 }))))
    await waitFor(() => expect(followers()).toBe(20))
    expect(queryClient.getQueryData<PublicProfile>(profileKeys.profile("flat6fan", 1))).toMatchObject({
      is_followed: true,
      follower_count: 20
    })
    expect(screen.getByRole("status").textContent).toBe("")
  })

  it("unfollows the same way", async () => {
    signIn()
    const api = fakeApi(on("DELETE", FOLLOW_PATH, publicProfile({ is_followed: false, follower_count: 11 })))
    renderFollow({ profile: { is_followed: true, follower_count: 12 } })
    fireEvent.click(screen.getByRole("button", { name: "Following" }))
    await waitFor(() => expect(screen.getByRole("button", { name: "Follow" }).getAttribute("aria-pressed")).toBe("false"))
    expect(followers()).toBe(11)
    // the button turns at once; the call leaves once it is signed
    await waitFor(() => expect(followCalls(api.calls).map((call) => call.method)).toEqual(["DELETE"]))
  })

  it("goes back and says so when the server doesn't take the follow", async () => {
    signIn()
    const { answer } = heldFollow()
    const { queryClient } = renderFollow()
    fireEvent.click(screen.getByRole("button", { name: "Follow" }))
    await waitFor(() => expect(followers()).toBe(13))

    await act(async () => answer(Response.json({ error_code: 1006, message: "Redline is busy right now." }, { status: 503 })))
    await waitFor(() => expect(screen.getByRole("button", { name: "Follow" }).getAttribute("aria-pressed")).toBe("false"))
    expect(followers()).toBe(12)
    expect(screen.getByRole("status").textContent).toBe("Your follow wasn't saved. Please try again.")
    expect(queryClient.getQueryData<PublicProfile>(profileKeys.profile("flat6fan", 1))).toMatchObject({
      is_followed: false,
      follower_count: 12
    })
  })

  it("tells the server's reason for a refusal it explains", async () => {
    signIn()
    fakeApi(on("POST", FOLLOW_PATH, { error_code: 1004, message: "Too many requests. Please try again later." }, 429))
    renderFollow()
    fireEvent.click(screen.getByRole("button", { name: "Follow" }))
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Too many requests. Please try again later."))
    expect(screen.getByRole("button", { name: "Follow" }).getAttribute("aria-pressed")).toBe("false")
    expect(followers()).toBe(12)
  })

  it("is hidden on one's own profile", () => {
    signIn({ ...STORED_SESSION, username: "Flat6Fan" })
    fakeApi()
    renderFollow()
    expect(screen.queryByRole("button", { name: /^Follow/ })).toBeNull()
  })

  it("asks a visitor to sign in over the page, carrying the follow and whom it is for", () => {
    const api = fakeApi()
    const { location, store } = renderFollow({ readerId: null, path: "/auctions/7/x?photo=2" })
    fireEvent.click(screen.getByRole("button", { name: "Follow" }))
    expect(store.get(signInRequestAtom)).toEqual({
      from: "/auctions/7/x?photo=2",
      action: "follow",
      subject: "flat6fan",
      sessionExpired: false
    })
    expect(location.history).toEqual(["/auctions/7/x?photo=2"])
    expect(api.calls).toEqual([])
  })

  it("sends a user whose session is gone to sign in again, and puts the button back", async () => {
    signIn()
    fakeApi(on("POST", FOLLOW_PATH, { error_code: 1002, message: "Please sign in to continue." }, 401))
    const { store } = renderFollow({ path: "/user/flat6fan/" })
    fireEvent.click(screen.getByRole("button", { name: "Follow" }))
    await waitFor(() =>
      expect(store.get(signInRequestAtom)).toEqual({ from: "/user/flat6fan/", action: "follow", subject: "flat6fan", sessionExpired: true })
    )
    expect(screen.getByRole("button", { name: "Follow" }).getAttribute("aria-pressed")).toBe("false")
  })

  it("makes the follow carried back from sign-in once", async () => {
    signIn()
    window.history.replaceState({ action: "follow", subject: "flat6fan" }, "")
    const api = fakeApi(on("POST", FOLLOW_PATH, publicProfile({ is_followed: true, follower_count: 13 })))
    renderFollow()
    await waitFor(() => expect(screen.getByRole("button", { name: "Following" })).toBeTruthy())
    expect(window.history.state).toEqual({ action: null, subject: "flat6fan" })
    // the follow shows at once; the call waits for the browser's handshake
    await waitFor(() => expect(followCalls(api.calls).map((call) => call.method)).toEqual(["POST"]))
  })

  it("leaves a follow carried for someone else alone", async () => {
    signIn()
    window.history.replaceState({ action: "follow", subject: "turbo_tess" }, "")
    const api = fakeApi()
    renderFollow()
    await act(async () => undefined)
    expect(screen.getByRole("button", { name: "Follow" })).toBeTruthy()
    expect(window.history.state).toEqual({ action: "follow", subject: "turbo_tess" })
    expect(api.calls).toEqual([])
  })

  it("asks nothing when the carried follow is already made", async () => {
    signIn()
    window.history.replaceState({ action: "follow", subject: "flat6fan" }, "")
    const api = fakeApi()
    renderFollow({ profile: { is_followed: true } })
    await waitFor(() => expect(window.history.state).toEqual({ action: null, subject: "flat6fan" }))
    expect(screen.getByRole("button", { name: "Following" })).toBeTruthy()
    expect(api.calls).toEqual([])
  })
})
