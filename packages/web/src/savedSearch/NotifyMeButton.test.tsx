import type { AuctionDetail, SavedSearch } from "@redline/api"
import { QueryClientProvider, useQuery } from "@tanstack/react-query"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { signInRequestAtom } from "../auth/signInDialog.ts"
import { auctionsKeys } from "../auctions/auctionsQueries.ts"
import { keptWhileReaderChanges, useReaderId } from "../session/readerId.ts"
import { auctionDetail, signIn, STORED_SESSION, storedReader } from "../testing/auctionDetail.ts"
import { type ApiCall, fakeApi, on } from "../testing/fakeApi.ts"
import { noSmsEnrollment, smsCodeSent, smsVerified } from "../testing/smsEnrollment.ts"
import { NotifyMeButton } from "./NotifyMeButton.tsx"

const LIST = "/v1/saved_searches"
const PATH = "/auctions/7/1995-porsche-911-carrera-coupe"

const savedSearch = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 41,
  search: null,
  make_slug: "porsche",
  model_slug: "911",
  make: "Porsche",
  model: "911",
  start_year: null,
  end_year: null,
  transmission: null,
  body_style: null,
  send_email: true,
  send_sms: false,
  created_at: "2025-06-01T12:00:00.000Z",
  ...overrides
})

const listOf = (searches: ReadonlyArray<SavedSearch>, canReceiveSms = false) => ({
  saved_searches: searches,
  can_receive_sms: canReceiveSms
})

/** The button as the auction page draws it, from the cached auction. */
function PageNotifyMe() {
  const key = auctionsKeys.detail(7, useReaderId())
  const { data } = useQuery<AuctionDetail>({
    queryKey: key,
    queryFn: () => new Promise(() => undefined),
    placeholderData: keptWhileReaderChanges(key)
  })
  return data ? <NotifyMeButton auction={data} /> : null
}

function renderNotifyMe(detail: Partial<AuctionDetail> = {}) {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { staleTime: Infinity } })
  queryClient.setQueryData(auctionsKeys.detail(7, storedReader()), auctionDetail(detail))
  const location = memoryLocation({ path: PATH, record: true })
  const store = createStore()
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <PageNotifyMe />
        </Router>
      </QueryClientProvider>
    </Provider>
  )
  const cachedSearch = () => queryClient.getQueryData<AuctionDetail>(auctionsKeys.detail(7, storedReader()))?.make_saved_search
  return { queryClient, location, store, cachedSearch }
}

const dialog = () => within(screen.getByRole("dialog", { name: "Get notified about new Porsche 911 listings" }))
const emailAlerts = () => dialog().getByRole("checkbox", { name: "Email alerts" }) as HTMLInputElement
/** 'Saved' clicked, and the search's alerts loaded, e-mail on. */
async function openAlerts() {
  fireEvent.click(screen.getByRole("button", { name: "Saved" }))
  await waitFor(() => expect(emailAlerts().checked).toBe(true))
}

const savedCalls = (calls: ReadonlyArray<ApiCall>) =>
  calls.filter((call) => call.url.startsWith(`/api${LIST}`)).map((call) => [call.method, call.url.replace("/api", ""), call.body])

/** Holds the calls `method` makes until the test answers them. */
function held(method: string) {
  let answer: (response: Response) => void = () => undefined
  const response = new Promise<Response>((resolve) => (answer = resolve))
  return {
    route: (call: ApiCall) => (call.method === method && call.url.startsWith(`/api${LIST}`) ? response : undefined),
    answer: (r: Response) => answer(r)
  }
}

