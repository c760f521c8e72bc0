import { ErrorCode, formatLongDate } from "@redline/domain"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { STORED_SESSION } from "../testing/auctionDetail.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import InvitePage from "./InvitePage.tsx"
import { renderAt } from "./staffDesk.fixture.tsx"
import StaffQueuePage from "./StaffQueuePage.tsx"

const INVITE = "/staff/invitations/new"
const renderInvite = (session = undefined as Parameters<typeof renderAt>[3]) => renderAt(INVITE, INVITE, <InvitePage />, session)
const MADE = { invitation_id: "tok123", url: "/sell-car/invitation/tok123", expires_at: "2030-04-01T18:00:00.000Z" }

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe("inviting a seller from the desk", () => {
  it("is reached from the queue", async () => {
    fakeApi(on("GET", "/v1/staff/submissions", { submissions: [], total_count: 0, page: 1 }))
    renderAt("/staff/submissions/", "/staff/submissions/", <StaffQueuePage />)
    expect((await screen.findByRole("link", { name: "Invite a seller" })).getAttribute("href")).toBe(INVITE)
  })

  it("is the desk's: a user without its ability is told so, asking the server for nothing", () => {
    const api = fakeApi()
    renderInvite({ ...STORED_SESSION, abilities: ["submit_inquiries"] })
    expect(screen.getByRole("heading", { level: 1, name: "You can't view submissions" })).toBeTruthy()
    expect(api.calls).toEqual([])
  })

  it("sends only the fields given, and shows the link to copy with the day it stops working", async () => {
    const writeText = vi.fn(() => Promise.resolve())
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } })
    const api = fakeApi(on("POST", "/v1/invitations", MADE, 201))
    renderInvite()
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: " Ada " } })
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } })
    fireEvent.change(screen.getByLabelText("Partner who sent them"), { target: { value: "hagerty" } })
    fireEvent.change(screen.getByLabelText("Year"), { target: { value: "2003" } })
    fireEvent.change(screen.getByLabelText("Mileage"), { target: { value: "41,000" } })
    fireEvent.click(screen.getByRole("button", { name: "Make the invitation" }))

    const link = (await screen.findByLabelText("The invitation's link")) as HTMLInputElement
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      email: "ada@example.com",
      partner: "hagerty",
      contact: { first_name: "Ada" },
      car: { year: 2003, mileage: 41000 }
    })
    expect(link.value).toBe(`${window.location.origin}/sell-car/invitation/tok123`)
    expect(screen.getByText(new RegExp(`It works until ${formatLongDate(new Date(MADE.expires_at))}`))).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Copy the link" }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link.value))
    expect(await screen.findByText("Copied.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Invite another seller" }))
    expect((screen.getByLabelText("First name") as HTMLInputElement).value).toBe("")
  })

  it("says a problem at its field: the browser's check first, then the server's refusal", async () => {
    const api = fakeApi(
      on(
        "POST",
        "/v1/invitations",
        {
          error_code: ErrorCode.application_invalid,
          message: "partner must be letters, digits and dashes.",
          fields: [{ field: "partner", message: "partner must be letters, digits and dashes." }]
        },
        400
      )
    )
    renderInvite()
    fireEvent.change(screen.getByLabelText("Zip code where the car is"), { target: { value: "9720" } })
    fireEvent.click(screen.getByRole("button", { name: "Make the invitation" }))
    const zip = screen.getByLabelText("Zip code where the car is")
    expect(zip.getAttribute("aria-invalid")).toBe("true")
    expect(document.getElementById(zip.getAttribute("aria-describedby")!)?.textContent).toBe("Please enter the car's 5-digit zip code.")
    expect(api.calls).toEqual([])

    fireEvent.change(zip, { target: { value: "97201" } })
    fireEvent.change(screen.getByLabelText("Partner who sent them"), { target: { value: "hagerty" } })
    fireEvent.click(screen.getByRole("button", { name: "Make the invitation" }))
    const partner = screen.getByLabelText("Partner who sent them")
    await waitFor(() => expect(partner.getAttribute("aria-invalid")).toBe("true"))
    expect(within(partner.closest(".text-field")!).getByText("partner must be letters, digits and dashes.")).toBeTruthy()
  })
})
