import type { Notification, NotificationList } from "@redline/api"
import { Messages, relatedTo } from "@redline/domain"
import { QueryClientProvider } from "@tanstack/react-query"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { RealtimeRoutes } from "../realtime/RealtimeRoutes.ts"
import { storedSessionAtom } from "../session/sessionAtom.ts"
import { STORED_SESSION } from "../testing/auctionDetail.ts"
import { type ApiCall, fakeApi, on } from "../testing/fakeApi.ts"
import { TestRealtime, type TestSocket } from "../testing/TestRealtime.tsx"
import { NotificationBell } from "./NotificationBell.tsx"

const OUTBID: Notification = {
  id: 31,
  updated_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  notification_type: 17,
  seen_at: null,
  count: 1,
  related_to: relatedTo({ title: "1995 Porsche 911 Carrera Coupe", auction_id: 7 }),
  text: "You've been outbid on the 1995 Porsche 911 Carrera Coupe",
  target: "/auctions/7/1995-porsche-911-carrera-coupe?c=all"
}

const ANSWERED: Notification = {
  id: 30,
  updated_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  notification_type: 14,
  seen_at: new Date(Date.now() - 3_600_000).toISOString(),
  count: 1,
  related_to: relatedTo({ title: "1991 Mazda MX-5 Miata", auction_id: 8, question_id: 4 }),
  text: "Your question on the 1991 Mazda MX-5 Miata was answered",
  target: "/auctions/8/1991-mazda-mx-5-miata?q=4"
}

const list = (notifications: ReadonlyArray<Notification>, unseen_count: number): NotificationList => ({
  notifications,
  unseen_count,
  has_more: false
})

const LIST = "/v1/notifications"
/** Long enough for a second read of the list to have been asked, had there been one. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)))
const reads = (calls: ReadonlyArray<ApiCall>) => calls.filter((call) => call.method === "GET").map((call) => call.url)

/** `count` notifications from `from` down, each a minute older than the one before. */
const numbered = (from: number, count: number): ReadonlyArray<Notification> =>
  Array.from({ length: count }, (_, index) => ({
    ...ANSWERED,
    id: from - index,
    updated_at: new Date(Date.now() - (index + 1) * 60_000).toISOString(),
    text: `Notification ${from - index}`
  }))

/** The list a page at a time, as `GET notifications?page=` answers it from `all`, 20 a page. */
const paged = (all: () => ReadonlyArray<Notification>) => (call: ApiCall) => {
  if (call.method !== "GET" || call.url.split("?")[0] !== `/api${LIST}`) return undefined
  const page = Number(new URL(call.url, "http://redline.test").searchParams.get("page") ?? "1")
  const notifications = all().slice((page - 1) * 20, page * 20)
  return Response.json({ notifications, unseen_count: 0, has_more: all().length > page * 20 })
}
const changes = (calls: ReadonlyArray<ApiCall>) => calls.filter((call) => call.method !== "GET")
// Changes wait for the browser's handshake before they are sent; on a busy machine that takes a while.
const SENT = { timeout: 5_000 }

/** The bell, its realtime connection registering its channel at once unless `socket` says otherwise. */
function renderBell(socket: TestSocket = "open") {
  const queryClient = createQueryClient()
  const location = memoryLocation({ path: "/", record: true })
  const store = createStore()
  store.set(storedSessionAtom, STORED_SESSION)
  const routes = new RealtimeRoutes()
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <TestRealtime routes={routes} socket={socket}>
          <Router hook={location.hook}>
            <NotificationBell />
          </Router>
        </TestRealtime>
      </QueryClientProvider>
    </Provider>
  )
  /** An event of the user's notifications channel, as the server sends it to every tab. */
  const hear = (kind: "notification" | "notifications_seen", data: unknown) =>
    act(() => routes.deliver({ channel: `notifications:${STORED_SESSION.user_id}`, seq: 0, kind, data }, queryClient))
  return { location, hear }
}

const bell = (name: string | RegExp = /^Notifications/) => screen.getByRole("button", { name })
const panel = () => screen.getByRole("region", { name: "Notifications" })

afterEach(() => vi.unstubAllGlobals())

