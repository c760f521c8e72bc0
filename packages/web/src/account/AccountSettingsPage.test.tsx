import type { AccountSettings } from "@redline/api"
import { notificationSettings } from "@redline/domain"
import { QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { storedSessionAtom } from "../session/sessionAtom.ts"
import { STORED_SESSION } from "../testing/auctionDetail.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import { noSmsEnrollment } from "../testing/smsEnrollment.ts"
import AccountSettingsPage from "./AccountSettingsPage.tsx"
import { photoDimensions } from "../photos/photoDimensions.ts"

// jsdom decodes no images: each photo test says what size the browser would read.
vi.mock("../photos/photoDimensions.ts", () => ({ photoDimensions: vi.fn() }))

const SETTINGS: AccountSettings = {
  user: { user_id: 1, username: "demo_bidder" },
  email: "bidder@example.com",
  email_verified: true,
  bio: "Two Miatas.",
  photo: null,
  daily_email: true,
  has_password: true,
  removal_requested_at: null,
  auth_sources: [{ source: "google", email: "bidder@gmail.example" }],
  notification_settings: notificationSettings([]),
  play_bid_sound: true
}

const refusal = (error_code: number, message: string, status = 400) => Response.json({ error_code, message }, { status })

/** The page as someone signed in (the default) or a visitor sees it. */
function renderSettings({ path = "/account/settings", signedIn = true } = {}) {
  const [pathname, search = ""] = path.split("?")
  const location = memoryLocation({ path: pathname ?? "/", searchPath: search, record: true })
  const store = createStore()
  store.set(storedSessionAtom, signedIn ? STORED_SESSION : null)
  render(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Route path="/account/settings">
            <AccountSettingsPage />
          </Route>
        </Router>
      </QueryClientProvider>
    </Provider>
  )
  return location
}

const section = (name: string) => screen.getByRole("region", { name })
const fill = (container: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(container).getByLabelText(label), { target: { value } })

afterEach(() => vi.unstubAllGlobals())

describe("account settings for a visitor", () => {
  it("sends them to sign in, coming back here afterwards", () => {
    const api = fakeApi()
    const location = renderSettings({ path: "/account/settings?enroll_sms=true", signedIn: false })
    expect(location.history.at(-1)).toBe("/signin/?redirect=%2Faccount%2Fsettings%3Fenroll_sms%3Dtrue")
    expect(api.calls).toEqual([])
  })
})

describe("account settings", () => {
  it("loads the signed-in user's settings with the session's key", async () => {
    const api = fakeApi(on("GET", "/v1/settings", SETTINGS))
    renderSettings()
    expect(await screen.findByRole("region", { name: "Profile" })).toBeTruthy()
    expect(document.title).toBe("Account Settings — Redline")
    expect(within(section("Profile")).getByText("demo_bidder")).toBeTruthy()
    expect(within(section("Profile")).getByText("bidder@example.com")).toBeTruthy()
    expect(api.calls[0]).toMatchObject({ url: "/api/v1/settings", authorization: "Bearer key-1" })
    expect(screen.getByRole("link", { name: "Settings" }).getAttribute("aria-current")).toBe("page")
  })

  it("opens SMS enrollment at phone entry for ?enroll_sms=true", async () => {
    fakeApi(on("GET", "/v1/settings", SETTINGS), on("GET", "/v1/sms/enrollment", noSmsEnrollment()))
    renderSettings({ path: "/account/settings?enroll_sms=true" })
    expect(await within(await screen.findByRole("region", { name: "Text alerts" })).findByLabelText("Phone number")).toBeTruthy()
  })

  it("shows text alerts closed, with 'Add phone number', without ?enroll_sms", async () => {
    fakeApi(on("GET", "/v1/settings", SETTINGS), on("GET", "/v1/sms/enrollment", noSmsEnrollment()))
    renderSettings()
    expect(
      await within(await screen.findByRole("region", { name: "Text alerts" })).findByRole("button", { name: "Add phone number" })
    ).toBeTruthy()
    expect(within(section("Text alerts")).queryByLabelText("Phone number")).toBeNull()
  })

  describe("the photo", () => {
    const TOKEN = {
      expiration: new Date(Date.now() + 900_000).toISOString(),
      endpoint: "https://store.test",
      bucket: "redline",
      prefix: "uploads/users/1/",
      key: "uploads/users/1/4f1c",
      upload_url: "https://store.test/redline/uploads/users/1/4f1c?X-Amz-Signature=abc"
    }
    const PHOTO = { base_url: "/api/v1/images/", path: "photos/user-1-9a.jpg" }
    const pick = (file: File) =>
      fireEvent.change(within(section("Profile")).getByLabelText(/^(Add|Change) photo$/), { target: { files: [file] } })
    const png = (name = "miata.png", type = "image/png") => new File([new Uint8Array([137, 80, 78, 71])], name, { type })
    const storeAnswers = (status: number) => (call: { url: string }) =>
      call.url.startsWith("https://store.test/") ? new Response(null, { status }) : undefined

    it("uploads a picked photo straight to the store, then makes it the profile photo", async () => {
      vi.mocked(photoDimensions).mockResolvedValue({ width: 1200, height: 900 })
      let answer: (response: Response) => void = () => undefined
      const api = fakeApi(on("GET", "/v1/settings", SETTINGS), on("GET", "/v1/auth/s3-token", TOKEN), storeAnswers(200))
      api.answerFirst((call) =>
        call.method === "PUT" && call.url === "/api/v1/profile/photo"
          ? (new Promise<Response>((resolve) => (answer = resolve)) as never)
          : undefined
      )
      renderSettings()
      await screen.findByRole("region", { name: "Profile" })
      expect(within(section("Profile")).queryByRole("img", { name: "Your profile photo" })).toBeNull()
      pick(png())
      expect(await within(section("Profile")).findByText("Uploading…")).toBeTruthy()
      await waitFor(() =>
        expect(api.calls.at(-1)).toMatchObject({ method: "PUT", url: "/api/v1/profile/photo", body: { photo: TOKEN.key } })
      )
      expect(api.calls.find((call) => call.url === TOKEN.upload_url)).toMatchObject({ method: "PUT", authorization: null })
      // the upload URL is signed for the file's size: the store takes no other length
      expect(api.calls.find((call) => call.url.startsWith("/api/v1/auth/s3-token"))?.url).toBe("/api/v1/auth/s3-token?size=4")
      answer(Response.json({ ...SETTINGS, photo: PHOTO }))
      expect(await within(section("Profile")).findByText("Your photo was saved.")).toBeTruthy()
      const shown = within(section("Profile")).getByRole("img", { name: "Your profile photo" })
      expect(shown.getAttribute("src")).toBe("/api/v1/images/photos/user-1-9a.jpg?w=228")
      expect(within(section("Profile")).getByLabelText("Change photo")).toBeTruthy()
    })

    it("refuses an unsupported type or an image over 8064x6048 before uploading anything", async () => {
      vi.mocked(photoDimensions).mockResolvedValue({ width: 640, height: 480 })
      const api = fakeApi(on("GET", "/v1/settings", SETTINGS), on("GET", "/v1/auth/s3-token", TOKEN), storeAnswers(200))
      renderSettings()
      await screen.findByRole("region", { name: "Profile" })
      pick(png("miata.gif", "image/gif"))
      expect((await within(section("Profile")).findByRole("alert")).textContent).toBe("Unsupported file format")
      vi.mocked(photoDimensions).mockResolvedValue({ width: 9000, height: 6000 })
      pick(png())
      await waitFor(() => expect(within(section("Profile")).getByRole("alert").textContent).toBe("Too large (max 8064x6048)"))
      // the text alerts section reads the phone number; nothing else is asked
      expect(api.calls.map((call) => call.url).filter((url) => url !== "/api/v1/sms/enrollment")).toEqual(["/api/v1/settings"])
    })

    it("tries the upload once more when the store times out, and says 'Error uploading' after a second timeout", async () => {
      vi.mocked(photoDimensions).mockResolvedValue({ width: 640, height: 480 })
      const api = fakeApi(
        on("GET", "/v1/settings", SETTINGS),
        on("GET", "/v1/auth/s3-token", TOKEN),
        on("PUT", "/v1/profile/photo", { ...SETTINGS, photo: PHOTO })
      )
      const timeouts = { left: 1 }
      api.answerFirst(storeAnswers(200))
      api.answerFirst((call) =>
        call.url === TOKEN.upload_url && timeouts.left-- > 0
          ? Promise.reject(new DOMException("The operation timed out.", "TimeoutError"))
          : undefined
      )
      const storeCalls = () => api.calls.filter((call) => call.url === TOKEN.upload_url).length
      renderSettings()
      await screen.findByRole("region", { name: "Profile" })
      pick(png())
      expect(await within(section("Profile")).findByText("Your photo was saved.")).toBeTruthy()
      expect(storeCalls()).toBe(2)
      timeouts.left = 2
      pick(png())
      expect((await within(section("Profile")).findByRole("alert")).textContent).toBe("Error uploading")
      expect(storeCalls()).toBe(4)
    })

    it("cancels an upload on its way to the store: nothing is claimed and no error is shown", async () => {
      vi.mocked(photoDimensions).mockResolvedValue({ width: 640, height: 480 })
      const api = fakeApi(on("GET", "/v1/settings", SETTINGS), on("GET", "/v1/auth/s3-token", TOKEN))
      api.answerFirst((call, init) =>
        call.url === TOKEN.upload_url
          ? (new Promise<Response>((_, reject) =>
              init.signal?.addEventListener("abort", () => reject(new DOMException("The upload was aborted.", "AbortError")))
            ) as never)
          : undefined
      )
      renderSettings()
      await screen.findByRole("region", { name: "Profile" })
      pick(png())
      await waitFor(() => expect(api.calls.some((call) => call.url === TOKEN.upload_url)).toBe(true))
      fireEvent.click(await within(section("Profile")).findByRole("button", { name: "Cancel upload" }))
      expect(await within(section("Profile")).findByText("Upload canceled.")).toBeTruthy()
      expect(within(section("Profile")).queryByRole("alert")).toBeNull()
      expect(within(section("Profile")).queryByRole("button", { name: "Cancel upload" })).toBeNull()
      expect(api.calls.some((call) => call.url === "/api/v1/profile/photo")).toBe(false)
    })

    it("says 'Error uploading' when the store refuses the upload, and the server's words when it refuses the photo", async () => {
      vi.mocked(photoDimensions).mockResolvedValue({ width: 0, height: 0 })
      const api = fakeApi(on("GET", "/v1/settings", SETTINGS), on("GET", "/v1/auth/s3-token", TOKEN), storeAnswers(403))
      renderSettings()
      await screen.findByRole("region", { name: "Profile" })
      pick(png("miata.heic", ""))
      expect((await within(section("Profile")).findByRole("alert")).textContent).toBe("Error uploading")
      api.answerFirst(storeAnswers(200))
      api.answerFirst((call) => (call.url === "/api/v1/profile/photo" ? refusal(2104, "Unsupported file format", 415) : undefined))
      pick(png("miata.heic", ""))
      await waitFor(() => expect(api.calls.at(-1)?.url).toBe("/api/v1/profile/photo"))
      await waitFor(() => expect(within(section("Profile")).getByRole("alert").textContent).toBe("Unsupported file format"))
    })
  })

  describe("the bio", () => {
    it("saves, showing progress and then success, and keeps the trimmed text", async () => {
      let answer: (response: Response) => void = () => undefined
      const api = fakeApi(on("GET", "/v1/settings", SETTINGS))
      api.answerFirst((call) => (call.method === "PUT" ? (new Promise<Response>((resolve) => (answer = resolve)) as never) : undefined))
      renderSettings()
      await screen.findByRole("region", { name: "Profile" })
      fill(section("Profile"), "Bio", "  Three Miatas and a Land Cruiser.  ")
      fireEvent.click(screen.getByRole("button", { name: "Save bio" }))
      expect(await within(section("Profile")).findByText("Saving…")).toBeTruthy()
      // a call that changes something waits for the browser's handshake first
      await waitFor(() =>
        expect(api.calls.at(-1)).toMatchObject({
          method: "PUT",
          url: "/api/v1/profile/bio",
          body: { bio: "  Three Miatas and a Land Cruiser.  " }
        })
      )
      answer(Response.json({ bio: "Three Miatas and a Land Cruiser." }))
      expect(await within(section("Profile")).findByText("Your bio was saved.")).toBeTruthy()
      expect((within(section("Profile")).getByLabelText("Bio") as HTMLTextAreaElement).value).toBe("Three Miatas and a Land Cruiser.")
    })

    it("keeps what was typed when the save fails, and says why", async () => {
      const api = fakeApi(on("GET", "/v1/settings", SETTINGS))
      api.answerFirst((call) => (call.method === "PUT" ? refusal(1099, "Sorry, something went wrong", 500) : undefined))
      renderSettings()
      await screen.findByRole("region", { name: "Profile" })
      fill(section("Profile"), "Bio", "A longer story about my cars.")
      fireEvent.click(screen.getByRole("button", { name: "Save bio" }))
      expect((await within(section("Profile")).findByRole("alert")).textContent).toBe("Sorry, something went wrong")
      expect((within(section("Profile")).getByLabelText("Bio") as HTMLTextAreaElement).value).toBe("A longer story about my cars.")
      expect(within(section("Profile")).queryByText("Your bio was saved.")).toBeNull()
    })

    it("refuses a bio over 500 characters before sending it", async () => {
      const api = fakeApi(on("GET", "/v1/settings", SETTINGS))
      renderSettings()
      await screen.findByRole("region", { name: "Profile" })
      fill(section("Profile"), "Bio", "x".repeat(501))
      expect(within(section("Profile")).getByText(/501\/500 characters/)).toBeTruthy()
      fireEvent.click(screen.getByRole("button", { name: "Save bio" }))
      expect(within(section("Profile")).getByText("Your bio can be at most 500 characters long.")).toBeTruthy()
      expect(api.calls.filter((call) => call.method === "PUT")).toEqual([])
    })
  })

  describe("the password", () => {
    it("asks for both passwords before sending", async () => {
      const api = fakeApi(on("GET", "/v1/settings", SETTINGS))
      renderSettings()
      await screen.findByRole("region", { name: "Change password" })
      fill(section("Change password"), "New password", "quartz-Harbor-lantern-1987")
      fireEvent.click(within(section("Change password")).getByRole("button", { name: "Change password" }))
      expect(within(section("Change password")).getByRole("alert").textContent).toBe("All fields are required")
      expect(api.calls.filter((call) => call.method === "POST")).toEqual([])
    })

    it("shows a wrong current password under that field and keeps both", async () => {
      const api = fakeApi(on("GET", "/v1/settings", SETTINGS))
      api.answerFirst((call) => (call.url === "/api/v1/auth/change" ? refusal(3022, "Incorrect password") : undefined))
      renderSettings()
      await screen.findByRole("region", { name: "Change password" })
      const form = section("Change password")
      fill(form, "Current password", "not-it")
      fill(form, "New password", "quartz-Harbor-lantern-1987")
      fireEvent.click(within(form).getByRole("button", { name: "Change password" }))
      await waitFor(() => expect(within(form).getByLabelText("Current password").getAttribute("aria-invalid")).toBe("true"))
      expect(within(form).getByText("Incorrect password")).toBeTruthy()
      expect((within(form).getByLabelText("Current password") as HTMLInputElement).value).toBe("not-it")
      expect((within(form).getByLabelText("New password") as HTMLInputElement).value).toBe("quartz-Harbor-lantern-1987")
      expect(api.calls.at(-1)?.body).toEqual({ old_password: "not-it", password: "quartz-Harbor-lantern-1987" })
    })

    it("shows the server's advice on a weak password under the new one", async () => {
      const api = fakeApi(on("GET", "/v1/settings", SETTINGS))
      api.answerFirst((call) =>
        call.url === "/api/v1/auth/change" ? refusal(3010, "This password is too easy to guess. Add another word or two.") : undefined
      )
      renderSettings()
      await screen.findByRole("region", { name: "Change password" })
      const form = section("Change password")
      fill(form, "Current password", "redline-Demo-garage-1995")
      fill(form, "New password", "password1")
      expect(await within(form).findByText("Weak Password")).toBeTruthy()
      fireEvent.click(within(form).getByRole("button", { name: "Change password" }))
      expect(await within(form).findByText("This password is too easy to guess. Add another word or two.")).toBeTruthy()
      expect(within(form).getByLabelText("New password").getAttribute("aria-invalid")).toBe("true")
    })

    it("clears the fields once changed and says what happened", async () => {
      fakeApi(on("GET", "/v1/settings", SETTINGS), on("POST", "/v1/auth/change", { changed: true }))
      renderSettings()
      await screen.findByRole("region", { name: "Change password" })
      const form = section("Change password")
      fill(form, "Current password", "redline-Demo-garage-1995")
      fill(form, "New password", "quartz-Harbor-lantern-1987")
      expect(await within(form).findByText("Strong Password")).toBeTruthy()
      fireEvent.click(within(form).getByRole("button", { name: "Change password" }))
      expect(await within(form).findByText(/Your password was changed\./)).toBeTruthy()
      expect((within(form).getByLabelText("Current password") as HTMLInputElement).value).toBe("")
      expect((within(form).getByLabelText("New password") as HTMLInputElement).value).toBe("")
    })

    it("lets an account that signs in only through a provider set a first password", async () => {
      const api = fakeApi(on("GET", "/v1/settings", { ...SETTINGS, has_password: false }), on("POST", "/v1/auth/change", { changed: true }))
      renderSettings()
      const form = await screen.findByRole("region", { name: "Set a password" })
      expect(within(form).queryByLabelText("Current password")).toBeNull()
      fill(form, "New password", "quartz-Harbor-lantern-1987")
      fireEvent.click(within(form).getByRole("button", { name: "Set password" }))
      expect(await screen.findByText(/Your password was set\./)).toBeTruthy()
      expect(api.calls.at(-1)?.body).toEqual({ old_password: "", password: "quartz-Harbor-lantern-1987" })
      expect(screen.getByRole("region", { name: "Change password" })).toBeTruthy()
    })
  })

  describe("sign-in providers", () => {
    it("disconnects one", async () => {
      const api = fakeApi(on("GET", "/v1/settings", SETTINGS), on("DELETE", "/v1/auth/auth_source", { auth_sources: [] }))
      renderSettings()
      const providers = await screen.findByRole("region", { name: "Sign-in providers" })
      expect(within(providers).getByText("Google")).toBeTruthy()
      expect(within(providers).getByText("bidder@gmail.example")).toBeTruthy()
      fireEvent.click(within(providers).getByRole("button", { name: "Disconnect Google" }))
      expect(await within(providers).findByText("Google was disconnected.")).toBeTruthy()
      expect(within(providers).queryByRole("button", { name: "Disconnect Google" })).toBeNull()
      expect(api.calls.at(-1)).toMatchObject({ method: "DELETE", url: "/api/v1/auth/auth_source?source=google" })
    })

    it("shows the server's refusal and keeps the provider", async () => {
      const api = fakeApi(on("GET", "/v1/settings", { ...SETTINGS, has_password: false }))
      api.answerFirst((call) =>
        call.method === "DELETE" ? refusal(1000, "Set a password before you disconnect your only way to sign in.") : undefined
      )
      renderSettings()
      const providers = await screen.findByRole("region", { name: "Sign-in providers" })
      fireEvent.click(within(providers).getByRole("button", { name: "Disconnect Google" }))
      expect((await within(providers).findByRole("alert")).textContent).toBe(
        "Set a password before you disconnect your only way to sign in."
      )
      expect(within(providers).getByRole("button", { name: "Disconnect Google" })).toBeTruthy()
    })
  })

  describe("the Daily Email", () => {
    it("unsubscribes the account's address", async () => {
      const api = fakeApi(on("GET", "/v1/settings", SETTINGS), on("DELETE", "/v1/auth/daily_email", { daily_email: false }))
      renderSettings()
      const daily = await screen.findByRole("region", { name: "Daily Email" })
      const box = within(daily).getByRole("checkbox", { name: "Send me the Daily Email" }) as HTMLInputElement
      expect(box.checked).toBe(true)
      fireEvent.click(box)
      expect(await within(daily).findByText("You're unsubscribed from the Daily Email.")).toBeTruthy()
      expect(box.checked).toBe(false)
      expect(api.calls.at(-1)).toMatchObject({ method: "DELETE", url: "/api/v1/auth/daily_email?email=bidder%40example.com" })
    })

    it("goes back when the change fails, saying why", async () => {
      const api = fakeApi(on("GET", "/v1/settings", { ...SETTINGS, daily_email: false }))
      api.answerFirst((call) =>
        call.url === "/api/v1/auth/daily_email" ? refusal(1004, "Too many requests. Please try again later.", 429) : undefined
      )
      renderSettings()
      const daily = await screen.findByRole("region", { name: "Daily Email" })
      const box = within(daily).getByRole("checkbox", { name: "Send me the Daily Email" }) as HTMLInputElement
      fireEvent.click(box)
      expect((await within(daily).findByRole("alert")).textContent).toBe("Too many requests. Please try again later.")
      expect(box.checked).toBe(false)
      expect(api.calls.at(-1)).toMatchObject({ method: "POST", body: { email: "bidder@example.com" } })
    })
  })

  describe("account removal", () => {
    it("is requested only after confirming, and then says when", async () => {
      const api = fakeApi(
        on("GET", "/v1/settings", SETTINGS),
        on("POST", "/v1/auth/users/request_removal", { removal_requested_at: "2025-01-05T15:00:00.000Z" })
      )
      renderSettings()
      const removal = await screen.findByRole("region", { name: "Remove account" })
      expect(within(removal).getByText(/isn't removed at once/)).toBeTruthy()
      fireEvent.click(within(removal).getByRole("button", { name: "Request account removal" }))
      const dialog = screen.getByRole("dialog", { name: "Request removal of your account?" })
      fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }))
      expect(screen.queryByRole("dialog")).toBeNull()
      expect(api.calls.filter((call) => call.method === "POST")).toEqual([])

      fireEvent.click(within(removal).getByRole("button", { name: "Request account removal" }))
      fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Request removal" }))
      expect(await within(removal).findByText(/You asked for this account to be removed on 1\/5\/25\./)).toBeTruthy()
      expect(screen.queryByRole("dialog")).toBeNull()
      expect(within(removal).queryByRole("button", { name: "Request account removal" })).toBeNull()
      expect(document.activeElement?.textContent).toMatch(/You asked for this account to be removed/)
    })
  })
})