describe("NotifyMeButton", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.history.replaceState(null, "")
  })

  it("saves the car's make and model, opens the new search's alerts with e-mail on, and reads 'Saved'", async () => {
    signIn()
    const api = fakeApi(on("POST", LIST, savedSearch()), on("GET", LIST, listOf([savedSearch()])))
    const { cachedSearch } = renderNotifyMe()
    fireEvent.click(screen.getByRole("button", { name: "Notify me" }))

    await waitFor(() => expect(emailAlerts().checked).toBe(true))
    expect(dialog().getByText("Search saved.")).toBeTruthy()
    expect(dialog().getByText("Email me when new Porsche 911s go live.")).toBeTruthy()
    expect((dialog().getByRole("checkbox", { name: "Text alerts" }) as HTMLInputElement).checked).toBe(false)
    expect(screen.getByRole("button", { name: "Saved", hidden: true })).toBeTruthy()
    expect(savedCalls(api.calls)).toEqual([
      ["POST", LIST, { make_slug: "porsche", model_slug: "911", auction_id: 7 }],
      ["GET", LIST, null]
    ])
    expect(cachedSearch()).toBe(41)

    fireEvent.click(dialog().getByRole("button", { name: "Done" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(screen.getByRole("button", { name: "Saved" })).toBeTruthy()
  })

  it("opens the search the server says is already saved, as saved before", async () => {
    signIn()
    const api = fakeApi(
      on("POST", LIST, { error_code: 5303, message: "You've already saved this search.", id: 17 }, 409),
      on("GET", LIST, listOf([savedSearch({ id: 17, send_email: false })]))
    )
    const { cachedSearch } = renderNotifyMe()
    fireEvent.click(screen.getByRole("button", { name: "Notify me" }))
    await waitFor(() => expect(emailAlerts().checked).toBe(false))
    expect(dialog().queryByText("Search saved.")).toBeNull()
    expect(dialog().getByRole("status").textContent).toBe("")
    expect(cachedSearch()).toBe(17)
    expect(savedCalls(api.calls).map(([method]) => method)).toEqual(["POST", "GET"])
  })

  it("opens a saved search's alerts as stored, with text alerts for a user who can receive texts", async () => {
    signIn()
    const api = fakeApi(on("GET", LIST, listOf([savedSearch({ id: 3 }), savedSearch({ send_sms: true })], true)))
    renderNotifyMe({ make_saved_search: 41 })
    fireEvent.click(screen.getByRole("button", { name: "Saved" }))
    await waitFor(() => expect((dialog().getByRole("checkbox", { name: "Text alerts" }) as HTMLInputElement).checked).toBe(true))
    expect(emailAlerts().checked).toBe(true)
    expect(savedCalls(api.calls)).toEqual([["GET", LIST, null]])
  })

  it("starts SMS enrollment from the text toggle of a user who can't receive texts, and turns texts on once verified", async () => {
    signIn()
    let canReceiveSms = false
    const api = fakeApi(
      (call) => (call.method === "GET" && call.url === `/api${LIST}` ? Response.json(listOf([savedSearch()], canReceiveSms)) : undefined),
      on("GET", "/v1/sms/enrollment", noSmsEnrollment()),
      on("POST", "/v1/sms/enrollment", smsCodeSent("+15035550100")),
      (call) => {
        if (call.method !== "PUT" || call.url !== "/api/v1/sms/enrollment") return undefined
        canReceiveSms = true
        return Response.json(smsVerified("+15035550100"))
      },
      on("PUT", `${LIST}/41`, savedSearch({ send_sms: true }))
    )
    renderNotifyMe({ make_saved_search: 41 })
    await openAlerts()
    const textAlerts = () => dialog().getByRole("checkbox", { name: "Text alerts" }) as HTMLInputElement
    fireEvent.click(textAlerts())
    expect(textAlerts().checked).toBe(true)
    expect(savedCalls(api.calls).filter(([method]) => method === "PUT")).toEqual([])

    fireEvent.change(await waitFor(() => dialog().getByLabelText("Phone number")), { target: { value: "5035550100" } })
    expect((dialog().getByLabelText("Phone number") as HTMLInputElement).value).toBe("503-555-0100")
    fireEvent.click(dialog().getByRole("button", { name: "Send code" }))
    fireEvent.change(await waitFor(() => dialog().getByLabelText("Verification code")), { target: { value: "123456" } })
    fireEvent.click(dialog().getByRole("button", { name: "Verify" }))

    await waitFor(() => expect(savedCalls(api.calls).at(-1)).toEqual(["PUT", `${LIST}/41`, { send_sms: true, auction_id: 7 }]))
    expect(api.calls.filter((call) => call.url.startsWith("/api/v1/sms")).map((call) => [call.method, call.body])).toEqual([
      ["GET", null],
      ["POST", { phone_number: "+15035550100" }],
      ["PUT", { code: "123456" }]
    ])
    await waitFor(() => expect(dialog().queryByLabelText("Verification code")).toBeNull())
    expect(textAlerts().checked).toBe(true)
  })

  it("puts the text toggle back when the user leaves enrollment unfinished", async () => {
    signIn()
    fakeApi(on("GET", LIST, listOf([savedSearch()])), on("GET", "/v1/sms/enrollment", noSmsEnrollment()))
    renderNotifyMe({ make_saved_search: 41 })
    await openAlerts()
    const textAlerts = () => dialog().getByRole("checkbox", { name: "Text alerts" }) as HTMLInputElement
    fireEvent.click(textAlerts())
    await waitFor(() => dialog().getByLabelText("Phone number"))
    fireEvent.click(textAlerts())
    expect(textAlerts().checked).toBe(false)
    expect(dialog().queryByLabelText("Phone number")).toBeNull()
  })

  it("flips a toggle at once and keeps it once the server takes it", async () => {
    signIn()
    const update = held("PUT")
    const api = fakeApi(update.route, on("GET", LIST, listOf([savedSearch()])))
    renderNotifyMe({ make_saved_search: 41 })
    await openAlerts()

    fireEvent.click(emailAlerts())
    expect(emailAlerts().checked).toBe(false)
    await waitFor(() => expect(savedCalls(api.calls).at(-1)).toEqual(["PUT", `${LIST}/41`, { send_email: false, auction_id: 7 }]))
    await act(async () => update.answer(Response.json(savedSearch({ send_email: false }))))
    await waitFor(() => expect(dialog().getByRole("group").getAttribute("aria-busy")).toBe("false"))
    expect(emailAlerts().checked).toBe(false)
    expect(dialog().getByRole("status").textContent).toBe("")
  })

  it("puts a refused toggle back and says so", async () => {
    signIn()
    fakeApi(
      on("PUT", `${LIST}/41`, { error_code: 1006, message: "Redline is busy right now." }, 503),
      on("GET", LIST, listOf([savedSearch()]))
    )
    renderNotifyMe({ make_saved_search: 41 })
    await openAlerts()
    fireEvent.click(emailAlerts())
    expect(emailAlerts().checked).toBe(false)
    await waitFor(() => expect(dialog().getByRole("status").textContent).toBe("Your alert settings weren't saved. Please try again."))
    expect(emailAlerts().checked).toBe(true)
  })

  it("counts an update of a search the server no longer has as deleted", async () => {
    signIn()
    fakeApi(
      on("PUT", `${LIST}/41`, { error_code: 5304, message: "This saved search doesn't exist." }, 404),
      on("GET", LIST, listOf([savedSearch()]))
    )
    const { cachedSearch } = renderNotifyMe({ make_saved_search: 41 })
    await openAlerts()
    fireEvent.click(emailAlerts())
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(screen.getByRole("button", { name: "Notify me" })).toBeTruthy()
    expect(screen.getByRole("status").textContent).toBe("This search is no longer saved.")
    expect(cachedSearch()).toBeNull()
  })

  it.each([
    ["deletes the search back to 'Notify me'", on("DELETE", `${LIST}/41`, { deleted: true })],
    [
      "counts a search already gone as deleted",
      on("DELETE", `${LIST}/41`, { error_code: 5304, message: "This saved search doesn't exist." }, 404)
    ]
  ])("%s", async (_, deleteAnswer) => {
    signIn()
    const api = fakeApi(deleteAnswer, on("GET", LIST, listOf([savedSearch()])))
    const { cachedSearch } = renderNotifyMe({ make_saved_search: 41 })
    await openAlerts()
    fireEvent.click(dialog().getByRole("button", { name: "Delete" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(screen.getByRole("button", { name: "Notify me" })).toBeTruthy()
    expect(screen.getByRole("status").textContent).toBe("")
    expect(cachedSearch()).toBeNull()
    expect(savedCalls(api.calls).at(-1)).toEqual(["DELETE", `${LIST}/41`, null])
  })

  it("keeps the search and says so when the delete fails", async () => {
    signIn()
    fakeApi(
      on("DELETE", `${LIST}/41`, { error_code: 1006, message: "Redline is busy right now." }, 503),
      on("GET", LIST, listOf([savedSearch()]))
    )
    renderNotifyMe({ make_saved_search: 41 })
    await openAlerts()
    fireEvent.click(dialog().getByRole("button", { name: "Delete" }))
    await waitFor(() => expect(dialog().getByRole("status").textContent).toBe("Your saved search wasn't deleted. Please try again."))
    expect(screen.getByRole("button", { name: "Saved", hidden: true })).toBeTruthy()
  })

  it("is offered to the auction's seller too: it is about the model", () => {
    signIn({ ...STORED_SESSION, username: "Flat6Fan" })
    fakeApi()
    renderNotifyMe()
    expect(screen.getByRole("button", { name: "Notify me" })).toBeTruthy()
  })

  it("says so next to the button when the save fails", async () => {
    signIn()
    fakeApi(on("POST", LIST, { error_code: 5302, message: "We don't know this model of the make" }, 400))
    renderNotifyMe()
    fireEvent.click(screen.getByRole("button", { name: "Notify me" }))
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("We don't know this model of the make"))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(screen.getByRole("button", { name: "Notify me" })).toBeTruthy()
  })

  it("asks a visitor to sign in over the page, carrying the save", () => {
    const api = fakeApi()
    const { location, store } = renderNotifyMe()
    fireEvent.click(screen.getByRole("button", { name: "Notify me" }))
    expect(store.get(signInRequestAtom)).toEqual({ from: PATH, action: "save-search", subject: null, sessionExpired: false })
    expect(location.history).toEqual([PATH])
    expect(api.calls).toEqual([])
  })

  it("sends a user whose session is gone to sign in again", async () => {
    signIn()
    fakeApi(on("POST", LIST, { error_code: 1002, message: "Please sign in to continue." }, 401))
    const { store } = renderNotifyMe()
    fireEvent.click(screen.getByRole("button", { name: "Notify me" }))
    await waitFor(() =>
      expect(store.get(signInRequestAtom)).toEqual({ from: PATH, action: "save-search", subject: null, sessionExpired: true })
    )
  })

  it("makes the save carried back from sign-in once, and opens its alerts", async () => {
    signIn()
    window.history.replaceState({ action: "save-search" }, "")
    const api = fakeApi(on("POST", LIST, savedSearch()), on("GET", LIST, listOf([savedSearch()])))
    renderNotifyMe()
    await waitFor(() => expect(emailAlerts().checked).toBe(true))
    // the alerts dialog is over the page, on an entry of its own
    expect(window.history.state).toMatchObject({ action: null })
    expect(savedCalls(api.calls).map(([method]) => method)).toEqual(["POST", "GET"])
  })

  it("opens the alerts of a search already saved when the save is carried back", async () => {
    signIn()
    window.history.replaceState({ action: "save-search" }, "")
    const api = fakeApi(on("GET", LIST, listOf([savedSearch()])))
    renderNotifyMe({ make_saved_search: 41 })
    await waitFor(() => expect(emailAlerts().checked).toBe(true))
    expect(savedCalls(api.calls)).toEqual([["GET", LIST, null]])
  })

  it("follows the auction when a new read finds the search saved", async () => {
    signIn()
    fakeApi()
    const { queryClient } = renderNotifyMe()
    expect(screen.getByRole("button", { name: "Notify me" })).toBeTruthy()
    act(() =>
      queryClient.setQueryData<AuctionDetail>(
        auctionsKeys.detail(7, storedReader()),
        (auction) => auction && { ...auction, make_saved_search: 41 }
      )
    )
    await waitFor(() => expect(screen.getByRole("button", { name: "Saved" })).toBeTruthy())
  })
})
