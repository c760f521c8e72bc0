import type { Envelope } from "@redline/domain"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { act, render, waitFor } from "@testing-library/react"
import { StrictMode } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { StoredSession } from "../session/sessionAtom.ts"
import { createSessionClient } from "../session/sessionClient.ts"
import { RealtimeProvider } from "./RealtimeProvider.tsx"
import { useAuctionChannel } from "./useAuctionChannel.ts"
import { useEnvelopeHandler } from "./useEnvelopeHandler.ts"
import { useResyncHandler } from "./useResyncHandler.ts"

/** The server end of the page's WebSocket. */
class FakeWebSocket {
  static opened: FakeWebSocket[] = []
  onopen: (() => void) | null = null
  onmessage: ((message: { data: unknown }) => void) | null = null
  onclose: (() => void) | null = null
  readonly sent: string[] = []
  closed = false

  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this)
  }

  send(data: string) {
    this.sent.push(data)
  }

  close() {
    this.closed = true
  }

  open() {
    this.onopen?.()
  }

  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) })
  }
}

interface Call {
  readonly url: string
  readonly method: string
  readonly authorization: string | null
  readonly body: unknown
}

const HANDSHAKE = {
  csrf: "csrf-1",
  secret: "secret-1",
  server_time: new Date().toISOString(),
  expires_at: new Date(Date.now() + 86_400_000).toISOString()
}

/**
 * `/api/v1/realtime` as a stub: register answers auction 12 at seq 4; every call is recorded
 * but the browser's handshake, which the first registration waits for.
 */
function stubRealtimeApi() {
  const calls: Call[] = []
  let answer: (call: Call) => Response = (call) =>
    call.url.endsWith("/register") ? Response.json({ channel: "auction:12", seq: 4 }) : Response.json({ channel: "auction:12", events: [] })
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers)
    if (url === "/api/v1/auth/ti_ni") return Response.json(HANDSHAKE)
    const call = {
      url,
      method: init.method ?? "GET",
      authorization: headers.get("authorization"),
      body: typeof init.body === "string" ? JSON.parse(init.body) : null
    }
    calls.push(call)
    return answer(call)
  })
  return {
    calls,
    answerWith: (next: (call: Call) => Response) => {
      answer = next
    }
  }
}

const bid = (seq: number, amount: number): Envelope => ({ channel: "auction:12", seq, kind: "bid", data: { amount } })

const bidsKey = ["auctions", "detail", 12, "bids"] as const

/** Stands for the auction page: watches auction 12 and keeps its bids in the cache. */
function AuctionBids({ heard }: { readonly heard: Envelope[] }) {
  useAuctionChannel(12, (envelope) => heard.push(envelope))
  useEnvelopeHandler("bid", (envelope, queryClient) =>
    queryClient.setQueryData<unknown[]>(bidsKey, (bids = []) => [...bids, envelope.data])
  )
  useResyncHandler("auction", (resync, queryClient) => queryClient.setQueryData(["resynced"], resync.channel))
  return null
}

