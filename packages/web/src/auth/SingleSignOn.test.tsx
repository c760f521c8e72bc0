import { QueryClientProvider } from "@tanstack/react-query"
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import type { ReactNode } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { storedSessionAtom } from "../session/sessionAtom.ts"
import { signIn, STORED_SESSION } from "../testing/auctionDetail.ts"
import { challengeHiding } from "../testing/botChallenge.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import AuthPage from "./AuthPage.tsx"
import HandoverPage from "./HandoverPage.tsx"
import ProviderLandingPage from "./ProviderLandingPage.tsx"

function renderAt(path: string, pattern: string, page: ReactNode, store = createStore()) {
  const [pathname, search = ""] = path.split("?")
  const location = memoryLocation({ path: pathname ?? "/", searchPath: search, record: true })
  render(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Route path={pattern}>{page}</Route>
        </Router>
      </QueryClientProvider>
    </Provider>
  )
  return location
}

const landAt = (path: string) => {
  const pattern = path.split("?")[0] ?? path
  const provider = pattern === "/auth/fb/" ? "facebook" : pattern === "/auth/apple" ? "apple" : "google"
  return renderAt(path, pattern, <ProviderLandingPage provider={provider} />)
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }))
const refusal = (error_code: number, fields: Record<string, unknown> = {}) => ({ error_code, message: "server words", ...fields })

const BOOTSTRAP = {
  buyer_commission_rate: 0.05,
  buyer_commission_min: 250,
  buyer_commission_max: 7500,
  soft_close_seconds: 120,
  feature_flags: {}
}

const SESSION = {
  user: { user_id: 12, username: "new_driver" },
  access_key: "key-12",
  refresh_key: "refresh-12",
  expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  email_verified: true,
  details: { card_on_file: false, bidding_agreement: false, play_bid_sound: false },
  abilities: []
}

const credential =
  (email: string | null, is_private_email = false) =>
  (provider: string) => ({
    provider,
    credential: "cred-1",
    email,
    is_private_email
  })

/** The provider answered at the landing, the landing traded its code for `cred-1`. */
const callback = (provider: string, email: string | null, isPrivate = false) =>
  on("POST", `/v1/auth/sso/${provider}/callback`, credential(email, isPrivate)(provider))

const storedSession = () => JSON.parse(localStorage.getItem("redline.session") ?? "null")

