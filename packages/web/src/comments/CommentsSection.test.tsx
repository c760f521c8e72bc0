import type { AuctionDetail, Comment, Thread } from "@redline/api"
import { COMMENT_MAX_LENGTH, Messages } from "@redline/domain"
import { QueryClientProvider } from "@tanstack/react-query"
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { auctionsKeys } from "../auctions/auctionsQueries.ts"
import { signInRequestAtom } from "../auth/signInDialog.ts"
import { photoDimensions } from "../photos/photoDimensions.ts"
import { RealtimeRoutes } from "../realtime/RealtimeRoutes.ts"
import { type StoredSession, storedSessionAtom } from "../session/sessionAtom.ts"
import { auctionDetail, signIn, STORED_SESSION } from "../testing/auctionDetail.ts"
import { type ApiCall, fakeApi, heldCall, on } from "../testing/fakeApi.ts"
import { TestRealtime } from "../testing/TestRealtime.tsx"
import { threadComment } from "../testing/threadComment.ts"
import { CommentsSection } from "./CommentsSection.tsx"

vi.mock("../photos/photoDimensions.ts", () => ({ photoDimensions: vi.fn() }))

const LIST = "/v1/auctions/7/comments"
const MINUTE = 60_000
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString()

function comment(id: number, overrides: Partial<Comment> = {}): Comment {
  return threadComment(id, {
    user: { username: "turbo_tess", photo: null, verified: false, is_staff: false },
    timestamp: minutesAgo(3 * 60),
    updated_at: minutesAgo(3 * 60),
    ...overrides
  })
}

const thread = (comments: ReadonlyArray<Comment>, overrides: Partial<Thread> = {}): Thread => ({
  comments,
  moderator: false,
  suspended: false,
  ...overrides
})

function renderSection(auction: Partial<AuctionDetail> = {}, path = "/auctions/7/1995-porsche-911") {
  const queryClient = createQueryClient()
  const shown = auctionDetail(auction)
  const [pathname, search = ""] = path.split("?")
  const location = memoryLocation({ path: pathname ?? "/", searchPath: search, record: true })
  const store = createStore()
  const routes = new RealtimeRoutes()
  const session = JSON.parse(localStorage.getItem("redline.session") ?? "null") as StoredSession | null
  store.set(storedSessionAtom, session)
  queryClient.setQueryData(auctionsKeys.detail(7, session?.user_id ?? null), shown)
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <TestRealtime routes={routes}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <CommentsSection auction={shown} />
          </Router>
        </TestRealtime>
      </QueryClientProvider>
    </Provider>
  )
  return { queryClient, store, routes, location }
}

const section = () => screen.getByRole("region", { name: /Comments & Bids/ })
const items = () => within(section()).getAllByRole("listitem")
const item = (text: string | RegExp) => screen.getByText(text).closest("li") as HTMLElement
const changes = (calls: ReadonlyArray<ApiCall>) => calls.filter((call) => call.method !== "GET")
const box = () => within(section()).getByLabelText("Add a comment")
const SENT = { timeout: 5_000 }

