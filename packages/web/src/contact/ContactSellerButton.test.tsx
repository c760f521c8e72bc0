import type { AuctionDetail } from "@redline/api"
import { QueryClientProvider } from "@tanstack/react-query"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { signInRequestAtom } from "../auth/signInDialog.ts"
import { auctionDetail, signIn, STORED_SESSION } from "../testing/auctionDetail.ts"
import { type ApiCall, fakeApi, on } from "../testing/fakeApi.ts"
import { ContactSellerButton } from "./ContactSellerButton.tsx"

const CONTACT_PATH = "/v1/auctions/7/contact_seller"

function renderButton(detail: Partial<AuctionDetail> = {}, path = "/auctions/7/x") {
  const [pathname, search = ""] = path.split("?")
  const location = memoryLocation({ path: pathname ?? "/", searchPath: search, record: true })
  const store = createStore()
  const queryClient = createQueryClient()
  const page = (shown: Partial<AuctionDetail>) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <ContactSellerButton auction={auctionDetail(shown)} />
        </Router>
      </QueryClientProvider>
    </Provider>
  )
  const { rerender } = render(page(detail))
  /** The page showing the auction changed, as a live update does. */
  const update = (changed: Partial<AuctionDetail>) => rerender(page({ ...detail, ...changed }))
  return { location, store, update }
}

const contactButton = () => screen.getByRole("button", { name: "Contact seller" })
const dialog = () => within(screen.getByRole("dialog", { name: "Contact the seller" }))
const messageField = () => dialog().getByLabelText<HTMLTextAreaElement>("Message")
const phoneField = () => dialog().getByLabelText<HTMLInputElement>("Phone (optional)")

function write(message: string, phone = "") {
  fireEvent.change(messageField(), { target: { value: message } })
  fireEvent.change(phoneField(), { target: { value: phone } })
}

/** Holds the call unanswered until the test answers it. */
function heldContact() {
  let answer: (response: Response) => void = () => undefined
  const held = new Promise<Response>((resolve) => (answer = resolve))
  const api = fakeApi((call) => (call.method === "POST" && call.url === `/api${CONTACT_PATH}` ? held : undefined))
  return { api, answer }
}

const contactCalls = (calls: ReadonlyArray<ApiCall>) => calls.filter((call) => call.url === `/api${CONTACT_PATH}`)

