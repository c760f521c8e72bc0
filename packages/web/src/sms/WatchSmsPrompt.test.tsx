import type { AuctionDetail } from "@redline/api"
import { QueryClientProvider, useQuery } from "@tanstack/react-query"
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { auctionsKeys } from "../auctions/auctionsQueries.ts"
import { useReaderId } from "../session/readerId.ts"
import { auctionDetail, signIn, storedReader } from "../testing/auctionDetail.ts"
import { type ApiCall, fakeApi, on } from "../testing/fakeApi.ts"
import { noSmsEnrollment, smsCodeSent, smsVerified } from "../testing/smsEnrollment.ts"
import { auctionListItem } from "../auctions/auctionListItem.fixture.ts"
import { WatchButton } from "../watch/WatchButton.tsx"
import { WatchSmsPrompt } from "./WatchSmsPrompt.tsx"

const WATCH = "/v1/auctions/7/watch"

function PageWatch() {
  const { data } = useQuery<AuctionDetail>({ queryKey: auctionsKeys.detail(7, useReaderId()), queryFn: () => new Promise(() => undefined) })
  return data ? <WatchButton auction={data} variant="page" /> : null
}

function renderPage() {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { staleTime: Infinity } })
  queryClient.setQueryData(auctionsKeys.detail(7, storedReader()), auctionDetail({ watching: false, watchers: 10 }))
  const location = memoryLocation({ path: "/auctions/7/x" })
  render(
    <Provider store={createStore()}>
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook}>
          <PageWatch />
          <WatchSmsPrompt />
        </Router>
      </QueryClientProvider>
    </Provider>
  )
}

/** The watch endpoint answering the state asked for. */
const watchAnswers = (call: ApiCall) =>
  call.method === "POST" && call.url === `/api${WATCH}`
    ? Response.json({ watching: (call.body as { watch: boolean }).watch, watchers: 11 })
    : undefined

const PROMPT = { name: "Watching! Want a text before it ends?" }
/** The user's watch list: `live` the auctions watched that are not over, none ended. */
const watchList = (live: ReadonlyArray<number>) => (call: ApiCall) => {
  if (call.method !== "GET" || !call.url.startsWith("/api/v1/watch_list")) return undefined
  const ids = call.url.includes("status=live") ? live : []
  return Response.json({ auctions: ids.map((id) => auctionListItem({ id })), has_more: false })
}

const prompt = () => within(screen.getByRole("dialog", PROMPT))
const smsReads = (calls: ReadonlyArray<ApiCall>) => calls.filter((call) => call.url === "/api/v1/sms/enrollment" && call.method === "GET")

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe("the watch list's SMS prompt", () => {
  it("offers text alerts after a first watch, once: 'No thanks' and later watches ask nothing", async () => {
    signIn()
    const api = fakeApi(watchAnswers, watchList([7]), on("GET", "/v1/sms/enrollment", noSmsEnrollment()))
    renderPage()
    fireEvent.click(screen.getByRole("button", { name: "Watch" }))
    await screen.findByRole("dialog", PROMPT)
    expect(prompt().getByText("Get a text an hour before a car you watch ends, and when you're outbid.")).toBeTruthy()
    fireEvent.click(prompt().getByRole("button", { name: "No thanks" }))
    expect(screen.queryByRole("dialog")).toBeNull()

    fireEvent.click(screen.getByRole("button", { name: "Watching" }))
    fireEvent.click(await screen.findByRole("button", { name: "Watch" }))
    await screen.findByRole("button", { name: "Watching" })
    await waitFor(() => expect(api.calls.filter((call) => call.url === `/api${WATCH}`)).toHaveLength(3))
    expect(smsReads(api.calls)).toHaveLength(1)
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("enrolls a phone from the prompt, which closes once the number is verified", async () => {
    signIn()
    let enrollment = noSmsEnrollment()
    fakeApi(watchAnswers, watchList([7]), (call) => {
      if (call.url !== "/api/v1/sms/enrollment") return undefined
      if (call.method === "POST") enrollment = smsCodeSent("+15035550100")
      if (call.method === "PUT") enrollment = smsVerified("+15035550100")
      return Response.json(enrollment)
    })
    renderPage()
    fireEvent.click(screen.getByRole("button", { name: "Watch" }))
    await screen.findByRole("dialog", PROMPT)
    fireEvent.click(prompt().getByRole("button", { name: "Add phone number" }))
    fireEvent.change(await prompt().findByLabelText("Phone number"), { target: { value: "5035550100" } })
    fireEvent.click(prompt().getByRole("button", { name: "Send code" }))
    fireEvent.change(await prompt().findByLabelText("Verification code"), { target: { value: "123456" } })
    fireEvent.click(prompt().getByRole("button", { name: "Verify" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
  })

  it("isn't shown to a user who can receive texts already", async () => {
    signIn()
    const api = fakeApi(watchAnswers, watchList([7]), on("GET", "/v1/sms/enrollment", smsVerified("+15035550100")))
    renderPage()
    fireEvent.click(screen.getByRole("button", { name: "Watch" }))
    await waitFor(() => expect(smsReads(api.calls)).toHaveLength(1))
    await screen.findByRole("button", { name: "Watching" })
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("isn't shown for a watch that isn't the user's first, nor asked about again", async () => {
    signIn()
    const api = fakeApi(watchAnswers, watchList([3, 7]), on("GET", "/v1/sms/enrollment", noSmsEnrollment()))
    renderPage()
    fireEvent.click(screen.getByRole("button", { name: "Watch" }))
    await waitFor(() => expect(api.calls.filter((call) => call.url.startsWith("/api/v1/watch_list"))).toHaveLength(2))
    fireEvent.click(await screen.findByRole("button", { name: "Watching" }))
    fireEvent.click(await screen.findByRole("button", { name: "Watch" }))
    await waitFor(() => expect(api.calls.filter((call) => call.url === `/api${WATCH}`)).toHaveLength(3))
    await screen.findByRole("button", { name: "Watching" })
    expect(api.calls.filter((call) => call.url.startsWith("/api/v1/watch_list"))).toHaveLength(2)
    expect(smsReads(api.calls)).toHaveLength(0)
    expect(screen.queryByRole("dialog")).toBeNull()
  })
})
