import type { CommunityPost } from "@redline/api"
import { MODERATION_ABILITY } from "@redline/domain"
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { auctionListItem } from "../auctions/auctionListItem.fixture.ts"
import { signInRequestAtom } from "../auth/signInDialog.ts"
import { STORED_SESSION } from "../testing/auctionDetail.ts"
import { community, communityPost } from "../testing/communityPost.ts"
import { type Answer, type ApiCall, fakeApi, on } from "../testing/fakeApi.ts"
import { FakeIntersectionObserver } from "../testing/FakeIntersectionObserver.ts"
import { renderCommunityPage } from "../testing/renderCommunityPage.tsx"

const POSTS = "/api/v1/community/posts"
const GENERAL = community({
  id: 1,
  name: "General",
  title: "General",
  slug: "general",
  url: "/community/general",
  vehicle_make: null,
  vehicle_model: null
})

/** The layout's reads: the popular communities and the auctions ending soon. */
const layout: ReadonlyArray<Answer> = [
  on("GET", "/v1/communities", { communities: [community(), GENERAL] }),
  on("GET", "/v1/auctions", { auctions: [auctionListItem()], total: 1 })
]

/** Answers the feed with `posts` for any query; the test reads the query from the calls. */
const feed = (posts: ReadonlyArray<CommunityPost>): Answer => on("GET", "/v1/community/posts", { posts })

const feedCalls = (calls: ReadonlyArray<ApiCall>) => calls.filter((call) => call.method === "GET" && call.url.startsWith(POSTS))
const changes = (calls: ReadonlyArray<ApiCall>) => calls.filter((call) => call.method !== "GET")
const cards = () => within(screen.getByRole("region", { name: "Posts" })).queryAllByRole("article")

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  sessionStorage.clear()
  window.history.replaceState(null, "")
})