describe("ContactSellerButton", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.history.replaceState(null, "")
  })

  it("sends the message and the phone number, disabled while sending, then closes and says it was sent", async () => {
    signIn()
    const { api, answer } = heldContact()
    renderButton()
    fireEvent.click(contactButton())
    expect(dialog().getByText("flat6fan")).toBeTruthy()
    expect(document.activeElement).toBe(messageField())
    write("Is the hardtop included?", "(503) 555-0100")
    fireEvent.click(dialog().getByRole("button", { name: "Send" }))

    const sending = await dialog().findByRole("button", { name: "Sending…" })
    expect(sending.hasAttribute("disabled")).toBe(true)
    await waitFor(() =>
      expect(contactCalls(api.calls)).toEqual([
        {
          url: `/api${CONTACT_PATH}`,
          method: "POST",
          authorization: "Bearer key-1",
          body: { message: "Is the hardtop included?", phone: "(503) 555-0100" }
        }
      ])
    )

    await act(async () => answer(Response.json({ sent: true })))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(screen.getByRole("status").textContent).toBe("Your message was sent to flat6fan.")
  })

  it("sends no phone number when the field is left empty", async () => {
    signIn()
    const api = fakeApi(on("POST", CONTACT_PATH, { sent: true }))
    renderButton()
    fireEvent.click(contactButton())
    write("Any rust underneath?", "  ")
    fireEvent.click(dialog().getByRole("button", { name: "Send" }))
    await waitFor(() =>
      expect(contactCalls(api.calls).map((call) => call.body)).toEqual([{ message: "Any rust underneath?", phone: null }])
    )
  })

  it("asks for a message and a valid phone number before sending anything", () => {
    signIn()
    const api = fakeApi()
    renderButton()
    fireEvent.click(contactButton())
    write("   ", "503-555")
    fireEvent.click(dialog().getByRole("button", { name: "Send" }))
    expect(messageField().getAttribute("aria-invalid")).toBe("true")
    expect(dialog().getByText("Please write your message")).toBeTruthy()
    expect(phoneField().getAttribute("aria-invalid")).toBe("true")
    expect(dialog().getByText("Invalid phone number")).toBeTruthy()

    write("Hello", "25035550100")
    fireEvent.click(dialog().getByRole("button", { name: "Send" }))
    expect(dialog().queryByText("Please write your message")).toBeNull()
    expect(dialog().getByText("Invalid phone number")).toBeTruthy()
    expect(contactCalls(api.calls)).toEqual([])
  })

  it("shows the server's reason and keeps the text when the message isn't sent", async () => {
    signIn()
    const api = fakeApi(on("POST", CONTACT_PATH, { error_code: 1004, message: "Too many requests. Please try again later." }, 429))
    renderButton()
    fireEvent.click(contactButton())
    write("Is the hardtop included?", "5035550100")
    fireEvent.click(dialog().getByRole("button", { name: "Send" }))
    expect((await dialog().findByRole("alert")).textContent).toBe("Too many requests. Please try again later.")
    expect(messageField().value).toBe("Is the hardtop included?")
    expect(phoneField().value).toBe("5035550100")
    expect(dialog().getByRole("button", { name: "Send" }).hasAttribute("disabled")).toBe(false)
    expect(contactCalls(api.calls)).toHaveLength(1)
  })

  it("puts the server's word on a field under that field", async () => {
    signIn()
    fakeApi(on("POST", CONTACT_PATH, { error_code: 5204, message: "Invalid phone number" }, 400))
    renderButton()
    fireEvent.click(contactButton())
    write("Call me?", "5035550100")
    fireEvent.click(dialog().getByRole("button", { name: "Send" }))
    await waitFor(() => expect(phoneField().getAttribute("aria-invalid")).toBe("true"))
    expect(dialog().getByText("Invalid phone number")).toBeTruthy()
    expect(dialog().queryByRole("alert")).toBeNull()
  })

  it("asks to try again when the server can't say", async () => {
    signIn()
    fakeApi(on("POST", CONTACT_PATH, { error_code: 1006, message: "Redline is busy right now." }, 503))
    renderButton()
    fireEvent.click(contactButton())
    write("Hello")
    fireEvent.click(dialog().getByRole("button", { name: "Send" }))
    expect((await dialog().findByRole("alert")).textContent).toBe("Your message wasn't sent. Please try again.")
  })

  it("closes on Cancel without sending", () => {
    signIn()
    const api = fakeApi()
    renderButton()
    fireEvent.click(contactButton())
    write("Never mind")
    fireEvent.click(dialog().getByRole("button", { name: "Cancel" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(screen.getByRole("status").textContent).toBe("")
    expect(contactCalls(api.calls)).toEqual([])
  })

  it("asks a visitor to sign in over the page, carrying the action", () => {
    const api = fakeApi()
    const { location, store } = renderButton({}, "/auctions/7/x?ref=home")
    fireEvent.click(contactButton())
    expect(store.get(signInRequestAtom)).toEqual({
      from: "/auctions/7/x?ref=home",
      action: "contact-seller",
      subject: null,
      sessionExpired: false
    })
    expect(location.history).toEqual(["/auctions/7/x?ref=home"])
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(api.calls).toEqual([])
  })

  it("opens the dialog carried back from sign-in, once", async () => {
    signIn()
    window.history.replaceState({ action: "contact-seller" }, "")
    fakeApi()
    renderButton()
    expect(await screen.findByRole("dialog", { name: "Contact the seller" })).toBeTruthy()
    // the dialog is over the page, on an entry of its own
    expect(window.history.state).toMatchObject({ action: null })
  })

  it("sends a user whose session is gone to sign in again", async () => {
    signIn()
    fakeApi(on("POST", CONTACT_PATH, { error_code: 1002, message: "Please sign in to continue." }, 401))
    const { store } = renderButton()
    fireEvent.click(contactButton())
    write("Hello")
    fireEvent.click(dialog().getByRole("button", { name: "Send" }))
    await waitFor(() =>
      expect(store.get(signInRequestAtom)).toEqual({ from: "/auctions/7/x", action: "contact-seller", subject: null, sessionExpired: true })
    )
  })

  it("keeps a message being written when the auction ends, and says why it can't go", async () => {
    signIn()
    fakeApi(on("POST", CONTACT_PATH, { error_code: 5202, message: "You can contact the seller only while the auction is live." }, 409))
    const { update } = renderButton()
    fireEvent.click(contactButton())
    write("Is the hardtop included?")
    update({ status: 101 })
    expect(screen.queryByRole("button", { name: "Contact seller" })).toBeNull()
    expect(messageField().value).toBe("Is the hardtop included?")
    fireEvent.click(dialog().getByRole("button", { name: "Send" }))
    expect((await dialog().findByRole("alert")).textContent).toBe("You can contact the seller only while the auction is live.")
    expect(messageField().value).toBe("Is the hardtop included?")
    fireEvent.click(dialog().getByRole("button", { name: "Cancel" }))
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("is not offered to the seller, in preview, or once the auction ended", () => {
    signIn({ ...STORED_SESSION, username: "Flat6Fan" })
    fakeApi()
    renderButton()
    expect(screen.queryByRole("button", { name: "Contact seller" })).toBeNull()

    signIn()
    for (const status of [0, 101, 105]) {
      renderButton({ status })
      expect(screen.queryByRole("button", { name: "Contact seller" })).toBeNull()
    }
    renderButton({ status: 90 })
    expect(contactButton()).toBeTruthy()
  })
})