describe("the bell", () => {
  it("counts the new notifications, and caps the count at 99+", async () => {
    fakeApi(on("GET", LIST, list([OUTBID, ANSWERED], 120)))
    renderBell()
    expect(await screen.findByRole("button", { name: "Notifications, 99+ new" })).toBeTruthy()
    expect(bell().textContent).toBe("99+")
  })

  it("shows no count at zero, and says there are none yet when opened", async () => {
    fakeApi(on("GET", LIST, list([], 0)))
    renderBell()
    fireEvent.click(bell("Notifications"))
    expect(await within(panel()).findByText("No notifications yet")).toBeTruthy()
    expect(bell().getAttribute("aria-expanded")).toBe("true")
    expect(within(panel()).getByRole("button", { name: "Mark all as read" })).toHaveProperty("disabled", true)
    expect(within(panel()).getByRole("link", { name: "Settings" }).getAttribute("href")).toBe("/account/settings")
  })

  it("lists the notifications newest first, the unseen marked, and resets the count as it opens", async () => {
    const api = fakeApi(on("GET", LIST, list([OUTBID, ANSWERED], 1)), on("POST", "/v1/notifications/badge_reset", { unseen_count: 0 }))
    renderBell()
    fireEvent.click(await screen.findByRole("button", { name: "Notifications, 1 new" }))
    await screen.findByRole("button", { name: "Notifications" })
    const items = within(panel()).getAllByRole("listitem")
    expect(items.map((item) => item.textContent)).toEqual([
      "Unread: You've been outbid on the 1995 Porsche 911 Carrera Coupe 5 minutes ago",
      "Your question on the 1991 Mazda MX-5 Miata was answered 2 hours ago"
    ])
    await waitFor(() => expect(changes(api.calls)).toMatchObject([{ method: "POST", url: "/api/v1/notifications/badge_reset" }]), SENT)
    // the notifications themselves are still unseen
    expect(items[0]?.hasAttribute("data-unseen")).toBe(true)
  })

  it("puts the count back when the reset fails", async () => {
    const api = fakeApi(
      on("GET", LIST, list([OUTBID], 1)),
      on("POST", "/v1/notifications/badge_reset", { error_code: 1000, message: "Sorry" }, 500)
    )
    renderBell()
    fireEvent.click(await screen.findByRole("button", { name: "Notifications, 1 new" }))
    await waitFor(() => expect(changes(api.calls)).toHaveLength(1), SENT)
    expect(await screen.findByRole("button", { name: "Notifications, 1 new" })).toBeTruthy()
  })

  it("marks them all read", async () => {
    const api = fakeApi(on("GET", LIST, list([OUTBID, ANSWERED], 0)), on("POST", "/v1/notifications/seen_all", { unseen_count: 0 }))
    renderBell()
    fireEvent.click(bell())
    await within(panel()).findByRole("link", { name: /^Unread: You've been outbid/ })
    fireEvent.click(within(panel()).getByRole("button", { name: "Mark all as read" }))
    await waitFor(() => expect(within(panel()).getByRole("button", { name: "Mark all as read" })).toHaveProperty("disabled", true))
    expect(
      within(panel())
        .getAllByRole("listitem")
        .filter((item) => item.hasAttribute("data-unseen"))
    ).toEqual([])
    await waitFor(() => expect(changes(api.calls)).toMatchObject([{ method: "POST", url: "/api/v1/notifications/seen_all" }]), SENT)
  })

  it("puts back what 'Mark all as read' marked when it fails, keeping a notification that came meanwhile", async () => {
    let answer: (response: Response) => void = () => undefined
    const held = new Promise<Response>((resolve) => (answer = resolve))
    fakeApi(on("GET", LIST, list([OUTBID, ANSWERED], 0)), (call) => (call.url === "/api/v1/notifications/seen_all" ? held : undefined))
    const { hear } = renderBell()
    fireEvent.click(bell())
    await within(panel()).findByRole("link", { name: /^Unread: You've been outbid/ })
    fireEvent.click(within(panel()).getByRole("button", { name: "Mark all as read" }))
    await waitFor(() => expect(within(panel()).getByRole("button", { name: "Mark all as read" })).toHaveProperty("disabled", true))
    const bids: Notification = { ...OUTBID, id: 32, text: "New bid(s) on your listing 1988 BMW M3", updated_at: new Date().toISOString() }
    hear("notification", { notification: bids, unseen_count: 1 })
    answer(Response.json({ error_code: 1000, message: "Sorry" }, { status: 500 }))
    await waitFor(
      () =>
        expect(
          within(panel())
            .getAllByRole("listitem")
            .map((item) => item.hasAttribute("data-unseen"))
        ).toEqual([true, true, false]),
      SENT
    )
    expect(within(panel()).getAllByRole("listitem")[0]?.textContent).toContain("1988 BMW M3")
  })

  it("goes where a notification leads, closes, and reports it clicked", async () => {
    const api = fakeApi(on("GET", LIST, list([OUTBID, ANSWERED], 0)), on("POST", "/v1/notifications/clicked", { unseen_count: 0 }))
    const { location } = renderBell()
    fireEvent.click(bell())
    const outbid = await within(panel()).findByRole("link", { name: /You've been outbid/ })
    expect(outbid.getAttribute("href")).toBe("/auctions/7/1995-porsche-911-carrera-coupe?c=all")
    fireEvent.click(outbid)
    expect(location.history.at(-1)).toBe("/auctions/7/1995-porsche-911-carrera-coupe?c=all")
    expect(bell().getAttribute("aria-expanded")).toBe("false")
    await waitFor(
      () => expect(changes(api.calls)).toEqual([expect.objectContaining({ url: "/api/v1/notifications/clicked", body: { id: 31 } })]),
      SENT
    )
    fireEvent.click(bell())
    expect(within(panel()).getByRole("link", { name: /You've been outbid/ }).textContent).not.toContain("Unread")
  })

  it("closes on Escape, focus back on the bell", async () => {
    fakeApi(on("GET", LIST, list([OUTBID], 0)))
    renderBell()
    fireEvent.click(bell())
    await within(panel()).findByRole("link", { name: /You've been outbid/ })
    fireEvent.keyDown(document, { key: "Escape" })
    expect(bell().getAttribute("aria-expanded")).toBe("false")
    expect(document.activeElement).toBe(bell())
  })
})

describe("the bell's pages", () => {
  it("lists the newest 20, and 20 more at each 'Load more' at the list's end until there are no more", async () => {
    const all = numbered(45, 45)
    const api = fakeApi(
      paged(() => all),
      on("POST", "/v1/notifications/badge_reset", { unseen_count: 0 })
    )
    renderBell()
    fireEvent.click(bell())
    await within(panel()).findByText("Notification 45")
    expect(within(panel()).getAllByRole("listitem")).toHaveLength(20)
    const more = within(panel()).getByRole("button", { name: "Load more" })
    expect(within(panel()).getByRole("list").nextElementSibling?.contains(more)).toBe(true)
    fireEvent.click(more)
    await within(panel()).findByText("Notification 25")
    expect(within(panel()).getAllByRole("listitem")).toHaveLength(40)
    fireEvent.click(within(panel()).getByRole("button", { name: "Load more" }))
    await within(panel()).findByText("Notification 1")
    expect(
      within(panel())
        .getAllByRole("listitem")
        .map((item) => item.querySelector(".notification-item__text")?.textContent)
    ).toEqual(all.map((notification) => notification.text))
    expect(within(panel()).queryByRole("button", { name: "Load more" })).toBeNull()
    expect(reads(api.calls)).toEqual([`/api${LIST}?page=1`, `/api${LIST}?page=2`, `/api${LIST}?page=3`])
  })

  it("says so when more can't be loaded, and 'Load more' tries again", async () => {
    const all = numbered(25, 25)
    const api = fakeApi(
      on("POST", "/v1/notifications/badge_reset", { unseen_count: 0 }),
      on("GET", "/v1/notifications", { error_code: 1000, message: "page must be a whole number." }, 400)
    )
    api.answerFirst((call) => (call.url.endsWith("?page=2") ? undefined : paged(() => all)(call)))
    renderBell()
    fireEvent.click(bell())
    await within(panel()).findByText("Notification 25")
    fireEvent.click(within(panel()).getByRole("button", { name: "Load more" }))
    expect((await within(panel()).findByRole("alert")).textContent).toBe(Messages.listLoadFailed("more notifications"))
    expect(within(panel()).getAllByRole("listitem")).toHaveLength(20)
    api.answerFirst(paged(() => all))
    fireEvent.click(within(panel()).getByRole("button", { name: "Load more" }))
    await within(panel()).findByText("Notification 1")
    expect(within(panel()).queryByRole("alert")).toBeNull()
  })

  it("puts a live notification on top of the first page, and shows once what it pushed onto the next page", async () => {
    let all = numbered(40, 40)
    fakeApi(
      paged(() => all),
      on("POST", "/v1/notifications/badge_reset", { unseen_count: 0 })
    )
    const { hear } = renderBell()
    await screen.findByRole("button", { name: "Notifications" })
    const latest: Notification = { ...OUTBID, id: 41, updated_at: new Date().toISOString() }
    all = [latest, ...all]
    hear("notification", { notification: latest, unseen_count: 1 })
    await screen.findByRole("button", { name: "Notifications, 1 new" })
    fireEvent.click(bell())
    expect(within(panel()).getAllByRole("listitem")).toHaveLength(21)
    expect(within(panel()).getAllByRole("listitem")[0]?.textContent).toContain("You've been outbid")
    // the second page starts with the first page's last, pushed down by the new one
    fireEvent.click(within(panel()).getByRole("button", { name: "Load more" }))
    await within(panel()).findByText("Notification 2")
    expect(within(panel()).getAllByRole("listitem")).toHaveLength(40)
    expect(within(panel()).getAllByText("Notification 21")).toHaveLength(1)
    fireEvent.click(within(panel()).getByRole("button", { name: "Load more" }))
    await within(panel()).findByText("Notification 1")
    expect(within(panel()).getAllByRole("listitem")).toHaveLength(41)
  })
})

describe("reading the bell's list", () => {
  it("reads it once, after its live channel is registered", async () => {
    const api = fakeApi(on("GET", LIST, list([OUTBID], 1)))
    renderBell()
    await screen.findByRole("button", { name: "Notifications, 1 new" })
    await settle()
    expect(reads(api.calls)).toEqual([`/api${LIST}?page=1`])
  })

  it("reads nothing before the channel is registered, so nothing that comes meanwhile is missed", async () => {
    const api = fakeApi(on("GET", LIST, list([OUTBID], 1)))
    renderBell("silent")
    await settle()
    expect(reads(api.calls)).toEqual([])
    expect(bell().getAttribute("aria-label")).toBe("Notifications")
  })

  it("reads it while the connection is down, and again once the channel is registered", async () => {
    const api = fakeApi(on("GET", LIST, list([OUTBID], 1)))
    renderBell("closes first")
    await screen.findByRole("button", { name: "Notifications, 1 new" })
    expect(reads(api.calls)).toEqual([`/api${LIST}?page=1`])
    await waitFor(() => expect(reads(api.calls)).toEqual([`/api${LIST}?page=1`, `/api${LIST}?page=1`]))
    await settle()
    expect(reads(api.calls)).toHaveLength(2)
  })
})

describe("the live bell", () => {
  it("rises with a notification from the channel, and a roll-up moves it to the top", async () => {
    const api = fakeApi(on("GET", LIST, list([OUTBID, ANSWERED], 0)), on("POST", "/v1/notifications/badge_reset", { unseen_count: 0 }))
    const { hear } = renderBell()
    fireEvent.click(bell())
    await within(panel()).findByRole("link", { name: /You've been outbid/ })
    fireEvent.click(bell())
    const bids: Notification = {
      ...OUTBID,
      id: 32,
      notification_type: 5,
      updated_at: new Date().toISOString(),
      related_to: relatedTo({ title: "1988 BMW M3", auction_id: 9 }),
      text: "New bid(s) on your listing 1988 BMW M3",
      target: "/auctions/9/1988-bmw-m3?c=all"
    }
    hear("notification", { notification: bids, unseen_count: 1 })
    await screen.findByRole("button", { name: "Notifications, 1 new" })
    hear("notification", { notification: { ...OUTBID, count: 2, updated_at: new Date().toISOString() }, unseen_count: 2 })
    await screen.findByRole("button", { name: "Notifications, 2 new" })
    fireEvent.click(bell())
    expect(
      within(panel())
        .getAllByRole("listitem")
        .map((item) => item.querySelector("a")?.getAttribute("href"))
    ).toEqual([
      "/auctions/7/1995-porsche-911-carrera-coupe?c=all",
      "/auctions/9/1988-bmw-m3?c=all",
      "/auctions/8/1991-mazda-mx-5-miata?q=4"
    ])
    await waitFor(() => expect(changes(api.calls)).toMatchObject([{ url: "/api/v1/notifications/badge_reset" }]), SENT)
  })

  it("clears what another tab saw", async () => {
    fakeApi(on("GET", LIST, list([OUTBID], 1)))
    const { hear } = renderBell()
    await screen.findByRole("button", { name: "Notifications, 1 new" })
    hear("notifications_seen", { ids: [31], unseen_count: 0 })
    await screen.findByRole("button", { name: "Notifications" })
    fireEvent.click(bell())
    expect(within(panel()).getByRole("listitem").hasAttribute("data-unseen")).toBe(false)
  })
})
