import type { CommunityPost } from "@redline/api"
import { Messages } from "@redline/domain"
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { auctionListItem } from "../auctions/auctionListItem.fixture.ts"
import { signInRequestAtom } from "../auth/signInDialog.ts"
import { photoDimensions } from "../photos/photoDimensions.ts"
import { STORED_SESSION } from "../testing/auctionDetail.ts"
import { community, communityPost } from "../testing/communityPost.ts"
import { type Answer, type ApiCall, fakeApi, heldCall, on } from "../testing/fakeApi.ts"
import { renderCommunityPage } from "../testing/renderCommunityPage.tsx"
import { composerAtom } from "./composerAtom.ts"

vi.mock("../photos/photoDimensions.ts", () => ({ photoDimensions: vi.fn() }))

const GENERAL = community({
  id: 1,
  name: "General",
  title: "General",
  slug: "general",
  url: "/community/general",
  vehicle_make: null,
  vehicle_model: null
})
const TRACK = community({
  id: 2,
  name: "Track Days",
  title: "Track Days",
  slug: "track-days",
  url: "/community/track-days",
  is_topical: true
})

const layout: ReadonlyArray<Answer> = [
  on("GET", "/v1/communities", { communities: [community(), GENERAL, TRACK] }),
  on("GET", "/v1/auctions", { auctions: [auctionListItem()], total: 0 })
]
const feed = (posts: ReadonlyArray<CommunityPost>): Answer => on("GET", "/v1/community/posts", { posts })
const changes = (calls: ReadonlyArray<ApiCall>) => calls.filter((call) => call.method !== "GET")

const dialog = () => screen.getByRole("dialog")
const title = () => within(dialog()).getByLabelText<HTMLInputElement>("Title")
const body = () => within(dialog()).getByLabelText<HTMLTextAreaElement>("Body text (optional)")
const postButton = () => within(dialog()).getByRole<HTMLButtonElement>("button", { name: "Post" })

const TOKEN = {
  expiration: new Date(Date.now() + 900_000).toISOString(),
  endpoint: "https://store.test",
  bucket: "redline",
  prefix: "uploads/users/1/",
  key: "uploads/users/1/4f1c",
  upload_url: "https://store.test/redline/uploads/users/1/4f1c?X-Amz-Signature=abc"
}
const ATTACHMENT = {
  id: 31,
  attachment: { base_url: "/api/v1/images/", path: "community/31.jpg", width: 1200, height: 900 },
  default_image: false,
  is_system_flagged: false
}
const png = (name = "engine.png") => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" })
const pick = (...files: File[]) => fireEvent.change(within(dialog()).getByLabelText("Add photos"), { target: { files } })
const photos = () => within(dialog()).getByRole("list", { name: "Photos" })

async function openComposer(path = "/community/", ...answers: Answer[]) {
  const api = fakeApi(...answers, on("GET", "/v1/communities/porsche-911", community()), feed([communityPost()]), ...layout)
  const page = renderCommunityPage(path, STORED_SESSION)
  fireEvent.click(await screen.findByRole("button", { name: "New Post" }))
  await screen.findByRole("dialog", { name: "Post to" })
  return { api, ...page }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  sessionStorage.clear()
  window.history.replaceState(null, "")
})

