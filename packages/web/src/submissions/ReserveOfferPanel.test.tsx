import type { CompAuction, ReserveOfferDetail } from "@redline/api"
import { QueryClientProvider } from "@tanstack/react-query"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { RealtimeRoutes } from "../realtime/RealtimeRoutes.ts"
import { storedSessionAtom } from "../session/sessionAtom.ts"
import { STORED_SESSION } from "../testing/auctionDetail.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import { TestRealtime } from "../testing/TestRealtime.tsx"
import { submission } from "./submission.fixture.ts"
import SubmissionPage from "./SubmissionPage.tsx"

const comp = (overrides: Partial<CompAuction>): CompAuction => ({
  id: 501,
  title: "2020 Acura NSX",
  status: 101,
  final_price: 148_000,
  main_photo: { base_url: "/api/v1/images/", path: "photos/nsx.jpg", width: 1200, height: 800 },
  auction_end: "2030-01-14T18:00:00.000Z",
  auction_url: "/auctions/501/2020-acura-nsx",
  year: 2020,
  make: "Acura",
  model: "NSX",
  mileage: 9_000,
  ...overrides
})

const OFFER: ReserveOfferDetail = {
  id: 9,
  submission_id: 71,
  amount: 140_000,
  message: "These three sales suggest $140,000.",
  comp_auctions: [
    comp({}),
    comp({
      id: 502,
      title: "2019 Acura NSX",
      status: 102,
      final_price: 131_000,
      main_photo: null,
      auction_url: "/auctions/502/2019-acura-nsx"
    }),
    comp({ id: 503, title: "2021 Acura NSX", status: 106, final_price: 151_500, auction_url: "/auctions/503/2021-acura-nsx" })
  ],
  answer: null,
  answered_at: null,
  created_at: "2030-03-02T09:00:00.000Z"
}

const OFFERED = submission({ status: 5, next_step: null, reserve_offer: { amount: 140_000, created_at: OFFER.created_at } })
const CHAT = [
  on("GET", "/v1/submissions/71/messages", { messages: [], unread_count: 0, user: { username: "dana" } }),
  on("POST", "/v1/submissions/71/messages/seen", { unread_count: 0, total_unread_count: 0 })
]

const renderPage = (search = "") => {
  const location = memoryLocation({ path: "/submissions/71", searchPath: search, record: true })
  const store = createStore()
  store.set(storedSessionAtom, STORED_SESSION)
  const queryClient = createQueryClient()
  const routes = new RealtimeRoutes()
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <TestRealtime routes={routes} socket="open">
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Route path="/submissions/:submissionId">
              <SubmissionPage />
            </Route>
          </Router>
        </TestRealtime>
      </QueryClientProvider>
    </Provider>
  )
  return { queryClient, routes }
}

