import type { AccountSettings } from "@redline/api"
import { ErrorCode, Messages, notificationSettings } from "@redline/domain"
import { QueryClientProvider } from "@tanstack/react-query"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import AccountSettingsPage from "../account/AccountSettingsPage.tsx"
import { createQueryClient } from "../app/queryClient.ts"
import { storedSessionAtom } from "../session/sessionAtom.ts"
import { STORED_SESSION } from "../testing/auctionDetail.ts"
import { type ApiCall, fakeApi, on } from "../testing/fakeApi.ts"
import { noSmsEnrollment, smsCodeSent, smsVerified } from "../testing/smsEnrollment.ts"

const SETTINGS: AccountSettings = {
  user: { user_id: 1, username: "demo_bidder" },
  email: "bidder@example.com",
  email_verified: true,
  bio: "",
  photo: null,
  daily_email: true,
  has_password: true,
  removal_requested_at: null,
  auth_sources: [],
  notification_settings: notificationSettings([]),
  play_bid_sound: true
}

const SETTING = "/v1/settings/notifications"
const saved = (change: { type: string; method: string; value: boolean }) => ({
  notification_settings: notificationSettings([{ option: change.type as never, method: change.method as never, value: change.value }]),
  play_bid_sound: change.type === "play_bid_sound" ? change.value : true
})
const refusal = (error_code: number, message: string, status: number) => Response.json({ error_code, message }, { status })
const changes = (calls: ReadonlyArray<ApiCall>) => calls.filter((call) => call.method !== "GET")
const SENT = { timeout: 5_000 }

/** Desktops (a pointer that hovers) or phones, as `DESKTOP_POINTER` asks; `turn` changes it as a window does. */
function onDesktop(desktop: boolean) {
  const device = { desktop, listeners: new Set<() => void>() }
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      return device.desktop && query.includes("hover")
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => device.listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => device.listeners.delete(listener)
  }))
  return {
    turn: (next: boolean) => {
      device.desktop = next
      device.listeners.forEach((listener) => listener())
    }
  }
}

function renderSettings() {
  const location = memoryLocation({ path: "/account/settings", record: true })
  const store = createStore()
  store.set(storedSessionAtom, STORED_SESSION)
  render(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Route path="/account/settings">
            <AccountSettingsPage />
          </Route>
        </Router>
      </QueryClientProvider>
    </Provider>
  )
  return { location, store }
}

const section = () => screen.getByRole("region", { name: "Notifications" })
const textAlerts = () => screen.getByRole("region", { name: "Text alerts" })
const toggle = (name: string) => within(section()).getByRole("checkbox", { name }) as HTMLInputElement