describe("CommentsSection", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    sessionStorage.clear()
    window.history.replaceState(null, "")
  })

  it("lists the thread newest first: comments, bids, canceled bids and notices, with their badges and reply lines", async () => {
    fakeApi(
      on(
        "GET",
        LIST,
        thread([
          comment(9, { type: 5, user: null, text: "The auction was extended to 3:04 PM." }),
          comment(8, { text: "Seller here: **new tires** in May.", is_seller: true, user: { ...comment(1).user!, username: "flat6fan" } }),
          comment(7, { type: 2, text: "", amount: 45_000, is_bidder: true }),
          comment(6, { type: 2, text: "", amount: 44_000, is_bidder: true, deleted_at: minutesAgo(1) }),
          comment(5, {
            text: "Were the tires dated?",
            edited_at: minutesAgo(60),
            upvotes: 2,
            reply_to: { id: 8, username: "flat6fan", text: "New tires in May." }
          }),
          comment(4, { user: { ...comment(1).user!, username: "removed_4821" } }),
          comment(3, { text: "Spam spam", flags: 3 })
        ])
      )
    )
    renderSection()
    await screen.findByText("Were the tires dated?")
    expect(within(section()).getByRole("heading", { level: 2 }).textContent).toBe("Comments & Bids 4")
    expect(items()).toHaveLength(7)
    expect(item("The auction was extended to 3:04 PM.").className).toContain("comment--system")
    const seller = item(/Seller here/)
    expect(within(seller).getByText("Seller")).toBeTruthy()
    expect(seller.querySelector("strong")?.textContent).toBe("new tires")
    expect(within(item("Bid $45,000")).getByText("Bidder")).toBeTruthy()
    expect(screen.getByText("Bid canceled by an administrator")).toBeTruthy()
    const reply = item("Were the tires dated?")
    expect(within(reply).getByText("Edited")).toBeTruthy()
    expect(within(reply).getByRole("link", { name: "replying to @flat6fan:" }).getAttribute("href")).toContain("?c=8")
    expect(within(reply).getByRole("button", { name: "Upvote, 2 upvotes" })).toBeTruthy()
    expect(within(reply).getByText("3 hours ago")).toBeTruthy()
    expect(within(item("[removed]")).queryByRole("link", { name: "[removed]" })).toBeNull()
    // flagged past the threshold: behind View
    expect(screen.queryByText("Spam spam")).toBeNull()
    fireEvent.click(within(items()[6]!).getByRole("button", { name: "View" }))
    expect(screen.getByText("Spam spam")).toBeTruthy()
  })

  it("asks one entry more than a page to know more follow, and reads on after the last one", async () => {
    const first = Array.from({ length: 21 }, (_, index) => comment(100 - index))
    const api = fakeApi((call) => {
      if (!call.url.startsWith(`/api${LIST}`)) return undefined
      const after = new URL(call.url, "http://x").searchParams.get("after_id")
      return Response.json(thread(after === null ? first : [comment(50)]))
    })
    renderSection()
    await screen.findByText("Comment 100")
    expect(items()).toHaveLength(20)
    expect(api.calls[0]?.url).toBe(`/api${LIST}?filter=1&limit=21`)
    fireEvent.click(screen.getByRole("button", { name: "Load more" }))
    await screen.findByText("Comment 50")
    expect(api.calls.at(-1)?.url).toBe(`/api${LIST}?filter=1&limit=21&after_id=81`)
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull()
  })

  it("reads another filter by its key", async () => {
    const api = fakeApi(on("GET", LIST, thread([comment(1)])))
    renderSection()
    await screen.findByText("Comment 1")
    fireEvent.click(within(section()).getByRole("button", { name: "Bid History" }))
    await waitFor(() => expect(api.calls.at(-1)?.url).toBe(`/api${LIST}?filter=4&limit=21`))
    expect(within(section()).getByRole("button", { name: "Bid History" }).getAttribute("aria-pressed")).toBe("true")
  })

  it("keeps the filter in the page's URL: read from it, written to it, the default and unknown ones left out", async () => {
    const api = fakeApi(on("GET", LIST, thread([comment(1)])))
    const { location } = renderSection({}, "/auctions/7/x?filter=4&ref=mail")
    await screen.findByText("Comment 1")
    expect(api.calls[0]?.url).toBe(`/api${LIST}?filter=4&limit=21`)
    expect(within(section()).getByRole("button", { name: "Bid History" }).getAttribute("aria-pressed")).toBe("true")
    fireEvent.click(within(section()).getByRole("button", { name: "Most Upvoted" }))
    await waitFor(() => expect(api.calls.at(-1)?.url).toBe(`/api${LIST}?filter=2&limit=21`))
    expect(location.history?.at(-1)).toBe("/auctions/7/x?filter=2&ref=mail")
    fireEvent.click(within(section()).getByRole("button", { name: "Newest" }))
    await waitFor(() => expect(location.history?.at(-1)).toBe("/auctions/7/x?ref=mail"))
    cleanup()
    for (const search of ["filter=1", "filter=popular"]) {
      const replaced = renderSection({}, `/auctions/7/x?${search}&c=1`).location
      await waitFor(() => expect(replaced.history?.at(-1)).toBe("/auctions/7/x?c=1"))
      expect(replaced.history).toHaveLength(1)
      cleanup()
    }
  })

  it("leaves a link's jump behind when another filter is chosen", async () => {
    fakeApi((call) => {
      if (!call.url.startsWith(`/api${LIST}`)) return undefined
      return Response.json(thread(new URL(call.url, "http://x").searchParams.has("after_id") ? [] : [comment(2), comment(1)]))
    })
    const { location } = renderSection({}, "/auctions/7/x?c=1")
    await screen.findByText("Comment 1")
    fireEvent.click(within(section()).getByRole("button", { name: "Seller Comments" }))
    await waitFor(() => expect(location.history?.at(-1)).toBe("/auctions/7/x?filter=3"))
  })

  it("reads the thread through a linked entry", async () => {
    const api = fakeApi((call) => {
      if (!call.url.startsWith(`/api${LIST}`)) return undefined
      const after = new URL(call.url, "http://x").searchParams.get("after_id")
      return Response.json(thread(after === null ? [comment(2), comment(1)] : [comment(0)]))
    })
    renderSection({}, "/auctions/7/x?c=1")
    await screen.findByText("Comment 0")
    expect(api.calls.map((call) => call.url)).toEqual([`/api${LIST}?filter=1&limit=21&to_id=1`, `/api${LIST}?filter=1&limit=19&after_id=1`])
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull()
    await waitFor(() => expect(item("Comment 1").hasAttribute("data-highlighted")).toBe(true))
  })

  it("sends a visitor who comments to sign in, keeping the draft for when they are back", async () => {
    const api = fakeApi(on("GET", LIST, thread([comment(1)])))
    const { store } = renderSection()
    await screen.findByText("Comment 1")
    fireEvent.change(box(), { target: { value: "What a color." } })
    fireEvent.click(within(section()).getByRole("button", { name: "Comment" }))
    expect(store.get(signInRequestAtom)).toMatchObject({ action: "comment", sessionExpired: false })
    expect(JSON.parse(sessionStorage.getItem("redline.comment-draft.7") ?? "null")).toEqual({ text: "What a color.", replyTo: null })
    expect(changes(api.calls)).toEqual([])
  })

  it("posts the draft carried back from sign-in", async () => {
    signIn()
    sessionStorage.setItem("redline.comment-draft.7", JSON.stringify({ text: "What a color.", replyTo: null }))
    window.history.replaceState({ action: "comment" }, "")
    const api = fakeApi(on("GET", LIST, thread([comment(1)])), on("POST", LIST, comment(2, { text: "What a color." }), 201))
    renderSection()
    await waitFor(() => expect(changes(api.calls)).toMatchObject([{ method: "POST", body: { text: "What a color." } }]), SENT)
    expect(await screen.findByText("What a color.")).toBeTruthy()
    expect((box() as HTMLTextAreaElement).value).toBe("")
  })

  it("shows a comment at once, clears the composer, and takes the server's entry", async () => {
    signIn()
    let answer: (response: Response) => void = () => undefined
    const api = fakeApi(on("GET", LIST, thread([comment(1)])))
    api.answerFirst((call) => (call.method === "POST" ? new Promise<Response>((resolve) => (answer = resolve)) : undefined))
    const { queryClient } = renderSection()
    await screen.findByText("Comment 1")
    fireEvent.click(within(item("Comment 1")).getByRole("button", { name: "Reply" }))
    expect(within(section()).getByText("Replying to @turbo_tess")).toBeTruthy()
    fireEvent.change(box(), { target: { value: "  Agreed, @turbo_tess.  " } })
    fireEvent.click(within(section()).getByRole("button", { name: "Comment" }))
    const sending = await screen.findByText("Sending…")
    expect(sending.closest("li")?.textContent).toContain("Agreed, @turbo_tess.")
    expect((box() as HTMLTextAreaElement).value).toBe("")
    expect(within(section()).queryByText("Replying to @turbo_tess")).toBeNull()
    await waitFor(() => expect(changes(api.calls)).toHaveLength(1), SENT)
    expect(changes(api.calls)[0]?.body).toEqual({ text: "Agreed, @turbo_tess.", attachments: [], reply_to: 1 })
    answer(
      Response.json(comment(2, { text: "Agreed, @turbo_tess.", user: { ...comment(1).user!, username: "demo_bidder" } }), { status: 201 })
    )
    await waitFor(() => expect(screen.queryByText("Sending…")).toBeNull())
    expect(item(/Agreed/).id).toBe("comment-2")
    expect(
      within(item(/Agreed/))
        .getByRole("link", { name: "@turbo_tess" })
        .getAttribute("href")
    ).toBe("/user/turbo_tess/")
    expect(queryClient.getQueryData<AuctionDetail>(auctionsKeys.detail(7, STORED_SESSION.user_id))?.comments).toBe(5)
  })

  it("brings a refused comment back to the composer and says why on the item", async () => {
    signIn()
    const api = fakeApi(on("GET", LIST, thread([comment(1)])))
    api.answerFirst((call) =>
      call.method === "POST" ? Response.json({ error_code: 5706, message: Messages.commentCooldown }, { status: 429 }) : undefined
    )
    renderSection()
    await screen.findByText("Comment 1")
    fireEvent.change(box(), { target: { value: "Second thought" } })
    fireEvent.click(within(section()).getByRole("button", { name: "Comment" }))
    const alert = await screen.findByText(Messages.commentSendFailed, {}, SENT)
    expect(alert.closest("p")?.textContent).toBe(`${Messages.commentSendFailed} ${Messages.commentCooldown}`)
    expect((box() as HTMLTextAreaElement).value).toBe("Second thought")
  })

  it("says 'There was an error posting your comment.' when the server fails", async () => {
    signIn()
    const api = fakeApi(on("GET", LIST, thread([comment(1)])))
    api.answerFirst((call) => (call.method === "POST" ? new Response("", { status: 500 }) : undefined))
    renderSection()
    await screen.findByText("Comment 1")
    fireEvent.change(box(), { target: { value: "Hello" } })
    fireEvent.click(within(section()).getByRole("button", { name: "Comment" }))
    expect(await screen.findByText(Messages.commentPostFailed, { exact: false }, SENT)).toBeTruthy()
  })

  it("keeps the Comment button off while the text is empty", async () => {
    signIn()
    fakeApi(on("GET", LIST, thread([comment(1)])))
    renderSection()
    await screen.findByText("Comment 1")
    const button = within(section()).getByRole("button", { name: "Comment" })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(box(), { target: { value: "   " } })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(box(), { target: { value: "Hi" } })
    expect((button as HTMLButtonElement).disabled).toBe(false)
  })

  it("upvotes at once and rolls back when refused, never below 0", async () => {
    signIn()
    const api = fakeApi(on("GET", LIST, thread([comment(1, { upvotes: 0 })])))
    api.answerFirst((call) => (call.method === "PUT" ? new Response("", { status: 500 }) : undefined))
    renderSection()
    await screen.findByText("Comment 1")
    const upvote = within(item("Comment 1")).getByRole("button", { name: /Upvote/ })
    fireEvent.click(upvote)
    expect(upvote.getAttribute("aria-pressed")).toBe("true")
    expect(upvote.textContent).toContain("1")
    await waitFor(() => expect(changes(api.calls)).toMatchObject([{ method: "PUT", body: { upvote: true } }]), SENT)
    await waitFor(() => expect(upvote.getAttribute("aria-pressed")).toBe("false"))
    expect(upvote.textContent).toContain("0")
  })

  it("flags at once and rolls back when refused", async () => {
    signIn()
    const api = fakeApi(on("GET", LIST, thread([comment(1, { flags: 1 })])))
    api.answerFirst((call) =>
      call.method === "PUT" ? Response.json({ error_code: 1004, message: "Too many requests." }, { status: 429 }) : undefined
    )
    renderSection()
    await screen.findByText("Comment 1")
    fireEvent.click(within(item("Comment 1")).getByRole("button", { name: "Flag" }))
    expect(within(item("Comment 1")).getByRole("button", { name: "Flagged" })).toBeTruthy()
    expect(await within(item("Comment 1")).findByText("Too many requests.", {}, SENT)).toBeTruthy()
    expect(within(item("Comment 1")).getByRole("button", { name: "Flag" }).getAttribute("aria-pressed")).toBe("false")
  })

  it("offers no upvote or flag on one's own comment, and no flag on staff's", async () => {
    signIn()
    fakeApi(
      on(
        "GET",
        LIST,
        thread([
          comment(2, { timestamp: minutesAgo(1), user: { ...comment(1).user!, username: "demo_bidder" } }),
          comment(1, { user: { username: "redline", photo: null, verified: true, is_staff: true } })
        ])
      )
    )
    renderSection()
    await screen.findByText("Comment 2")
    const own = item("Comment 2")
    expect((within(own).getByRole("button", { name: /Upvote/ }) as HTMLButtonElement).disabled).toBe(true)
    expect(within(own).queryByRole("button", { name: "Flag" })).toBeNull()
    expect(within(own).getByRole("button", { name: "Edit" })).toBeTruthy()
    expect(within(own).getByRole("button", { name: "Delete" })).toBeTruthy()
    const staff = item("Comment 1")
    expect((within(staff).getByRole("button", { name: /Upvote/ }) as HTMLButtonElement).disabled).toBe(false)
    expect(within(staff).queryByRole("button", { name: "Flag" })).toBeNull()
  })

  it("offers staff Delete on anyone's comment, never on a bid", async () => {
    signIn()
    fakeApi(
      on(
        "GET",
        LIST,
        thread([comment(2, { type: 2, text: "", amount: 45_000, is_bidder: true }), comment(1, { timestamp: minutesAgo(60) })], {
          moderator: true
        })
      )
    )
    renderSection()
    await screen.findByText("Comment 1")
    expect(within(item("Comment 1")).getByRole("button", { name: "Delete" })).toBeTruthy()
    expect(within(item("Bid $45,000")).queryByRole("button", { name: /Delete|Cancel/ })).toBeNull()
  })

  it("edits and deletes one's own comment only within the window, saying so when the server says it closed", async () => {
    signIn()
    const mine = { ...comment(1).user!, username: "demo_bidder" }
    const api = fakeApi(
      on("GET", LIST, thread([comment(2, { user: mine, timestamp: minutesAgo(5) }), comment(1, { user: mine, timestamp: minutesAgo(16) })]))
    )
    api.answerFirst((call) =>
      call.method === "DELETE" ? Response.json({ error_code: 5703, message: Messages.commentEditExpired }, { status: 403 }) : undefined
    )
    renderSection()
    await screen.findByText("Comment 2")
    expect(within(item("Comment 1")).queryByRole("button", { name: "Delete" })).toBeNull()
    fireEvent.click(within(item("Comment 2")).getByRole("button", { name: "Delete" }))
    fireEvent.click(within(item("Comment 2")).getByRole("button", { name: "Delete" }))
    await waitFor(() => expect(screen.queryByText("Comment 2")).toBeNull())
    expect(await screen.findByText(Messages.commentEditExpired, {}, SENT)).toBeTruthy()
    expect(item("Comment 2").id).toBe("comment-2")
  })

  it("closes the composer to a suspended reader, and to everyone once the auction ends", async () => {
    signIn()
    fakeApi(on("GET", LIST, thread([comment(1)], { suspended: true })))
    renderSection()
    await screen.findByText("Comment 1")
    expect((box() as HTMLTextAreaElement).disabled).toBe(true)
    expect(within(section()).getAllByText(Messages.suspendedFromCommenting).length).toBeGreaterThan(0)
  })

  it("says commenting is closed on an ended auction", async () => {
    fakeApi(on("GET", LIST, thread([comment(1)])))
    renderSection({ status: 101 })
    await screen.findByText("Comment 1")
    expect(within(section()).getByText("Commenting is closed")).toBeTruthy()
    expect(within(section()).queryByLabelText("Add a comment")).toBeNull()
  })

  it("merges comments and bids arriving live, newest first, and takes deleted comments away", async () => {
    fakeApi(on("GET", LIST, thread([comment(5)])))
    const { routes, queryClient } = renderSection()
    await screen.findByText("Comment 5")
    const { upvoted: _u, flagged: _f, ...entry } = comment(6, { text: "Live one", timestamp: minutesAgo(0) })
    act(() => routes.deliver({ channel: "thread:7", seq: 1, kind: "comment", data: entry }, queryClient))
    act(() =>
      routes.deliver(
        {
          channel: "auction:7",
          seq: 1,
          kind: "bid",
          data: {
            bid: { id: 3, amount: 46_000, bidder: "air_cooled", received_at: minutesAgo(0), comment_id: 7 },
            auction: {
              current_bid: 46_000,
              current_bidder: "air_cooled",
              auction_end: minutesAgo(-60),
              status: 1,
              bids: 19,
              reserve_met: true
            }
          }
        },
        queryClient
      )
    )
    await waitFor(() => expect(items().map((shown) => shown.id)).toEqual(["comment-7", "comment-6", "comment-5"]))
    expect(item("Bid $46,000").textContent).toContain("air_cooled")
    const counted = () => queryClient.getQueryData<AuctionDetail>(auctionsKeys.detail(7, null))?.comments
    expect(counted()).toBe(5)
    act(() =>
      routes.deliver(
        { channel: "thread:7", seq: 2, kind: "comment", data: { ...entry, deleted_at: minutesAgo(0), updated_at: minutesAgo(0) } },
        queryClient
      )
    )
    await waitFor(() => expect(screen.queryByText("Live one")).toBeNull())
    expect(counted()).toBe(4)
  })

  it("brings the whole thread into view for a link to all of it (`?c=all`), reading it from the top", async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => undefined)
    const api = fakeApi(on("GET", LIST, thread([comment(2), comment(1)])))
    renderSection({}, "/auctions/7/x?c=all")
    await screen.findByText("Comment 1")
    expect(api.calls.map((call) => call.url)).toEqual([`/api${LIST}?filter=1&limit=21`])
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1))
    expect(scrolled.mock.contexts[0]).toBe(section())
    expect(scrolled).toHaveBeenCalledWith({ block: "start" })
    expect(items().some((shown) => shown.hasAttribute("data-highlighted"))).toBe(false)
  })

  it("only logs a link to an entry the thread doesn't list, showing the thread with no error", async () => {
    const logged = vi.spyOn(console, "info").mockImplementation(() => undefined)
    const scrolled = vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(() => undefined)
    // the server reads the first page for an entry it doesn't list
    fakeApi(on("GET", LIST, thread([comment(2), comment(1)])))
    renderSection({}, "/auctions/7/x?c=99")
    await screen.findByText("Comment 1")
    await waitFor(() => expect(logged).toHaveBeenCalledWith("The linked entry c=99 is not on the page"))
    expect(scrolled).not.toHaveBeenCalled()
    expect(within(section()).queryByRole("alert")).toBeNull()
    expect(items()).toHaveLength(2)
  })

  describe("the composer", () => {
    const TOKEN = {
      expiration: new Date(Date.now() + 900_000).toISOString(),
      endpoint: "https://store.test",
      bucket: "redline",
      prefix: "uploads/users/1/",
      key: "uploads/users/1/4f1c",
      upload_url: "https://store.test/redline/uploads/users/1/4f1c?X-Amz-Signature=abc"
    }
    const ATTACHMENT = { id: 31, width: 1200, height: 900, base_url: "/api/v1/images/", path: "comments/31.jpg" }
    const png = (name = "engine.png") => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" })
    const pick = (file: File) => fireEvent.change(within(section()).getByLabelText("Add photos"), { target: { files: [file] } })
    const commentButton = () => within(section()).getByRole("button", { name: "Comment" }) as HTMLButtonElement
    const photos = () => within(section()).queryByRole("list", { name: "Photos to post" })
    const store = (status: number) => (call: ApiCall) =>
      call.url.startsWith("https://store.test/") ? new Response(null, { status }) : undefined

    it("grows the box with its text from one row to six, and no further", async () => {
      signIn()
      fakeApi(on("GET", LIST, thread([comment(1)])))
      // the box's text is as tall as its lines, 24 px each (the box's line height unless styled)
      vi.spyOn(HTMLTextAreaElement.prototype, "scrollHeight", "get").mockImplementation(function (this: HTMLTextAreaElement) {
        return this.value.split("\n").length * 24
      })
      renderSection()
      await screen.findByText("Comment 1")
      const textarea = box() as HTMLTextAreaElement
      expect(textarea.getAttribute("rows")).toBe("1")
      expect(textarea.style.height).toBe("24px")
      const heights = [2, 3, 6, 7, 12].map((lines) => {
        fireEvent.change(textarea, { target: { value: Array.from({ length: lines }, (_, line) => `line ${line}`).join("\n") } })
        return textarea.style.height
      })
      expect(heights).toEqual(["48px", "72px", "144px", "144px", "144px"])
      fireEvent.change(textarea, { target: { value: "" } })
      expect(textarea.style.height).toBe("24px")
    })

    it("keeps Comment off while a comment is sending", async () => {
      signIn()
      const posting = heldCall("POST", LIST)
      posting.api.answerFirst(on("GET", LIST, thread([comment(1)])))
      renderSection()
      await screen.findByText("Comment 1")
      fireEvent.change(box(), { target: { value: "First thought" } })
      fireEvent.click(commentButton())
      await screen.findByText("Sending…")
      fireEvent.change(box(), { target: { value: "Second thought" } })
      await waitFor(() => expect(changes(posting.api.calls)).toHaveLength(1), SENT)
      expect(commentButton().disabled).toBe(true)
      await act(async () => posting.answer(Response.json(comment(2, { text: "First thought" }), { status: 201 })))
      await waitFor(() => expect(commentButton().disabled).toBe(false))
    })

    it("keeps Comment off while a photo uploads, and posts the photo with the text once it is up", async () => {
      signIn()
      vi.mocked(photoDimensions).mockResolvedValue({ width: 1200, height: 900 })
      let stored: (response: Response) => void = () => undefined
      const api = fakeApi(
        on("GET", LIST, thread([comment(1)])),
        on("GET", "/v1/auth/s3-token", TOKEN),
        on("POST", "/v1/comment_attachments", ATTACHMENT, 201),
        on("POST", LIST, comment(2, { text: "The engine bay", attachments: [ATTACHMENT] }), 201)
      )
      api.answerFirst((call) => (call.url === TOKEN.upload_url ? new Promise<Response>((resolve) => (stored = resolve)) : undefined))
      renderSection()
      await screen.findByText("Comment 1")
      fireEvent.change(box(), { target: { value: "The engine bay" } })
      pick(png())
      expect(await within(photos()!).findByText("Uploading…")).toBeTruthy()
      expect(commentButton().disabled).toBe(true)
      fireEvent.submit(commentButton().closest("form")!)
      expect(changes(api.calls).filter((call) => call.url === `/api${LIST}`)).toEqual([])
      await waitFor(() => expect(api.calls.some((call) => call.url === TOKEN.upload_url)).toBe(true))
      await act(async () => stored(new Response(null, { status: 200 })))
      await waitFor(() => expect(within(photos()!).getByRole("button", { name: /Remove photo/ })).toBeTruthy())
      expect(commentButton().disabled).toBe(false)
      fireEvent.click(commentButton())
      await waitFor(
        () =>
          expect(changes(api.calls).filter((call) => call.url === `/api${LIST}`)).toMatchObject([
            { body: { text: "The engine bay", attachments: [31], reply_to: null } }
          ]),
        SENT
      )
    })

    it("brings a refused comment's text, photos and reply back, and says 'Error sending comment' on its item", async () => {
      signIn()
      vi.mocked(photoDimensions).mockResolvedValue({ width: 1200, height: 900 })
      const api = fakeApi(
        on("GET", LIST, thread([comment(1)])),
        on("GET", "/v1/auth/s3-token", TOKEN),
        store(200),
        on("POST", "/v1/comment_attachments", ATTACHMENT, 201),
        on("POST", LIST, { error_code: 5708, message: Messages.inappropriateContent }, 422)
      )
      renderSection()
      await screen.findByText("Comment 1")
      fireEvent.click(within(item("Comment 1")).getByRole("button", { name: "Reply" }))
      fireEvent.change(box(), { target: { value: "Look at this" } })
      pick(png())
      await waitFor(() => expect(within(photos()!).getByRole("button", { name: /Remove photo/ })).toBeTruthy(), SENT)
      fireEvent.click(commentButton())
      const alert = await screen.findByText(Messages.commentSendFailed, {}, SENT)
      expect(alert.closest("li")?.textContent).toContain("Look at this")
      expect(alert.closest("p")?.textContent).toBe(`${Messages.commentSendFailed} ${Messages.inappropriateContent}`)
      expect(changes(api.calls).find((call) => call.url === `/api${LIST}`)?.body).toEqual({
        text: "Look at this",
        attachments: [31],
        reply_to: 1
      })
      expect((box() as HTMLTextAreaElement).value).toBe("Look at this")
      expect(within(section()).getByText("Replying to @turbo_tess")).toBeTruthy()
      const tiles = within(photos()!).getAllByRole("listitem")
      expect(tiles).toHaveLength(1)
      expect(tiles[0]!.querySelector("img")?.getAttribute("src")).toContain("comments/31.jpg")
    })

    it("says 'Your comment is too long' in the composer past 2,000 characters, and sends nothing", async () => {
      signIn()
      const api = fakeApi(on("GET", LIST, thread([comment(1)])))
      renderSection()
      await screen.findByText("Comment 1")
      fireEvent.change(box(), { target: { value: "x".repeat(COMMENT_MAX_LENGTH) } })
      expect(within(section()).queryByText(Messages.commentTooLong)).toBeNull()
      fireEvent.change(box(), { target: { value: "x".repeat(COMMENT_MAX_LENGTH + 1) } })
      fireEvent.click(commentButton())
      const problem = within(section()).getByText(Messages.commentTooLong)
      expect(problem.closest("form")).toBe(box().closest("form"))
      expect(box().getAttribute("aria-invalid")).toBe("true")
      expect(box().getAttribute("aria-describedby")).toBe(problem.id)
      expect(changes(api.calls)).toEqual([])
      expect((box() as HTMLTextAreaElement).value).toHaveLength(COMMENT_MAX_LENGTH + 1)
    })

    it("says 'Too large (max 8064x6048)' of a photo over the cap, before uploading it, and 'Error uploading' when the store refuses one", async () => {
      signIn()
      vi.mocked(photoDimensions).mockResolvedValue({ width: 9000, height: 6000 })
      const api = fakeApi(on("GET", LIST, thread([comment(1)])), on("GET", "/v1/auth/s3-token", TOKEN), store(403))
      renderSection()
      await screen.findByText("Comment 1")
      pick(png("huge.png"))
      expect((await within(photos()!).findByRole("alert", {}, SENT)).textContent).toBe(Messages.attachmentTooLarge)
      expect(api.calls.some((call) => call.url.startsWith("/api/v1/auth/s3-token"))).toBe(false)
      vi.mocked(photoDimensions).mockResolvedValue({ width: 1200, height: 900 })
      pick(png("refused.png"))
      await waitFor(
        () =>
          expect(
            within(photos()!)
              .getAllByRole("alert")
              .map((alert) => alert.textContent)
          ).toEqual([Messages.attachmentTooLarge, Messages.uploadFailed]),
        SENT
      )
      expect(api.calls.some((call) => call.url === "/api/v1/comment_attachments")).toBe(false)
    })
  })
})