const panel = async () => within((await screen.findByRole("heading", { level: 2, name: "Reserve offer" })).closest("section")!)

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe("the reserve offer", () => {
  it("shows the offered reserve, the message and the comparable auctions with photo, final price, date and link", async () => {
    fakeApi(on("GET", "/v1/submissions/71", OFFERED), on("GET", "/v1/submissions/71/reserve_offers", { reserve_offers: [OFFER] }), ...CHAT)
    renderPage("utm_campaign=reserveoffer")
    const offer = await panel()
    expect(screen.getByText("Reserve offer", { selector: ".submission-page__status" })).toBeTruthy()
    expect(offer.getByText("$140,000")).toBeTruthy()
    expect(offer.getByText("(offered 3/2/30)")).toBeTruthy()
    expect(offer.getByText(OFFER.message)).toBeTruthy()
    const comps = offer.getAllByRole("listitem")
    expect(comps.map((item) => item.textContent)).toEqual([
      "2020 Acura NSXSold for $148,000Ended 1/14/30",
      "2019 Acura NSXBid to $131,000Ended 1/14/30",
      "2021 Acura NSXSold After for $151,500Ended 1/14/30"
    ])
    expect(offer.getByRole("link", { name: "2020 Acura NSX 2020 Acura NSX" }).getAttribute("href")).toBe("/auctions/501/2020-acura-nsx")
    expect(offer.getAllByRole("img").map((image) => image.getAttribute("alt"))).toEqual([
      "2020 Acura NSX",
      "2019 Acura NSX",
      "2021 Acura NSX"
    ])
    for (const name of ["Accept $140,000 reserve", "Decline", "No reserve"]) expect(offer.getByRole("button", { name })).toBeTruthy()
  })

  it("accepts with final true, then shows the answer in place of the buttons and the submission as Paid", async () => {
    const answered = { ...OFFER, answer: "accept" as const, answered_at: "2030-03-03T10:00:00.000Z" }
    const api = fakeApi(
      on("GET", "/v1/submissions/71", OFFERED),
      on("GET", "/v1/submissions/71/reserve_offers", { reserve_offers: [OFFER] }),
      on("PUT", "/v1/submissions/71/reserve_offers/9", { reserve_offer: answered, submission: { ...OFFERED, reserve_offer: null } }),
      ...CHAT
    )
    renderPage()
    const offer = await panel()
    fireEvent.click(offer.getByRole("button", { name: "Accept $140,000 reserve" }))
    expect((await offer.findByRole("status")).textContent).toBe("You accepted the reserve of $140,000 on 3/3/30.")
    expect(offer.queryByRole("button", { name: "Decline" })).toBeNull()
    expect(api.calls.filter((call) => call.method === "PUT").map((call) => call.body)).toEqual([{ final: true }])
    await waitFor(() => expect(screen.getByText("Paid", { selector: ".submission-page__status" })).toBeTruthy())
  })

  it("declines with final false and chooses no reserve with no_reserve, each sent once as the seller's answer", async () => {
    for (const [button, body, said] of [
      ["Decline", { final: false }, "You declined this offer on 3/3/30. Our team will write to you in the chat below."],
      ["No reserve", { no_reserve: true }, "You chose no reserve on 3/3/30: your car sells to the highest bidder."]
    ] as const) {
      const answer = "final" in body ? ("decline" as const) : ("no_reserve" as const)
      const api = fakeApi(
        on("GET", "/v1/submissions/71", OFFERED),
        on("GET", "/v1/submissions/71/reserve_offers", { reserve_offers: [OFFER] }),
        on("PUT", "/v1/submissions/71/reserve_offers/9", {
          reserve_offer: { ...OFFER, answer, answered_at: "2030-03-03T10:00:00.000Z" },
          submission: { ...OFFERED, reserve_offer: null }
        }),
        ...CHAT
      )
      renderPage()
      const offer = await panel()
      fireEvent.click(offer.getByRole("button", { name: button }))
      expect((await offer.findByRole("status")).textContent).toBe(said)
      expect(api.calls.filter((call) => call.method === "PUT").map((call) => call.body)).toEqual([body])
      document.body.innerHTML = ""
      vi.unstubAllGlobals()
    }
  })

  it("says why an answer was refused, and keeps the buttons", async () => {
    fakeApi(
      on("GET", "/v1/submissions/71", OFFERED),
      on("GET", "/v1/submissions/71/reserve_offers", { reserve_offers: [OFFER] }),
      on("PUT", "/v1/submissions/71/reserve_offers/9", { error_code: 6042, message: "You answered this reserve offer already." }, 409),
      ...CHAT
    )
    renderPage()
    const offer = await panel()
    fireEvent.click(offer.getByRole("button", { name: "Accept $140,000 reserve" }))
    expect((await offer.findByRole("alert")).textContent).toBe("You answered this reserve offer already.")
    expect(offer.getByRole("button", { name: "Decline" })).toBeTruthy()
  })

  it("shows an answered offer's answer, with the earlier declined offers below it", async () => {
    const earlier = {
      ...OFFER,
      id: 8,
      amount: 150_000,
      comp_auctions: [],
      answer: "decline" as const,
      answered_at: "2030-03-01T12:00:00.000Z",
      created_at: "2030-02-27T09:00:00.000Z"
    }
    const latest = { ...OFFER, answer: "no_reserve" as const, answered_at: "2030-03-04T12:00:00.000Z" }
    fakeApi(
      on("GET", "/v1/submissions/71", submission({ status: 5, next_step: null })),
      on("GET", "/v1/submissions/71/reserve_offers", { reserve_offers: [latest, earlier] }),
      ...CHAT
    )
    renderPage()
    const offer = await panel()
    expect(offer.getByRole("status").textContent).toBe("You chose no reserve on 3/4/30: your car sells to the highest bidder.")
    expect(offer.queryByRole("button", { name: "No reserve" })).toBeNull()
    expect(offer.getByRole("list", { name: "Earlier offers" }).textContent).toBe(
      "$150,000, offered 2/27/30: You declined this offer on 3/1/30. Our team will write to you in the chat below."
    )
  })

  it("appears when staff's message with the offer arrives over the seller's messages channel", async () => {
    let offered = false
    fakeApi(
      (call) =>
        call.url === "/api/v1/submissions/71" ? Response.json(offered ? OFFERED : submission({ status: 5, next_step: null })) : undefined,
      (call) =>
        call.url === "/api/v1/submissions/71/reserve_offers" ? Response.json({ reserve_offers: offered ? [OFFER] : [] }) : undefined,
      ...CHAT
    )
    const { queryClient, routes } = renderPage()
    expect(await screen.findByRole("heading", { level: 2, name: "Your car" })).toBeTruthy()
    expect(screen.queryByRole("heading", { name: "Reserve offer" })).toBeNull()
    offered = true
    const message = {
      id: 3,
      submission_id: 71,
      from: "staff" as const,
      user: null,
      text: OFFER.message,
      timestamp: OFFER.created_at,
      seen_at: null
    }
    act(() =>
      routes.deliver(
        {
          channel: `messages:${STORED_SESSION.user_id}`,
          seq: 0,
          kind: "message",
          data: { message, unread_count: 1, total_unread_count: 1 }
        },
        queryClient
      )
    )
    expect((await panel()).getByRole("button", { name: "Accept $140,000 reserve" })).toBeTruthy()
    expect(screen.getByText("Reserve offer", { selector: ".submission-page__status" })).toBeTruthy()
  })

  it("shows nothing before staff make an offer, and isn't asked for before the car is paid", async () => {
    const api = fakeApi(
      on("GET", "/v1/submissions/71", submission({ status: 5, next_step: null })),
      on("GET", "/v1/submissions/71/reserve_offers", { reserve_offers: [] }),
      ...CHAT
    )
    renderPage()
    expect(await screen.findByRole("heading", { level: 2, name: "Your car" })).toBeTruthy()
    await waitFor(() => expect(api.calls.some((call) => call.url === "/api/v1/submissions/71/reserve_offers")).toBe(true))
    expect(screen.queryByRole("heading", { name: "Reserve offer" })).toBeNull()
    document.body.innerHTML = ""
    vi.unstubAllGlobals()

    const draft = fakeApi(on("GET", "/v1/submissions/71", submission({ status: 2, next_step: null })), ...CHAT)
    renderPage()
    expect(await screen.findByRole("heading", { level: 2, name: "Your car" })).toBeTruthy()
    expect(draft.calls.some((call) => call.url.includes("reserve_offers"))).toBe(false)
  })
})
