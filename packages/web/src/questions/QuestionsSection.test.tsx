import type { AuctionDetail, Question, QuestionList } from "@redline/api"
import type { QuestionChange, QuestionEntry } from "@redline/domain"
import { QueryClientProvider } from "@tanstack/react-query"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { RealtimeRoutes } from "../realtime/RealtimeRoutes.ts"
import { TestRealtime } from "../testing/TestRealtime.tsx"
import { auctionsKeys } from "../auctions/auctionsQueries.ts"
import { type StoredSession, storedSessionAtom } from "../session/sessionAtom.ts"
import { auctionDetail, signIn, STORED_SESSION } from "../testing/auctionDetail.ts"
import { type ApiCall, fakeApi, on } from "../testing/fakeApi.ts"
import { QuestionsSection } from "./QuestionsSection.tsx"
import { signInRequestAtom } from "../auth/signInDialog.ts"

const LIST = "/v1/auctions/7/questions"
const MINUTE = 60_000

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString()

function question(overrides: Partial<Question> = {}): Question {
  return {
    id: 1,
    user: { username: "turbo_tess", photo: null },
    text: "Any rust under the battery tray?",
    timestamp: minutesAgo(3 * 60),
    edited_at: null,
    answer: null,
    upvotes: 0,
    flags: 0,
    system_flagged: false,
    mine: false,
    upvoted: false,
    flagged: false,
    ...overrides
  }
}

const ANSWERED = question({
  id: 2,
  user: { username: "air_cooled", photo: { base_url: "/api/v1/images/", path: "photos/air.jpg" } },
  text: "Has the IMS bearing been done?\n\nAsking for a friend. <b>Really</b>.",
  timestamp: minutesAgo(2 * 24 * 60),
  answer: {
    user: { username: "flat6fan", photo: null },
    text: "No IMS on a 993.\nIt's air-cooled.",
    timestamp: minutesAgo(24 * 60),
    edited_at: null
  }
})

const list = (questions: ReadonlyArray<Question>, moderator = false): QuestionList => ({ questions, moderator })

function renderSection(
  options: { auction?: Partial<AuctionDetail>; questions?: ReadonlyArray<Question>; path?: string; moderator?: boolean } = {}
) {
  const queryClient = createQueryClient()
  const auction = auctionDetail(options.auction)
  const [pathname, search = ""] = (options.path ?? "/auctions/7/1995-porsche-911-carrera-coupe").split("?")
  const location = memoryLocation({ path: pathname ?? "/", searchPath: search, record: true })
  const store = createStore()
  const session = JSON.parse(localStorage.getItem("redline.session") ?? "null") as StoredSession | null
  store.set(storedSessionAtom, session)
  queryClient.setQueryData(auctionsKeys.detail(7, session?.user_id ?? null), auction)
  const routes = new RealtimeRoutes()
  const page = (shown: AuctionDetail) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <TestRealtime routes={routes}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <QuestionsSection auction={shown} />
          </Router>
        </TestRealtime>
      </QueryClientProvider>
    </Provider>
  )
  const { rerender } = render(page(auction))
  /** The page showing the auction changed, as a live update does. */
  const update = (changed: Partial<AuctionDetail>) => rerender(page({ ...auction, ...changed }))
  /** A question event of the auction's thread channel, as another page's change sends it. */
  const hear = (seq: number, change: QuestionChange) =>
    act(() => routes.deliver({ channel: "thread:7", seq, kind: "question", data: change }, queryClient))
  return { queryClient, location, store, update, hear }
}

const listAnswer = (questions: ReadonlyArray<Question> = [question(), ANSWERED], moderator = false) =>
  on("GET", LIST, list(questions, moderator))
const section = () => screen.getByRole("region", { name: /Questions & Answers/ })
const item = (text: string | RegExp) => screen.getByText(text).closest("li") as HTMLElement
const changes = (calls: ReadonlyArray<ApiCall>) => calls.filter((call) => call.method !== "GET")

// Changes wait for the browser's handshake before they are sent; on a busy machine that takes a while.
const SENT = { timeout: 5_000 }

