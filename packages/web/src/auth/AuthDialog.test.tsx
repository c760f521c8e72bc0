import { QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { challengeHiding } from "../testing/botChallenge.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import AuthPage from "./AuthPage.tsx"

type Screen = Parameters<typeof AuthPage>[0]["screen"]

function renderAuth(path: string, screenName: Screen, pattern = path.split("?")[0] ?? path) {
  const [pathname = "/", search = ""] = path.split("?")
  const location = memoryLocation({ path: pathname, searchPath: search, record: true })
  render(
    <Provider store={createStore()}>
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Route path={pattern}>
            <AuthPage screen={screenName} />
          </Route>
        </Router>
      </QueryClientProvider>
    </Provider>
  )
  return location
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }))

const SESSION = {
  user: { user_id: 9, username: "newcomer" },
  access_key: "key-9",
  refresh_key: "refresh-9",
  expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  email_verified: true,
  details: { card_on_file: false, bidding_agreement: false, play_bid_sound: false },
  abilities: [],
  fresh: true
}

afterEach(() => vi.unstubAllGlobals())

describe("signing up", () => {
  it("checks the e-mail, lower-cases it, then asks for a password and a username", () => {
    fakeApi()
    renderAuth("/signup/", "signup")
    expect(screen.getByRole("heading", { name: "Sign up" })).toBeTruthy()
    fill("Email", "not-an-address")
    press("Next")
    expect(screen.getByText("Please enter a valid email")).toBeTruthy()
    fill("Email", " New@Example.com ")
    press("Next")
    expect(screen.getByRole("heading", { name: "Create your account" })).toBeTruthy()
    expect(screen.getByText(/Signing up as new@example\.com/)).toBeTruthy()
    press("Create account")
    expect(screen.getByRole("alert").textContent).toBe("All fields are required")
    fill("Username (public name others see)", "New")
    expect(screen.getByText(/we recommend that you don't include any part of your email address/)).toBeTruthy()
    expect(screen.getByRole("link", { name: "Terms of Use" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toBeTruthy()
  })

  it("solves the bot check, creates the account and shows the verify notice, whose resend link counts on", async () => {
    const api = fakeApi(
      on("GET", "/v1/auth/challenge", challengeHiding(3)),
      on("POST", "/v2/auth/users", { user: SESSION.user, email: "new@example.com", email_verified: false, confirm_key: "confirm-9" }),
      on("POST", "/v1/auth/resend", { email: "new@example.com" })
    )
    renderAuth("/signup/", "signup")
    fill("Email", "new@example.com")
    press("Next")
    fill("Password", "quartz-Harbor-lantern-1987")
    fill("Username (public name others see)", "newcomer")
    press("Create account")
    // the password's strength is estimated first, with dictionaries that take a busy machine seconds to load
    expect((await screen.findByRole("status", {}, { timeout: 10_000 })).textContent).toContain("new@example.com")
    expect(screen.getByRole("heading", { name: "Verify your email" })).toBeTruthy()
    const body = api.calls.find((call) => call.url === "/api/v2/auth/users")?.body as Record<string, unknown>
    expect(body).toMatchObject({ email: "new@example.com", username: "newcomer", daily_email: true, accept: true })
    const proof = JSON.parse(atob(String(body.recaptcha))) as { solution: { counter: number } }
    expect(proof.solution.counter).toBe(3)

    press("Click here to re-send the verification email")
    expect(screen.getByRole("button", { name: "Resending" })).toBeTruthy()
    expect(await screen.findByRole("button", { name: "Resent" })).toBeTruthy()
    expect(api.calls.at(-1)?.body).toEqual({ confirm_key: "confirm-9" })
  })

  it("sends where it started from with the account, for the confirmation link to lead back to", async () => {
    const api = fakeApi(
      on("GET", "/v1/auth/challenge", challengeHiding(0)),
      on("POST", "/v2/auth/users", { user: SESSION.user, email: "new@example.com", email_verified: false, confirm_key: "confirm-9" })
    )
    renderAuth("/signup/?redirect=%2Fauctions%2F7%2Fx&action=place-bid", "signup")
    fill("Email", "new@example.com")
    press("Next")
    fill("Password", "quartz-Harbor-lantern-1987")
    fill("Username (public name others see)", "newcomer")
    press("Create account")
    await screen.findByRole("heading", { name: "Verify your email" })
    expect(api.calls.find((call) => call.url === "/api/v2/auth/users")?.body).toMatchObject({
      redirect_context: { referrer: { to: "/auctions/7/x", state: { action: "place-bid" } }, history: "replace" }
    })
  })

  it("sends no redirect context when it started from nowhere in particular", async () => {
    const api = fakeApi(
      on("GET", "/v1/auth/challenge", challengeHiding(0)),
      on("POST", "/v2/auth/users", { user: SESSION.user, email: "new@example.com", email_verified: false, confirm_key: "confirm-9" })
    )
    renderAuth("/signup/", "signup")
    fill("Email", "new@example.com")
    press("Next")
    fill("Password", "quartz-Harbor-lantern-1987")
    fill("Username (public name others see)", "newcomer")
    press("Create account")
    await screen.findByRole("heading", { name: "Verify your email" })
    expect(api.calls.find((call) => call.url === "/api/v2/auth/users")?.body).not.toHaveProperty("redirect_context")
  })

  it("goes back to the e-mail step when the address has an account", async () => {
    fakeApi(
      on("GET", "/v1/auth/challenge", challengeHiding(0)),
      on("POST", "/v2/auth/users", { error_code: 3007, message: "exists", email: "old@example.com" }, 409)
    )
    renderAuth("/signup/", "signup")
    fill("Email", "old@example.com")
    press("Next")
    fill("Password", "quartz-Harbor-lantern-1987")
    fill("Username (public name others see)", "oldtimer")
    press("Create account")
    expect((await screen.findByRole("alert")).textContent).toContain("An account with this email already exists.")
    expect(screen.getByRole("heading", { name: "Sign up" })).toBeTruthy()
    // the toggle: signing in as that address instead
    press("Sign in")
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeTruthy()
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("old@example.com")
  })

  it.each([
    [3008, "username", "Only letters, numbers and underscores are allowed"],
    [3010, "password", "This password is too easy to guess."],
    [3011, "form", "Oops, ReCAPTCHA thinks you're a robot"],
    [1099, "form", "Sorry, something went wrong"]
  ])("shows refusal %i by its field", async (error_code, field, message) => {
    fakeApi(
      on("GET", "/v1/auth/challenge", challengeHiding(0)),
      on("POST", "/v2/auth/users", { error_code, message: error_code === 1099 ? "boom" : message }, 400)
    )
    renderAuth("/signup/", "signup")
    fill("Email", "new@example.com")
    press("Next")
    fill("Password", "quartz-Harbor-lantern-1987")
    fill("Username (public name others see)", "new_comer")
    press("Create account")
    await screen.findByText(message)
    const label = { username: "Username (public name others see)", password: "Password" }[field]
    if (label === undefined) expect(screen.getByRole("alert").textContent).toBe(message)
    else expect(screen.getByLabelText(label).getAttribute("aria-invalid")).toBe("true")
  })
})

describe("the verify e-mail page", () => {
  it("says 'Verifying...', then welcomes the user, signed in", async () => {
    const api = fakeApi(
      on("POST", "/v1/auth/confirm", { user: SESSION.user, email: "new@example.com", confirm_key: "confirm-9" }),
      on("GET", "/v1/auth/access", SESSION)
    )
    const location = renderAuth("/account/verify/token-1", "verifyemail", "/account/verify/:token")
    expect(screen.getByRole("status").textContent).toBe("Verifying...")
    expect(await screen.findByRole("heading", { name: "You're verified!" })).toBeTruthy()
    expect(api.calls[0]?.body).toEqual({ confirmation_token: "token-1" })
    expect(api.calls[1]?.url).toBe("/api/v1/auth/access?confirm_key=confirm-9")
    expect(JSON.parse(localStorage.getItem("redline.session") ?? "null")).toMatchObject({ username: "newcomer" })
    expect(screen.getByRole("link", { name: "Register to bid" }).getAttribute("href")).toBe("/register-to-bid")
    expect(screen.getByRole("link", { name: "Sell your car" }).getAttribute("href")).toBe(
      "/sell-car/?utm_source=nav&utm_medium=site&utm_campaign=sell&utm_content=welcome"
    )
    press("Continue browsing")
    await waitFor(() => expect(location.history.at(-1)).toBe("/"))
  })

  it("welcomes a fresh user, then goes back to the page the sign-up started from, carrying the action", async () => {
    fakeApi(
      on("POST", "/v1/auth/confirm", {
        user: SESSION.user,
        email: "new@example.com",
        confirm_key: "confirm-9",
        redirect_context: { referrer: { to: "/auctions/7/x", state: { action: "place-bid", subject: "7" } }, history: "replace" }
      }),
      on("GET", "/v1/auth/access", { ...SESSION, fresh: true })
    )
    const location = renderAuth("/account/verify/token-1", "verifyemail", "/account/verify/:token")
    const register = await screen.findByRole("link", { name: "Register to bid" })
    expect(register.getAttribute("href")).toBe("/register-to-bid?redirect=%2Fauctions%2F7%2Fx&action=place-bid&subject=7")
    expect(JSON.parse(localStorage.getItem("redline.session") ?? "null")).toMatchObject({ username: "newcomer" })
    press("Continue browsing")
    await waitFor(() => expect(location.history).toEqual(["/auctions/7/x"]))
    expect(location.state).toEqual({ action: "place-bid", subject: "7" })
  })

  it("welcomes a fresh user with no action to finish, then goes back to the page, pushed", async () => {
    fakeApi(
      on("POST", "/v1/auth/confirm", {
        user: SESSION.user,
        email: "new@example.com",
        confirm_key: "confirm-9",
        redirect_context: { referrer: { to: "/watch-list/" }, history: "push" }
      }),
      on("GET", "/v1/auth/access", SESSION)
    )
    const location = renderAuth("/account/verify/token-1", "verifyemail", "/account/verify/:token")
    press((await screen.findByRole("button", { name: "Continue browsing" })).textContent ?? "")
    await waitFor(() => expect(location.history).toEqual(["/account/verify/token-1", "/watch-list/"]))
  })

  it.each([
    ["a redirect context off the site", { redirect_context: { referrer: { to: "https://evil.example/" } } }],
    ["a redirect URL off the site", { redirect_url: "//evil.example/" }]
  ])("won't follow %s", async (_, redirect) => {
    fakeApi(
      on("POST", "/v1/auth/confirm", { user: SESSION.user, email: "new@example.com", confirm_key: "confirm-9", ...redirect }),
      on("GET", "/v1/auth/access", SESSION)
    )
    const location = renderAuth("/account/verify/token-1", "verifyemail", "/account/verify/:token")
    press((await screen.findByRole("button", { name: "Continue browsing" })).textContent ?? "")
    await waitFor(() => expect(location.history.at(-1)).toBe("/"))
  })

  it("an invalid link asks to sign in to request another", async () => {
    fakeApi(on("POST", "/v1/auth/confirm", { error_code: 3013, message: "invalid" }, 400))
    renderAuth("/account/verify/used", "verifyemail", "/account/verify/:token")
    expect(await screen.findByText("Your email confirmation link was invalid. Please sign in to request another.")).toBeTruthy()
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeTruthy()
  })
})

describe("forgot and reset password", () => {
  it("checks the address, then says to check the e-mail", async () => {
    const api = fakeApi(on("POST", "/v1/auth/reset/link", { sent: true }))
    renderAuth("/forgot-password/", "forgotpassword")
    press("Submit")
    expect(screen.getByText("Please enter your email")).toBeTruthy()
    fill("Email", " new@example.com ")
    press("Submit")
    expect((await screen.findByRole("status")).textContent).toBe("Check your email for a link to reset your password")
    expect(api.calls[0]?.body).toEqual({ email: "new@example.com" })
    expect(screen.getByRole("link", { name: "Need help?" })).toBeTruthy()
  })

  it.each([
    [404, 3020, "Couldn't find an account with this email"],
    [429, 1004, "Too many reset requests have been made. Please try again later."]
  ])("says a %i refusal in the spec's words", async (status, error_code, message) => {
    fakeApi(on("POST", "/v1/auth/reset/link", { error_code, message: "server words" }, status))
    renderAuth("/forgot-password/", "forgotpassword")
    fill("Email", "new@example.com")
    press("Submit")
    expect(await screen.findByText(message)).toBeTruthy()
  })

  it("verifies the link, checks the two passwords and asks to sign in with the new one", async () => {
    const api = fakeApi(
      on("GET", "/v1/auth/reset", { reset_key: "reset-key" }),
      on("POST", "/v1/auth/reset", { reset: true, email: "new@example.com" })
    )
    renderAuth("/reset-password/r-1", "resetpassword", "/reset-password/:token")
    expect(screen.getByRole("status").textContent).toBe("Verifying...")
    await screen.findByLabelText("New password")
    press("Reset password")
    expect(screen.getByRole("alert").textContent).toBe("All fields required")
    fill("New password", "quartz-Harbor-lantern-1987")
    fill("Re-enter new password", "quartz-Harbor-lantern-1988")
    press("Reset password")
    expect(screen.getByRole("alert").textContent).toBe("Passwords do not match")
    fill("Re-enter new password", "quartz-Harbor-lantern-1987")
    press("Reset password")
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy()
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("new@example.com")
    expect(api.calls.find((call) => call.method === "POST" && call.url === "/api/v1/auth/reset")?.body).toEqual({
      reset_key: "reset-key",
      password: "quartz-Harbor-lantern-1987"
    })
  })

  it("an expired link goes to forgot password with the spec's notice", async () => {
    fakeApi(on("GET", "/v1/auth/reset", { error_code: 3021, message: "expired" }, 400))
    renderAuth("/reset-password/old", "resetpassword", "/reset-password/:token")
    expect(
      await screen.findByText("Your email confirmation link has expired. Please re-submit your email to request another.")
    ).toBeTruthy()
  })
})
