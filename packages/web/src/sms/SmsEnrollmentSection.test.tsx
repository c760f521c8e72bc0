import type { SmsEnrollment } from "@redline/api"
import { Messages, PHONE_PREFIX, retryTimeText } from "@redline/domain"
import { QueryClientProvider } from "@tanstack/react-query"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createQueryClient } from "../app/queryClient.ts"
import { signIn } from "../testing/auctionDetail.ts"
import { type ApiCall, fakeApi, on } from "../testing/fakeApi.ts"
import { noSmsEnrollment, smsCodeSent, smsVerified } from "../testing/smsEnrollment.ts"
import { SmsEnrollmentSection } from "./SmsEnrollmentSection.tsx"

const ENROLLMENT = "/v1/sms/enrollment"
const PHONE = "+15035550100"

function renderSection({ open = false } = {}) {
  const store = createStore()
  const client = createQueryClient()
  const page = (asked: number) => (
    <Provider store={store}>
      <QueryClientProvider client={client}>
        <SmsEnrollmentSection open={open} asked={asked} />
      </QueryClientProvider>
    </Provider>
  )
  const { rerender } = render(page(0))
  /** The page asks for a number again (a text alert turned on without one). */
  return { ask: (asked: number) => rerender(page(asked)) }
}

const section = () => within(screen.getByRole("region", { name: "Text alerts" }))
const smsCalls = (calls: ReadonlyArray<ApiCall>) =>
  calls.filter((call) => call.url.startsWith("/api/v1/sms")).map((call) => [call.method, call.url.replace("/api", ""), call.body])
const refusal = (error_code: number, message: string, status: number, extra: object = {}) =>
  Response.json({ error_code, message, ...extra }, { status })

/** The enrollment the server holds, changed by each call as the server would. */
function smsServer(initial: SmsEnrollment = noSmsEnrollment()) {
  const server = { enrollment: initial, refuseNext: null as Response | null }
  const api = fakeApi((call) => {
    if (!call.url.startsWith(`/api${ENROLLMENT}`)) return undefined
    if (call.method !== "GET" && server.refuseNext !== null) {
      const refused = server.refuseNext
      server.refuseNext = null
      return refused
    }
    const body = call.body as { phone_number?: string; code?: string } | null
    if (call.method === "POST") server.enrollment = smsCodeSent(body?.phone_number ?? "")
    if (call.method === "PUT" && body?.code !== undefined) server.enrollment = smsVerified(server.enrollment.phone_number ?? "")
    if (call.method === "DELETE") server.enrollment = noSmsEnrollment()
    return Response.json(server.enrollment)
  })
  return { server, api }
}

/** 'Add phone number', the number typed and sent: code entry. */
async function sendCodeTo(typed: string) {
  fireEvent.click(await section().findByRole("button", { name: "Add phone number" }))
  fireEvent.change(section().getByLabelText("Phone number"), { target: { value: typed } })
  fireEvent.click(section().getByRole("button", { name: "Send code" }))
  return section().findByLabelText("Verification code")
}

beforeEach(() => signIn())

