import { QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { createQueryClient } from "../app/queryClient.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import { DailyEmailSignup } from "./DailyEmailSignup.tsx"

function renderForm() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <DailyEmailSignup />
    </QueryClientProvider>
  )
}

const submit = (email: string) => {
  fireEvent.change(screen.getByRole("textbox", { name: "Email address" }), { target: { value: email } })
  fireEvent.click(screen.getByRole("button", { name: "Subscribe" }))
}

describe("the footer's 'Get the Daily Email' form", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("subscribes the address typed and thanks", async () => {
    const api = fakeApi(on("POST", "/v1/auth/daily_email", { daily_email: true }))
    renderForm()
    expect(screen.getByRole("heading", { name: "Get the Daily Email" })).toBeTruthy()
    submit("  reader@example.com ")
    expect(await screen.findByText("Thanks for subscribing!")).toBeTruthy()
    expect(api.calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ["POST", "/api/v1/auth/daily_email", { email: "reader@example.com" }]
    ])
  })

  it("asks for a valid address without calling the server", () => {
    const api = fakeApi()
    renderForm()
    submit("reader@example")
    expect(screen.getByText("Please enter a valid email")).toBeTruthy()
    expect(screen.getByRole("textbox", { name: "Email address" }).getAttribute("aria-invalid")).toBe("true")
    expect(api.calls).toEqual([])
  })

  it("says an error occurred when the server fails, and the server's word on an address it refuses", async () => {
    fakeApi(on("POST", "/v1/auth/daily_email", { error_code: 1004, message: "Too many requests" }, 429))
    const failing = renderForm()
    submit("reader@example.com")
    expect(await screen.findByText("Oops, an error occurred")).toBeTruthy()
    failing.unmount()

    fakeApi(on("POST", "/v1/auth/daily_email", { error_code: 3006, message: "Please enter a valid email" }, 400))
    renderForm()
    submit("reader@example.com")
    expect(await screen.findByText("Please enter a valid email")).toBeTruthy()
  })
})
