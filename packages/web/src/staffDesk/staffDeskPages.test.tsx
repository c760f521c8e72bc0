import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { StoredSession } from "../session/sessionAtom.ts"
import { submission } from "../submissions/submission.fixture.ts"
import { STORED_SESSION } from "../testing/auctionDetail.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import { ADMIN, deskSubmission, EMPTY_CHAT, renderAt, rendered, REVIEWER, SUBMITTED } from "./staffDesk.fixture.tsx"
import StaffQueuePage from "./StaffQueuePage.tsx"
import StaffSubmissionPage from "./StaffSubmissionPage.tsx"

const QUEUE = "/staff/submissions/"
const renderQueue = (path = QUEUE, session?: StoredSession | null) => renderAt(path, QUEUE, <StaffQueuePage />, session)
const renderDetail = (session?: StoredSession | null) =>
  renderAt("/staff/submissions/71", "/staff/submissions/:submissionId", <StaffSubmissionPage />, session)

const row = (id: number, title: string, overrides: object = {}) => ({
  id,
  status: 2,
  title,
  seller: { username: "dana" },
  submitted_at: "2030-03-02T18:00:00.000Z",
  main_photo: null,
  unread_count: 0,
  last_decision: null,
  representative: null,
  ...overrides
})

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe("who may open the desk", () => {
  it("sends a visitor to sign in, coming back to the same view", () => {
    fakeApi()
    const location = renderQueue(`${QUEUE}?status=3`, null)
    expect(location.history.at(-1)).toBe("/signin/?redirect=%2Fstaff%2Fsubmissions%2F%3Fstatus%3D3")
  })

  it("tells a signed-in user without the ability they can't view submissions, asking the server for nothing", () => {
    const api = fakeApi()
    renderQueue(QUEUE, { ...STORED_SESSION, abilities: ["submit_inquiries"] })
    expect(screen.getByRole("heading", { level: 1, name: "You can't view submissions" })).toBeTruthy()
    expect(api.calls).toEqual([])
    renderDetail({ ...STORED_SESSION, abilities: [] })
    expect(screen.getAllByRole("heading", { level: 1, name: "You can't view submissions" })).toHaveLength(2)
    expect(api.calls).toEqual([])
  })

  it("shows staff the ADMIN banner, and a reviewer who isn't staff none", async () => {
    fakeApi(on("GET", "/v1/staff/submissions", { submissions: [], total_count: 0, page: 1 }))
    renderQueue(QUEUE, ADMIN)
    expect(await screen.findByText("No submissions are submitted.")).toBeTruthy()
    expect(screen.getByText("ADMIN")).toBeTruthy()
    document.body.innerHTML = ""
    renderQueue(QUEUE, REVIEWER)
    expect(await screen.findByText("No submissions are submitted.")).toBeTruthy()
    expect(screen.queryByText("ADMIN")).toBeNull()
  })
})

describe("the queue", () => {
  it("lists the submitted cars with their seller, status and date, each linking to the submission", async () => {
    const api = fakeApi(
      on("GET", "/v1/staff/submissions", {
        submissions: [
          row(72, "1990 Mazda MX-5 Miata", { unread_count: 2 }),
          row(71, "2021 Acura NSX", {
            status: 3,
            last_decision: {
              id: 1,
              decision: "accept",
              user: { username: "staff" },
              message: "Yes",
              created_at: "2030-03-03T18:00:00.000Z"
            }
          })
        ],
        total_count: 2,
        page: 1
      })
    )
    renderQueue()
    expect(await screen.findByRole("heading", { level: 2, name: "Submitted: 2 submissions" })).toBeTruthy()
    expect(api.calls.find((call) => call.url.startsWith("/api/v1/staff/submissions"))?.url).toBe(
      "/api/v1/staff/submissions?status=2&page=1"
    )
    const miata = screen.getByRole("link", { name: "1990 Mazda MX-5 Miata" })
    expect(miata.getAttribute("href")).toBe("/staff/submissions/72")
    const first = miata.closest("article")!
    expect(within(first).getByText("Seller: dana")).toBeTruthy()
    expect(within(first).getByText("2 unread messages")).toBeTruthy()
    expect(within(first).getByText("3/2/30")).toBeTruthy()
    const second = screen.getByRole("link", { name: "2021 Acura NSX" }).closest("article")!
    expect(within(second).getByText("Accepted")).toBeTruthy()
    expect(within(second).getByText("Accepted by staff on 3/3/30")).toBeTruthy()
  })

  it("searches, picks a status and pages, keeping each in the address", async () => {
    const api = fakeApi(
      on("GET", "/v1/staff/submissions", {
        submissions: Array.from({ length: 50 }, (_, index) => row(index + 1, `Car ${index + 1}`)),
        total_count: 120,
        page: 1
      })
    )
    const location = renderQueue()
    await screen.findByRole("link", { name: "Car 1" })
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: " 2003 911 " } })
    fireEvent.click(screen.getByRole("button", { name: "Search" }))
    await waitFor(() => expect(location.history.at(-1)).toBe("/staff/submissions/?q=2003+911"))
    await waitFor(() => expect(api.calls.at(-1)?.url).toBe("/api/v1/staff/submissions?status=2&q=2003+911&page=1"))
    expect((await screen.findByRole("link", { name: "Page 1" })).getAttribute("aria-current")).toBe("page")
    expect(screen.getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe("/staff/submissions/?q=2003+911&page=3")

    fireEvent.click(screen.getByRole("link", { name: "Next" }))
    await waitFor(() => expect(location.history.at(-1)).toBe("/staff/submissions/?q=2003+911&page=2"))
    await waitFor(() => expect(api.calls.at(-1)?.url).toBe("/api/v1/staff/submissions?status=2&q=2003+911&page=2"))

    fireEvent.change(screen.getByRole("combobox", { name: "Status" }), { target: { value: "4" } })
    await waitFor(() => expect(location.history.at(-1)).toBe("/staff/submissions/?status=4&q=2003+911"))
    await waitFor(() => expect(api.calls.at(-1)?.url).toBe("/api/v1/staff/submissions?status=4&q=2003+911&page=1"))
  })

  it("says when nothing matches, and offers to try again when the queue can't be loaded", async () => {
    fakeApi(on("GET", "/v1/staff/submissions", { submissions: [], total_count: 0, page: 1 }))
    renderQueue(`${QUEUE}?q=nothing`)
    expect(await screen.findByText("No submissions match your search.")).toBeTruthy()
    document.body.innerHTML = ""
    vi.unstubAllGlobals()
    fakeApi(on("GET", "/v1/staff/submissions", { error_code: 1000, message: "Down" }, 503))
    renderQueue()
    expect(await screen.findByText("The queue couldn't be loaded.", {}, { timeout: 5000 })).toBeTruthy()
  })
})