describe("the community home feed", () => {
  it("lists every community's posts under 'Community Feed', with the layout's columns", async () => {
    const api = fakeApi(feed([communityPost({ attachments: [photo(5)] }), communityPost({ id: 102, reply_count: 1 })]), ...layout)
    renderCommunityPage("/community/")
    expect(await screen.findByRole("heading", { level: 1, name: "Community Feed" })).toBeTruthy()
    const link = await screen.findByRole("link", { name: "Best 911 for the track? (101)" })
    expect(link.getAttribute("href")).toBe("/community/p/101/best-911-for-the-track")
    const [first, second] = cards()
    expect(first!.textContent).toContain("Thinking of a 996 GT3 or a 997 Carrera S.")
    expect(within(first!).getByRole("link", { name: "aircooled" }).getAttribute("href")).toBe("/user/aircooled/")
    expect(within(first!).getByRole("link", { name: "Porsche 911" }).getAttribute("href")).toBe("/community/porsche-911")
    expect(within(first!).getByText("3 hours ago")).toBeTruthy()
    expect(within(first!).getByRole("button", { name: "Upvote 4" })).toBeTruthy()
    expect(within(first!).getByRole("link", { name: "2 replies" })).toBeTruthy()
    expect(first!.querySelector("img")?.getAttribute("src")).toBe("/api/v1/images/community/5.jpg?w=240&q=70")
    expect(within(second!).getByRole("link", { name: "1 reply" })).toBeTruthy()
    // a visitor's feed leaves out deleted and flagged posts, and asks one more than a page
    expect(feedCalls(api.calls)[0]!.url).toBe(`${POSTS}?limit=21&hide_sketchy=true`)

    expect(screen.getByRole("link", { name: "Community" }).getAttribute("aria-current")).toBe("page")
    expect(screen.getByRole("link", { name: "Auctions" }).getAttribute("href")).toBe("/")
    expect(screen.getByRole("link", { name: "All Communities" }).getAttribute("href")).toBe("/communities/directory")
    const popular = await screen.findByRole("region", { name: "Popular communities" })
    expect(
      within(popular)
        .getAllByRole("link")
        .map((item) => item.textContent)
    ).toEqual(["Porsche 911", "General"])
    expect(api.calls.some((call) => call.url === "/api/v1/communities?kind=popular&limit=8")).toBe(true)
    const endingSoon = await screen.findByRole("region", { name: "Ending soon" })
    expect(within(endingSoon).getByRole("link", { name: "1995 Porsche 911 Carrera Coupe" })).toBeTruthy()
    expect(api.calls.some((call) => call.url === "/api/v1/auctions?sort=1&limit=10")).toBe(true)
  })

  it("is at /communities/ too, and asks a member's feed whole", async () => {
    const api = fakeApi(feed([communityPost()]), ...layout)
    renderCommunityPage("/communities/", STORED_SESSION)
    expect(await screen.findByRole("heading", { level: 1, name: "Community Feed" })).toBeTruthy()
    await screen.findByText("Best 911 for the track? (101)")
    expect(feedCalls(api.calls)[0]!.url).toBe(`${POSTS}?limit=21`)
  })

  it("sorts by the query string's sort, the select prompting 'Sort by' until one is chosen", async () => {
    const api = fakeApi(feed([communityPost()]), ...layout)
    const { location } = renderCommunityPage("/community/")
    await screen.findByText("Best 911 for the track? (101)")
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Sort by" })
    expect(select.value).toBe("")
    expect(select.options[0]!.textContent).toBe("Sort by")
    fireEvent.change(select, { target: { value: "new" } })
    await waitFor(() => expect(feedCalls(api.calls).at(-1)!.url).toBe(`${POSTS}?sort=new&limit=21&hide_sketchy=true`))
    expect(location.history.at(-1)).toBe("/community/?sort=new")
    expect(select.value).toBe("new")
    fireEvent.change(select, { target: { value: "top" } })
    expect(location.history.at(-1)).toBe("/community/?sort=top")
  })

  it("reads the next page after the last post when 'Load more' is pressed, and shows no more once a page is short", async () => {
    FakeIntersectionObserver.seesEverything = false
    const first = Array.from({ length: 21 }, (_, index) => communityPost({ id: 300 - index }))
    const api = fakeApi(
      (call) => (call.url.includes("after_id=281") ? Response.json({ posts: [communityPost({ id: 50 })] }) : undefined),
      feed(first),
      ...layout
    )
    renderCommunityPage("/community/")
    await screen.findByText("Best 911 for the track? (300)")
    expect(cards()).toHaveLength(20)
    fireEvent.click(screen.getByRole("button", { name: "Load more" }))
    await screen.findByText("Best 911 for the track? (50)")
    expect(feedCalls(api.calls).at(-1)!.url).toBe(`${POSTS}?limit=21&after_id=281&hide_sketchy=true`)
    expect(cards()).toHaveLength(21)
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull()
  })

  it("shows a post once when it comes in two pages (its activity moved between the reads)", async () => {
    FakeIntersectionObserver.seesEverything = false
    const first = Array.from({ length: 21 }, (_, index) => communityPost({ id: 300 - index }))
    fakeApi(
      (call) =>
        call.url.includes("after_id=281") ? Response.json({ posts: [communityPost({ id: 281 }), communityPost({ id: 50 })] }) : undefined,
      feed(first),
      ...layout
    )
    renderCommunityPage("/community/")
    await screen.findByText("Best 911 for the track? (300)")
    fireEvent.click(screen.getByRole("button", { name: "Load more" }))
    await screen.findByText("Best 911 for the track? (50)")
    expect(screen.getAllByText("Best 911 for the track? (281)")).toHaveLength(1)
    expect(cards()).toHaveLength(21)
  })

  it("loads the next page by itself as the list's end comes into view", async () => {
    const first = Array.from({ length: 21 }, (_, index) => communityPost({ id: 300 - index }))
    fakeApi(
      (call) => (call.url.includes("after_id=281") ? Response.json({ posts: [communityPost({ id: 50 })] }) : undefined),
      feed(first),
      ...layout
    )
    renderCommunityPage("/community/")
    await screen.findByText("Best 911 for the track? (50)")
  })

  it("shows a deleted post as deleted, a flagged one behind View, and a new one marked for a second", async () => {
    fakeApi(
      feed([
        communityPost({ id: 1, deleted_at: new Date().toISOString(), user: null, title: "", snippet: "" }),
        communityPost({ id: 2, flag_count: 3, title: "Flagged by many" }),
        communityPost({ id: 3, attachments: [{ ...photo(9), is_system_flagged: true }], title: "A flagged photo" }),
        communityPost({ id: 4, is_new: true, title: "Just posted" })
      ]),
      ...layout
    )
    renderCommunityPage("/community/")
    expect((await screen.findByRole("link", { name: "This post has been deleted" })).getAttribute("href")).toBe(
      "/community/p/1/best-911-for-the-track"
    )
    expect(screen.getAllByText("The community has flagged this.")).toHaveLength(2)
    expect(screen.queryByText("Flagged by many")).toBeNull()
    fireEvent.click(screen.getAllByRole("button", { name: "View" })[0]!)
    expect(screen.getByText("Flagged by many")).toBeTruthy()
    expect(screen.queryByText("A flagged photo")).toBeNull()

    const fresh = screen.getByText("Just posted").closest("article")!
    expect(fresh.hasAttribute("data-new")).toBe(true)
    await waitFor(() => expect(fresh.hasAttribute("data-new")).toBe(false), { timeout: 3000 })
  })

  it("shows the reader their own flagged post, and a moderator every flagged post, without View", async () => {
    fakeApi(
      feed([
        communityPost({ id: 2, flag_count: 3, title: "Mine, flagged", mine: true }),
        communityPost({ id: 3, is_system_flagged: true, title: "Theirs, flagged" })
      ]),
      ...layout
    )
    renderCommunityPage("/community/", STORED_SESSION)
    expect(await screen.findByText("Mine, flagged")).toBeTruthy()
    expect(screen.getAllByText("The community has flagged this.")).toHaveLength(1)
    cleanup()
    fakeApi(feed([communityPost({ id: 3, is_system_flagged: true, title: "Theirs, flagged" })]), ...layout)
    renderCommunityPage("/community/", { ...STORED_SESSION, abilities: [...STORED_SESSION.abilities, MODERATION_ABILITY] })
    expect(await screen.findByText("Theirs, flagged")).toBeTruthy()
    expect(screen.queryByText("The community has flagged this.")).toBeNull()
  })

  it("shows a blocked author's post as blocked in the app only, and shows it again once unblocked", async () => {
    const blocked = communityPost({ blocked_author: true, title: "From a blocked member" })
    const api = fakeApi(on("DELETE", "/v1/community/blocks/aircooled", { blocked: false }), feed([blocked]), ...layout)
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 RedlineApp/3.1")
    renderCommunityPage("/community/", STORED_SESSION)
    expect(await screen.findByText("You've blocked this user's content")).toBeTruthy()
    expect(screen.queryByText("From a blocked member")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Unblock User" }))
    expect(await screen.findByText("From a blocked member")).toBeTruthy()
    expect(changes(api.calls).map((call) => `${call.method} ${call.url}`)).toEqual(["DELETE /api/v1/community/blocks/aircooled"])
  })

  it("shows a blocked author's post on the web as any other", async () => {
    fakeApi(feed([communityPost({ blocked_author: true, title: "From a blocked member" })]), ...layout)
    renderCommunityPage("/community/", STORED_SESSION)
    expect(await screen.findByText("From a blocked member")).toBeTruthy()
  })

  it("upvotes and flags at once, and goes back when the server refuses", async () => {
    const api = fakeApi(
      on("PUT", "/v1/community/posts/101/upvote", { upvote_count: 5, upvoted: true }),
      on("PUT", "/v1/community/posts/101/flag", { error_code: 1004, message: "Too many" }, 429),
      feed([communityPost()]),
      ...layout
    )
    renderCommunityPage("/community/", STORED_SESSION)
    fireEvent.click(await screen.findByRole("button", { name: "Upvote 4" }))
    expect((await screen.findByRole("button", { name: "Upvote 5" })).getAttribute("aria-pressed")).toBe("true")
    await waitFor(() => expect(changes(api.calls)).toHaveLength(1))
    expect(changes(api.calls)[0]!.body).toEqual({ vote: true })

    fireEvent.click(screen.getByRole("button", { name: "Flag" }))
    expect(await screen.findByRole("button", { name: "Flagged" })).toBeTruthy()
    expect(await screen.findByRole("button", { name: "Flag" })).toBeTruthy()
    expect(changes(api.calls)[1]!.body).toEqual({ flag: true })
  })

  it("offers no upvote of one's own post, and no flag of one's own or the staff's", async () => {
    fakeApi(
      feed([
        communityPost({ id: 1, mine: true, title: "Mine" }),
        communityPost({ id: 2, user: { username: "redline", photo: null, verified: true, is_staff: true }, title: "Staff's" })
      ]),
      ...layout
    )
    renderCommunityPage("/community/", STORED_SESSION)
    const mine = (await screen.findByText("Mine")).closest("article")!
    expect(within(mine).getByRole<HTMLButtonElement>("button", { name: "Upvote 4" }).disabled).toBe(true)
    expect(within(mine).queryByRole("button", { name: "Flag" })).toBeNull()
    const staff = screen.getByText("Staff's").closest("article")!
    expect(within(staff).getByRole<HTMLButtonElement>("button", { name: "Upvote 4" }).disabled).toBe(false)
    expect(within(staff).queryByRole("button", { name: "Flag" })).toBeNull()
  })

  it("sends a visitor to sign in to upvote, and upvotes once they are back", async () => {
    const api = fakeApi(on("PUT", "/v1/community/posts/101/upvote", { upvote_count: 5, upvoted: true }), feed([communityPost()]), ...layout)
    const { store } = renderCommunityPage("/community/?sort=new")
    fireEvent.click(await screen.findByRole("button", { name: "Upvote 4" }))
    expect(store.get(signInRequestAtom)).toEqual({
      from: "/community/?sort=new",
      action: "upvote-post",
      subject: "101",
      sessionExpired: false
    })
    expect(changes(api.calls)).toEqual([])
  })

  it("upvotes the post carried back from signing in", async () => {
    window.history.replaceState({ action: "upvote-post", subject: "101" }, "")
    const api = fakeApi(on("PUT", "/v1/community/posts/101/upvote", { upvote_count: 5, upvoted: true }), feed([communityPost()]), ...layout)
    renderCommunityPage("/community/", STORED_SESSION)
    expect(await screen.findByRole("button", { name: "Upvote 5" })).toBeTruthy()
    await waitFor(() => expect(changes(api.calls)).toHaveLength(1))
    expect(window.history.state).toMatchObject({ action: null })
  })

  it("offers to try again when the feed can't be read", async () => {
    const api = fakeApi(on("GET", "/v1/community/posts", { error_code: 1000, message: "Down" }, 503), ...layout)
    renderCommunityPage("/community/")
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 })
    expect(alert.textContent).toContain("We couldn't load the posts.")
    api.answerFirst(feed([communityPost()]))
    await act(async () => fireEvent.click(within(alert).getByRole("button", { name: "Try again" })))
    expect(await screen.findByText("Best 911 for the track? (101)")).toBeTruthy()
  })
})