describe("the post composer", () => {
  it("opens 'Post to' with the recent and popular communities, each once, at most 8", async () => {
    localStorage.setItem(
      "redline.recentCommunities",
      JSON.stringify(
        [
          GENERAL,
          ...Array.from({ length: 8 }, (_, index) => community({ id: 50 + index, title: `Recent ${index}`, url: `/community/r${index}` }))
        ].map(({ id, name, slug, url, title, photo }) => ({ id, name, slug, url, title, photo, timestamp: 1 }))
      )
    )
    await openComposer()
    const choices = () =>
      within(dialog())
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")!.textContent)
    await waitFor(() => expect(choices()).toHaveLength(8))
    expect(choices()).toEqual(["General", "Recent 0", "Recent 1", "Recent 2", "Recent 3", "Recent 4", "Recent 5", "Recent 6"])
  })

  it("searches the communities by the trimmed query, an empty one showing the defaults, a failure none", async () => {
    const { api } = await openComposer(
      "/community/",
      (call) =>
        call.url === "/api/v1/communities/predict?query=track" ? Response.json({ query: "track", communities: [TRACK] }) : undefined,
      on("GET", "/v1/communities/predict", { error_code: 1000, message: "Down" }, 503)
    )
    await within(dialog()).findByRole("radio", { name: "Porsche 911" })
    const search = within(dialog()).getByRole("searchbox", { name: "Search communities" })
    fireEvent.change(search, { target: { value: "  track " } })
    await waitFor(() =>
      expect(
        within(dialog())
          .getAllByRole("radio")
          .map((radio) => radio.closest("label")!.textContent)
      ).toEqual(["Track Days"])
    )
    expect(api.calls.some((call) => call.url === "/api/v1/communities/predict?query=track")).toBe(true)
    fireEvent.change(search, { target: { value: "zzz" } })
    expect(await within(dialog()).findByText(Messages.noCommunitiesMatch, {}, { timeout: 10_000 })).toBeTruthy()
    fireEvent.change(search, { target: { value: "" } })
    await within(dialog()).findByRole("radio", { name: "Porsche 911" })
  })

  it("keeps Post off until a community is chosen and the trimmed title has words; Enter in the title posts nothing", async () => {
    const { api } = await openComposer()
    expect(postButton().disabled).toBe(true)
    expect(within(dialog()).getByText("0/120")).toBeTruthy()
    fireEvent.click(await within(dialog()).findByRole("radio", { name: "Track Days" }))
    fireEvent.change(title(), { target: { value: "   " } })
    expect(postButton().disabled).toBe(true)
    fireEvent.change(title(), { target: { value: "Laguna Seca in March?" } })
    expect(postButton().disabled).toBe(false)
    expect(fireEvent.keyDown(title(), { key: "Enter" })).toBe(false)
    expect(changes(api.calls)).toEqual([])
  })

  it("counts the title and the body against their limits, red and refused past them", async () => {
    await openComposer()
    fireEvent.click(await within(dialog()).findByRole("radio", { name: "Track Days" }))
    fireEvent.change(title(), { target: { value: "t".repeat(121) } })
    expect(within(dialog()).getByText("Your title is too long")).toBeTruthy()
    expect(within(dialog()).getByText("121/120").closest("p")?.hasAttribute("data-over")).toBe(true)
    expect(postButton().disabled).toBe(true)
    fireEvent.change(title(), { target: { value: "Fits" } })
    fireEvent.change(body(), { target: { value: "b".repeat(10_001) } })
    expect(within(dialog()).getByText("Your post is too long")).toBeTruthy()
    expect(within(dialog()).getByText("10,001/10,000").closest("p")?.hasAttribute("data-over")).toBe(true)
    expect(postButton().disabled).toBe(true)
    fireEvent.change(body(), { target: { value: "" } })
    expect(postButton().disabled).toBe(false)
  })

  it("posts the trimmed title and body to the chosen community, then shows the feed newest first with the post on top", async () => {
    const posted = communityPost({ id: 900, title: "Laguna Seca in March?", community_id: 2, community: TRACK, is_new: true, mine: true })
    const { api, location } = await openComposer("/community/", on("POST", "/v1/community/posts", posted, 201), (call) =>
      call.url.includes("sort=new") ? Response.json({ posts: [posted, communityPost()] }) : undefined
    )
    fireEvent.click(await within(dialog()).findByRole("radio", { name: "Track Days" }))
    fireEvent.change(title(), { target: { value: "  Laguna Seca in March?  " } })
    fireEvent.change(body(), { target: { value: " Who's going? " } })
    fireEvent.click(postButton())
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(changes(api.calls)[0]!.body).toEqual({ community_id: 2, title: "Laguna Seca in March?", text: "Who's going?", attachments: [] })
    expect(location.history.at(-1)).toBe("/community/?sort=new")
    expect(await screen.findByText("Laguna Seca in March?")).toBeTruthy()
    expect(sessionStorage.getItem("redline.community-post-draft")).toBeNull()
  })

  it("goes back to the top of a feed already newest first once posted", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined)
    const posted = communityPost({ id: 900, title: "On top" })
    const { location } = await openComposer("/community/porsche-911?sort=new", on("POST", "/v1/community/posts", posted, 201))
    fireEvent.change(title(), { target: { value: "On top" } })
    fireEvent.click(postButton())
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0 }))
    expect(location.history.at(-1)).toBe("/community/porsche-911?sort=new")
    expect(await screen.findByText("On top")).toBeTruthy()
  })

  it("posts to the community of the page it opens on, and from another page goes to that community newest first", async () => {
    const posted = communityPost({ id: 900, title: "Posted" })
    const { api, location } = await openComposer(
      "/communities/directory",
      on("GET", "/v1/communities/directory", { makes: [], topical: [], general: GENERAL }),
      on("POST", "/v1/community/posts", posted, 201)
    )
    fireEvent.click(await within(dialog()).findByRole("radio", { name: "Porsche 911" }))
    fireEvent.change(title(), { target: { value: "Posted" } })
    fireEvent.click(postButton())
    await waitFor(() => expect(location.history.at(-1)).toBe("/community/porsche-911?sort=new"))
    expect(changes(api.calls)[0]!.body).toMatchObject({ community_id: 12 })
  })

  it("chooses the page's community beforehand on a community's feed", async () => {
    await openComposer("/community/porsche-911")
    expect(within(dialog()).getByRole<HTMLInputElement>("radio", { name: "Porsche 911" }).checked).toBe(true)
    await waitFor(() => expect(document.activeElement).toBe(title()))
  })

  it.each([
    [403, Messages.suspendedFromPosting],
    [400, Messages.postInappropriate]
  ])("says the server's refusal (%i) in the composer, which stays open with the draft", async (status, message) => {
    const { api } = await openComposer("/community/porsche-911", on("POST", "/v1/community/posts", { error_code: 7005, message }, status))
    fireEvent.change(title(), { target: { value: "Again" } })
    fireEvent.click(postButton())
    expect((await within(dialog()).findByRole("alert")).textContent).toBe(message)
    expect(title().value).toBe("Again")
    expect(changes(api.calls)).toHaveLength(1)
  })

  it("says the post cooldown with Post off after a new post, and after a cooldown refusal until its Retry-After", async () => {
    const refusal = { error_code: 7005, message: Messages.postCooldown }
    const { api } = await openComposer("/community/porsche-911", (call) =>
      call.method === "POST" ? Response.json(refusal, { status: 429, headers: { "Retry-After": "1" } }) : undefined
    )
    fireEvent.change(title(), { target: { value: "Again" } })
    fireEvent.click(postButton())
    expect((await within(dialog()).findByRole("status")).textContent).toBe(Messages.postCooldown)
    expect(postButton().disabled).toBe(true)
    await waitFor(() => expect(within(dialog()).queryByRole("status")).toBeNull(), { timeout: 3_000 })
    expect(postButton().disabled).toBe(false)
    expect(title().value).toBe("Again")
    expect(changes(api.calls)).toHaveLength(1)
  })

  it("puts the post cooldown on once posted", async () => {
    const posted = communityPost({ id: 900, title: "Laguna Seca in March?", is_new: true, mine: true })
    await openComposer("/community/porsche-911", on("POST", "/v1/community/posts", posted, 201))
    fireEvent.change(title(), { target: { value: "Laguna Seca in March?" } })
    fireEvent.click(postButton())
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    fireEvent.click(screen.getByRole("button", { name: "New Post" }))
    await screen.findByRole("dialog", { name: "Post to" })
    expect(within(dialog()).getByRole("status").textContent).toBe(Messages.postCooldown)
    fireEvent.change(title(), { target: { value: "Another" } })
    expect(postButton().disabled).toBe(true)
  })

  it("says the default words when the post fails otherwise", async () => {
    await openComposer("/community/porsche-911", on("POST", "/v1/community/posts", { error_code: 1000, message: "Boom" }, 500))
    fireEvent.change(title(), { target: { value: "Again" } })
    fireEvent.click(postButton())
    expect((await within(dialog()).findByRole("alert", {}, { timeout: 10_000 })).textContent).toBe(
      "There was an issue submitting  your post, please try again."
    )
  })

  it("keeps Post off while posting", async () => {
    const posting = heldCall("POST", "/v1/community/posts")
    for (const answer of [on("GET", "/v1/communities/porsche-911", community()), feed([]), ...layout]) posting.api.answerFirst(answer)
    renderCommunityPage("/community/porsche-911", STORED_SESSION)
    fireEvent.click(await screen.findByRole("button", { name: "New Post" }))
    fireEvent.change(await within(await screen.findByRole("dialog")).findByLabelText("Title"), { target: { value: "Once" } })
    fireEvent.click(postButton())
    const button = await within(dialog()).findByRole<HTMLButtonElement>("button", { name: "Posting…" })
    expect(button.disabled).toBe(true)
    await act(async () => posting.answer(Response.json(communityPost({ id: 5, title: "Once" }), { status: 201 })))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
  })

  it("lets a visitor write, and sends them to sign in when they post, the draft kept in the tab", async () => {
    const api = fakeApi(feed([]), ...layout)
    const { store } = renderCommunityPage("/community/")
    fireEvent.click(await screen.findByRole("button", { name: "New Post" }))
    fireEvent.click(await within(dialog()).findByRole("radio", { name: "Track Days" }))
    fireEvent.change(title(), { target: { value: "Written before signing in" } })
    fireEvent.change(body(), { target: { value: "Every word" } })
    fireEvent.click(postButton())
    expect(store.get(signInRequestAtom)).toEqual({ from: "/community/", action: "new-post", subject: null, sessionExpired: false })
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([])
    expect(JSON.parse(sessionStorage.getItem("redline.community-post-draft") ?? "null")).toMatchObject({
      title: "Written before signing in",
      text: "Every word",
      community: { id: 2 }
    })
  })

  it("opens the composer with the draft kept in the tab once back from signing in", async () => {
    sessionStorage.setItem(
      "redline.community-post-draft",
      JSON.stringify({ community: { id: 2, title: "Track Days", url: "/community/track-days" }, title: "Kept", text: "Every word" })
    )
    window.history.replaceState({ action: "new-post" }, "")
    fakeApi(feed([]), ...layout)
    renderCommunityPage("/community/", STORED_SESSION)
    expect(await screen.findByRole("dialog", { name: "Post to" })).toBeTruthy()
    expect(title().value).toBe("Kept")
    expect(body().value).toBe("Every word")
    expect(within(dialog()).getByRole<HTMLInputElement>("radio", { name: "Track Days" }).checked).toBe(true)
  })

  it("starts afresh when New Post is pressed", async () => {
    sessionStorage.setItem("redline.community-post-draft", JSON.stringify({ community: null, title: "Old", text: "" }))
    await openComposer()
    expect(title().value).toBe("")
  })

  it("uploads photos, each saying where it stands, keeps Post off meanwhile, and posts their ids", async () => {
    vi.mocked(photoDimensions).mockImplementation(async (file: Blob) =>
      file instanceof File && file.name === "huge.png" ? { width: 9000, height: 6000 } : { width: 1200, height: 900 }
    )
    let stored: (response: Response) => void = () => undefined
    const { api } = await openComposer(
      "/community/porsche-911",
      (call) => (call.url === TOKEN.upload_url ? new Promise<Response>((resolve) => (stored = resolve)) : undefined),
      on("GET", "/v1/auth/s3-token", TOKEN),
      on("POST", "/v1/community_attachments", ATTACHMENT, 201),
      on("POST", "/v1/community/posts", communityPost({ id: 7 }), 201)
    )
    fireEvent.change(title(), { target: { value: "With photos" } })
    pick(png(), png("huge.png"), new File(["text"], "notes.txt", { type: "text/plain" }))
    expect(await within(photos()).findByText("Uploading…")).toBeTruthy()
    expect(postButton().disabled).toBe(true)
    await waitFor(() =>
      expect(
        within(photos())
          .getAllByRole("alert")
          .map((alert) => alert.textContent)
      ).toEqual(["Too large (max 8064x6048)", "Unsupported file format"])
    )
    await act(async () => stored(new Response(null, { status: 200 })))
    await waitFor(() => expect(photos().querySelector("img")?.getAttribute("src")).toBe("/api/v1/images/community/31.jpg?w=356&q=70"))
    expect(changes(api.calls).find((call) => call.url === "/api/v1/community_attachments")!.body).toEqual({ key: TOKEN.key })
    fireEvent.click(postButton())
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(changes(api.calls).at(-1)!.body).toMatchObject({ attachments: [31] })
  })

  it("says 'Error uploading' when the store refuses a photo", async () => {
    vi.mocked(photoDimensions).mockResolvedValue({ width: 1200, height: 900 })
    await openComposer(
      "/community/porsche-911",
      (call) => (call.url === TOKEN.upload_url ? new Response(null, { status: 403 }) : undefined),
      on("GET", "/v1/auth/s3-token", TOKEN)
    )
    pick(png())
    expect((await within(photos()).findByRole("alert")).textContent).toBe("Error uploading")
  })
})