describe("a submission on the desk", () => {
  it("shows everything the seller gave, with the sections' fields and the photos", async () => {
    fakeApi(
      on(
        "GET",
        "/v1/staff/submissions/71",
        deskSubmission({
          submission: {
            ...SUBMITTED,
            sections: {
              details: {
                data: { body_style: "coupe", title_in_seller_name: true, highlights: "One owner.\nSnow tires." },
                complete: false,
                updated_at: "2030-03-01T09:00:00.000Z"
              },
              condition: null,
              media: null,
              scheduling: {
                data: { timing: "asap", has_reserve: true, reserve_amount: 90000 },
                complete: true,
                updated_at: "2030-03-01T09:00:00.000Z"
              }
            },
            photos: [
              { id: 5, section: "exterior", position: 1, is_main: true, width: 1200, height: 800, base_url: "/img", path: "/s/5.jpg" }
            ]
          }
        })
      ),
      on("GET", "/v1/submissions/71/messages", EMPTY_CHAT)
    )
    renderDetail()
    expect(await screen.findByRole("heading", { level: 1, name: "2021 Acura NSX" })).toBeTruthy()
    const seller = screen.getByRole("region", { name: "Seller" })
    expect(within(seller).getByText("Dana Reyes")).toBeTruthy()
    expect(within(seller).getByRole("link", { name: "dana@example.com" })).toBeTruthy()
    expect(within(screen.getByRole("region", { name: "Car" })).getByText("JH4NA1151MT000000")).toBeTruthy()
    const details = screen.getByRole("region", { name: "Details (not complete)" })
    expect(within(details).getByText("Coupe")).toBeTruthy()
    expect(within(details).getByText("Yes")).toBeTruthy()
    expect(within(details).getByText(/One owner/)).toBeTruthy()
    expect(within(screen.getByRole("region", { name: "Condition" })).getByText("Not filled in yet.")).toBeTruthy()
    expect(within(screen.getByRole("region", { name: "Scheduling" })).getByText("$90,000")).toBeTruthy()
    expect(screen.getByRole("img", { name: "Exterior photo 1, the main photo" })).toBeTruthy()
    expect(screen.getByRole("region", { name: "Chat with the seller" })).toBeTruthy()
  })

  it("accepts with a message, showing the recorded decision and the message in the chat, and offers no more decision", async () => {
    const decided = deskSubmission({
      submission: { ...SUBMITTED, status: 3 },
      decisions: [
        { id: 4, decision: "accept", user: { username: "reviewer" }, message: "Welcome aboard.", created_at: "2030-03-03T18:00:00.000Z" }
      ]
    })
    const api = fakeApi(
      on("GET", "/v1/staff/submissions/71", deskSubmission()),
      on("POST", "/v1/staff/submissions/71/decision", decided),
      on("GET", "/v1/submissions/71/messages", EMPTY_CHAT)
    )
    renderDetail()
    const panel = await screen.findByRole("region", { name: "Decision" })
    expect(within(panel).getByText("No decision yet.")).toBeTruthy()
    fireEvent.click(within(panel).getByRole("button", { name: "Accept" }))
    expect(await within(panel).findByText("Please write a message.")).toBeTruthy()
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([])

    fireEvent.change(within(panel).getByLabelText("Message to the seller"), { target: { value: "  Welcome aboard. " } })
    fireEvent.click(within(panel).getByRole("button", { name: "Accept" }))
    expect(await within(panel).findByText("Accepted by reviewer on 3/3/30")).toBeTruthy()
    expect(within(panel).getByText("Welcome aboard.")).toBeTruthy()
    expect(within(panel).queryByRole("button", { name: "Accept" })).toBeNull()
    expect(screen.getByText("Accepted", { selector: ".staff-submission__status" })).toBeTruthy()
    const post = api.calls.find((call) => call.method === "POST")
    expect(post?.body).toMatchObject({ decision: "accept", message: "Welcome aboard." })
    expect(typeof (post?.body as { idempotency_key: unknown }).idempotency_key).toBe("string")
  })

  it("says the server's refusal in words, and shows where the submission stands now", async () => {
    let decided = false
    fakeApi(
      (call) =>
        call.method === "GET" && call.url === "/api/v1/staff/submissions/71"
          ? Response.json(decided ? deskSubmission({ submission: { ...SUBMITTED, status: 4 } }) : deskSubmission())
          : undefined,
      (call) => {
        if (call.method !== "POST") return undefined
        decided = true
        return Response.json({ error_code: 6017, message: "This submission was declined already." }, { status: 409 })
      },
      on("GET", "/v1/submissions/71/messages", EMPTY_CHAT)
    )
    renderDetail()
    const panel = await screen.findByRole("region", { name: "Decision" })
    fireEvent.change(within(panel).getByLabelText("Message to the seller"), { target: { value: "Not for us." } })
    fireEvent.click(within(panel).getByRole("button", { name: "Decline" }))
    expect(await screen.findByText("This submission was declined already.")).toBeTruthy()
    await waitFor(() => expect(screen.getByText("Declined", { selector: ".staff-submission__status" })).toBeTruthy())
  })

  it("shows the chat from staff's side: the seller by name, and the seller's unread messages marked seen", async () => {
    const api = fakeApi(
      on("GET", "/v1/staff/submissions/71", deskSubmission({ unread_count: 1 })),
      on("GET", "/v1/submissions/71/messages", {
        messages: [
          {
            id: 1,
            submission_id: 71,
            from: "seller",
            text: "The hardtop comes with it.",
            timestamp: "2030-03-02T18:00:00.000Z",
            seen_at: null
          },
          { id: 2, submission_id: 71, from: "staff", text: "Good to know.", timestamp: "2030-03-02T19:00:00.000Z", seen_at: null }
        ],
        unread_count: 1,
        user: { username: "dana" }
      }),
      on("POST", "/v1/submissions/71/messages/seen", { unread_count: 0, total_unread_count: 0 })
    )
    renderDetail()
    const chat = await screen.findByRole("region", { name: "Chat with the seller" })
    expect(await within(chat).findByText("The hardtop comes with it.")).toBeTruthy()
    expect(within(chat).getByText(/^dana ·/)).toBeTruthy()
    expect(within(chat).getByText(/^Redline ·/)).toBeTruthy()
    await waitFor(() => expect(api.calls.some((call) => call.url === "/api/v1/submissions/71/messages/seen")).toBe(true))
  })
})