/** Holds calls of `method` to `path` unanswered until the test answers them. */
function held(method: string, path: string) {
  let answer: (response: Response) => void = () => undefined
  const pending = new Promise<Response>((resolve) => (answer = resolve))
  return { route: (call: ApiCall) => (call.method === method && call.url === `/api${path}` ? pending : undefined), answer }
}

describe("QuestionsSection", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    window.history.replaceState(null, "")
  })

  it("lists the questions with their count, asker, time and the seller's answer beneath, as plain text", async () => {
    fakeApi(listAnswer())
    renderSection()
    await screen.findByText("Any rust under the battery tray?")
    expect(within(section()).getByRole("heading", { level: 2 }).textContent).toBe("Questions & Answers 2")
    const items = within(section()).getAllByRole("listitem")
    expect(
      items.map((shown) =>
        within(shown)
          .getAllByText(/ago$/)
          .map((time) => time.textContent)
      )
    ).toEqual([["3 hours ago"], ["2 days ago", "1 day ago"]])
    const answered = items[1]!
    expect(answered.textContent).toContain("air_cooled")
    expect(answered.textContent).toContain("flat6fan")
    expect(within(answered).getByText("Seller")).toBeTruthy()
    // the text as written: markup shows as typed, line breaks stay
    const text = within(answered).getByText(/Has the IMS bearing/)
    expect(text.textContent).toBe("Has the IMS bearing been done?\n\nAsking for a friend. <b>Really</b>.")
    expect(text.querySelector("b")).toBeNull()
    expect(within(answered).getByText(/No IMS on a 993/).textContent).toBe("No IMS on a 993.\nIt's air-cooled.")
    expect(answered.querySelector("img")?.getAttribute("src")).toBe("/api/v1/images/photos/air.jpg?w=80")
  })

  it("says so when there are no questions yet", async () => {
    fakeApi(listAnswer([]))
    renderSection()
    expect(await within(section()).findByText(/No questions yet/)).toBeTruthy()
    expect(within(section()).getByRole("heading", { level: 2 }).textContent).toBe("Questions & Answers 0")
  })

  it("asks a visitor to sign in over the page to ask, carrying the question", async () => {
    const api = fakeApi(listAnswer())
    const { location, store } = renderSection({ path: "/auctions/7/x?q=2" })
    await screen.findByText("Any rust under the battery tray?")
    fireEvent.click(screen.getByRole("button", { name: "Ask a question" }))
    expect(store.get(signInRequestAtom)).toEqual({
      from: "/auctions/7/x?q=2",
      action: "ask-question",
      subject: null,
      sessionExpired: false
    })
    expect(location.history).toEqual(["/auctions/7/x?q=2"])
    expect(changes(api.calls)).toEqual([])
  })

  it("opens the dialog once when a question is carried back from sign-in", async () => {
    signIn()
    window.history.replaceState({ action: "ask-question" }, "")
    fakeApi(listAnswer())
    renderSection()
    expect(await screen.findByRole("dialog", { name: "Ask a question" })).toBeTruthy()
    // the dialog is over the page, on an entry of its own
    expect(window.history.state).toMatchObject({ action: null })
    expect(document.activeElement).toBe(screen.getByLabelText("Your question"))
  })

  it("doesn't offer the seller to ask, nor anyone once the auction has ended", async () => {
    signIn({ ...STORED_SESSION, username: "Flat6Fan" })
    window.history.replaceState({ action: "ask-question" }, "")
    fakeApi(listAnswer())
    renderSection()
    await screen.findByText("Any rust under the battery tray?")
    expect(screen.queryByRole("button", { name: "Ask a question" })).toBeNull()
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("shows a question at once, marked until the server has it, and counts it", async () => {
    signIn()
    const post = held("POST", LIST)
    const api = fakeApi(post.route, listAnswer())
    const { queryClient } = renderSection()
    await screen.findByText("Any rust under the battery tray?")
    fireEvent.click(screen.getByRole("button", { name: "Ask a question" }))
    fireEvent.change(screen.getByLabelText("Your question"), { target: { value: "  Is the\nsunroof dry?  " } })
    fireEvent.click(screen.getByRole("button", { name: "Post question" }))

    expect(screen.queryByRole("dialog")).toBeNull()
    const first = () => within(section()).getAllByRole("listitem")[0]!
    await waitFor(() => expect(first().querySelector(".question__text")?.textContent).toBe("Is the\nsunroof dry?"), SENT)
    expect(first().textContent).toContain("Sending…")
    expect(first().getAttribute("aria-busy")).toBe("true")
    await waitFor(
      () =>
        expect(changes(api.calls)).toEqual([
          { url: `/api${LIST}`, method: "POST", authorization: "Bearer key-1", body: { text: "  Is the\nsunroof dry?  " } }
        ]),
      SENT
    )

    const asked = question({
      id: 9,
      user: { username: "demo_bidder", photo: null },
      text: "Is the\nsunroof dry?",
      timestamp: new Date().toISOString(),
      mine: true
    })
    await act(async () => post.answer(Response.json(asked, { status: 201 })))
    await waitFor(() => expect(first().id).toBe("question-9"), SENT)
    expect(first().textContent).not.toContain("Sending…")
    expect(within(section()).getByRole("heading", { level: 2 }).textContent).toBe("Questions & Answers 3")
    expect(queryClient.getQueryData<AuctionDetail>(auctionsKeys.detail(7, STORED_SESSION.user_id))).toMatchObject({
      questions: 3,
      stats: { questions: 3 }
    })
    expect(screen.getByText("Your question was posted.")).toBeTruthy()
  })

  it("shows a question once when its live event comes before the server's answer", async () => {
    signIn()
    const post = held("POST", LIST)
    fakeApi(post.route, listAnswer())
    const { hear } = renderSection()
    await screen.findByText("Any rust under the battery tray?")
    fireEvent.click(screen.getByRole("button", { name: "Ask a question" }))
    fireEvent.change(screen.getByLabelText("Your question"), { target: { value: "Is the sunroof dry?" } })
    fireEvent.click(screen.getByRole("button", { name: "Post question" }))
    await screen.findByText("Is the sunroof dry?")

    const {
      mine: _mine,
      upvoted: _upvoted,
      flagged: _flagged,
      ...entry
    } = question({
      id: 9,
      user: { username: STORED_SESSION.username, photo: null },
      text: "Is the sunroof dry?",
      timestamp: new Date().toISOString()
    })
    await hear(1, { id: 9, question: entry })
    const first = () => within(section()).getAllByRole("listitem")[0]!
    await waitFor(() => expect(first().id).toBe("question-9"), SENT)
    expect(screen.getAllByText("Is the sunroof dry?")).toHaveLength(1)
    expect(first().getAttribute("aria-busy")).toBeNull()

    await act(async () => post.answer(Response.json({ ...entry, mine: true, upvoted: false, flagged: false }, { status: 201 })))
    await screen.findByText("Your question was posted.")
    expect(screen.getAllByText("Is the sunroof dry?")).toHaveLength(1)
    expect(within(section()).getByRole("heading", { level: 2 }).textContent).toBe("Questions & Answers 3")
  })

  it("shows a question asked while the list is on its first read, reading the list again once it is asked", async () => {
    signIn()
    const firstRead = held("GET", LIST)
    let reads = 0
    const asked = question({
      id: 9,
      user: { username: "demo_bidder", photo: null },
      text: "Is the sunroof dry?",
      timestamp: new Date().toISOString(),
      mine: true
    })
    const api = fakeApi(
      (call) => (call.method === "GET" && reads++ === 0 ? firstRead.route(call) : undefined),
      on("POST", LIST, asked, 201),
      listAnswer([asked, question(), ANSWERED])
    )
    renderSection()
    expect(screen.getByText("Loading questions…")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Ask a question" }))
    fireEvent.change(screen.getByLabelText("Your question"), { target: { value: "Is the sunroof dry?" } })
    fireEvent.click(screen.getByRole("button", { name: "Post question" }))
    await waitFor(() => expect(changes(api.calls)).toHaveLength(1), SENT)
    await waitFor(() => expect(screen.getByText("Your question was posted.")).toBeTruthy(), SENT)

    // the first read answers from before the question; the list is read again with it
    await act(async () => firstRead.answer(Response.json(list([question(), ANSWERED]))))
    await waitFor(() => expect(screen.getByText("Is the sunroof dry?")).toBeTruthy(), SENT)
    expect(within(section()).getByRole("heading", { level: 2 }).textContent).toBe("Questions & Answers 3")
  })

  it("takes a refused question back into the dialog with the server's reason", async () => {
    signIn()
    const api = fakeApi(on("POST", LIST, { error_code: 1004, message: "Too many requests. Please try again later." }, 429), listAnswer())
    renderSection()
    await screen.findByText("Any rust under the battery tray?")
    fireEvent.click(screen.getByRole("button", { name: "Ask a question" }))
    fireEvent.change(screen.getByLabelText("Your question"), { target: { value: "One more?" } })
    fireEvent.click(screen.getByRole("button", { name: "Post question" }))

    const dialog = await screen.findByRole("dialog", { name: "Ask a question" }, SENT)
    expect(within(dialog).getByRole("alert").textContent).toBe("Too many requests. Please try again later.")
    expect((within(dialog).getByLabelText("Your question") as HTMLTextAreaElement).value).toBe("One more?")
    expect(within(section()).queryByText("One more?", { selector: "li p" })).toBeNull()
    expect(within(section()).getAllByRole("listitem")).toHaveLength(2)
    expect(changes(api.calls)).toHaveLength(1)
  })

  it("keeps a question being written when the auction ends, and says why it can't go", async () => {
    signIn()
    fakeApi(on("POST", LIST, { error_code: 5102, message: "Questions are closed for this auction." }, 409), listAnswer())
    const { update } = renderSection()
    fireEvent.click(await screen.findByRole("button", { name: "Ask a question" }))
    fireEvent.change(screen.getByLabelText("Your question"), { target: { value: "Is the hardtop included?" } })
    update({ status: 101 })
    expect(screen.queryByRole("button", { name: "Ask a question" })).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Post question" }))
    const dialog = within(await screen.findByRole("dialog", {}, SENT))
    expect((await dialog.findByRole("alert", {}, SENT)).textContent).toBe("Questions are closed for this auction.")
    expect(dialog.getByLabelText<HTMLTextAreaElement>("Your question").value).toBe("Is the hardtop included?")
  })

  it("holds a question to the length rule before sending it", async () => {
    signIn()
    const api = fakeApi(listAnswer())
    renderSection()
    await screen.findByText("Any rust under the battery tray?")
    fireEvent.click(screen.getByRole("button", { name: "Ask a question" }))
    const field = screen.getByLabelText("Your question")
    expect((screen.getByRole("button", { name: "Post question" }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(field, { target: { value: "x".repeat(1001) } })
    const count = document.getElementById(field.getAttribute("aria-describedby") ?? "")!
    expect(count.textContent).toBe("Everyone sees questions and the seller's answers.1,001/1,000 characters")
    expect(count.hasAttribute("data-over")).toBe(true)
    fireEvent.click(screen.getByRole("button", { name: "Post question" }))
    expect(screen.getByText("Your question is too long")).toBeTruthy()
    expect(field.getAttribute("aria-invalid")).toBe("true")
    expect(changes(api.calls)).toEqual([])
  })

  it("lets the asker edit or delete their unanswered question within the window only", async () => {
    signIn()
    fakeApi(
      listAnswer([
        question({ id: 5, text: "Mine, fresh", mine: true, timestamp: minutesAgo(2) }),
        question({ id: 4, text: "Mine, old", mine: true, timestamp: minutesAgo(16) }),
        question({ id: 3, text: "Mine, answered", mine: true, timestamp: minutesAgo(2), answer: ANSWERED.answer }),
        question({ id: 1, text: "Someone else's", timestamp: minutesAgo(2) })
      ])
    )
    renderSection()
    await screen.findByText("Mine, fresh")
    const buttons = (text: string) =>
      within(item(text))
        .queryAllByRole("button")
        .map((button) => button.textContent)
    expect(buttons("Mine, fresh")).toEqual(["Edit", "Delete"])
    expect(buttons("Mine, old")).toEqual([])
    expect(buttons("Mine, answered")).toEqual([])
    expect(buttons("Someone else's")).toEqual(["Upvote 0", "Flag"])
  })

  it("edits a question in place at once", async () => {
    signIn()
    const put = held("PUT", `${LIST}/5`)
    const api = fakeApi(put.route, listAnswer([question({ id: 5, text: "Mine, fresh", mine: true, timestamp: minutesAgo(2) })]))
    renderSection()
    await screen.findByText("Mine, fresh")
    fireEvent.click(within(item("Mine, fresh")).getByRole("button", { name: "Edit" }))
    fireEvent.change(screen.getByLabelText("Edit your question"), { target: { value: "Mine, edited" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))

    expect(await screen.findByText("Mine, edited", {}, SENT)).toBeTruthy()
    expect(screen.queryByLabelText("Edit your question")).toBeNull()
    expect(item("Mine, edited").textContent).toContain("edited")
    await waitFor(
      () =>
        expect(changes(api.calls).map((call) => [call.method, call.url, call.body])).toEqual([
          ["PUT", `/api${LIST}/5`, { text: "Mine, edited" }]
        ]),
      SENT
    )
    await act(async () =>
      put.answer(
        Response.json(question({ id: 5, text: "Mine, edited", mine: true, timestamp: minutesAgo(2), edited_at: new Date().toISOString() }))
      )
    )
    expect(screen.getByText("Mine, edited")).toBeTruthy()
  })

  it("puts an edit back with the reason once the window has closed, and reads the list again", async () => {
    signIn()
    const api = fakeApi(
      on("PUT", `${LIST}/5`, { error_code: 5106, message: "Sorry, the edit period for this question has expired." }, 403),
      listAnswer([question({ id: 5, text: "Mine, fresh", mine: true, timestamp: minutesAgo(2) })])
    )
    renderSection()
    await screen.findByText("Mine, fresh")
    fireEvent.click(within(item("Mine, fresh")).getByRole("button", { name: "Edit" }))
    fireEvent.change(screen.getByLabelText("Edit your question"), { target: { value: "Mine, edited" } })
    fireEvent.click(screen.getByRole("button", { name: "Save" }))

    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Sorry, the edit period for this question has expired."), SENT)
    expect(screen.getByText("Mine, fresh")).toBeTruthy()
    expect(screen.queryByLabelText("Edit your question")).toBeNull()
    await waitFor(() => expect(api.calls.filter((call) => call.url === `/api${LIST}`)).toHaveLength(2), SENT)
  })

  it("deletes a question at once, after a confirmation, and counts it out", async () => {
    signIn()
    const api = fakeApi(
      on("DELETE", `${LIST}/5`, { questions: 1 }),
      listAnswer([question({ id: 5, text: "Mine, fresh", mine: true, timestamp: minutesAgo(2) }), question()])
    )
    const { queryClient } = renderSection()
    await screen.findByText("Mine, fresh")
    fireEvent.click(within(item("Mine, fresh")).getByRole("button", { name: "Delete" }))
    expect(within(item("Mine, fresh")).getByText("Delete this question?")).toBeTruthy()
    expect(changes(api.calls)).toEqual([])
    fireEvent.click(within(item("Mine, fresh")).getByRole("button", { name: "Delete" }))

    await waitFor(() => expect(screen.queryByText("Mine, fresh")).toBeNull(), SENT)
    await waitFor(() => expect(changes(api.calls).map((call) => [call.method, call.url])).toEqual([["DELETE", `/api${LIST}/5`]]), SENT)
    await waitFor(
      () =>
        expect(queryClient.getQueryData<AuctionDetail>(auctionsKeys.detail(7, STORED_SESSION.user_id))).toMatchObject({
          questions: 1,
          stats: { questions: 1 }
        }),
      SENT
    )
    expect(screen.getByText("Question deleted.")).toBeTruthy()
    expect(document.activeElement).toBe(within(section()).getByRole("heading", { level: 2 }))
  })

  it("puts a question whose delete failed back, in the spec's words", async () => {
    signIn()
    fakeApi(
      on("DELETE", `${LIST}/5`, { error_code: 1006, message: "Redline is busy right now." }, 503),
      listAnswer([question(), question({ id: 5, text: "Mine, fresh", mine: true, timestamp: minutesAgo(2) })])
    )
    renderSection()
    await screen.findByText("Mine, fresh")
    fireEvent.click(within(item("Mine, fresh")).getByRole("button", { name: "Delete" }))
    fireEvent.click(within(item("Mine, fresh")).getByRole("button", { name: "Delete" }))
    await waitFor(
      () => expect(within(item("Mine, fresh")).getByRole("alert").textContent).toBe("Sorry, there was an issue deleting this question."),
      SENT
    )
    // back where it was, second
    expect(within(section()).getAllByRole("listitem")[1]!.id).toBe("question-5")
  })

  it("lets the seller answer an unanswered question and edit an answer, showing it at once", async () => {
    signIn({ ...STORED_SESSION, username: "flat6fan" })
    const post = held("POST", `${LIST}/1/answer`)
    const api = fakeApi(post.route, listAnswer())
    renderSection()
    await screen.findByText("Any rust under the battery tray?")
    expect(
      within(item("Any rust under the battery tray?"))
        .getAllByRole("button")
        .map((button) => button.textContent)
    ).toEqual(["Upvote 0", "Flag", "Answer"])
    expect(
      within(item(/Has the IMS bearing/))
        .getAllByRole("button")
        .map((button) => button.textContent)
    ).toEqual(["Upvote 0", "Flag", "Edit"])

    fireEvent.click(screen.getByRole("button", { name: "Answer" }))
    fireEvent.change(screen.getByLabelText("Your answer"), { target: { value: "None at all." } })
    fireEvent.click(screen.getByRole("button", { name: "Post answer" }))
    const answered = item("Any rust under the battery tray?")
    expect(await within(answered).findByText("None at all.", {}, SENT)).toBeTruthy()
    expect(within(answered).getByText("Seller")).toBeTruthy()
    await waitFor(
      () =>
        expect(changes(api.calls).map((call) => [call.method, call.url, call.body])).toEqual([
          ["POST", `/api${LIST}/1/answer`, { text: "None at all." }]
        ]),
      SENT
    )
    await act(async () =>
      post.answer(
        Response.json(
          question({
            answer: {
              user: { username: "flat6fan", photo: null },
              text: "None at all.",
              timestamp: new Date().toISOString(),
              edited_at: null
            }
          })
        )
      )
    )
    await waitFor(() => expect(within(answered).getByRole("button", { name: "Edit" })).toBeTruthy(), SENT)
  })

  it("takes back an answer that didn't reach the server, with the form and its text", async () => {
    signIn({ ...STORED_SESSION, username: "flat6fan" })
    fakeApi(on("POST", `${LIST}/1/answer`, { error_code: 1006, message: "Redline is busy right now." }, 503), listAnswer())
    renderSection()
    await screen.findByText("Any rust under the battery tray?")
    fireEvent.click(screen.getByRole("button", { name: "Answer" }))
    fireEvent.change(screen.getByLabelText("Your answer"), { target: { value: "None at all." } })
    fireEvent.click(screen.getByRole("button", { name: "Post answer" }))
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("There was an error posting your answer."), SENT)
    expect((screen.getByLabelText("Your answer") as HTMLTextAreaElement).value).toBe("None at all.")
    expect(within(item("Any rust under the battery tray?")).queryByText("Seller")).toBeNull()
  })

  it("shows staff a Delete on every question", async () => {
    signIn({ ...STORED_SESSION, username: "admin" })
    fakeApi(listAnswer([question(), ANSWERED], true))
    renderSection()
    await screen.findByText("Any rust under the battery tray?")
    expect(within(section()).getAllByRole("button", { name: "Delete" })).toHaveLength(2)
  })

  it("brings a linked question into view and marks it", async () => {
    const scrolled: Element[] = []
    vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element) {
      scrolled.push(this)
    })
    fakeApi(listAnswer())
    renderSection({ path: "/auctions/7/x?q=2" })
    await waitFor(() => expect(scrolled.map((element) => element.id)).toEqual(["question-2"]), SENT)
    expect(item(/Has the IMS bearing/).hasAttribute("data-highlighted")).toBe(true)
    expect(item("Any rust under the battery tray?").hasAttribute("data-highlighted")).toBe(false)
    expect(document.activeElement?.id).toBe("question-2")
  })

  it("offers Upvote and Flag on others' questions, not one's own, showing each press at once and the server's count once it answers", async () => {
    signIn()
    const upvote = held("PUT", `${LIST}/1/upvote`)
    const api = fakeApi(
      upvote.route,
      on("PUT", `${LIST}/1/flag`, { flags: 1, flagged: true }),
      listAnswer([question({ upvotes: 2 }), question({ id: 5, text: "Mine, fresh", mine: true, upvotes: 1 })])
    )
    renderSection()
    await screen.findByText("Mine, fresh")
    expect(within(item("Mine, fresh")).queryByRole("button", { name: /Upvote/ })).toBeNull()
    expect(within(item("Mine, fresh")).queryByRole("button", { name: "Flag" })).toBeNull()
    expect(within(item("Mine, fresh")).getByText(/upvoted/).textContent).toBe("1 upvoted")

    const others = item("Any rust under the battery tray?")
    fireEvent.click(within(others).getByRole("button", { name: "Upvote 2" }))
    const pressed = await within(others).findByRole("button", { name: "Upvote 3" })
    expect(pressed.getAttribute("aria-pressed")).toBe("true")
    await waitFor(() => expect(changes(api.calls)).toEqual([expect.objectContaining({ method: "PUT", body: { upvote: true } })]), SENT)
    // someone else upvoted meanwhile: the server's count wins
    await act(async () => upvote.answer(Response.json({ upvotes: 4, upvoted: true })))
    await waitFor(() => expect(within(others).getByRole("button", { name: "Upvote 4" })).toBeTruthy())

    fireEvent.click(within(others).getByRole("button", { name: "Flag" }))
    await waitFor(() => expect(within(others).getByRole("button", { name: "Flagged" }).getAttribute("aria-pressed")).toBe("true"), SENT)
  })

  it("puts a refused upvote back, never below 0, and says why", async () => {
    signIn()
    let refuse: () => void = () => undefined
    const refused = new Promise<Response>(
      (resolve) => (refuse = () => resolve(Response.json({ error_code: 1099, message: "Something went wrong." }, { status: 500 })))
    )
    fakeApi(
      (call) => (call.method === "PUT" && call.url === `/api${LIST}/1/upvote` ? refused : undefined),
      listAnswer([question({ upvotes: 0, upvoted: true })])
    )
    renderSection()
    await screen.findByText("Any rust under the battery tray?")
    const others = item("Any rust under the battery tray?")
    // a count the page had at 0 with the reader's own upvote in it stays at 0 as it is taken back
    fireEvent.click(within(others).getByRole("button", { name: "Upvote 0" }))
    await waitFor(() => expect(within(others).getByRole("button", { name: "Upvote 0" }).getAttribute("aria-pressed")).toBe("false"))
    refuse()
    await waitFor(
      () => expect(within(others).getByRole("alert").textContent).toBe("Sorry, there was an issue updating this question."),
      SENT
    )
    expect(within(others).getByRole("button", { name: "Upvote 0" }).getAttribute("aria-pressed")).toBe("true")
  })

  it("puts a refused flag back and says why", async () => {
    signIn()
    const flag = held("PUT", `${LIST}/1/flag`)
    const api = fakeApi(flag.route, listAnswer([question({ flags: 1 })]))
    renderSection()
    await screen.findByText("Any rust under the battery tray?")
    const others = item("Any rust under the battery tray?")
    fireEvent.click(within(others).getByRole("button", { name: "Flag" }))
    expect((await within(others).findByRole("button", { name: "Flagged" })).getAttribute("aria-pressed")).toBe("true")
    await waitFor(() => expect(changes(api.calls)).toEqual([expect.objectContaining({ method: "PUT", body: { flag: true } })]), SENT)
    await act(async () => flag.answer(Response.json({ error_code: 1004, message: "Too many requests." }, { status: 429 })))
    await waitFor(() => expect(within(others).getByRole("alert").textContent).toBe("Too many requests."), SENT)
    expect(within(others).getByRole("button", { name: "Flag" }).getAttribute("aria-pressed")).toBe("false")
    expect(within(others).queryByRole("button", { name: "Flagged" })).toBeNull()
  })

  it("sends a visitor to sign in to upvote", async () => {
    localStorage.clear()
    const api = fakeApi(listAnswer([question()]))
    const { store } = renderSection()
    await screen.findByText("Any rust under the battery tray?")
    fireEvent.click(screen.getByRole("button", { name: "Upvote 0" }))
    expect(store.get(signInRequestAtom)).toMatchObject({ sessionExpired: true })
    expect(changes(api.calls)).toEqual([])
  })

  it("folds a question flagged 3 times, or by the system, behind View", async () => {
    fakeApi(
      listAnswer([
        question({ flags: 3 }),
        question({ id: 3, text: "Flagged twice", flags: 2 }),
        question({ id: 4, text: "Flagged by staff", system_flagged: true })
      ])
    )
    renderSection()
    await screen.findByText("Flagged twice")
    expect(screen.queryByText("Any rust under the battery tray?")).toBeNull()
    expect(screen.queryByText("Flagged by staff")).toBeNull()
    const folded = within(section()).getAllByText(/The community has flagged this/)
    expect(folded).toHaveLength(2)
    fireEvent.click(within(folded[0]!.closest("li")!).getByRole("button", { name: "View" }))
    expect(screen.getByText("Any rust under the battery tray?")).toBeTruthy()
  })

  it("shows questions asked, changed and deleted on other pages as they happen, keeping the reader's own marks", async () => {
    signIn()
    fakeApi(listAnswer([question({ upvotes: 1, upvoted: true })]))
    const { hear, queryClient } = renderSection()
    await screen.findByText("Any rust under the battery tray?")
    const { mine: _mine, upvoted: _upvoted, flagged: _flagged, ...seen } = question()
    const asked: QuestionEntry = { ...seen, id: 9, text: "Matching numbers?", timestamp: new Date().toISOString() }
    await hear(1, { id: 9, question: asked })
    await waitFor(() => expect(within(section()).getAllByRole("listitem")[0]!.textContent).toContain("Matching numbers?"))
    expect(within(section()).getByRole("heading", { level: 2 }).textContent).toBe("Questions & Answers 2")
    await waitFor(() =>
      expect(queryClient.getQueryData<AuctionDetail>(auctionsKeys.detail(7, STORED_SESSION.user_id))).toMatchObject({ questions: 2 })
    )

    await hear(2, {
      id: 1,
      question: {
        ...seen,
        upvotes: 2,
        answer: { user: { username: "flat6fan", photo: null }, text: "None at all.", timestamp: new Date().toISOString(), edited_at: null }
      }
    })
    const first = item("Any rust under the battery tray?")
    expect(await within(first).findByText("None at all.")).toBeTruthy()
    expect(within(first).getByRole("button", { name: "Upvote 2" }).getAttribute("aria-pressed")).toBe("true")

    await hear(3, { id: 9, question: null })
    await waitFor(() => expect(screen.queryByText("Matching numbers?")).toBeNull())
    expect(within(section()).getByRole("heading", { level: 2 }).textContent).toBe("Questions & Answers 1")
  })

  it("marks a question the reader asked on another page as theirs", async () => {
    signIn()
    fakeApi(listAnswer([]))
    const { hear } = renderSection()
    await screen.findByText(/No questions yet/)
    const {
      mine: _mine,
      upvoted: _upvoted,
      flagged: _flagged,
      ...seen
    } = question({ user: { username: STORED_SESSION.username, photo: null } })
    await hear(1, { id: 9, question: { ...seen, id: 9, text: "Mine from my phone", timestamp: new Date().toISOString() } })
    await screen.findByText("Mine from my phone")
    expect(within(item("Mine from my phone")).queryByRole("button", { name: /Upvote/ })).toBeNull()
  })
})
