import type { AuctionDetail } from "@redline/api"
import { QueryClientProvider } from "@tanstack/react-query"
import { act, render } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createQueryClient } from "../app/queryClient.ts"
import { auctionsKeys } from "../auctions/auctionsQueries.ts"
import { playBidSound, playSoldSound } from "../bidding/bidSound.ts"
import { RealtimeRoutes } from "../realtime/RealtimeRoutes.ts"
import { type StoredSession, storedSessionAtom } from "../session/sessionAtom.ts"
import { auctionDetail, STORED_SESSION } from "../testing/auctionDetail.ts"
import { TestRealtime } from "../testing/TestRealtime.tsx"
import { useLiveAuction } from "./useLiveAuction.ts"

vi.mock("../bidding/bidSound.ts", () => ({
  playBidSound: vi.fn(),
  playSoldSound: vi.fn()
}))

/** Desktops (a pointer that hovers) or phones, as `DESKTOP_POINTER` asks. */
const onDesktop = (desktop: boolean) =>
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: desktop && query.includes("hover"),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined
  }))

function LiveAuction() {
  useLiveAuction(7)
  return null
}

/** Auction 7 open and live, for a session that allows the bid sound unless told otherwise. */
function openAuction(session: StoredSession | null = STORED_SESSION as StoredSession, auction: AuctionDetail = auctionDetail()) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(auctionsKeys.detail(7, session?.user_id ?? null), auction)
  const routes = new RealtimeRoutes()
  const store = createStore()
  store.set(storedSessionAtom, session)
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <TestRealtime routes={routes}>
          <LiveAuction />
        </TestRealtime>
      </QueryClientProvider>
    </Provider>
  )
  const end = (status: number, seq = 6) =>
    act(() =>
      routes.deliver(
        {
          channel: "auction:7",
          seq,
          kind: "auction_end",
          data: {
            status,
            auction_end: new Date().toISOString(),
            current_bid: 50_000,
            sale_amount: status === 101 ? 50_000 : null,
            winner: null
          }
        },
        queryClient
      )
    )
  const bid = (bids: number) =>
    act(() =>
      routes.deliver(
        {
          channel: "auction:7",
          seq: 5,
          kind: "bid",
          data: {
            bid: { id: 90, amount: 50_000, bidder: "turbo_tess", received_at: new Date().toISOString(), comment_id: 190 },
            auction: {
              current_bid: 50_000,
              current_bidder: "turbo_tess",
              auction_end: new Date(Date.now() + 60_000).toISOString(),
              status: 1,
              bids
            }
          }
        },
        queryClient
      )
    )
  return { end, bid }
}

describe("the live auction's sounds", () => {
  afterEach(() => vi.unstubAllGlobals())
  beforeEach(() => {
    onDesktop(true)
    vi.mocked(playBidSound).mockClear()
    vi.mocked(playSoldSound).mockClear()
  })

  it("chimes the bid sound for a new bid", () => {
    openAuction().bid(auctionDetail().bids + 1)
    expect(playBidSound).toHaveBeenCalledOnce()
    expect(playSoldSound).not.toHaveBeenCalled()
  })

  it("plays the sold sound when the auction ends sold, once", () => {
    const { end } = openAuction()
    end(101)
    expect(playSoldSound).toHaveBeenCalledOnce()
    expect(playBidSound).not.toHaveBeenCalled()
    end(101, 7)
    expect(playSoldSound).toHaveBeenCalledOnce()
  })

  it("stays silent for an end without a sale", () => {
    openAuction().end(102)
    openAuction().end(105)
    expect(playSoldSound).not.toHaveBeenCalled()
  })

  it("stays silent when the session has the bid sound off, or for a visitor", () => {
    openAuction({ ...STORED_SESSION, play_bid_sound: false } as StoredSession).end(101)
    openAuction(null).end(101)
    expect(playSoldSound).not.toHaveBeenCalled()
  })

  it("stays silent on phones", () => {
    onDesktop(false)
    openAuction().end(101)
    expect(playSoldSound).not.toHaveBeenCalled()
  })
})