const PAID = submission({ status: 5, list: "in_progress", next_step: null, submitted_at: "2030-03-02T18:00:00.000Z" })
const BOOKED = {
  submission_id: 71,
  status: 5,
  address: "1 Main St",
  city: "Portland",
  state: "OR",
  zip_code: "97201",
  is_inspection_booked: true,
  booked_at: "2030-03-04T10:00:00.000Z",
  report_url: null,
  reported_at: null,
  approved: null,
  answered_at: null
}
const REPORTED = { ...BOOKED, report_url: "/api/v1/inspection_reports/4f1c.pdf", reported_at: "2030-03-05T10:00:00.000Z" }
const TOKEN = {
  expiration: "2030-03-05T10:15:00.000Z",
  endpoint: "https://store.test",
  bucket: "redline",
  prefix: "uploads/users/1/",
  key: "uploads/users/1/4f1c",
  upload_url: "https://store.test/redline/uploads/users/1/4f1c?X-Amz-Signature=abc"
}

/** The store's PUT as the browser sends it to tell its progress: half the file at once, the rest when the test says. */
class StoreUpload extends EventTarget {
  static sent: Array<{ readonly url: string; readonly body: unknown }> = []
  static finish: () => void = () => undefined
  readonly upload = new EventTarget()
  status = 0
  private url = ""
  open(_method: string, url: string) {
    this.url = url
  }
  send(body: File) {
    StoreUpload.sent.push({ url: this.url, body })
    queueMicrotask(() => this.upload.dispatchEvent(Object.assign(new Event("progress"), { loaded: body.size / 2 })))
    StoreUpload.finish = () => {
      this.status = 200
      this.dispatchEvent(new Event("load"))
    }
  }
  abort() {
    this.dispatchEvent(new Event("abort"))
  }
}

const pdf = (name = "inspection.pdf") => new File(["%PDF-1.7\n%âãÏÓ\n1 0 obj"], name, { type: "application/pdf" })

