import type { AuctionDetail } from "@redline/api"
import { QueryClientProvider } from "@tanstack/react-query"
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { auctionsKeys } from "../auctions/auctionsQueries.ts"
import { auctionDetail, BOOTSTRAP, signIn, STORED_SESSION } from "../testing/auctionDetail.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import { BidDialog } from "./BidDialog.tsx"

const placed = (amount: number) => ({
  bid: { id: 99, amount, bidder: "demo_bidder", received_at: new Date().toISOString(), comment_id: 199 },
  auction: { current_bid: amount, current_bidder: "demo_bidder", auction_end: auctionDetail().auction_end, status: 1, bids: 19 }
})

const refusal = (status: number, error_code: number, message: string, extra: object = {}) =>
  on("POST", "/v1/auctions/7/bids", { error_code, message, ...extra }, status)

const registration = (registered: boolean) =>
  on("GET", "/v1/auth/payment", { card_on_file: registered, brand: null, last4: null, bidding_agreement: registered })

function renderDialog(auction: AuctionDetail = auctionDetail(), amount: number | null = null) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(auctionsKeys.detail(auction.id, STORED_SESSION.user_id), auction)
  const handlers = { onClose: vi.fn(), onPlaced: vi.fn(), onEnded: vi.fn(), onSignInNeeded: vi.fn() }
  const { hook } = memoryLocation({ path: "/auctions/7/x" })
  render(
    <Provider store={createStore()}>
      <QueryClientProvider client={queryClient}>
        <Router hook={hook}>
          <BidDialog auction={auction} amount={amount} {...handlers} />
        </Router>
      </QueryClientProvider>
    </Provider>
  )
  return { ...handlers, queryClient }
}

const amountField = () => screen.getByLabelText<HTMLInputElement>("Your bid")
const type = (text: string) => fireEvent.change(amountField(), { target: { value: text } })
const confirmBid = async () => {
  fireEvent.click(screen.getByRole("button", { name: "Continue" }))
  fireEvent.click(await screen.findByRole("button", { name: "Confirm bid" }))
}

