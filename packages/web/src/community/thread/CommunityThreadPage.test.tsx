import type { CommunityPost, CommunityReply } from "@redline/api"
import { COMMUNITY_REPLY_MAX_LENGTH, Messages } from "@redline/domain"
import { QueryClientProvider } from "@tanstack/react-query"
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { Suspense } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../../app/queryClient.ts"
import { signInRequestAtom } from "../../auth/signInDialog.ts"
import { photoDimensions } from "../../photos/photoDimensions.ts"
import { RealtimeRoutes } from "../../realtime/RealtimeRoutes.ts"
import { type StoredSession, storedSessionAtom } from "../../session/sessionAtom.ts"
import { signIn, STORED_SESSION } from "../../testing/auctionDetail.ts"
import { communityPost, communityReply } from "../../testing/communityThread.ts"
import { type ApiCall, fakeApi, on } from "../../testing/fakeApi.ts"
import { TestRealtime } from "../../testing/TestRealtime.tsx"
import CommunityThreadPage from "./CommunityThreadPage.tsx"

vi.mock("../../photos/photoDimensions.ts", () => ({ photoDimensions: vi.fn() }))

const POST = "/v1/community/posts/5"
const REPLIES = "/v1/community/posts/5/replies"
const BY_IDS = "/v1/community/replies"
const SENT = { timeout: 5_000 }
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const changes = (calls: ReadonlyArray<ApiCall>) => calls.filter((call) => call.method !== "GET")
const item = (text: string) => screen.getByText(text).closest("li") as HTMLElement

/** An answer the test gives when it has looked at the page meanwhile. */
function held() {
  let answer: (response: Response) => void = () => undefined
  const response = new Promise<Response>((resolve) => (answer = resolve))
  return { response, answer: (given: Response) => answer(given) }
}

/** Reply 10 (level 1) with reply 11 (level 2) under it, whose reply 12 (level 3) is collapsed. */
const NESTED: ReadonlyArray<CommunityReply> = [
  communityReply(10, { replies: [11], reply_count: 1 }),
  communityReply(11, { level: 2, reply_to_community_reply_id: 10, replies: [12], reply_count: 1 })
]
const LEVEL_3 = communityReply(12, { level: 3, reply_to_community_reply_id: 11 })

function renderThread(path = "/community/p/5/best-911-for-the-track") {
  const queryClient = createQueryClient()
  // the anchor is the browser's: the location's search ends before it
  const [pathname, search = ""] = path.split("#")[0]!.split("?")
  const location = memoryLocation({ path: pathname ?? "/", searchPath: search, record: true })
  const store = createStore()
  const routes = new RealtimeRoutes()
  store.set(storedSessionAtom, JSON.parse(localStorage.getItem("redline.session") ?? "null") as StoredSession | null)
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <TestRealtime routes={routes}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Suspense>
              <Route path="/community/p/:postId/:postTitle?">
                <CommunityThreadPage />
              </Route>
            </Suspense>
          </Router>
        </TestRealtime>
      </QueryClientProvider>
    </Provider>
  )
  return { queryClient, store, routes }
}

const thread = (post: CommunityPost, replies: ReadonlyArray<CommunityReply>, ...more: Parameters<typeof fakeApi>) =>
  fakeApi(on("GET", POST, post), on("GET", REPLIES, { replies }), ...more)