describe("the inspection on the desk", () => {
  it("offers to record the report only once the seller has booked it, and not after the seller answered it", async () => {
    const api = fakeApi(
      on("GET", "/v1/staff/submissions/71", deskSubmission({ submission: PAID })),
      on("GET", "/v1/submissions/71/messages", EMPTY_CHAT),
      on("GET", "/v1/submissions/71/reserve_offers", { reserve_offers: [] }),
      on("GET", "/v1/staff/submissions/71/comp_auctions", { auctions: [] })
    )
    renderDetail()
    await screen.findByRole("region", { name: "Reserve offer" })
    expect(screen.queryByRole("region", { name: "Inspection" })).toBeNull()
    expect(api.calls.some((call) => call.url === "/api/v1/submissions/71/inspection")).toBe(false)

    document.body.innerHTML = ""
    vi.unstubAllGlobals()
    fakeApi(
      on("GET", "/v1/staff/submissions/71", deskSubmission({ submission: { ...PAID, is_inspection_booked: true } })),
      on("GET", "/v1/submissions/71/inspection", { ...REPORTED, approved: true, answered_at: "2030-03-06T10:00:00.000Z" }),
      on("GET", "/v1/submissions/71/messages", EMPTY_CHAT)
    )
    renderDetail()
    const panel = await screen.findByRole("region", { name: "Inspection" })
    expect(await within(panel).findByText("The seller approved the inspection.")).toBeTruthy()
    expect(within(panel).getByRole("link", { name: "View the inspection report" }).getAttribute("href")).toBe(REPORTED.report_url)
    expect(within(panel).queryByRole("button", { name: "Record the report" })).toBeNull()
  })

  it("refuses a file that isn't a PDF before uploading anything", async () => {
    const api = fakeApi(
      on("GET", "/v1/staff/submissions/71", deskSubmission({ submission: { ...PAID, is_inspection_booked: true } })),
      on("GET", "/v1/submissions/71/inspection", BOOKED),
      on("GET", "/v1/submissions/71/messages", EMPTY_CHAT)
    )
    renderDetail()
    const panel = await screen.findByRole("region", { name: "Inspection" })
    expect(await within(panel).findByText("Booked on 3/4/30; no report yet.")).toBeTruthy()
    const file = new File(["<html>not a report</html>"], "report.pdf", { type: "application/pdf" })
    fireEvent.change(within(panel).getByLabelText("Report (PDF)"), { target: { files: [file] } })
    fireEvent.click(within(panel).getByRole("button", { name: "Record the report" }))
    expect(await within(panel).findByText("The report must be a PDF file.")).toBeTruthy()
    expect(within(panel).getByLabelText("Report (PDF)").getAttribute("aria-invalid")).toBe("true")
    expect(api.calls.some((call) => call.url.startsWith("/api/v1/auth/s3-token"))).toBe(false)
    expect(api.calls.some((call) => call.method === "POST")).toBe(false)
  })

  it("uploads a PDF showing its progress, records it, and links the report", async () => {
    StoreUpload.sent = []
    vi.stubGlobal("XMLHttpRequest", StoreUpload)
    const api = fakeApi(
      on("GET", "/v1/staff/submissions/71", deskSubmission({ submission: { ...PAID, is_inspection_booked: true } })),
      on("GET", "/v1/submissions/71/inspection", BOOKED),
      on("GET", "/v1/submissions/71/messages", EMPTY_CHAT),
      on("GET", "/v1/auth/s3-token", TOKEN),
      on("POST", "/v1/staff/submissions/71/inspection/report", REPORTED)
    )
    renderDetail()
    const panel = await screen.findByRole("region", { name: "Inspection" })
    const file = pdf()
    fireEvent.change(await within(panel).findByLabelText("Report (PDF)"), { target: { files: [file] } })
    fireEvent.click(within(panel).getByRole("button", { name: "Record the report" }))
    expect(await within(panel).findByText("Uploading 50%")).toBeTruthy()
    expect(within(panel).getByRole("progressbar", { name: "Uploading inspection.pdf" }).getAttribute("value")).toBe("50")
    expect(api.calls.find((call) => call.url.startsWith("/api/v1/auth/s3-token"))?.url).toBe(`/api/v1/auth/s3-token?size=${file.size}`)
    expect(StoreUpload.sent).toEqual([{ url: TOKEN.upload_url, body: file }])
    StoreUpload.finish()
    const link = await within(panel).findByRole("link", { name: "View the inspection report" })
    expect(link.getAttribute("href")).toBe(REPORTED.report_url)
    expect(within(panel).getByText("recorded 3/5/30", { exact: false })).toBeTruthy()
    expect(within(panel).queryByText(/Uploading/)).toBeNull()
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ key: TOKEN.key })
  })

  it("records a link, saying the server's refusal beside the field it names", async () => {
    const api = fakeApi(
      on("GET", "/v1/staff/submissions/71", deskSubmission({ submission: { ...PAID, is_inspection_booked: true } })),
      on("GET", "/v1/submissions/71/inspection", BOOKED),
      on("GET", "/v1/submissions/71/messages", EMPTY_CHAT),
      on(
        "POST",
        "/v1/staff/submissions/71/inspection/report",
        {
          error_code: 6035,
          message: "The report link can't be reached.",
          fields: [{ field: "url", message: "The report link can't be reached." }]
        },
        400
      )
    )
    renderDetail()
    const panel = await screen.findByRole("region", { name: "Inspection" })
    fireEvent.click(await within(panel).findByLabelText("A link"))
    const link = within(panel).getByLabelText("Report link")
    fireEvent.change(link, { target: { value: "http://reports.example.com/911.pdf" } })
    fireEvent.click(within(panel).getByRole("button", { name: "Record the report" }))
    expect(await within(panel).findByText("The report link must be a web address (https://…).")).toBeTruthy()
    expect(api.calls.some((call) => call.method === "POST")).toBe(false)

    fireEvent.change(link, { target: { value: " https://reports.example.com/911.pdf " } })
    fireEvent.click(within(panel).getByRole("button", { name: "Record the report" }))
    expect(await within(panel).findByText("The report link can't be reached.")).toBeTruthy()
    expect(link.getAttribute("aria-invalid")).toBe("true")
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ url: "https://reports.example.com/911.pdf" })
  })
})