describe("asked for a number by the page", () => {
  it("opens phone entry from idle, and leaves a number half typed as it is on the next ask", async () => {
    smsServer()
    const { ask } = renderSection()
    await section().findByRole("button", { name: "Add phone number" })
    ask(1)
    fireEvent.change(await section().findByLabelText("Phone number"), { target: { value: "503555" } })
    const typed = (section().getByLabelText("Phone number") as HTMLInputElement).value
    ask(2)
    expect((section().getByLabelText("Phone number") as HTMLInputElement).value).toBe(typed)
    expect(typed).toContain("555")
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe("text alerts on the settings page", () => {
  it("offers to add a number, and enrolls one: the number dashed as typed, a code texted to it, the code verified", async () => {
    const { api } = smsServer()
    renderSection()
    expect(await section().findByText("Get a text when you're outbid and an hour before an auction you watch ends.")).toBeTruthy()
    fireEvent.click(section().getByRole("button", { name: "Add phone number" }))
    const field = section().getByLabelText("Phone number") as HTMLInputElement
    expect(document.activeElement).toBe(field)
    expect(section().getByText(PHONE_PREFIX)).toBeTruthy()

    fireEvent.click(section().getByRole("button", { name: "Send code" }))
    expect(section().getByText("Please enter your phone number")).toBeTruthy()
    fireEvent.change(field, { target: { value: "503555" } })
    expect(field.value).toBe("503-555")
    fireEvent.click(section().getByRole("button", { name: "Send code" }))
    expect(section().getByText("Invalid phone number")).toBeTruthy()
    fireEvent.change(field, { target: { value: "503555010" } })
    fireEvent.change(field, { target: { value: "503-555-0100" } })
    expect(field.value).toBe("503-555-0100")
    fireEvent.click(section().getByRole("button", { name: "Send code" }))

    const code = (await section().findByLabelText("Verification code")) as HTMLInputElement
    expect(section().getByText("(503) 555-0100")).toBeTruthy()
    fireEvent.click(section().getByRole("button", { name: "Verify" }))
    expect(section().getByText("Invalid verification code")).toBeTruthy()
    fireEvent.change(code, { target: { value: "12 34 56" } })
    expect(code.value).toBe("123456")
    fireEvent.click(section().getByRole("button", { name: "Verify" }))

    expect(await section().findByText("Your phone number is verified.")).toBeTruthy()
    expect(section().getByText("Verified")).toBeTruthy()
    expect(section().getByRole("button", { name: "Unsubscribe" })).toBeTruthy()
    expect(section().getByRole("button", { name: "Change phone number" })).toBeTruthy()
    expect(section().queryByRole("button", { name: "Verify" })).toBeNull()
    expect(smsCalls(api.calls)).toEqual([
      ["GET", ENROLLMENT, null],
      ["POST", ENROLLMENT, { phone_number: PHONE }],
      ["PUT", ENROLLMENT, { code: "123456" }]
    ])
  })

  it("says a wrong code is wrong, resends with its notice, and goes back to change the number", async () => {
    const { server } = smsServer()
    renderSection()
    const code = await sendCodeTo("5035550100")
    server.refuseNext = refusal(5905, Messages.smsInvalidCode, 400)
    fireEvent.change(code, { target: { value: "000000" } })
    fireEvent.click(section().getByRole("button", { name: "Verify" }))
    expect(await section().findByText("Invalid code.")).toBeTruthy()
    fireEvent.click(section().getByRole("button", { name: "Resend code" }))
    expect(await section().findByText("A new code was sent.")).toBeTruthy()
    expect(section().queryByText("Invalid code.")).toBeNull()
    fireEvent.click(section().getByRole("button", { name: "Change number" }))
    expect((section().getByLabelText("Phone number") as HTMLInputElement).value).toBe("")
  })

  it("locks the code field after too many attempts, and says an expired code has expired", async () => {
    const { server } = smsServer()
    renderSection()
    const code = (await sendCodeTo("5035550100")) as HTMLInputElement
    server.refuseNext = refusal(5907, Messages.smsCodeExpired, 400)
    fireEvent.change(code, { target: { value: "111111" } })
    fireEvent.click(section().getByRole("button", { name: "Verify" }))
    expect(await section().findByText("This code has expired.")).toBeTruthy()
    server.refuseNext = refusal(5906, Messages.smsTooManyAttempts, 429)
    fireEvent.click(section().getByRole("button", { name: "Verify" }))
    expect(await section().findByText("Too many attempts to verify were made. Please try again later.")).toBeTruthy()
    expect(code.readOnly).toBe(true)
    expect(section().getByRole("button", { name: "Verify" }).getAttribute("aria-disabled")).toBe("true")
  })

  it("names the time a rate limit lifts, in the reader's time, and takes no request until then", async () => {
    const { server, api } = smsServer()
    renderSection()
    const next = new Date(Date.now() + 30 * 60_000)
    next.setSeconds(0, 0)
    server.refuseNext = refusal(5903, "Too many requests have been made.", 429, { next: next.toISOString() })
    fireEvent.click(await section().findByRole("button", { name: "Add phone number" }))
    fireEvent.change(section().getByLabelText("Phone number"), { target: { value: "5035550100" } })
    fireEvent.click(section().getByRole("button", { name: "Send code" }))
    expect(await section().findByText(`Too many requests have been made. Please try again after ${retryTimeText(next)}.`)).toBeTruthy()
    expect(section().getByRole("button", { name: "Send code" }).getAttribute("aria-disabled")).toBe("true")
    fireEvent.click(section().getByRole("button", { name: "Send code" }))
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(smsCalls(api.calls).filter(([method]) => method === "POST")).toHaveLength(1)
  })

  it("opens at code entry when a code sent earlier is still unexpired", async () => {
    smsServer(smsCodeSent(PHONE))
    renderSection()
    expect(await section().findByLabelText("Verification code")).toBeTruthy()
    expect(section().getByText("(503) 555-0100")).toBeTruthy()
  })

  it("opens at phone entry when the route asks to enroll and there is no number", async () => {
    smsServer()
    renderSection({ open: true })
    expect(await section().findByLabelText("Phone number")).toBeTruthy()
  })

  it("shows a number not yet verified with Verify, which texts it a new code", async () => {
    const { api } = smsServer(smsCodeSent(PHONE, { validation_expires_at: new Date(Date.now() - 60_000).toISOString() }))
    renderSection()
    expect(await section().findByText("Not verified")).toBeTruthy()
    fireEvent.click(section().getByRole("button", { name: "Verify" }))
    expect(await section().findByLabelText("Verification code")).toBeTruthy()
    expect(smsCalls(api.calls).at(-1)).toEqual(["POST", ENROLLMENT, { phone_number: PHONE }])
  })

  it("unsubscribes a verified number, back to 'Add phone number'", async () => {
    const { api } = smsServer(smsVerified(PHONE))
    renderSection()
    fireEvent.click(await section().findByRole("button", { name: "Unsubscribe" }))
    expect(await section().findByRole("button", { name: "Add phone number" })).toBeTruthy()
    expect(smsCalls(api.calls).at(-1)).toEqual(["DELETE", ENROLLMENT, null])
  })

  it("after a STOP, offers Remove instead of Unsubscribe and says to text START, read again when the page comes back", async () => {
    const { server } = smsServer(smsVerified(PHONE))
    renderSection()
    expect(await section().findByRole("button", { name: "Unsubscribe" })).toBeTruthy()
    server.enrollment = smsVerified(PHONE, { is_opted_in: false, can_receive_sms: false })
    act(() => document.dispatchEvent(new Event("visibilitychange")))
    expect(await section().findByRole("button", { name: "Remove" })).toBeTruthy()
    expect(section().queryByRole("button", { name: "Unsubscribe" })).toBeNull()
    expect(section().getByText(Messages.smsOptedOut("(500) 555-0006"))).toBeTruthy()
  })

  it("says so when the enrollment can't be read, and tries again", async () => {
    const api = fakeApi(on("GET", ENROLLMENT, { error_code: 1006, message: "Redline is busy right now." }, 503))
    renderSection()
    expect(await section().findByText("Sorry, an error occurred. Please try again.")).toBeTruthy()
    api.answerFirst(on("GET", ENROLLMENT, noSmsEnrollment()))
    fireEvent.click(section().getByRole("button", { name: "Try again" }))
    await waitFor(() => expect(section().getByRole("button", { name: "Add phone number" })).toBeTruthy())
  })
})