describe("a community's feed", () => {
  it("shows the community's posts at its slug and keeps it first among the recently visited", async () => {
    localStorage.setItem(
      "redline.recentCommunities",
      JSON.stringify([{ id: 1, name: "General", slug: "general", url: "/community/general", title: "General", photo: null, timestamp: 1 }])
    )
    const api = fakeApi(on("GET", "/v1/communities/porsche-911", community()), feed([communityPost()]), ...layout)
    renderCommunityPage("/community/porsche-911")
    expect(await screen.findByRole("heading", { level: 1, name: "Porsche 911" })).toBeTruthy()
    await screen.findByText("Best 911 for the track? (101)")
    expect(feedCalls(api.calls)[0]!.url).toBe(`${POSTS}?community_id=12&limit=21&hide_sketchy=true`)
    expect(screen.getByRole("link", { name: "Auctions" }).getAttribute("href")).toBe("/search/porsche/911")
    const recent = screen.getByRole("region", { name: "Recently visited" })
    expect(
      within(recent)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href"))
    ).toEqual(["/community/porsche-911", "/community/general"])
    const stored = JSON.parse(localStorage.getItem("redline.recentCommunities") ?? "[]") as ReadonlyArray<{ id: number }>
    expect(stored.map(({ id }) => id)).toEqual([12, 1])
  })

  it("is live: a post heard on the community's channel takes its place, a new one goes first", async () => {
    fakeApi(on("GET", "/v1/communities/porsche-911", community()), feed([communityPost()]), ...layout)
    const { routes, queryClient } = renderCommunityPage("/community/porsche-911", STORED_SESSION)
    await screen.findByRole("button", { name: "Upvote 4" })
    const { upvoted: _upvoted, flagged: _flagged, mine: _mine, blocked_author: _blocked, ...entry } = communityPost({ upvote_count: 9 })
    act(() => routes.deliver({ channel: "community:12", seq: 1, kind: "community_post", data: entry }, queryClient))
    expect(await screen.findByRole("button", { name: "Upvote 9" })).toBeTruthy()
    const fresh = { ...entry, id: 500, title: "Heard live", is_new: true }
    act(() => routes.deliver({ channel: "community:12", seq: 2, kind: "community_post", data: fresh }, queryClient))
    await waitFor(() => expect(cards()[0]!.textContent).toContain("Heard live"))
    act(() =>
      routes.deliver(
        { channel: "community:99", seq: 1, kind: "community_post", data: { ...fresh, id: 501, title: "Elsewhere" } },
        queryClient
      )
    )
    expect(screen.queryByText("Elsewhere")).toBeNull()
  })

  it("places a post heard live that it doesn't show only where its sort puts it among the posts read", async () => {
    FakeIntersectionObserver.seesEverything = false
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
    const read = Array.from({ length: 21 }, (_, index) => communityPost({ id: 300 - index, active_at: minutesAgo(10 * (index + 1)) }))
    const api = fakeApi(on("GET", "/v1/communities/porsche-911", community()), feed(read), ...layout)
    // a visitor's feed, which leaves out deleted and flagged posts
    const { routes, queryClient } = renderCommunityPage("/community/porsche-911")
    await screen.findByText("Best 911 for the track? (300)")
    expect(feedCalls(api.calls)[0]!.url).toContain("hide_sketchy=true")
    const { upvoted: _upvoted, flagged: _flagged, mine: _mine, blocked_author: _blocked, ...entry } = communityPost()
    let seq = 0
    const hear = (data: typeof entry) =>
      act(() => routes.deliver({ channel: "community:12", seq: ++seq, kind: "community_post", data }, queryClient))
    const titles = () => cards().map((card) => card.querySelector("h2, h3")?.textContent)

    // an upvote on a post older than the last one read waits for paging to bring it
    hear({ ...entry, id: 7, title: "Old post", upvote_count: 40, active_at: minutesAgo(24 * 60) })
    // a deleted post, and in a feed without sketchy posts a flagged one, never show
    hear({ ...entry, id: 600, title: "Deleted", active_at: minutesAgo(0), deleted_at: minutesAgo(0) })
    hear({ ...entry, id: 601, title: "Flagged", active_at: minutesAgo(0), flag_count: 3 })
    // one active between the second and the third goes between them
    hear({ ...entry, id: 602, title: "Between", active_at: minutesAgo(25) })
    await waitFor(() => expect(titles()[2]).toBe("Between"))
    expect(titles().slice(0, 4)).toEqual([
      "Best 911 for the track? (300)",
      "Best 911 for the track? (299)",
      "Between",
      "Best 911 for the track? (298)"
    ])
    expect(cards()).toHaveLength(21)
    for (const title of ["Old post", "Deleted", "Flagged"]) expect(screen.queryByText(title)).toBeNull()
  })

  it("marks a post heard live by an author the reader blocked as blocked, and one by the reader as theirs", async () => {
    fakeApi(on("GET", "/v1/communities/porsche-911", community()), feed([communityPost({ blocked_author: true })]), ...layout)
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 RedlineApp/3.1")
    const { routes, queryClient } = renderCommunityPage("/community/porsche-911", STORED_SESSION)
    expect(await screen.findByText("You've blocked this user's content")).toBeTruthy()
    const { upvoted: _upvoted, flagged: _flagged, mine: _mine, blocked_author: _blocked, ...entry } = communityPost()
    const author = (username: string) => ({ ...entry.user!, username })
    const heard = { ...entry, id: 500, title: "Blocked again", user: author("AirCooled") }
    act(() => routes.deliver({ channel: "community:12", seq: 1, kind: "community_post", data: heard }, queryClient))
    await waitFor(() => expect(screen.getAllByText("You've blocked this user's content")).toHaveLength(2))
    expect(screen.queryByText("Blocked again")).toBeNull()
    const own = { ...entry, id: 501, title: "From my other tab", user: author("Demo_Bidder") }
    act(() => routes.deliver({ channel: "community:12", seq: 2, kind: "community_post", data: own }, queryClient))
    const card = (await screen.findByText("From my other tab")).closest("article")!
    expect((within(card).getByRole("button", { name: /Upvote/ }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("keeps the last 8 communities visited", async () => {
    const visited = Array.from({ length: 8 }, (_, index) => ({
      id: 100 + index,
      name: `C${index}`,
      slug: `c${index}`,
      url: `/community/c${index}`,
      title: `C${index}`,
      photo: null,
      timestamp: index
    }))
    localStorage.setItem("redline.recentCommunities", JSON.stringify(visited))
    fakeApi(on("GET", "/v1/communities/12", community()), feed([]), ...layout)
    renderCommunityPage("/community/12/porsche-911")
    expect(await screen.findByText("No posts yet. Be the first to post.")).toBeTruthy()
    const stored = JSON.parse(localStorage.getItem("redline.recentCommunities") ?? "[]") as ReadonlyArray<{ id: number }>
    expect(stored.map(({ id }) => id)).toEqual([12, 100, 101, 102, 103, 104, 105, 106])
  })

  it("is the not-found page for a community the server doesn't know", async () => {
    fakeApi(on("GET", "/v1/communities/nope", { error_code: 7000, message: "This community doesn't exist." }, 404), ...layout)
    renderCommunityPage("/community/nope")
    expect(await screen.findByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeTruthy()
  })
})

function photo(id: number) {
  return {
    id,
    attachment: { base_url: "/api/v1/images/", path: `community/${id}.jpg`, width: 1600, height: 1067 },
    default_image: false,
    is_system_flagged: false
  }
}