const comp = (id: number, title: string) => ({
  id,
  title,
  status: 101,
  final_price: 20_000 + id * 1_000,
  main_photo: null,
  auction_end: "2029-06-0" + String(id) + "T18:00:00.000Z",
  auction_url: `/auctions/${id}`,
  year: 2020,
  make: "Acura",
  model: "NSX",
  mileage: 9_000
})
const COMPS = { auctions: [comp(1, "2020 Acura NSX"), comp(2, "2019 Acura NSX"), comp(3, "2021 Acura NSX"), comp(4, "2018 Acura NSX")] }
const WAITING_OFFER = {
  id: 3,
  submission_id: 71,
  amount: 24_000,
  message: "Based on the last three.",
  comp_auctions: [],
  answer: null,
  answered_at: null,
  created_at: "2030-03-06T10:00:00.000Z"
}

describe("the reserve offer on the desk", () => {
  it("is offered for a Paid car with no offer waiting, and for no other", async () => {
    const api = fakeApi(on("GET", "/v1/staff/submissions/71", deskSubmission()), on("GET", "/v1/submissions/71/messages", EMPTY_CHAT))
    renderDetail()
    await screen.findByRole("region", { name: "Decision" })
    expect(screen.queryByRole("region", { name: "Reserve offer" })).toBeNull()
    expect(api.calls.some((call) => call.url.includes("reserve_offers") || call.url.includes("comp_auctions"))).toBe(false)

    document.body.innerHTML = ""
    vi.unstubAllGlobals()
    fakeApi(
      on(
        "GET",
        "/v1/staff/submissions/71",
        deskSubmission({ submission: { ...PAID, reserve_offer: { amount: 24_000, created_at: WAITING_OFFER.created_at } } })
      ),
      on("GET", "/v1/submissions/71/reserve_offers", { reserve_offers: [WAITING_OFFER] }),
      on("GET", "/v1/submissions/71/messages", EMPTY_CHAT)
    )
    renderDetail()
    const panel = await screen.findByRole("region", { name: "Reserve offer" })
    expect(within(panel).getByText("$24,000 offered on 3/6/30, waiting for the seller's answer.")).toBeTruthy()
    expect(within(panel).queryByRole("button", { name: "Offer the reserve" })).toBeNull()

    document.body.innerHTML = ""
    vi.unstubAllGlobals()
    fakeApi(
      on("GET", "/v1/staff/submissions/71", deskSubmission({ submission: PAID })),
      on("GET", "/v1/submissions/71/reserve_offers", {
        reserve_offers: [{ ...WAITING_OFFER, answer: "decline", answered_at: "2030-03-07T10:00:00.000Z" }]
      }),
      on("GET", "/v1/staff/submissions/71/comp_auctions", COMPS),
      on("GET", "/v1/submissions/71/messages", EMPTY_CHAT)
    )
    renderDetail()
    const again = await screen.findByRole("region", { name: "Reserve offer" })
    expect(within(again).getByRole("button", { name: "Offer the reserve" })).toBeTruthy()
    expect(await within(again).findByText("Sold for $21,000")).toBeTruthy()
    expect(within(again).getByText("Ended 6/1/29")).toBeTruthy()
  })

  it("picks at most 3 comparable auctions: the 4th can't be picked", async () => {
    fakeApi(
      on("GET", "/v1/staff/submissions/71", deskSubmission({ submission: PAID })),
      on("GET", "/v1/submissions/71/reserve_offers", { reserve_offers: [] }),
      on("GET", "/v1/staff/submissions/71/comp_auctions", COMPS),
      on("GET", "/v1/submissions/71/messages", EMPTY_CHAT)
    )
    renderDetail()
    const panel = await screen.findByRole("region", { name: "Reserve offer" })
    const box = async (title: string) => (await within(panel).findByText(title)).closest("label")!.querySelector("input")!
    for (const title of ["2020 Acura NSX", "2019 Acura NSX", "2021 Acura NSX"]) fireEvent.click(await box(title))
    expect(within(panel).getByText("Pick up to 3 (3 picked).")).toBeTruthy()
    const fourth = await box("2018 Acura NSX")
    expect(fourth.disabled).toBe(true)
    fireEvent.click(fourth)
    expect(fourth.checked).toBe(false)
    fireEvent.click(await box("2019 Acura NSX"))
    expect(fourth.disabled).toBe(false)
  })

  it("says the server's refusal beside the field it names", async () => {
    fakeApi(
      on("GET", "/v1/staff/submissions/71", deskSubmission({ submission: PAID })),
      on("GET", "/v1/submissions/71/reserve_offers", { reserve_offers: [] }),
      on("GET", "/v1/staff/submissions/71/comp_auctions", COMPS),
      on("GET", "/v1/submissions/71/messages", EMPTY_CHAT),
      on(
        "POST",
        "/v1/staff/submissions/71/reserve_offers",
        {
          error_code: 6040,
          message: "comp_auction_ids names auction 1, which hasn't ended with a price to compare.",
          field: "comp_auction_ids"
        },
        400
      )
    )
    renderDetail()
    const panel = await screen.findByRole("region", { name: "Reserve offer" })
    fireEvent.click(within(panel).getByRole("button", { name: "Offer the reserve" }))
    expect(await within(panel).findByText("Enter the reserve in whole dollars.")).toBeTruthy()
    expect(within(panel).getByText("Please write a message.")).toBeTruthy()
    fireEvent.change(within(panel).getByLabelText("Reserve"), { target: { value: "99" } })
    fireEvent.click(within(panel).getByRole("button", { name: "Offer the reserve" }))
    expect(await within(panel).findByText("amount must be at least $100.")).toBeTruthy()

    fireEvent.change(within(panel).getByLabelText("Reserve"), { target: { value: "$24000" } })
    expect((within(panel).getByLabelText("Reserve") as HTMLInputElement).value).toBe("24,000")
    fireEvent.click((await within(panel).findByText("2020 Acura NSX")).closest("label")!.querySelector("input")!)
    fireEvent.change(within(panel).getByLabelText("Message to the seller"), { target: { value: "Based on the last one." } })
    fireEvent.click(within(panel).getByRole("button", { name: "Offer the reserve" }))
    const refusal = await within(panel).findByText("comp_auction_ids names auction 1, which hasn't ended with a price to compare.")
    expect(refusal.closest("fieldset")?.querySelector("legend")?.textContent).toBe("Comparable auctions")
    expect(within(panel).queryByText("amount must be at least $100.")).toBeNull()
    expect(within(panel).getByLabelText("Reserve").getAttribute("aria-invalid")).toBeNull()
  })

  it("offers the reserve and shows the offer waiting, with the decision recorded", async () => {
    let offered = false
    const api = fakeApi(
      (call) =>
        call.method === "GET" && call.url === "/api/v1/submissions/71/reserve_offers"
          ? Response.json({ reserve_offers: offered ? [WAITING_OFFER] : [] })
          : undefined,
      (call) => {
        if (call.method !== "POST" || call.url !== "/api/v1/staff/submissions/71/reserve_offers") return undefined
        offered = true
        return Response.json(
          deskSubmission({
            submission: { ...PAID, reserve_offer: { amount: 24_000, created_at: WAITING_OFFER.created_at } },
            decisions: [
              {
                id: 8,
                decision: "reserve_offer",
                user: { username: "reviewer" },
                message: "Offered a reserve of $24,000 with 2 comparable auctions.\n\nBased on the last two.",
                created_at: WAITING_OFFER.created_at
              }
            ]
          }),
          { status: 201 }
        )
      },
      on("GET", "/v1/staff/submissions/71", deskSubmission({ submission: PAID })),
      on("GET", "/v1/staff/submissions/71/comp_auctions", COMPS),
      on("GET", "/v1/submissions/71/messages", EMPTY_CHAT)
    )
    renderDetail()
    const panel = await screen.findByRole("region", { name: "Reserve offer" })
    fireEvent.change(within(panel).getByLabelText("Reserve"), { target: { value: "$24,000" } })
    for (const title of ["2021 Acura NSX", "2020 Acura NSX"])
      fireEvent.click((await within(panel).findByText(title)).closest("label")!.querySelector("input")!)
    fireEvent.change(within(panel).getByLabelText("Message to the seller"), { target: { value: " Based on the last two. " } })
    fireEvent.click(within(panel).getByRole("button", { name: "Offer the reserve" }))
    expect(await within(panel).findByText("$24,000 offered on 3/6/30, waiting for the seller's answer.")).toBeTruthy()
    await waitFor(() => expect(within(panel).queryByRole("button", { name: "Offer the reserve" })).toBeNull())
    expect(screen.getByText("Reserve offered by reviewer on 3/6/30")).toBeTruthy()
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      amount: 24_000,
      comp_auction_ids: [3, 1],
      message: "Based on the last two."
    })
  })
})

