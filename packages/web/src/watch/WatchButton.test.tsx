import type { AuctionDetail, AuctionList } from "@redline/api"
import { type QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { signInRequestAtom } from "../auth/signInDialog.ts"
import { AuctionCard } from "../auctions/AuctionCard.tsx"
import { auctionsKeys, type LiveAuctionsQuery } from "../auctions/auctionsQueries.ts"
import { keptWhileReaderChanges, useReaderId } from "../session/readerId.ts"
import { auctionListItem } from "../auctions/auctionListItem.fixture.ts"
import { auctionDetail, signIn, STORED_SESSION, storedReader } from "../testing/auctionDetail.ts"
import { type ApiCall, fakeApi, heldCall, on } from "../testing/fakeApi.ts"
import { WatchButton } from "./WatchButton.tsx"

const LIVE: LiveAuctionsQuery = { sort: 1, filters: {} }
const WATCH_PATH = "/v1/auctions/7/watch"

/** The auction's page and its card in a list, each drawn from the cache as the app draws them. */
function PageWatch() {
  const key = auctionsKeys.detail(7, useReaderId())
  const { data } = useQuery<AuctionDetail>({
    queryKey: key,
    queryFn: () => new Promise(() => undefined),
    placeholderData: keptWhileReaderChanges(key)
  })
  return data ? <WatchButton auction={data} variant="page" /> : null
}

function CardsWatch() {
  const key = auctionsKeys.live(LIVE, useReaderId())
  const { data } = useQuery<AuctionList>({
    queryKey: key,
    queryFn: () => new Promise(() => undefined),
    placeholderData: keptWhileReaderChanges(key)
  })
  return (
    <>
      {data?.auctions.map((auction) => (
        <AuctionCard key={auction.id} auction={auction} />
      ))}
    </>
  )
}

function renderWatch(options: { detail?: Partial<AuctionDetail>; path?: string } = {}) {
  const queryClient: QueryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { staleTime: Infinity } })
  queryClient.setQueryData(auctionsKeys.detail(7, storedReader()), auctionDetail(options.detail))
  queryClient.setQueryData<AuctionList>(auctionsKeys.live(LIVE, storedReader()), {
    auctions: [
      auctionListItem({ id: 7, watching: options.detail?.watching ?? false, watchers: options.detail?.watchers ?? 210 }),
      auctionListItem({ id: 8, title: "1973 Porsche 911T Targa", auction_url: "/auctions/8/1973-porsche-911t-targa", watchers: 12 })
    ],
    total: 2
  })
  const [pathname, search = ""] = (options.path ?? "/auctions/7/x").split("?")
  const location = memoryLocation({ path: pathname ?? "/", searchPath: search, record: true })
  const store = createStore()
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <section aria-label="Page">
            <PageWatch />
          </section>
          <section aria-label="List">
            <CardsWatch />
          </section>
        </Router>
      </QueryClientProvider>
    </Provider>
  )
  return { queryClient, location, store }
}

const inPage = () => within(screen.getByRole("region", { name: "Page" }))
const card = (title: string) => within(screen.getByRole("link", { name: title }).closest("article") as HTMLElement)

const heldWatch = () => heldCall("POST", WATCH_PATH)

const watchCalls = (calls: ReadonlyArray<ApiCall>) => calls.filter((call) => call.url === `/api${WATCH_PATH}`)