/** Holds the settings call unanswered until the test answers it. */
function heldSetting() {
  let answer: (response: Response) => void = () => undefined
  const held = new Promise<Response>((resolve) => (answer = resolve))
  const api = fakeApi(on("GET", "/v1/settings", SETTINGS), on("GET", "/v1/sms/enrollment", noSmsEnrollment()), (call) =>
    call.method === "POST" && call.url === `/api${SETTING}` ? held : undefined
  )
  return { api, answer }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("notification settings", () => {
  it("shows each group's options with a toggle per channel offered, none where a channel isn't", async () => {
    onDesktop(false)
    fakeApi(on("GET", "/v1/settings", SETTINGS))
    renderSettings()
    await screen.findByRole("region", { name: "Notifications" })
    expect(
      within(section())
        .getAllByRole("table")
        .map((table) => table.querySelector("caption")?.textContent)
    ).toEqual(["General", "Watch list", "Bidding", "Selling"])
    const bidding = within(section()).getByRole("table", { name: "Bidding" })
    expect(
      within(bidding)
        .getAllByRole("columnheader")
        .map((header) => header.textContent)
    ).toEqual(["Email", "Site", "SMS"])
    expect(toggle("When I'm outbid: Email").checked).toBe(true)
    expect(toggle("When I'm outbid: SMS").checked).toBe(false)
    expect(within(section()).queryByRole("checkbox", { name: "When I don't win: SMS" })).toBeNull()
    expect(within(section()).queryByRole("checkbox", { name: "New followers: SMS" })).toBeNull()
    // the Daily Email has its section; the bid sound is for desktops
    expect(within(section()).queryByRole("checkbox", { name: /Daily Email/ })).toBeNull()
    expect(within(section()).queryByRole("checkbox", { name: /Play a sound/ })).toBeNull()
  })

  // the whole save: the handshake, the call, its answer; a busy machine takes longer than the default 5 s
  it("turns a toggle over at once and saves it", async () => {
    onDesktop(false)
    const { api, answer } = heldSetting()
    renderSettings()
    await screen.findByRole("region", { name: "Notifications" })
    fireEvent.click(toggle("New bids: Email"))
    await waitFor(() => expect(toggle("New bids: Email").checked).toBe(true))
    expect(within(section()).getByRole("status").textContent).toBe("Saving…")
    answer(Response.json(saved({ type: "watcher_new_bids", method: "email", value: true })))
    await waitFor(() => expect(within(section()).getByRole("status").textContent).toBe(""), SENT)
    expect(changes(api.calls)).toMatchObject([{ url: `/api${SETTING}`, body: { type: "watcher_new_bids", method: "email", value: true } }])
    expect(toggle("New bids: Email").checked).toBe(true)
  }, 15_000)

  it("puts a toggle back when its save fails, and says why", async () => {
    onDesktop(false)
    const { answer } = heldSetting()
    renderSettings()
    await screen.findByRole("region", { name: "Notifications" })
    fireEvent.click(toggle("Mentions of me: Site"))
    await waitFor(() => expect(toggle("Mentions of me: Site").checked).toBe(false))
    answer(refusal(1000, "Sorry, something went wrong", 500))
    expect(await within(section()).findByRole("alert")).toHaveProperty("textContent", "Sorry, something went wrong")
    expect(toggle("Mentions of me: Site").checked).toBe(true)
  })

  it("opens the page's own Text alerts at phone entry when text alerts need a phone the user hasn't verified", async () => {
    onDesktop(false)
    const scrolled = vi.spyOn(HTMLElement.prototype, "scrollIntoView")
    const { answer } = heldSetting()
    renderSettings()
    await screen.findByRole("region", { name: "Notifications" })
    expect(within(textAlerts()).getByRole("button", { name: "Add phone number" })).toBeTruthy()
    fireEvent.click(toggle("When I'm outbid: SMS"))
    await waitFor(() => expect(toggle("When I'm outbid: SMS").checked).toBe(true))
    answer(refusal(ErrorCode.text_alerts_unavailable, Messages.textAlertsNeedPhone, 409))
    // the section opens afresh
    const field = await waitFor(() => within(textAlerts()).getByLabelText("Phone number"), SENT)
    expect(document.activeElement).toBe(field)
    expect(scrolled.mock.contexts).toEqual([textAlerts()])
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(toggle("When I'm outbid: SMS").checked).toBe(false)
    expect(within(section()).queryByRole("alert")).toBeNull()
  })

  it("shows the texts a number verified there turned on, the one flow on the page", async () => {
    onDesktop(false)
    const server = { settings: SETTINGS, enrollment: noSmsEnrollment() }
    fakeApi((call) => {
      if (call.method === "GET" && call.url === "/api/v1/settings") return Response.json(server.settings)
      if (call.method === "POST" && call.url === `/api${SETTING}`) {
        return refusal(ErrorCode.text_alerts_unavailable, Messages.textAlertsNeedPhone, 409)
      }
      if (!call.url.startsWith("/api/v1/sms/enrollment")) return undefined
      if (call.method === "POST") server.enrollment = smsCodeSent("+15035550100")
      if (call.method === "PUT") {
        server.enrollment = smsVerified("+15035550100")
        const texts = [
          { option: "on_outbid", method: "sms", value: true },
          { option: "watcher_closing_soon", method: "sms", value: true }
        ] as const
        server.settings = { ...SETTINGS, notification_settings: notificationSettings(texts) }
      }
      return Response.json(server.enrollment)
    })
    renderSettings()
    await screen.findByRole("region", { name: "Notifications" })
    fireEvent.click(toggle("When I'm outbid: SMS"))
    const field = await waitFor(() => within(textAlerts()).getByLabelText("Phone number"), SENT)
    fireEvent.change(field, { target: { value: "5035550100" } })
    fireEvent.click(within(textAlerts()).getByRole("button", { name: "Send code" }))
    fireEvent.change(await within(textAlerts()).findByLabelText("Verification code", {}, SENT), { target: { value: "123456" } })
    fireEvent.click(within(textAlerts()).getByRole("button", { name: "Verify" }))
    expect(await within(textAlerts()).findByText("Your phone number is verified.", {}, SENT)).toBeTruthy()
    await waitFor(() => expect(toggle("When I'm outbid: SMS").checked).toBe(true), SENT)
    expect(within(textAlerts()).getByText("Verified")).toBeTruthy()
    expect(screen.getAllByRole("region", { name: "Text alerts" })).toHaveLength(1)
  }, 15_000)

  it("offers the bid sound as soon as the pointer is a desktop's, and no longer once it isn't", async () => {
    const device = onDesktop(false)
    fakeApi(on("GET", "/v1/settings", SETTINGS), on("GET", "/v1/sms/enrollment", noSmsEnrollment()))
    renderSettings()
    await screen.findByRole("region", { name: "Notifications" })
    expect(within(section()).queryByRole("checkbox", { name: /Play a sound/ })).toBeNull()
    act(() => device.turn(true))
    expect(toggle("Play a sound on new bids (desktop): Site").checked).toBe(true)
    act(() => device.turn(false))
    expect(within(section()).queryByRole("checkbox", { name: /Play a sound/ })).toBeNull()
  })

  it("offers the bid sound on desktops, and the auction pages hear of it at once", async () => {
    onDesktop(true)
    const { answer } = heldSetting()
    const { store } = renderSettings()
    await screen.findByRole("region", { name: "Notifications" })
    const sound = toggle("Play a sound on new bids (desktop): Site")
    expect(sound.checked).toBe(true)
    fireEvent.click(sound)
    await waitFor(() => expect(toggle("Play a sound on new bids (desktop): Site").checked).toBe(false))
    expect(store.get(storedSessionAtom)?.play_bid_sound).toBe(false)
    answer(refusal(1000, "Sorry, something went wrong", 500))
    await waitFor(() => expect(toggle("Play a sound on new bids (desktop): Site").checked).toBe(true))
    expect(store.get(storedSessionAtom)?.play_bid_sound).toBe(true)
  })
})