describe("the auction's schedule", () => {
  const APPROVED = submission({ status: 8, list: "in_progress", next_step: null, submitted_at: "2030-03-02T18:00:00.000Z" })
  /** A date-time input's value, in local time, `days` from now at 18:00. */
  const localValue = (days: number) => {
    const at = new Date()
    at.setDate(at.getDate() + days)
    const pad = (n: number) => String(n).padStart(2, "0")
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T18:00`
  }

  it("takes the start and end of an approved listing's auction, checked before it goes, then shows them with a link to the auction", async () => {
    const start = localValue(2)
    const end = localValue(9)
    const scheduled = deskSubmission({
      submission: { ...APPROVED, status: 9, auction_id: 305 },
      auction: {
        id: 305,
        status: 0,
        auction_start: new Date(start).toISOString(),
        auction_end: new Date(end).toISOString(),
        url: "/auctions/305/2003-mazda-mx-5-miata"
      },
      decisions: [
        {
          id: 12,
          decision: "schedule",
          user: { username: "reviewer" },
          message: "Scheduled auction 305.",
          created_at: "2030-03-08T10:00:00.000Z"
        }
      ]
    })
    const api = fakeApi(
      on("GET", "/v1/staff/submissions/71", deskSubmission({ submission: APPROVED })),
      on("POST", "/v1/staff/submissions/71/schedule", scheduled),
      on("GET", "/v1/submissions/71/messages", EMPTY_CHAT)
    )
    renderDetail()
    const panel = await screen.findByRole("region", { name: "Auction" })
    fireEvent.change(within(panel).getByLabelText("Starts"), { target: { value: start } })
    fireEvent.change(within(panel).getByLabelText("Ends"), { target: { value: localValue(1) } })
    fireEvent.click(within(panel).getByRole("button", { name: "Schedule the auction" }))
    expect(await within(panel).findByText("auction_end must be after auction_start.")).toBeTruthy()
    expect(within(panel).getByLabelText("Ends").getAttribute("aria-invalid")).toBe("true")
    expect(api.calls.some((call) => call.method === "POST")).toBe(false)

    fireEvent.change(within(panel).getByLabelText("Ends"), { target: { value: end } })
    fireEvent.click(within(panel).getByRole("button", { name: "Schedule the auction" }))
    expect(await within(panel).findByRole("link", { name: "Auction #305" })).toBeTruthy()
    expect(within(panel).getByRole("link", { name: "Auction #305" }).getAttribute("href")).toBe("/auctions/305/2003-mazda-mx-5-miata")
    expect(within(panel).getByText("Scheduled")).toBeTruthy()
    expect(panel.querySelector(`time[datetime="${new Date(start).toISOString()}"]`)).toBeTruthy()
    expect(within(panel).queryByRole("button", { name: "Schedule the auction" })).toBeNull()
    expect(screen.getByText("Auction scheduled by reviewer on 3/8/30")).toBeTruthy()
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      auction_start: new Date(start).toISOString(),
      auction_end: new Date(end).toISOString()
    })
  })

  it("says the server's refusal beside the time it names, and shows no form before the approval", async () => {
    fakeApi(
      on("GET", "/v1/staff/submissions/71", deskSubmission({ submission: APPROVED })),
      on(
        "POST",
        "/v1/staff/submissions/71/schedule",
        { error_code: 6060, message: "auction_start can't be in the past.", field: "auction_start" },
        400
      ),
      on("GET", "/v1/submissions/71/messages", EMPTY_CHAT)
    )
    renderDetail()
    const panel = await screen.findByRole("region", { name: "Auction" })
    fireEvent.change(within(panel).getByLabelText("Starts"), { target: { value: localValue(2) } })
    fireEvent.change(within(panel).getByLabelText("Ends"), { target: { value: localValue(9) } })
    fireEvent.click(within(panel).getByRole("button", { name: "Schedule the auction" }))
    expect(await within(panel).findByText("auction_start can't be in the past.")).toBeTruthy()
    expect(within(panel).getByLabelText("Starts").getAttribute("aria-invalid")).toBe("true")

    document.body.innerHTML = ""
    vi.unstubAllGlobals()
    fakeApi(on("GET", "/v1/staff/submissions/71", deskSubmission()), on("GET", "/v1/submissions/71/messages", EMPTY_CHAT))
    renderDetail()
    await screen.findByRole("region", { name: "Decision" })
    expect(screen.queryByRole("region", { name: "Auction" })).toBeNull()
  })
})

describe("the listing on the desk", () => {
  it("leads to the listing's page while it is written and once approved, and not before the car is paid for", async () => {
    for (const [status, link] of [
      [5, "Write the listing"],
      [7, "Write the next version"],
      [8, "See the versions"]
    ] as const) {
      fakeApi(
        on("GET", "/v1/staff/submissions/71", deskSubmission({ submission: { ...PAID, status } })),
        on("GET", "/v1/submissions/71/reserve_offers", { reserve_offers: [] }),
        on("GET", "/v1/submissions/71/messages", EMPTY_CHAT)
      )
      renderDetail()
      const panel = await screen.findByRole("region", { name: "Listing" })
      expect(within(panel).getByRole("link", { name: link }).getAttribute("href")).toBe("/staff/submissions/71/listing")
      document.body.innerHTML = ""
      vi.unstubAllGlobals()
    }
    fakeApi(on("GET", "/v1/staff/submissions/71", deskSubmission()), on("GET", "/v1/submissions/71/messages", EMPTY_CHAT))
    renderDetail()
    await screen.findByRole("region", { name: "Decision" })
    expect(screen.queryByRole("region", { name: "Listing" })).toBeNull()
  })
})

const ALEX = { id: 12, username: "alex", email: "alex@redline.example" }
const BLAKE = { id: 13, username: "blake", email: "blake@redline.example" }
const REPRESENTATIVES = { representatives: [ALEX, BLAKE] }

describe("the representative on the desk", () => {
  it("assigns one of the representatives, showing who it is and the assignment recorded", async () => {
    const assigned = deskSubmission({
      representative: BLAKE,
      decisions: [
        {
          id: 4,
          decision: "representative_assigned",
          user: { username: "reviewer" },
          message: "blake represents this submission.",
          created_at: "2030-03-04T18:00:00.000Z"
        }
      ]
    })
    const api = fakeApi(
      on("GET", "/v1/staff/submissions/71", deskSubmission()),
      on("GET", "/v1/submissions/71/messages", EMPTY_CHAT),
      on("GET", "/v1/staff/representatives", REPRESENTATIVES),
      on("PUT", "/v1/staff/submissions/71/representative", assigned)
    )
    renderDetail()
    const panel = await screen.findByRole("region", { name: "Representative" })
    expect(within(panel).getByText("No representative yet.")).toBeTruthy()
    const picker = within(panel).getByRole("combobox", { name: "Business-development representative" })
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole("option")
          .map((option) => option.textContent)
      ).toEqual(["No representative", "alex", "blake"])
    )
    const assign = within(panel).getByRole("button", { name: "Assign" })
    expect((assign as HTMLButtonElement).disabled).toBe(true)

    fireEvent.change(picker, { target: { value: "13" } })
    fireEvent.click(assign)
    expect(await screen.findByRole("link", { name: "blake@redline.example" })).toBeTruthy()
    expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({ user_id: 13 })
    expect(screen.getByText("Representative assigned by reviewer on 3/4/30")).toBeTruthy()
    const shown = screen.getByRole("region", { name: "Representative" })
    expect((within(shown).getByRole("combobox", { name: "Business-development representative" }) as HTMLSelectElement).value).toBe("13")
    expect((within(shown).getByRole("button", { name: "Assign" }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("takes the representative off, and says the server's refusal beside the picker", async () => {
    const api = fakeApi(
      on("GET", "/v1/staff/submissions/71", deskSubmission({ representative: ALEX })),
      on("GET", "/v1/submissions/71/messages", EMPTY_CHAT),
      on("GET", "/v1/staff/representatives", REPRESENTATIVES),
      on(
        "PUT",
        "/v1/staff/submissions/71/representative",
        {
          error_code: 6070,
          message: "This user can't represent a submission: pick one of the business-development representatives.",
          field: "user_id"
        },
        409
      )
    )
    renderDetail()
    const panel = await screen.findByRole("region", { name: "Representative" })
    const picker = within(panel).getByRole("combobox", { name: "Business-development representative" })
    await waitFor(() => expect((picker as HTMLSelectElement).value).toBe("12"))
    fireEvent.change(picker, { target: { value: "" } })
    fireEvent.click(within(panel).getByRole("button", { name: "Take off" }))
    expect(await within(panel).findByText(/This user can't represent a submission/)).toBeTruthy()
    expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({ user_id: null })
    expect(picker.getAttribute("aria-invalid")).toBe("true")
  })
})

describe("the queue by representative", () => {
  it("offers a representative their own ('Mine'), keeping the choice in the address and asking the server for it", async () => {
    const api = fakeApi(
      on("GET", "/v1/staff/submissions", {
        submissions: [row(72, "1990 Mazda MX-5 Miata", { representative: { id: 12, username: "alex" } })],
        total_count: 1,
        page: 1
      }),
      on("GET", "/v1/staff/representatives", REPRESENTATIVES)
    )
    const location = renderQueue(QUEUE, { ...REVIEWER, abilities: ["view_submissions", "bd_rep"] })
    expect(await screen.findByText("Representative: alex")).toBeTruthy()
    const filter = screen.getByRole("combobox", { name: "Representative" })
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole("option")
          .map((option) => option.textContent)
      ).toEqual(["Anyone", "Mine", "No one", "alex", "blake"])
    )
    fireEvent.change(filter, { target: { value: "mine" } })
    await waitFor(() => expect(location.history.at(-1)).toBe("/staff/submissions/?representative=mine"))
    await waitFor(() => expect(api.calls.at(-1)?.url).toBe("/api/v1/staff/submissions?status=2&representative=mine&page=1"))
  })

  it("offers no 'Mine' to someone who isn't a representative", async () => {
    fakeApi(
      on("GET", "/v1/staff/submissions", { submissions: [], total_count: 0, page: 1 }),
      on("GET", "/v1/staff/representatives", REPRESENTATIVES)
    )
    renderQueue(`${QUEUE}?representative=13`)
    const filter = await screen.findByRole("combobox", { name: "Representative" })
    await waitFor(() => expect((filter as HTMLSelectElement).value).toBe("13"))
    expect(
      within(filter)
        .getAllByRole("option")
        .map((option) => option.textContent)
    ).toEqual(["Anyone", "No one", "alex", "blake"])
  })
})

describe("the chat on the desk, live", () => {
  const sellerMessage = {
    id: 91,
    submission_id: 71,
    from: "seller",
    user: { username: "dana" },
    text: "The hardtop comes with it.",
    timestamp: "2030-03-05T18:00:00.000Z",
    seen_at: null
  }

  it("shows the seller's message as it arrives on the submission's channel, and reads the desk's unread count again", async () => {
    const api = fakeApi(
      on("GET", "/v1/staff/submissions/71", deskSubmission()),
      on("GET", "/v1/submissions/71/messages", EMPTY_CHAT),
      on("GET", "/v1/staff/representatives", REPRESENTATIVES)
    )
    renderDetail()
    expect(await screen.findByText("No messages yet.")).toBeTruthy()
    const reads = () => api.calls.filter((call) => call.url === "/api/v1/staff/submissions/71").length
    const before = reads()
    await waitFor(() => {
      act(() =>
        rendered.routes.deliver(
          {
            channel: "submission_chat:71",
            seq: 0,
            kind: "message",
            data: { message: sellerMessage, unread_count: 0, total_unread_count: 0 }
          },
          rendered.queryClient
        )
      )
      expect(screen.getByText("The hardtop comes with it.")).toBeTruthy()
    })
    await waitFor(() => expect(reads()).toBeGreaterThan(before))
    // heard, not polled: the chat was read once
    expect(api.calls.filter((call) => call.url === "/api/v1/submissions/71/messages")).toHaveLength(1)
  })

  it("hears nothing of another submission's chat", async () => {
    fakeApi(
      on("GET", "/v1/staff/submissions/71", deskSubmission()),
      on("GET", "/v1/submissions/71/messages", EMPTY_CHAT),
      on("GET", "/v1/staff/representatives", REPRESENTATIVES)
    )
    renderDetail()
    expect(await screen.findByText("No messages yet.")).toBeTruthy()
    act(() =>
      rendered.routes.deliver(
        {
          channel: "submission_chat:72",
          seq: 0,
          kind: "message",
          data: { message: { ...sellerMessage, submission_id: 72 }, unread_count: 0, total_unread_count: 0 }
        },
        rendered.queryClient
      )
    )
    expect(screen.queryByText("The hardtop comes with it.")).toBeNull()
  })
})