describe("editing a post", () => {
  it("marks a saved photo to delete, and deletes it by id before saving the post", async () => {
    const mine = communityPost({ mine: true, attachments: [ATTACHMENT, { ...ATTACHMENT, id: 32 }] })
    const api = fakeApi(
      on("POST", "/v1/community_attachments/delete", { deleted: [31] }),
      on("PUT", "/v1/community/posts/101", { ...mine, title: "Edited", attachments: [{ ...ATTACHMENT, id: 32 }] }),
      feed([mine]),
      ...layout
    )
    const { store } = renderCommunityPage("/community/", STORED_SESSION)
    await screen.findByText(mine.title)
    act(() => store.set(composerAtom, { kind: "edit", post: mine }))
    expect(await screen.findByRole("dialog", { name: "Edit post" })).toBeTruthy()
    expect(title().value).toBe(mine.title)
    fireEvent.click(within(photos()).getAllByRole("button", { name: "Remove photo" })[0]!)
    expect(within(photos()).getByText("Deleted when saved")).toBeTruthy()
    fireEvent.change(title(), { target: { value: "Edited" } })
    fireEvent.click(within(dialog()).getByRole("button", { name: "Save" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(changes(api.calls).map((call) => [call.method, call.url, call.body])).toEqual([
      ["POST", "/api/v1/community_attachments/delete", { ids: [31] }],
      ["PUT", "/api/v1/community/posts/101", { title: "Edited", text: mine.text, attachments: [32] }]
    ])
    expect(await screen.findByText("Edited")).toBeTruthy()
  })
})
