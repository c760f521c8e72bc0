import { QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { signIn } from "../testing/auctionDetail.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import AuthPage from "./AuthPage.tsx"

const SESSION = {
  user: { user_id: 1, username: "demo_bidder" },
  access_key: "key-1",
  refresh_key: "refresh-1",
  expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  email_verified: true,
  details: { card_on_file: true, bidding_agreement: true, play_bid_sound: false },
  abilities: []
}

function renderSignIn(path = "/signin/") {
  const [pathname, search = ""] = path.split("?")
  const location = memoryLocation({ path: pathname ?? "/", searchPath: search, record: true })
  render(
    <Provider store={createStore()}>
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Route path="/signin/">
            <AuthPage screen="signin" />
          </Route>
        </Router>
      </QueryClientProvider>
    </Provider>
  )
  return location
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Sign in" }))

describe("the sign-in screen", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("has the spec's heading, labelled fields and a way to sign up, in the dialog", () => {
    fakeApi()
    const location = renderSignIn()
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeTruthy()
    expect(screen.getByRole("form", { name: "Sign in" })).toBeTruthy()
    expect(screen.getByLabelText("Email").getAttribute("type")).toBe("email")
    expect(screen.getByLabelText("Password").getAttribute("type")).toBe("password")
    expect(document.title).toBe("Sign In — Redline")
    fireEvent.click(screen.getByRole("button", { name: "Create an account" }))
    expect(screen.getByRole("heading", { name: "Sign up" })).toBeTruthy()
    expect(location.history).toEqual(["/signin/"])
  })

  it("asks to sign in to save the search when that is what the visitor started", () => {
    fakeApi()
    renderSignIn("/signin/?redirect=%2Fsearch%2Fporsche&action=save-search")
    expect(screen.getByRole("heading", { name: "Sign in to save your search" })).toBeTruthy()
  })

  it("tells a user whose session ran out why they are asked to sign in again", () => {
    fakeApi()
    renderSignIn("/signin/?redirect=%2Fauctions%2F7%2Fx&action=place-bid&session=expired")
    expect(screen.getByText("Sorry, your session has expired, you'll need to re-enter your credentials to continue.")).toBeTruthy()
  })

  it("says nothing of a session to a visitor who simply signs in", () => {
    fakeApi()
    renderSignIn("/signin/?redirect=%2Fauctions%2F7%2Fx&action=place-bid")
    expect(screen.queryByText(/your session has expired/)).toBeNull()
  })

  it.each([
    ["", "", "All fields are required"],
    ["", "secret", "Please enter your email"],
    ["not-an-address", "secret", "Please enter a valid email"],
    ["bidder@example.com", "", "Please enter your password"]
  ])("checks %j / %j before sending: %s", (email, password, message) => {
    const api = fakeApi()
    renderSignIn()
    fill("Email", email)
    fill("Password", password)
    submit()
    expect(screen.getByText(message)).toBeTruthy()
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([])
  })

  it("ties a field's message to the field", () => {
    fakeApi()
    renderSignIn()
    fill("Password", "secret")
    submit()
    const email = screen.getByLabelText("Email")
    expect(email.getAttribute("aria-invalid")).toBe("true")
    expect(document.getElementById(email.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Please enter your email")
  })

  it.each([
    [401, 3001, "Incorrect email or password"],
    [403, 3003, "This account has been disabled"],
    [400, 3004, "Please use one of the sign in providers above to access your account."],
    [423, 3002, "The account has been temporarily locked, please try again later."],
    // too many tries from one address: the server says how to go on
    [429, 1004, "server words"],
    [500, 1099, "Sorry, an error occurred. Please try again."]
  ])("says a %i %i refusal in the spec's words", async (status, error_code, message) => {
    fakeApi(on("POST", "/v1/auth/login", { error_code, message: "server words" }, status))
    renderSignIn()
    fill("Email", "bidder@example.com")
    fill("Password", "wrong")
    submit()
    expect((await screen.findByRole("alert")).textContent).toBe(message)
  })

  it("keeps the session and goes back to the page it came from, carrying the action", async () => {
    const api = fakeApi(on("POST", "/v1/auth/login", SESSION))
    const location = renderSignIn("/signin/?redirect=%2Fauctions%2F7%2Fx&action=place-bid")
    fill("Email", " demo_bidder@example.com ")
    fill("Password", "redline-Demo-garage-1995")
    submit()
    await waitFor(() => expect(location.history.at(-1)).toBe("/auctions/7/x"))
    expect(location.state).toEqual({ action: "place-bid" })
    expect(api.calls.find((call) => call.url === "/api/v1/auth/login")?.body).toEqual({
      email: "demo_bidder@example.com",
      password: "redline-Demo-garage-1995",
      redirect_context: { referrer: { to: "/auctions/7/x", state: { action: "place-bid" } }, history: "replace" }
    })
    expect(JSON.parse(localStorage.getItem("redline.session") ?? "null")).toEqual({
      access_key: "key-1",
      refresh_key: "refresh-1",
      username: "demo_bidder",
      user_id: 1,
      expires_at: SESSION.expires_at,
      play_bid_sound: false,
      abilities: []
    })
  })

  it("carries the subject of the action back too: the auction a card's Watch was for", async () => {
    fakeApi(on("POST", "/v1/auth/login", SESSION))
    const location = renderSignIn("/signin/?redirect=%2F%3Ftransmission%3Dmanual&action=watch-auction&subject=42")
    fill("Email", "demo_bidder@example.com")
    fill("Password", "redline-Demo-garage-1995")
    submit()
    await waitFor(() => expect(location.history.at(-1)).toBe("/?transmission=manual"))
    expect(location.state).toEqual({ action: "watch-auction", subject: "42" })
  })

  it("keeps no session for an account whose e-mail is still to be confirmed, and says so", async () => {
    fakeApi(
      on("POST", "/v1/auth/login", {
        user: { user_id: 3, username: "newcomer" },
        email: "newcomer@example.com",
        email_verified: false,
        confirm_key: "confirm-1"
      })
    )
    const location = renderSignIn("/signin/?redirect=%2Fwatch-list%2F")
    fill("Email", "newcomer@example.com")
    fill("Password", "redline-Demo-garage-1995")
    submit()
    expect((await screen.findByRole("status")).textContent).toContain("newcomer@example.com")
    expect(localStorage.getItem("redline.session")).toBeNull()
    expect(location.history).toEqual(["/signin/?redirect=%2Fwatch-list%2F"])
  })

  it("won't send the user off the site after signing in", async () => {
    fakeApi(on("POST", "/v1/auth/login", SESSION))
    const location = renderSignIn("/signin/?redirect=https%3A%2F%2Fevil.example%2F")
    fill("Email", "demo_bidder@example.com")
    fill("Password", "redline-Demo-garage-1995")
    submit()
    await waitFor(() => expect(location.history.at(-1)).toBe("/"))
  })

  it("sends a user who is already signed in straight back", async () => {
    signIn()
    const api = fakeApi()
    const location = renderSignIn("/signin/?redirect=%2Fwatch-list%2F")
    await waitFor(() => expect(location.history.at(-1)).toBe("/watch-list/"))
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([])
  })
})
