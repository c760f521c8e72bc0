import { QueryClientProvider } from "@tanstack/react-query"
import { render, screen, waitFor } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Route, Router, Switch } from "wouter"
import { createQueryClient } from "../app/queryClient.ts"
import { type StoredSession, storedSessionAtom } from "../session/sessionAtom.ts"
import { signIn, STORED_SESSION } from "../testing/auctionDetail.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import { publicProfile } from "../testing/publicProfile.ts"
import ProfilePage from "./ProfilePage.tsx"

/** The two profile routes as the route table has them, in the browser's own history (carried follows live there). */
function renderProfile(path: string) {
  window.history.replaceState(null, "", path)
  const store = createStore()
  store.set(storedSessionAtom, JSON.parse(localStorage.getItem("redline.session") ?? "null") as StoredSession | null)
  const queryClient = createQueryClient()
  // failures are asked again as in the app, without the wait between tries
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } })
  return render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <Router>
          <Switch>
            <Route path="/user/:username/follow">
              <ProfilePage follow />
            </Route>
            <Route path="/user/:username/:section?">
              <ProfilePage />
            </Route>
            <Route path="/signin/">Sign in</Route>
          </Switch>
        </Router>
      </QueryClientProvider>
    </Provider>
  )
}

const FOLLOWED = publicProfile({ is_followed: true, follower_count: 13 })

describe("the profile page", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.history.replaceState(null, "", "/")
  })

  it("shows who the user is, named after them", async () => {
    const api = fakeApi(on("GET", "/v1/users/flat6fan", publicProfile()))
    renderProfile("/user/flat6fan/")
    expect(await screen.findByRole("heading", { level: 1, name: "flat6fan" })).toBeTruthy()
    expect(document.title).toBe("flat6fan — Redline")
    expect(screen.getByText("Seller")).toBeTruthy()
    expect(screen.getByText("Member since March 14, 2021")).toBeTruthy()
    expect(screen.getByText("Air-cooled, always. Three 911s and counting.")).toBeTruthy()
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["12 followers", "3 following"])
    expect(screen.getByRole("button", { name: "Follow" }).getAttribute("aria-pressed")).toBe("false")
    expect(api.calls.map((call) => [call.url, call.authorization])).toEqual([["/api/v1/users/flat6fan", null]])
  })

  it("shows the photo, or the first letter of the name where there is none", async () => {
    fakeApi(
      on("GET", "/v1/users/flat6fan", publicProfile({ photo: { base_url: "/api/v1/images/", path: "photos/user-1.jpg" } })),
      on(
        "GET",
        "/v1/users/turbo_tess",
        publicProfile({ username: "turbo_tess", bio: "", is_seller: false, follower_count: 1, following_count: 1 })
      )
    )
    const { container, unmount } = renderProfile("/user/flat6fan/")
    await screen.findByRole("heading", { level: 1 })
    expect(container.querySelector("img")?.getAttribute("src")).toMatch(/^\/api\/v1\/images\/photos\/user-1\.jpg\?w=\d+$/)
    unmount()

    renderProfile("/user/turbo_tess/")
    await screen.findByRole("heading", { level: 1, name: "turbo_tess" })
    expect(document.querySelector(".user-avatar--initial")?.textContent).toBe("T")
    expect(screen.queryByText("Seller")).toBeNull()
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["1 follower", "1 following"])
  })

  it("shows the profile for each of its sections, and no page for a section it doesn't have", async () => {
    fakeApi(on("GET", "/v1/users/flat6fan", publicProfile()))
    const { unmount } = renderProfile("/user/flat6fan/comments")
    expect(await screen.findByRole("heading", { level: 1, name: "flat6fan" })).toBeTruthy()
    expect(screen.queryByRole("tab")).toBeNull()
    unmount()
    renderProfile("/user/flat6fan/garage")
    expect(await screen.findByRole("heading", { name: "We couldn't find that page" })).toBeTruthy()
  })

  it("is the not-found page for a user who isn't there", async () => {
    fakeApi(on("GET", "/v1/users/nobody_here", { error_code: 5001, message: "This user doesn't exist." }, 404))
    renderProfile("/user/nobody_here/")
    expect(await screen.findByRole("heading", { name: "We couldn't find that page" })).toBeTruthy()
  })

  it("offers to try again when the profile can't be loaded", async () => {
    let answer = Response.json({ error_code: 1006, message: "Busy" }, { status: 503 })
    fakeApi((call) => (call.url === "/api/v1/users/flat6fan" ? answer.clone() : undefined))
    renderProfile("/user/flat6fan/")
    const retry = await screen.findByRole("button", { name: "Try again" })
    answer = Response.json(publicProfile())
    retry.click()
    expect(await screen.findByRole("heading", { level: 1, name: "flat6fan" })).toBeTruthy()
  })

  it("asks as the signed-in reader, and shows no Follow button on one's own profile", async () => {
    signIn({ ...STORED_SESSION, username: "flat6fan" })
    const api = fakeApi(on("GET", "/v1/users/flat6fan", publicProfile()))
    renderProfile("/user/flat6fan/")
    await screen.findByRole("heading", { level: 1, name: "flat6fan" })
    expect(api.calls[0]?.authorization).toBe("Bearer key-1")
    expect(screen.queryByRole("button", { name: /^Follow/ })).toBeNull()
  })

  it("follows at once from the follow link, then shows the profile at its own address", async () => {
    signIn()
    const api = fakeApi(on("GET", "/v1/users/flat6fan", publicProfile()), on("POST", "/v1/users/flat6fan/follow", FOLLOWED))
    renderProfile("/user/flat6fan/follow")
    await waitFor(() => expect(screen.getByRole("button", { name: "Following" }).getAttribute("aria-pressed")).toBe("true"))
    expect(window.location.pathname).toBe("/user/flat6fan/")
    await waitFor(() => expect(screen.getAllByRole("listitem")[0]?.textContent).toBe("13 followers"))
    // the count is optimistic: the follow itself is sent a moment later, and once
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual(["/api/v1/users/flat6fan/follow"])
    )
  })

  it("asks nothing from the follow link when the reader follows already", async () => {
    signIn()
    const api = fakeApi(on("GET", "/v1/users/flat6fan", FOLLOWED))
    renderProfile("/user/flat6fan/follow")
    expect(await screen.findByRole("button", { name: "Following" })).toBeTruthy()
    await waitFor(() => expect(window.history.state).toMatchObject({ action: null }))
    expect(api.calls.map((call) => call.method)).toEqual(["GET"])
  })

  it("sends a visitor on the follow link to sign in, carrying the follow back to the profile", async () => {
    const api = fakeApi()
    renderProfile("/user/Flat6Fan/follow")
    await waitFor(() => expect(window.location.pathname).toBe("/signin/"))
    expect(window.location.search).toBe("?redirect=%2Fuser%2FFlat6Fan%2F&action=follow&subject=flat6fan")
    expect(api.calls).toEqual([])
  })
})