describe("BidDialog", () => {
  beforeEach(() => signIn())
  afterEach(() => vi.unstubAllGlobals())

  it("offers the minimum next bid, with the buyer's fee from the bootstrap commission", async () => {
    fakeApi(on("GET", "/v1/bootstrap", { ...BOOTSTRAP, buyer_commission_rate: 0.04 }))
    renderDialog()
    expect(screen.getByRole("dialog", { name: "Place a bid" })).toBeTruthy()
    // $42,000 plus the $250 step above $15,000
    expect(screen.getByText("Minimum bid").nextElementSibling?.textContent).toBe("$42,250")
    expect(amountField().value).toBe("42,250")
    // 4% of $42,250 once the bootstrap values arrive
    await screen.findByText("$1,690")
    type("100000")
    expect(amountField().value).toBe("100,000")
    expect(screen.getByText("$4,000")).toBeTruthy()
  })

  it("refuses an amount under the minimum before asking the server", () => {
    const api = fakeApi(on("GET", "/v1/bootstrap", BOOTSTRAP))
    renderDialog()
    type("42,000")
    fireEvent.click(screen.getByRole("button", { name: "Continue" }))
    expect(screen.getByText("Bid at least $42,250")).toBeTruthy()
    expect(amountField().getAttribute("aria-invalid")).toBe("true")
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([])
  })

  it("confirms the bid with its fee and total, then places it with the session's key", async () => {
    const api = fakeApi(on("GET", "/v1/bootstrap", BOOTSTRAP), on("POST", "/v1/auctions/7/bids", placed(43_000)))
    const { onPlaced, queryClient } = renderDialog()
    type("43000")
    fireEvent.click(screen.getByRole("button", { name: "Continue" }))
    expect(screen.getByRole("dialog", { name: "Confirm your bid of $43,000" })).toBeTruthy()
    expect(screen.getByText("Buyer's fee").nextElementSibling?.textContent).toBe("$2,150")
    expect(screen.getByText("Total if you win").nextElementSibling?.textContent).toBe("$45,150")

    fireEvent.click(screen.getByRole("button", { name: "Confirm bid" }))
    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce())
    const [bid] = api.calls.filter((call) => call.method === "POST")
    expect(bid).toMatchObject({
      authorization: "Bearer key-1",
      body: { amount: 43_000, idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/) }
    })
    const cached = queryClient.getQueryData<AuctionDetail>(auctionsKeys.detail(7, STORED_SESSION.user_id))
    expect(cached?.current_bid).toBe(43_000)
    // the server makes the bidder watch the car: the page shows it at once
    expect([cached?.watching, cached?.watchers]).toEqual([true, 211])
  })

  it("puts the new minimum in the field when someone bid first", async () => {
    fakeApi(on("GET", "/v1/bootstrap", BOOTSTRAP), refusal(400, 2003, "Bid at least $43,500", { min_bid: 43_500 }))
    renderDialog()
    await confirmBid()
    expect(await screen.findByText("Bid at least $43,500")).toBeTruthy()
    expect(screen.getByRole("dialog", { name: "Place a bid" })).toBeTruthy()
    expect(amountField().value).toBe("43,500")
  })

  it("hands an ended auction back to the page", async () => {
    fakeApi(on("GET", "/v1/bootstrap", BOOTSTRAP), refusal(409, 2002, "This auction has ended."))
    const { onEnded } = renderDialog()
    await confirmBid()
    await waitFor(() => expect(onEnded).toHaveBeenCalledOnce())
  })

  it("sends a bidder who isn't registered to register", async () => {
    fakeApi(on("GET", "/v1/bootstrap", BOOTSTRAP), refusal(403, 2005, "Register to bid"))
    renderDialog()
    await confirmBid()
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "You need to register to bid before placing a bid.")
    expect(screen.getByRole("link", { name: "Register to bid" }).getAttribute("href")).toBe(
      "/register-to-bid?redirect=%2Fauctions%2F7%2Fx&action=place-bid"
    )
  })

  it("tells a bidder who hasn't registered as it opens, with the way to register and back to the auction", async () => {
    const api = fakeApi(on("GET", "/v1/bootstrap", BOOTSTRAP), registration(false))
    renderDialog()
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "You need to register to bid before placing a bid.Add a card and accept the bidding agreement once; you'll come straight back to this auction."
    )
    expect(screen.getByRole("link", { name: "Register to bid" }).getAttribute("href")).toBe(
      "/register-to-bid?redirect=%2Fauctions%2F7%2Fx&action=place-bid"
    )
    expect(screen.queryByLabelText("Your bid")).toBeNull()
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([])
  })

  it("offers a registered bidder the amount at once", async () => {
    const api = fakeApi(on("GET", "/v1/bootstrap", BOOTSTRAP), registration(true))
    renderDialog()
    await waitFor(() => expect(api.calls.some((call) => call.url === "/api/v1/auth/payment")).toBe(true))
    expect(amountField().value).toBe("42,250")
    expect(screen.queryByRole("link", { name: "Register to bid" })).toBeNull()
  })

  it("opens a one-tap bid at its confirm step, and places it once confirmed", async () => {
    const api = fakeApi(on("GET", "/v1/bootstrap", BOOTSTRAP), registration(true), on("POST", "/v1/auctions/7/bids", placed(42_250)))
    const { onPlaced } = renderDialog(auctionDetail(), 42_250)
    expect(screen.getByRole("dialog", { name: "Confirm your bid of $42,250" })).toBeTruthy()
    expect(screen.getByText("Total if you win").nextElementSibling?.textContent).toBe("$44,363")
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([])
    fireEvent.click(screen.getByRole("button", { name: "Confirm bid" }))
    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce())
    expect(api.calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { amount: 42_250, idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/) }
    ])
  })

  it("says plainly why the seller can't bid", async () => {
    fakeApi(on("GET", "/v1/bootstrap", BOOTSTRAP), refusal(403, 2006, "You can't bid on your own auction."))
    renderDialog()
    await confirmBid()
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "You can't bid on your own auction.")
    expect(screen.queryByRole("button", { name: "Confirm bid" })).toBeNull()
  })

  it("sends a bid the engine didn't take once more with the same key, then asks to try again", async () => {
    const api = fakeApi(on("GET", "/v1/bootstrap", BOOTSTRAP), refusal(503, 2008, "Your bid could not be confirmed. Please try again."))
    const { onPlaced } = renderDialog()
    await confirmBid()
    expect(await screen.findByText("Your bid could not be confirmed. Please try again.", {}, { timeout: 3000 })).toBeTruthy()
    const keys = () =>
      api.calls.filter((call) => call.method === "POST").map((call) => (call.body as { idempotency_key: string }).idempotency_key)
    expect(keys()).toHaveLength(2)
    expect(new Set(keys()).size).toBe(1)

    api.answerFirst(on("POST", "/v1/auctions/7/bids", placed(42_250)))
    fireEvent.click(screen.getByRole("button", { name: "Try again" }))
    await waitFor(() => expect(onPlaced).toHaveBeenCalledOnce())
    expect(new Set(keys())).toEqual(new Set([keys()[0]]))
  })

  it("takes a new key for a bid confirmed again after changing the amount", async () => {
    const api = fakeApi(on("GET", "/v1/bootstrap", BOOTSTRAP), refusal(403, 2007, "Your account has been suspended from bidding."))
    renderDialog()
    await confirmBid()
    await screen.findByRole("alert")
    fireEvent.click(screen.getByRole("button", { name: "Change amount" }))
    await confirmBid()
    await waitFor(() => expect(api.calls.filter((call) => call.method === "POST")).toHaveLength(2))
    const [first, second] = api.calls
      .filter((call) => call.method === "POST")
      .map((call) => (call.body as { idempotency_key: string }).idempotency_key)
    expect(first).not.toBe(second)
  })

  it("asks to sign in again when the session has run out", async () => {
    fakeApi(on("GET", "/v1/bootstrap", BOOTSTRAP), refusal(401, 1002, "Please sign in to continue."))
    const { onSignInNeeded } = renderDialog()
    await confirmBid()
    await waitFor(() => expect(onSignInNeeded).toHaveBeenCalledOnce())
    expect(localStorage.getItem("redline.session")).toBeNull()
  })

  it("closes on Escape and on its close button", () => {
    fakeApi(on("GET", "/v1/bootstrap", BOOTSTRAP))
    const { onClose } = renderDialog()
    act(() => {
      screen.getByRole("dialog").dispatchEvent(new Event("cancel", { cancelable: true }))
    })
    fireEvent.click(screen.getByRole("button", { name: "Close" }))
    expect(onClose).toHaveBeenCalledTimes(2)
  })
})