describe("WatchButton", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.history.replaceState(null, "")
  })

  it("flips at once, moving the count by one on the page and on the card alike, then takes the server's count", async () => {
    signIn()
    const { api, answer } = heldWatch()
    const { queryClient } = renderWatch()
    const pageButton = inPage().getByRole("button", { name: "Watch" })
    expect(pageButton.getAttribute("aria-pressed")).toBe("false")
    expect(pageButton.textContent).toBe("Watch210")

    fireEvent.click(pageButton)
    await waitFor(() => expect(inPage().getByRole("button", { name: "Watching" }).getAttribute("aria-pressed")).toBe("true"))
    expect(inPage().getByRole("button", { name: "Watching" }).textContent).toBe("Watching211")
    const cardButton = card("1995 Porsche 911 Carrera Coupe").getByRole("button", { name: "Watching" })
    expect(cardButton.getAttribute("aria-pressed")).toBe("true")
    expect(cardButton.textContent).toBe("Watching211")
    expect(card("1973 Porsche 911T Targa").getByRole("button", { name: "Watch" }).textContent).toBe("Watch12")
    expect(queryClient.getQueryData<AuctionDetail>(auctionsKeys.detail(7, storedReader()))?.stats.watchers).toBe(211)
    await waitFor(() =>
      expect(watchCalls(api.calls)).toEqual([
        { url: `/api${WATCH_PATH}`, method: "POST", authorization: "Bearer key-1", body: { watch: true } }
      ])
    )

    await act(async () => answer(Response.json({ watching: true, watchers: 215 })))
    await waitFor(() => expect(inPage().getByRole("button", { name: "Watching" }).textContent).toBe("Watching215"))
    expect(cardButton.textContent).toBe("Watching215")
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toEqual(["", "", ""])
  })

  it("drops a read of a list begun during the watch, whose answer is from before it, and reads it again", async () => {
    signIn()
    const { api, answer } = heldWatch()
    const { queryClient } = renderWatch()
    fireEvent.click(card("1995 Porsche 911 Carrera Coupe").getByRole("button", { name: "Watch" }))
    await waitFor(() => expect(watchCalls(api.calls)).toHaveLength(1))
    // the lists read again as the user signs in: the server answers that read as it was before the watch
    let staleAnswer: (list: AuctionList) => void = () => undefined
    const stale = new Promise<AuctionList>((resolve) => (staleAnswer = resolve))
    let reads = 0
    // the first read answers from before the watch; a read again stays on its way
    const read = () => (reads++ === 0 ? stale : new Promise<AuctionList>(() => undefined))
    void queryClient.fetchQuery({ queryKey: auctionsKeys.live(LIVE, storedReader()), queryFn: read, staleTime: 0 }).catch(() => undefined)

    await act(async () => answer(Response.json({ watching: true, watchers: 211 })))
    await waitFor(() => expect(queryClient.isMutating()).toBe(0))
    await act(async () => {
      staleAnswer({ auctions: [auctionListItem({ id: 7, watching: false, watchers: 210 })], total: 2 })
      // the cache tells its readers on the next turn
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(queryClient.getQueryData<AuctionList>(auctionsKeys.live(LIVE, storedReader()))?.auctions[0]).toMatchObject({
      id: 7,
      watching: true,
      watchers: 211
    })
    expect(card("1995 Porsche 911 Carrera Coupe").getByRole("button", { name: /^Watch/ }).textContent).toBe("Watching211")
    // read again, from after the watch
    expect(reads).toBe(2)
  })

  it("unwatches the same way", async () => {
    signIn()
    const api = fakeApi(on("POST", WATCH_PATH, { watching: false, watchers: 209 }))
    renderWatch({ detail: { watching: true, watchers: 210 } })
    fireEvent.click(card("1995 Porsche 911 Carrera Coupe").getByRole("button", { name: "Watching" }))
    // the flip shows 209 at once, before the call goes (it waits for the handshake); the server's 209 comes after it
    await waitFor(() => expect(watchCalls(api.calls).map((call) => call.body)).toEqual([{ watch: false }]))
    await waitFor(() => expect(inPage().getByRole("button", { name: "Watch" }).textContent).toBe("Watch209"))
  })

  it("goes back and says so when the server doesn't take the watch", async () => {
    signIn()
    const { answer } = heldWatch()
    const { queryClient } = renderWatch()
    fireEvent.click(inPage().getByRole("button", { name: "Watch" }))
    await waitFor(() => expect(inPage().getByRole("button", { name: "Watching" }).textContent).toBe("Watching211"))

    await act(async () => answer(Response.json({ error_code: 1006, message: "Redline is busy right now." }, { status: 503 })))
    await waitFor(() => expect(inPage().getByRole("button", { name: "Watch" }).textContent).toBe("Watch210"))
    expect(inPage().getByRole("status").textContent).toBe("Your watch list wasn't updated. Please try again.")
    expect(card("1995 Porsche 911 Carrera Coupe").getByRole("button", { name: "Watch" }).textContent).toBe("Watch210")
    expect(queryClient.getQueryData<AuctionDetail>(auctionsKeys.detail(7, storedReader()))).toMatchObject({
      watching: false,
      watchers: 210,
      stats: { watchers: 210 }
    })
  })

  it("tells the server's reason for a refusal it explains", async () => {
    signIn()
    fakeApi(on("POST", WATCH_PATH, { error_code: 2001, message: "This auction doesn't exist." }, 404))
    renderWatch()
    fireEvent.click(inPage().getByRole("button", { name: "Watch" }))
    await waitFor(() => expect(inPage().getByRole("status").textContent).toBe("This auction doesn't exist."))
    expect(inPage().getByRole("button", { name: "Watch" }).getAttribute("aria-pressed")).toBe("false")
  })

  it("describes the button with the number of watchers", () => {
    signIn()
    fakeApi()
    renderWatch({ detail: { watchers: 1 } })
    const button = inPage().getByRole("button", { name: "Watch" })
    expect(document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent).toBe("1 watcher")
  })

  it("shows the seller no watch control", () => {
    signIn({ ...STORED_SESSION, username: "Flat6Fan" })
    fakeApi()
    renderWatch()
    expect(screen.queryByRole("button", { name: /^Watch/ })).toBeNull()
  })

  it("asks a visitor to sign in over the page, carrying the watch and the auction it is for", () => {
    const api = fakeApi()
    const { location, store } = renderWatch({ path: "/?transmission=manual" })
    fireEvent.click(card("1995 Porsche 911 Carrera Coupe").getByRole("button", { name: "Watch" }))
    expect(store.get(signInRequestAtom)).toEqual({
      from: "/?transmission=manual",
      action: "watch-auction",
      subject: "7",
      sessionExpired: false
    })
    expect(location.history).toEqual(["/?transmission=manual"])
    expect(api.calls).toEqual([])
  })

  it("sends a user whose session is gone to sign in again, and puts the button back", async () => {
    signIn()
    fakeApi(on("POST", WATCH_PATH, { error_code: 1002, message: "Please sign in to continue." }, 401))
    const { store } = renderWatch({ path: "/auctions/7/x" })
    fireEvent.click(inPage().getByRole("button", { name: "Watch" }))
    await waitFor(() =>
      expect(store.get(signInRequestAtom)).toEqual({ from: "/auctions/7/x", action: "watch-auction", subject: "7", sessionExpired: true })
    )
    expect(inPage().getByRole("button", { name: "Watch" }).textContent).toBe("Watch210")
  })

  it("makes the watch carried back from sign-in once, for its own auction only", async () => {
    signIn()
    window.history.replaceState({ action: "watch-auction", subject: "8" }, "")
    const api = fakeApi(on("POST", "/v1/auctions/8/watch", { watching: true, watchers: 13 }))
    renderWatch({ path: "/" })
    await waitFor(() => expect(card("1973 Porsche 911T Targa").getByRole("button", { name: "Watching" }).textContent).toBe("Watching13"))
    expect(window.history.state).toEqual({ action: null, subject: "8" })
    expect(card("1995 Porsche 911 Carrera Coupe").getByRole("button", { name: "Watch" }).textContent).toBe("Watch210")
    // the count shows at once; the call waits for the browser's handshake (a first watch then reads
    // the watch list, to offer text alerts: those reads are no watch)
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url.endsWith("/watch")).map((call) => [call.url, call.body])).toEqual([
        ["/api/v1/auctions/8/watch", { watch: true }]
      ])
    )
  })

  it("asks nothing when the carried watch is already made", async () => {
    signIn()
    window.history.replaceState({ action: "watch-auction", subject: "7" }, "")
    const api = fakeApi()
    renderWatch({ detail: { watching: true } })
    await waitFor(() => expect(window.history.state).toEqual({ action: null, subject: "7" }))
    expect(inPage().getByRole("button", { name: "Watching" })).toBeTruthy()
    expect(api.calls).toEqual([])
  })
})