beforeEach(() => sessionStorage.clear())
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("the single-sign-on buttons", () => {
  it("offer the providers the site has, above an 'or' and the e-mail fields", async () => {
    fakeApi(on("GET", "/v1/bootstrap", { ...BOOTSTRAP, sign_in_providers: ["google", "facebook", "apple"] }))
    renderAt("/signin/", "/signin/", <AuthPage screen="signin" />)
    const google = await screen.findByRole("button", { name: "Continue with Google" })
    expect(screen.getByRole("button", { name: "Continue with Facebook" })).toBeTruthy()
    expect(screen.getByRole("button", { name: "Continue with Apple" })).toBeTruthy()
    expect(screen.getByText("or")).toBeTruthy()
    // above the e-mail field, in the order the spec lists them
    expect(google.compareDocumentPosition(screen.getByLabelText("Email")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it("show only the providers the site offers, and none with no divider when it offers none", async () => {
    fakeApi(on("GET", "/v1/bootstrap", { ...BOOTSTRAP, sign_in_providers: ["apple"] }))
    renderAt("/signup/", "/signup/", <AuthPage screen="signup" />)
    await screen.findByRole("button", { name: "Continue with Apple" })
    expect(screen.queryByRole("button", { name: "Continue with Google" })).toBeNull()

    cleanup()
    fakeApi(on("GET", "/v1/bootstrap", { ...BOOTSTRAP, sign_in_providers: [] }))
    renderAt("/signin/", "/signin/", <AuthPage screen="signin" />)
    await waitFor(() => expect(screen.getAllByRole("heading", { name: "Sign in" })).toHaveLength(1))
    expect(screen.queryByText("or")).toBeNull()
  })

  it("are hidden from a pre-rendering service's browser", async () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (compatible; Prerender; +https://github.com/prerender/prerender)")
    const api = fakeApi(on("GET", "/v1/bootstrap", { ...BOOTSTRAP, sign_in_providers: ["google"] }))
    renderAt("/signin/", "/signin/", <AuthPage screen="signin" />)
    await waitFor(() => expect(api.calls).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole("button", { name: "Continue with Google" })).toBeNull()
  })

  it("send the browser to the provider, remembering where the sign-in goes back to", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined)
    fakeApi(
      on("GET", "/v1/bootstrap", { ...BOOTSTRAP, sign_in_providers: ["google", "facebook", "apple"] }),
      on("GET", "/v1/auth/sso/google", { authorization_url: "http://127.0.0.1:9999/auth?state=s-1" })
    )
    // what the sign-in goes back to, not why it was asked again
    renderAt("/signin/?redirect=%2F&action=watch-auction&subject=7&session=expired", "/signin/", <AuthPage screen="signin" />)
    fireEvent.click(await screen.findByRole("button", { name: "Continue with Google" }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://127.0.0.1:9999/auth?state=s-1"))
    expect(sessionStorage.getItem("redline.providerReturn")).toBe("redirect=%2F&action=watch-auction&subject=7")
  })

  it("say so under the button when the provider can't be reached", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined)
    fakeApi(
      on("GET", "/v1/bootstrap", { ...BOOTSTRAP, sign_in_providers: ["google", "facebook"] }),
      on("GET", "/v1/auth/sso/facebook", refusal(3304), 400)
    )
    renderAt("/signin/", "/signin/", <AuthPage screen="signin" />)
    const facebook = await screen.findByRole("button", { name: "Continue with Facebook" })
    fireEvent.click(facebook)
    const alert = await screen.findByRole("alert")
    expect(alert.textContent).toBe("There was an issue connecting with Facebook")
    expect(facebook.getAttribute("aria-describedby")).toBe(alert.id)
    expect((facebook as HTMLButtonElement).disabled).toBe(false)
    expect(assign).not.toHaveBeenCalled()
  })
})

describe("landing from a provider", () => {
  it("trades the code for a credential, signs in with it and goes back where the sign-in began, with the action", async () => {
    sessionStorage.setItem("redline.providerReturn", "redirect=%2F&action=watch-auction&subject=7")
    const api = fakeApi(callback("google", "driver@example.com"), on("POST", "/v1/auth/login", SESSION))
    const location = landAt("/auth/google?code=c-1&state=s-1")
    expect(screen.getByRole("status").textContent).toBe("Verifying...")
    await waitFor(() => expect(location.history.at(-1)).toBe("/"))
    expect(location.state).toEqual({ action: "watch-auction", subject: "7" })
    expect(api.calls.map((call) => [call.url, call.body])).toEqual([
      ["/api/v1/auth/sso/google/callback", { code: "c-1", state: "s-1" }],
      ["/api/v1/auth/login", { provider: "google", credential: "cred-1" }]
    ])
    expect(storedSession()).toMatchObject({ username: "new_driver", access_key: "key-12" })
    expect(sessionStorage.getItem("redline.providerReturn")).toBeNull()
  })

  it("a failed connection shows sign in with 'There was an issue connecting with {provider}'", async () => {
    fakeApi(on("POST", "/v1/auth/sso/apple/callback", refusal(3304), 400))
    landAt("/auth/apple?error=user_cancelled_authorize")
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy()
    expect((await screen.findByRole("alert")).textContent).toBe("There was an issue connecting with Apple")
  })

  it("a locked or disabled account says the same", async () => {
    fakeApi(callback("google", "locked@example.com"), on("POST", "/v1/auth/login", refusal(3003), 403))
    landAt("/auth/google?code=c&state=s")
    expect((await screen.findByRole("alert")).textContent).toBe("There was an issue connecting with Google")
  })

  it("Facebook without an e-mail asks for the permission, and Go back returns to sign in", async () => {
    fakeApi(callback("facebook", null), on("POST", "/v1/auth/login", refusal(3303, { provider: "facebook" }), 400))
    landAt("/auth/fb/?code=c&state=s")
    await screen.findByRole("heading", { name: "Email required" })
    expect(
      screen.getByText("We need your email address to sign up. Please go back and give Facebook permission to share your email address")
    ).toBeTruthy()
    expect(screen.getByRole("link", { name: "Need help?" })).toBeTruthy()
    press("Go back")
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeTruthy()
  })
})

describe("set username", () => {
  const unknownAccount = (provider: string, email: string | null, isPrivate = false) =>
    on("POST", "/v1/auth/login", refusal(3301, { provider, email, is_private_email: isPrivate }), 404)

  it("shows the provider account and asks only for a username when the provider shared an address", async () => {
    const api = fakeApi(
      callback("google", "new.driver@example.com"),
      unknownAccount("google", "new.driver@example.com"),
      on("GET", "/v1/auth/challenge", challengeHiding(2)),
      on("POST", "/v2/auth/users", { ...SESSION, fresh: true })
    )
    landAt("/auth/google?code=c&state=s")
    await screen.findByRole("heading", { name: "Choose a username" })
    expect(screen.getByText("new.driver@example.com")).toBeTruthy()
    expect(screen.queryByLabelText("Email")).toBeNull()
    expect(screen.getByRole("button", { name: "Sign in here" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Need help?" })).toBeTruthy()

    fill("Username (public name others see)", "   ")
    press("Create account")
    expect(screen.getByText("Please enter a username")).toBeTruthy()
    expect(api.calls.some((call) => call.url === "/api/v2/auth/users")).toBe(false)

    fill("Username (public name others see)", " new_driver ")
    press("Create account")
    // a new account that needs no confirming: welcome, signed in
    expect(await screen.findByRole("heading", { name: "You're verified!" })).toBeTruthy()
    const body = api.calls.find((call) => call.url === "/api/v2/auth/users")?.body as Record<string, unknown>
    expect(body).toMatchObject({ provider: "google", credential: "cred-1", username: "new_driver", daily_email: true })
    // no address typed (blank, as the contract reads a missing one): the server takes the provider's
    expect(body["email"]).toBe("")
    expect(typeof body["recaptcha"]).toBe("string")
    expect(storedSession()).toMatchObject({ username: "new_driver" })
  })

  it("Apple shows 'Apple Account' and asks for an e-mail in place of a relay address, which must then be confirmed", async () => {
    const api = fakeApi(
      callback("apple", "x7k2p@privaterelay.appleid.com", true),
      unknownAccount("apple", "x7k2p@privaterelay.appleid.com", true),
      on("GET", "/v1/auth/challenge", challengeHiding(1)),
      on("POST", "/v2/auth/users", { user: SESSION.user, email: "hal@example.com", email_verified: false, confirm_key: "confirm-1" })
    )
    landAt("/auth/apple?code=c&state=s")
    await screen.findByRole("heading", { name: "Choose a username" })
    expect(screen.getByText("Apple Account")).toBeTruthy()
    expect(screen.queryByText("x7k2p@privaterelay.appleid.com")).toBeNull()

    fill("Email", "not-an-address")
    fill("Username (public name others see)", "hidden_hal")
    press("Create account")
    expect(screen.getByText("Please enter a valid email")).toBeTruthy()

    fill("Email", " Hal@Example.com ")
    press("Create account")
    expect((await screen.findByRole("status")).textContent).toContain("hal@example.com")
    expect(screen.getByRole("heading", { name: "Verify your email" })).toBeTruthy()
    expect(api.calls.find((call) => call.url === "/api/v2/auth/users")?.body).toMatchObject({ email: "hal@example.com", provider: "apple" })
    expect(localStorage.getItem("redline.session")).toBeNull()
  })

  it("a new account goes back to the page the sign-in began on instead of welcome", async () => {
    sessionStorage.setItem("redline.providerReturn", "redirect=%2Fwatch-list%2F")
    fakeApi(
      callback("google", "new@example.com"),
      unknownAccount("google", "new@example.com"),
      on("GET", "/v1/auth/challenge", challengeHiding(0)),
      on("POST", "/v2/auth/users", { ...SESSION, fresh: true })
    )
    const location = landAt("/auth/google?code=c&state=s")
    await screen.findByRole("heading", { name: "Choose a username" })
    // the spent code has left the address, which has the sign-in page's parameters
    expect(location.history).toEqual(["/auth/google?redirect=%2Fwatch-list%2F"])
    fill("Username (public name others see)", "new_driver")
    press("Create account")
    await waitFor(() => expect(location.history.at(-1)).toBe("/watch-list/"))
  })

  it.each([
    [409, 3007, "An account with this email already exists.", "Email"],
    [400, 3008, "server words", "Username (public name others see)"],
    [400, 3011, "Oops, ReCAPTCHA thinks you're a robot", null],
    [401, 3305, "Your connection to Google has expired. Please authenticate again.", null],
    [500, null, "Sorry, something went wrong", null]
  ])("a %i refusal (%s) says %j", async (status, error_code, message, field) => {
    fakeApi(
      callback("google", null),
      unknownAccount("google", null),
      on("GET", "/v1/auth/challenge", challengeHiding(0)),
      on("POST", "/v2/auth/users", { error_code, message: "server words" }, status)
    )
    landAt("/auth/google?code=c&state=s")
    await screen.findByRole("heading", { name: "Choose a username" })
    expect(screen.getByText("Google Account")).toBeTruthy()
    fill("Email", "taken@example.com")
    fill("Username (public name others see)", "someone")
    press("Create account")
    await screen.findByText(message)
    if (field === null) expect(screen.getByRole("alert").textContent).toBe(message)
    else expect(screen.getByLabelText(field).getAttribute("aria-invalid")).toBe("true")
  })

  it("'Sign in here' leads existing users to sign in", async () => {
    fakeApi(callback("google", "someone@example.com"), unknownAccount("google", "someone@example.com"))
    landAt("/auth/google?code=c&state=s")
    fireEvent.click(await screen.findByRole("button", { name: "Sign in here" }))
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeTruthy()
  })
})

describe("verify linking", () => {
  const linkRequired = on("POST", "/v1/auth/login", refusal(3302, { provider: "google", email: "linker@example.com" }), 409)

  it("asks for the password of the account with the provider's address, then connects it and signs in", async () => {
    sessionStorage.setItem("redline.providerReturn", "redirect=%2Fauctions%2F7%2Fx&action=place-bid")
    const api = fakeApi(callback("google", "linker@example.com"), linkRequired, on("POST", "/v1/auth/auth_source", SESSION))
    const location = landAt("/auth/google?code=c&state=s")
    expect(await screen.findByRole("heading", { name: "Sign in to connect your account with Google" })).toBeTruthy()
    expect(screen.getByText("linker@example.com")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Need help?" })).toBeTruthy()

    press("Sign in")
    expect(screen.getByText("Please enter your password")).toBeTruthy()
    expect(api.calls.some((call) => call.url === "/api/v1/auth/auth_source")).toBe(false)

    fill("Password", "velvet-quarter-mile-1987")
    press("Sign in")
    await waitFor(() => expect(location.history.at(-1)).toBe("/auctions/7/x"))
    expect(location.state).toEqual({ action: "place-bid" })
    expect(api.calls.find((call) => call.url === "/api/v1/auth/auth_source")?.body).toEqual({
      provider: "google",
      credential: "cred-1",
      email: "linker@example.com",
      password: "velvet-quarter-mile-1987"
    })
    expect(storedSession()).toMatchObject({ username: "new_driver" })
  })

  it.each([
    [400, 3022, "Incorrect password", "password"],
    [423, 3002, "The account has been temporarily locked, please try again later.", null],
    [403, 3003, "This account has been disabled", null],
    [401, 3305, "Your connection to Google has expired. Please authenticate again.", null],
    [409, 3306, "We found a different sign in provider tied to your account, go back.", null],
    [500, null, "Sorry, an error occurred. Please try again.", null]
  ])("a %i refusal (%s) says %j", async (status, error_code, message, field) => {
    fakeApi(
      callback("google", "linker@example.com"),
      linkRequired,
      on("POST", "/v1/auth/auth_source", { error_code, message: "server words" }, status)
    )
    landAt("/auth/google?code=c&state=s")
    await screen.findByRole("heading", { name: "Sign in to connect your account with Google" })
    fill("Password", "wrong")
    press("Sign in")
    await screen.findByText(message)
    if (field === null) expect(screen.getByRole("alert").textContent).toBe(message)
    else expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true")
  })
})

describe("the handover from the mobile app", () => {
  const handover = (path: string) => renderAt(path, "/auth/:subAuth?", <HandoverPage />)

  it("trades the token for a session, then goes to the redirect", async () => {
    const api = fakeApi(on("POST", "/v1/auth/handover", SESSION))
    const location = handover("/auth/m?handover_token=t-1&redirect=%2Fwatch-list%2F")
    await waitFor(() => expect(location.history.at(-1)).toBe("/watch-list/"))
    expect(api.calls[0]?.body).toEqual({ handover_token: "t-1" })
    expect(storedSession()).toMatchObject({ username: "new_driver" })
  })

  it("a failed handover is logged and the user goes on anyway, home without a redirect", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined)
    fakeApi(on("POST", "/v1/auth/handover", refusal(3307), 400))
    const location = handover("/auth/m?handover_token=spent")
    await waitFor(() => expect(location.history.at(-1)).toBe("/"))
    expect(logged).toHaveBeenCalled()
    expect(localStorage.getItem("redline.session")).toBeNull()
  })

  it("without a token, or signed in already, goes on at once; never off the site", async () => {
    const api = fakeApi()
    const location = handover("/auth/m?redirect=%2Fpast-auctions%2F")
    await waitFor(() => expect(location.history.at(-1)).toBe("/past-auctions/"))

    cleanup()
    // signed in before the page loaded, as the app's store has it on start
    signIn()
    const store = createStore()
    store.set(storedSessionAtom, STORED_SESSION)
    const signedIn = renderAt("/auth?handover_token=t-2&redirect=https%3A%2F%2Fevil.example", "/auth/:subAuth?", <HandoverPage />, store)
    await waitFor(() => expect(signedIn.history.at(-1)).toBe("/"))
    expect(api.calls.map((call) => call.url)).toEqual([])
  })
})