/** Lets fetch answers, the machine and React's effects all settle. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

const sessionWith = (accessKey: string): StoredSession => ({
  access_key: accessKey,
  refresh_key: "refresh-1",
  username: "demo_bidder",
  user_id: 1,
  expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  play_bid_sound: true,
  abilities: []
})

async function renderPage(options: { readonly accessKey: string | null; readonly strict?: boolean }) {
  const queryClient = new QueryClient()
  const heard: Envelope[] = []
  let session = options.accessKey === null ? null : sessionWith(options.accessKey)
  const client = createSessionClient({ read: () => session, write: (next) => (session = next) })
  const page = (onAuction: boolean) => (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider api={client.api} signedIn={session !== null}>
        {onAuction ? <AuctionBids heard={heard} /> : null}
      </RealtimeProvider>
    </QueryClientProvider>
  )
  const { rerender } = render(page(true), options.strict ? { wrapper: StrictMode } : {})
  const socket = FakeWebSocket.opened.at(-1)
  if (socket === undefined) throw new Error("the provider opened no socket")
  act(() => socket.open())
  act(() => socket.receive({ type: "connection_id", connection_id: "c1", echo: "init", server_time: 0 }))
  // the first registration waits for the browser's handshake and its signature
  await waitFor(() => expect(api.calls).not.toHaveLength(0))
  await settle()
  return {
    queryClient,
    heard,
    socket,
    leaveAuction: () => rerender(page(false)),
    signInAs: (accessKey: string | null) => {
      session = accessKey === null ? null : sessionWith(accessKey)
      rerender(page(true))
    }
  }
}

let api: ReturnType<typeof stubRealtimeApi>

describe("RealtimeProvider", () => {
  beforeEach(() => {
    FakeWebSocket.opened = []
    vi.stubGlobal("WebSocket", FakeWebSocket)
    api = stubRealtimeApi()
  })

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("connects to /ws on the page's host and asks for its connection id", async () => {
    const { socket } = await renderPage({ accessKey: null })
    expect(socket.url).toBe(`ws://${window.location.host}/ws`)
    expect(socket.sent.map((message) => JSON.parse(message))).toEqual([{ type: "get_connection_id", echo: "init" }])
  })

  it("registers a watched auction privately with the session's key", async () => {
    await renderPage({ accessKey: "key-1" })
    expect(api.calls).toEqual([
      {
        url: "/api/v1/realtime/register",
        method: "POST",
        authorization: "Bearer key-1",
        body: { channel: "auction", auction_id: 12, connection_id: "c1", type: "private" }
      }
    ])
  })

  it("registers publicly without a key when signed out", async () => {
    await renderPage({ accessKey: null })
    expect(api.calls.map((call) => [call.authorization, (call.body as { type: string }).type])).toEqual([[null, "public"]])
  })

  it("registers again as public when the user signs out, and as private when someone signs in", async () => {
    const { signInAs } = await renderPage({ accessKey: "key-1" })
    signInAs(null)
    await waitFor(() => expect(api.calls).toHaveLength(2))
    signInAs("key-2")
    await waitFor(() => expect(api.calls).toHaveLength(3))
    expect(api.calls.map((call) => [call.url, call.authorization, (call.body as { type: string }).type])).toEqual([
      ["/api/v1/realtime/register", "Bearer key-1", "private"],
      ["/api/v1/realtime/register", null, "public"],
      ["/api/v1/realtime/register", "Bearer key-2", "private"]
    ])
  })

  it("brings a delivered envelope to its kind's handler, into the cache, and to the channel's listener", async () => {
    const { queryClient, heard, socket } = await renderPage({ accessKey: "key-1" })

    act(() => {
      socket.receive(bid(5, 31_000))
      socket.receive(bid(5, 31_000))
      socket.receive(bid(7, 33_000))
    })
    expect(queryClient.getQueryData(bidsKey)).toEqual([{ amount: 31_000 }])
    expect(heard.map((envelope) => envelope.seq)).toEqual([5])

    act(() => socket.receive(bid(6, 32_000)))
    expect(queryClient.getQueryData(bidsKey)).toEqual([{ amount: 31_000 }, { amount: 32_000 }, { amount: 33_000 }])
    expect(heard.map((envelope) => envelope.seq)).toEqual([5, 6, 7])
  })

  it("keeps one socket and one registration under StrictMode's double effects", async () => {
    const { queryClient, socket } = await renderPage({ accessKey: null, strict: true })
    expect(FakeWebSocket.opened).toHaveLength(2)
    expect(FakeWebSocket.opened.filter((opened) => !opened.closed)).toEqual([socket])
    expect(api.calls.map((call) => call.url)).toEqual(["/api/v1/realtime/register"])
    act(() => socket.receive(bid(5, 31_000)))
    expect(queryClient.getQueryData(bidsKey)).toEqual([{ amount: 31_000 }])
  })

  it("deregisters the auction when its page goes", async () => {
    const { leaveAuction } = await renderPage({ accessKey: "key-1" })
    leaveAuction()
    await waitFor(() => expect(api.calls).toHaveLength(2))
    expect(api.calls.at(-1)).toEqual({
      url: "/api/v1/realtime/deregister",
      method: "POST",
      authorization: "Bearer key-1",
      body: { channel: "auction", auction_id: 12, connection_id: "c1", type: "private" }
    })
  })

  it("takes a new socket when the server no longer knows the connection", async () => {
    api.answerWith(() => Response.json({ error_code: 4002, message: "This connection is closed; connect again." }, { status: 404 }))
    const { socket } = await renderPage({ accessKey: null })
    expect(socket.closed).toBe(true)
  })

  it("hands a channel whose events can't be replayed to its family's resync handler", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true })
    try {
      const { queryClient, socket } = await renderPage({ accessKey: null })
      api.answerWith((call) =>
        call.url.includes("/rewind")
          ? Response.json({ error_code: 4001, message: "These events can't be replayed; reload the channel." }, { status: 410 })
          : Response.json({ channel: "auction:12", seq: 9 })
      )
      act(() => socket.receive(bid(7, 33_000)))
      await act(() => vi.advanceTimersByTimeAsync(5_000))
      await waitFor(() => expect(api.calls).toHaveLength(3))
      expect(api.calls.map((call) => call.url)).toEqual([
        "/api/v1/realtime/register",
        "/api/v1/realtime/rewind?channel=auction%3A12&since=4",
        "/api/v1/realtime/register"
      ])
      expect(queryClient.getQueryData(["resynced"])).toBe("auction:12")
    } finally {
      vi.useRealTimers()
    }
  })
})