describe("CommunityThreadPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    localStorage.clear()
    sessionStorage.clear()
    window.history.replaceState(null, "")
  })

  it("shows the post through the comments' Markdown, a link back to its community, and its replies nested, no Reply on level 3", async () => {
    signIn()
    const api = thread(communityPost({ reply_count: 3 }), NESTED, on("GET", BY_IDS, { replies: [LEVEL_3] }))
    renderThread()
    expect(await screen.findByRole("heading", { level: 1, name: "Best 911 for the track?" })).toBeTruthy()
    expect(screen.getByText("996 GT3").tagName).toBe("STRONG")
    expect(screen.getByRole("link", { name: /Back to Porsche 911/ }).getAttribute("href")).toBe("/community/porsche-911")
    await screen.findByText("Reply 11")
    expect(api.calls.find((call) => call.url.startsWith(`/api${REPLIES}`))?.url).toBe(`/api${REPLIES}?limit=21`)
    expect(item("Reply 11").getAttribute("data-level")).toBe("2")
    expect(within(item("Reply 11")).getAllByRole("button", { name: "Reply" })).toHaveLength(1)
    // level 3 waits behind its count until read by id
    expect(screen.queryByText("Reply 12")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "1 reply" }))
    await screen.findByText("Reply 12")
    expect(api.calls.some((call) => call.url === `/api${BY_IDS}?ids=12`)).toBe(true)
    expect(within(item("Reply 12")).queryByRole("button", { name: "Reply" })).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Hide replies" }))
    expect(screen.queryByText("Reply 12")).toBeNull()
  })

  it("asks one level-1 reply more than a page to know more follow, and reads on after the last one", async () => {
    const first = Array.from({ length: 21 }, (_, index) => communityReply(100 + index))
    const api = fakeApi(on("GET", POST, communityPost()), (call) => {
      if (!call.url.startsWith(`/api${REPLIES}`)) return undefined
      const after = new URL(call.url, "http://x").searchParams.get("after_id")
      return Response.json({ replies: after === null ? first : [communityReply(200)] })
    })
    renderThread()
    await screen.findByText("Reply 119")
    expect(screen.queryByText("Reply 120")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Load more" }))
    await screen.findByText("Reply 200")
    expect(api.calls.at(-1)?.url).toBe(`/api${REPLIES}?limit=21&after_id=119`)
  })

  it("upvotes a reply at once and puts it back when refused; one's own can't be upvoted", async () => {
    signIn()
    const mine = communityReply(11, { mine: true, user: { ...communityReply(11).user!, username: "demo_bidder" } })
    const api = thread(communityPost(), [communityReply(10, { upvote_count: 2 }), mine])
    const refusal = held()
    api.answerFirst((call) => (call.method === "PUT" ? refusal.response : undefined))
    renderThread()
    await screen.findByText("Reply 10")
    const upvote = within(item("Reply 10")).getByRole("button", { name: /Upvote/ })
    fireEvent.click(upvote)
    await waitFor(() => expect(upvote.getAttribute("aria-pressed")).toBe("true"))
    expect(upvote.textContent).toContain("3")
    await waitFor(() => expect(changes(api.calls)).toMatchObject([{ method: "PUT", body: { vote: true } }]), SENT)
    refusal.answer(new Response("", { status: 500 }))
    await waitFor(() => expect(upvote.getAttribute("aria-pressed")).toBe("false"))
    expect(upvote.textContent).toContain("2")
    expect((within(item("Reply 11")).getByRole("button", { name: /Upvote/ }) as HTMLButtonElement).disabled).toBe(true)
    expect(within(item("Reply 11")).queryByRole("button", { name: "Flag" })).toBeNull()
  })

  it("flags the post at once and puts it back, silently, when refused", async () => {
    signIn()
    const api = thread(communityPost(), [])
    const refusal = held()
    api.answerFirst((call) => (call.method === "PUT" ? refusal.response : undefined))
    renderThread()
    const post = (await screen.findByRole("article")) as HTMLElement
    fireEvent.click(within(post).getByRole("button", { name: "Flag" }))
    expect(await within(post).findByRole("button", { name: "Flagged" })).toBeTruthy()
    refusal.answer(Response.json({ error_code: 1004, message: "Too many requests." }, { status: 429 }))
    await waitFor(() => expect(within(post).getByRole("button", { name: "Flag" }).getAttribute("aria-pressed")).toBe("false"), SENT)
    expect(changes(api.calls)).toMatchObject([{ url: `/api${POST}/flag`, body: { flag: true } }])
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("sends a visitor who upvotes to sign in, and upvotes once they are back", async () => {
    const api = thread(
      communityPost(),
      [communityReply(10)],
      on("PUT", "/v1/community/replies/10/upvote", { upvote_count: 1, upvoted: true })
    )
    const { store } = renderThread()
    await screen.findByText("Reply 10")
    fireEvent.click(within(item("Reply 10")).getByRole("button", { name: /Upvote/ }))
    expect(store.get(signInRequestAtom)).toMatchObject({ action: "upvote-reply", subject: "10" })
    expect(changes(api.calls)).toEqual([])
  })

  it("upvotes what a visitor asked for once they are back from signing in", async () => {
    signIn()
    window.history.replaceState({ action: "upvote-reply", subject: "10" }, "")
    const api = thread(
      communityPost(),
      [communityReply(10)],
      on("PUT", "/v1/community/replies/10/upvote", { upvote_count: 1, upvoted: true })
    )
    renderThread()
    await waitFor(
      () => expect(changes(api.calls)).toMatchObject([{ url: "/api/v1/community/replies/10/upvote", body: { vote: true } }]),
      SENT
    )
  })

  it("gives moderators System Flag, 'Flagged for photo(s)' while a photo is flagged, and Delete on anyone's reply, through the admin calls", async () => {
    signIn({ ...STORED_SESSION, abilities: ["moderation"] })
    const photo = {
      id: 7,
      attachment: { base_url: "/api/v1/images/", path: "community/7.jpg", width: 800, height: 600 },
      default_image: true
    }
    const api = thread(
      communityPost({ reply_count: 2, created_at: minutesAgo(600) }),
      [communityReply(10, { attachments: [{ ...photo, is_system_flagged: true }] }), communityReply(11)],
      on("PUT", "/v1/admin/community/posts/5/system_flag", communityPost({ is_system_flagged: true, reply_count: 1 })),
      on("DELETE", "/v1/admin/community/replies/11", communityReply(11, { deleted_at: minutesAgo(0) }))
    )
    renderThread()
    await screen.findByText("Reply 11")
    expect((within(item("Reply 10")).getByRole("button", { name: "Flagged for photo(s)" }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(within(item("Reply 11")).getByRole("button", { name: "Delete" }))
    expect(within(item("Reply 11")).getByText(Messages.deleteReplyConfirm)).toBeTruthy()
    fireEvent.click(within(item("Reply 11")).getByRole("button", { name: "Delete" }))
    await waitFor(() => expect(screen.queryByText("Reply 11")).toBeNull())
    expect(screen.getByRole("heading", { name: /^Replies/ }).textContent).toBe("Replies 1")
    const post = screen.getByRole("article")
    fireEvent.click(within(post).getByRole("button", { name: "System Flag" }))
    expect(await within(post).findByRole("button", { name: "Remove System Flag" })).toBeTruthy()
    // the post deletes behind the same question
    fireEvent.click(within(post).getByRole("button", { name: "Delete" }))
    expect(within(post).getByText(Messages.deletePostConfirm)).toBeTruthy()
    await waitFor(
      () =>
        expect(changes(api.calls)).toMatchObject([
          { method: "DELETE", url: "/api/v1/admin/community/replies/11" },
          { method: "PUT", url: "/api/v1/admin/community/posts/5/system_flag", body: { is_system_flagged: true } }
        ]),
      SENT
    )
  })

  it("brings a linked nested reply into view, reading its parent's children by id, and marks it", async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => undefined)
    const api = thread(communityPost(), NESTED, on("GET", BY_IDS, { replies: [LEVEL_3] }))
    renderThread("/community/p/5/best-911-for-the-track?rid=12&prid=11")
    await screen.findByText("Reply 12")
    expect(api.calls.some((call) => call.url === `/api${BY_IDS}?ids=12`)).toBe(true)
    await waitFor(() => expect(item("Reply 12").hasAttribute("data-highlighted")).toBe(true))
    expect(item("Reply 12").id).toBe("reply-12")
    expect(scrolled.mock.contexts[0]).toBe(item("Reply 12"))
  })

  it("reads the next pages for a linked reply that isn't on the first", async () => {
    vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => undefined)
    const first = Array.from({ length: 21 }, (_, index) => communityReply(100 + index))
    fakeApi(on("GET", POST, communityPost()), (call) => {
      if (!call.url.startsWith(`/api${REPLIES}`)) return undefined
      const after = new URL(call.url, "http://x").searchParams.get("after_id")
      return Response.json({ replies: after === null ? first : [communityReply(200)] })
    })
    renderThread("/community/p/5/best-911-for-the-track?rid=200#reply-200")
    await screen.findByText("Reply 200")
    await waitFor(() => expect(item("Reply 200").hasAttribute("data-highlighted")).toBe(true))
    expect(document.activeElement).toBe(item("Reply 200"))
  })

  it("edits the post in the 'Edit post' composer within the window", async () => {
    signIn()
    const mine = { mine: true, user: { ...communityReply(1).user!, username: "demo_bidder" }, created_at: minutesAgo(5) }
    const api = thread(
      communityPost(mine),
      [],
      on("PUT", POST, communityPost({ ...mine, title: "Best 911 for track days?", text: "996 GT3 it is.", edited_at: minutesAgo(0) }))
    )
    renderThread()
    const post = (await screen.findByRole("article")) as HTMLElement
    fireEvent.click(within(post).getByRole("button", { name: "Edit" }))
    const composer = await screen.findByRole("dialog", { name: "Edit post" })
    fireEvent.change(within(composer).getByLabelText("Title"), { target: { value: "Best 911 for track days?" } })
    fireEvent.change(within(composer).getByLabelText("Body text (optional)"), { target: { value: "996 GT3 it is." } })
    fireEvent.click(within(composer).getByRole("button", { name: "Save" }))
    expect(await screen.findByRole("heading", { level: 1, name: "Best 911 for track days?" }, SENT)).toBeTruthy()
    expect(within(post).getByText("Edited")).toBeTruthy()
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(changes(api.calls)).toMatchObject([
      { method: "PUT", url: `/api${POST}`, body: { title: "Best 911 for track days?", text: "996 GT3 it is.", attachments: [] } }
    ])
  })

  it("takes replies and the post arriving live on the post's community_thread channel", async () => {
    fakeApi(on("GET", POST, communityPost({ reply_count: 1 })), on("GET", REPLIES, { replies: [communityReply(10)] }))
    const { routes, queryClient } = renderThread()
    await screen.findByText("Reply 10")
    const {
      upvoted: _u,
      flagged: _f,
      mine: _m,
      blocked_author: _b,
      ...shared
    } = communityReply(13, {
      text: "Live one",
      level: 2,
      reply_to_community_reply_id: 10
    })
    act(() => routes.deliver({ channel: "community_thread:5", seq: 1, kind: "community_reply", data: shared }, queryClient))
    expect(await screen.findByText("Live one")).toBeTruthy()
    expect(item("Live one").parentElement?.closest("li")?.id).toBe("reply-10")
    // the count is the post's, which the channel carries again when it moves
    expect(screen.getByRole("heading", { name: /^Replies/ }).textContent).toBe("Replies 1")
    const { upvoted: _pu, flagged: _pf, mine: _pm, blocked_author: _pb, ...post } = communityPost({ text: "Edited text", reply_count: 2 })
    act(() => routes.deliver({ channel: "community_thread:5", seq: 2, kind: "community_post", data: post }, queryClient))
    expect(await screen.findByText("Edited text")).toBeTruthy()
    expect(screen.getByRole("heading", { name: /^Replies/ }).textContent).toBe("Replies 2")
    act(() =>
      routes.deliver(
        { channel: "community_thread:5", seq: 3, kind: "community_reply", data: { ...shared, deleted_at: minutesAgo(0) } },
        queryClient
      )
    )
    await waitFor(() => expect(screen.queryByText("Live one")).toBeNull())
  })

  it("counts no reply from the events of replies it doesn't show, such as an upvote on a collapsed one", async () => {
    fakeApi(on("GET", POST, communityPost({ reply_count: 3 })), on("GET", REPLIES, { replies: NESTED }))
    const { routes, queryClient } = renderThread()
    await screen.findByText("Reply 11")
    const { upvoted: _u, flagged: _f, mine: _m, blocked_author: _b, ...upvoted } = LEVEL_3
    act(() =>
      routes.deliver({ channel: "community_thread:5", seq: 1, kind: "community_reply", data: { ...upvoted, upvote_count: 4 } }, queryClient)
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByRole("heading", { name: /^Replies/ }).textContent).toBe("Replies 3")
  })

  describe("replying", () => {
    it("says 'Your reply is too long' with the count, and sends nothing", async () => {
      signIn()
      const api = thread(communityPost(), [])
      renderThread()
      const box = await screen.findByLabelText("Write a reply")
      fireEvent.change(box, { target: { value: "x".repeat(COMMUNITY_REPLY_MAX_LENGTH + 1) } })
      expect(screen.getByText(`5,001/5,000`)).toBeTruthy()
      fireEvent.click(screen.getByRole("button", { name: "Reply" }))
      expect(screen.getByText(Messages.replyTooLong)).toBeTruthy()
      expect(changes(api.calls)).toEqual([])
    })

    it("opens a reply's composer, and a sent reply shows under it; a refused one keeps its text and says 'Error creating reply'", async () => {
      signIn()
      const api = thread(communityPost({ reply_count: 1 }), [communityReply(10)])
      api.answerFirst((call) =>
        call.method === "POST" ? Response.json({ error_code: 7005, message: Messages.replyCooldown }, { status: 429 }) : undefined
      )
      renderThread()
      await screen.findByText("Reply 10")
      fireEvent.click(within(item("Reply 10")).getByRole("button", { name: "Reply" }))
      const box = screen.getByLabelText("Reply to @member_10")
      fireEvent.change(box, { target: { value: "Second thought" } })
      fireEvent.click(within(box.closest("form")!).getByRole("button", { name: "Reply" }))
      const failed = await screen.findByText(Messages.replyCreateFailed, {}, SENT)
      expect(failed.closest("p")?.textContent).toBe(`${Messages.replyCreateFailed} ${Messages.replyCooldown}`)
      expect(failed.closest("li")?.parentElement?.closest("li")?.id).toBe("reply-10")
      expect((screen.getByLabelText("Reply to @member_10") as HTMLTextAreaElement).value).toBe("Second thought")
      expect(within(screen.getByLabelText("Reply to @member_10").closest("form")!).getByText(Messages.replyCooldown)).toBeTruthy()
      expect(changes(api.calls)[0]?.body).toEqual({ text: "Second thought", attachments: [], reply_to_community_reply_id: 10 })
    })

    it("shows a sent reply in place of the one on its way, counts it, and closes the composer", async () => {
      signIn()
      const api = thread(
        communityPost({ reply_count: 1 }),
        [communityReply(10)],
        on(
          "POST",
          REPLIES,
          communityReply(14, {
            text: "Agreed",
            level: 2,
            reply_to_community_reply_id: 10,
            mine: true,
            user: { ...communityReply(1).user!, username: "demo_bidder" }
          }),
          201
        )
      )
      renderThread()
      await screen.findByText("Reply 10")
      fireEvent.click(within(item("Reply 10")).getByRole("button", { name: "Reply" }))
      fireEvent.change(screen.getByLabelText("Reply to @member_10"), { target: { value: "Agreed" } })
      fireEvent.submit(screen.getByLabelText("Reply to @member_10").closest("form")!)
      await waitFor(() => expect(item("Agreed").id).toBe("reply-14"), SENT)
      expect(screen.queryByLabelText("Reply to @member_10")).toBeNull()
      expect(screen.getByRole("heading", { name: /^Replies/ }).textContent).toBe("Replies 2")
      expect(changes(api.calls)).toHaveLength(1)
    })

    it("counts a sent reply once, whether the post's event with its count comes before the answer or after", async () => {
      signIn()
      const api = thread(communityPost({ reply_count: 1 }), [communityReply(10)])
      const answer = held()
      api.answerFirst((call) => (call.method === "POST" ? answer.response : undefined))
      const { routes, queryClient } = renderThread()
      await screen.findByText("Reply 10")
      fireEvent.change(screen.getByLabelText("Write a reply"), { target: { value: "Agreed" } })
      fireEvent.submit(screen.getByLabelText("Write a reply").closest("form")!)
      await waitFor(() => expect(changes(api.calls)).toHaveLength(1), SENT)
      const { upvoted: _u, flagged: _f, mine: _m, blocked_author: _b, ...post } = communityPost({ reply_count: 2 })
      act(() => routes.deliver({ channel: "community_thread:5", seq: 1, kind: "community_post", data: post }, queryClient))
      await waitFor(() => expect(screen.getByRole("heading", { name: /^Replies/ }).textContent).toBe("Replies 2"))
      answer.answer(Response.json(communityReply(14, { text: "Agreed", mine: true }), { status: 201 }))
      await waitFor(() => expect(screen.getByText("Agreed").closest("li")?.id).toBe("reply-14"), SENT)
      expect(screen.getByRole("heading", { name: /^Replies/ }).textContent).toBe("Replies 2")
    })

    it("says the reply cooldown with Reply off after a reply, and after a cooldown refusal until its Retry-After", async () => {
      signIn()
      const refusal = { error_code: 7005, message: Messages.replyCooldown }
      const api = thread(communityPost({ reply_count: 1 }), [communityReply(10)])
      api.answerFirst((call) =>
        call.method === "POST" ? Response.json(refusal, { status: 429, headers: { "Retry-After": "1" } }) : undefined
      )
      renderThread()
      await screen.findByText("Reply 10")
      const form = () => screen.getByLabelText("Write a reply").closest("form")!
      const send = () => within(form()).getByRole<HTMLButtonElement>("button", { name: "Reply" })
      fireEvent.change(screen.getByLabelText("Write a reply"), { target: { value: "Too soon" } })
      fireEvent.click(send())
      expect((await within(form()).findByRole("status", {}, SENT)).textContent).toBe(Messages.replyCooldown)
      expect(send().disabled).toBe(true)
      await waitFor(() => expect(within(form()).queryByRole("status")).toBeNull(), { timeout: 3_000 })
      expect(send().disabled).toBe(false)

      api.answerFirst((call) => (call.method === "POST" ? Response.json(communityReply(14, { text: "Now" }), { status: 201 }) : undefined))
      fireEvent.change(screen.getByLabelText("Write a reply"), { target: { value: "Now" } })
      fireEvent.click(send())
      expect((await within(form()).findByRole("status", {}, SENT)).textContent).toBe(Messages.replyCooldown)
      expect(send().disabled).toBe(true)
    })

    it("sends a reply of a photo alone, the photo through the uploader and community_attachments", async () => {
      signIn()
      vi.mocked(photoDimensions).mockResolvedValue({ width: 1200, height: 900 })
      const token = {
        expiration: new Date(Date.now() + 900_000).toISOString(),
        endpoint: "https://store.test",
        bucket: "redline",
        prefix: "uploads/users/1/",
        key: "uploads/users/1/4f1c",
        upload_url: "https://store.test/redline/uploads/users/1/4f1c?X-Amz-Signature=abc"
      }
      const attachment = {
        id: 31,
        attachment: { base_url: "/api/v1/images/", path: "community/31.jpg", width: 1200, height: 900 },
        default_image: true,
        is_system_flagged: false
      }
      const api = thread(
        communityPost(),
        [],
        on("GET", "/v1/auth/s3-token", token),
        (call) => (call.url.startsWith("https://store.test/") ? new Response(null, { status: 200 }) : undefined),
        on("POST", "/v1/community_attachments", attachment, 201),
        on("POST", REPLIES, communityReply(14, { text: "", attachments: [attachment], mine: true }), 201)
      )
      renderThread()
      await screen.findByLabelText("Write a reply")
      fireEvent.click(screen.getByRole("button", { name: "Reply" }))
      expect(screen.getByText(Messages.replyEmpty)).toBeTruthy()
      const png = new File([new Uint8Array([137, 80, 78, 71])], "engine.png", { type: "image/png" })
      fireEvent.change(screen.getByLabelText("Add photos"), { target: { files: [png] } })
      await screen.findByRole("button", { name: /Remove photo/ }, SENT)
      fireEvent.click(screen.getByRole("button", { name: "Reply" }))
      await waitFor(
        () =>
          expect(changes(api.calls).filter((call) => call.url === `/api${REPLIES}`)).toMatchObject([
            { body: { text: "", attachments: [31], reply_to_community_reply_id: null } }
          ]),
        SENT
      )
      expect(changes(api.calls).find((call) => call.url === "/api/v1/community_attachments")?.body).toEqual({ key: token.key })
      await waitFor(() => expect(document.getElementById("reply-14")).not.toBeNull())
    })

    it("sends what a visitor wrote once they are back from signing in", async () => {
      const api = thread(communityPost(), [], on("POST", REPLIES, communityReply(14, { text: "Track it", mine: true }), 201))
      const { store } = renderThread()
      fireEvent.change(await screen.findByLabelText("Write a reply"), { target: { value: "Track it" } })
      fireEvent.click(screen.getByRole("button", { name: "Reply" }))
      expect(store.get(signInRequestAtom)).toMatchObject({ action: "reply", subject: "post" })
      expect(changes(api.calls)).toEqual([])
      cleanup()
      signIn()
      window.history.replaceState({ action: "reply", subject: "post" }, "")
      renderThread()
      await waitFor(() => expect(changes(api.calls)).toMatchObject([{ url: `/api${REPLIES}`, body: { text: "Track it" } }]), SENT)
      expect(await screen.findByText("Track it")).toBeTruthy()
      await waitFor(() => expect((screen.getByLabelText("Write a reply") as HTMLTextAreaElement).value).toBe(""))
    })

    it("edits one's own reply within the window in place", async () => {
      signIn()
      const mine = { mine: true, user: { ...communityReply(1).user!, username: "demo_bidder" } }
      const api = thread(
        communityPost(),
        [communityReply(10, { ...mine, created_at: minutesAgo(5) })],
        on("PUT", "/v1/community/replies/10", communityReply(10, { ...mine, text: "Changed", edited_at: minutesAgo(0) }))
      )
      renderThread()
      await screen.findByText("Reply 10")
      fireEvent.click(within(item("Reply 10")).getByRole("button", { name: "Edit" }))
      fireEvent.change(screen.getByLabelText("Edit your reply"), { target: { value: "Changed" } })
      fireEvent.click(screen.getByRole("button", { name: "Save" }))
      expect(await screen.findByText("Changed", { selector: "p" })).toBeTruthy()
      expect(within(item("Changed")).getByText("Edited")).toBeTruthy()
      expect(changes(api.calls)).toMatchObject([{ method: "PUT", body: { text: "Changed", attachments: [] } }])
    })

    it("says the edit period is over when it ended while editing", async () => {
      signIn()
      const mine = { mine: true, user: { ...communityReply(1).user!, username: "demo_bidder" } }
      const api = thread(communityPost(), [communityReply(10, { ...mine, created_at: minutesAgo(29) })])
      renderThread()
      await screen.findByText("Reply 10")
      fireEvent.click(within(item("Reply 10")).getByRole("button", { name: "Edit" }))
      vi.spyOn(Date, "now").mockReturnValue(Date.now() + 2 * 60_000)
      fireEvent.change(screen.getByLabelText("Edit your reply"), { target: { value: "Changed" } })
      fireEvent.click(screen.getByRole("button", { name: "Save" }))
      expect(await screen.findByText(Messages.replyEditExpired)).toBeTruthy()
      expect(changes(api.calls)).toEqual([])
    })
  })

  it("says 'This post has been deleted' of a deleted post, and keeps a flagged one behind View", async () => {
    thread(communityPost({ deleted_at: minutesAgo(5), user: null, title: "", text: "" }), [
      communityReply(10, { flag_count: 3, text: "Spam" })
    ])
    renderThread()
    expect(await screen.findByText(Messages.postDeleted)).toBeTruthy()
    await screen.findByText(Messages.communityFlagged)
    expect(screen.queryByText("Spam")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "View" }))
    expect(screen.getByText("Spam")).toBeTruthy()
  })

  it("holds back a flagged post under a heading of its own, its title kept out of the page and the tab until View", async () => {
    thread(communityPost({ is_system_flagged: true, title: "Buy cheap parts here" }), [])
    renderThread()
    expect(await screen.findByText(Messages.communityFlagged)).toBeTruthy()
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Community post")
    expect(screen.getByRole("article", { name: "Community post" })).toBeTruthy()
    await waitFor(() => expect(document.title).toContain("Community Post"))
    expect(document.title).not.toContain("Buy cheap parts here")
    fireEvent.click(screen.getByRole("button", { name: "View" }))
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Buy cheap parts here")
  })

  it("shows a blocked author's content as blocked only in the app's wrapper", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 RedlineApp/3.1")
    signIn()
    thread(
      communityPost(),
      [communityReply(10, { blocked_author: true })],
      on("DELETE", "/v1/community/blocks/member_10", { blocked: false })
    )
    renderThread()
    expect(await screen.findByText(Messages.userBlocked)).toBeTruthy()
    expect(screen.queryByText("Reply 10")).toBeNull()
    expect(screen.getByRole("button", { name: "Unblock User" })).toBeTruthy()
  })

  it("marks a reply heard live by an author the reader blocked as blocked, and one of the reader's from another tab as theirs", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 RedlineApp/3.1")
    signIn()
    thread(communityPost(), [communityReply(10, { blocked_author: true })])
    const { routes, queryClient } = renderThread()
    expect(await screen.findByText(Messages.userBlocked)).toBeTruthy()
    const shared = (reply: CommunityReply) => {
      const { upvoted: _u, flagged: _f, mine: _m, blocked_author: _b, ...rest } = reply
      return rest
    }
    const by = (username: string) => ({ ...communityReply(1).user!, username })
    act(() =>
      routes.deliver(
        {
          channel: "community_thread:5",
          seq: 1,
          kind: "community_reply",
          data: shared(communityReply(13, { text: "Again", user: by("Member_10") }))
        },
        queryClient
      )
    )
    await waitFor(() => expect(screen.getAllByText(Messages.userBlocked)).toHaveLength(2))
    expect(screen.queryByText("Again")).toBeNull()
    act(() =>
      routes.deliver(
        {
          channel: "community_thread:5",
          seq: 2,
          kind: "community_reply",
          data: shared(communityReply(14, { text: "Other tab", user: by("Demo_Bidder") }))
        },
        queryClient
      )
    )
    expect(await screen.findByText("Other tab")).toBeTruthy()
    expect((within(item("Other tab")).getByRole("button", { name: /Upvote/ }) as HTMLButtonElement).disabled).toBe(true)
  })
})
