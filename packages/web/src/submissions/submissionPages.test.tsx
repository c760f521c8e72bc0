import { QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import type { ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { RealtimeRoutes } from "../realtime/RealtimeRoutes.ts"
import InvitationPage from "../sell/InvitationPage.tsx"
import SubmitPage from "../sell/SubmitPage.tsx"
import { storedSessionAtom } from "../session/sessionAtom.ts"
import { STORED_SESSION } from "../testing/auctionDetail.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import { TestRealtime } from "../testing/TestRealtime.tsx"
import MyListingsPage from "./MyListingsPage.tsx"
import { submission, summary } from "./submission.fixture.ts"
import SubmissionPage from "./SubmissionPage.tsx"

const renderAt = (path: string, pattern: string, page: ReactNode) => {
  const location = memoryLocation({ path, record: true })
  const store = createStore()
  store.set(storedSessionAtom, STORED_SESSION)
  render(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <TestRealtime routes={new RealtimeRoutes()} socket="open">
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Route path={pattern}>{page}</Route>
          </Router>
        </TestRealtime>
      </QueryClientProvider>
    </Provider>
  )
  return location
}

const page = (submissions: ReadonlyArray<ReturnType<typeof summary>>, message_count = 0) => ({
  submissions,
  total_count: submissions.length,
  message_count
})

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe("the application", () => {
  it("resumes a saved submission at the step due, names what is missing, and saves the section with its back flag", async () => {
    const api = fakeApi(
      on("GET", "/v1/submissions/71", submission()),
      on("PUT", "/v1/submissions/71/details", submission({ next_step: "condition" }))
    )
    renderAt("/sell-car/submit/?submission=71", "/sell-car/submit/:partner?", <SubmitPage />)
    expect(await screen.findByRole("heading", { level: 2, name: /Details$/ }, { timeout: 5000 })).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Continue" }))
    expect(await screen.findByText("Please choose: Body style.")).toBeTruthy()
    expect(api.calls.filter((call) => call.method === "PUT")).toEqual([])

    const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
    choose("Body style", "coupe")
    choose("Drivetrain", "4wd-awd")
    choose("Transmission", "automatic")
    choose("Engine", "3.5L V6 hybrid")
    choose("Exterior color", "Curva Red")
    choose("Interior color", "Black")
    choose("Title status", "clean")
    choose("Title state", "OR")
    fireEvent.click(within(screen.getByRole("group", { name: "Title in your name" })).getByLabelText("Yes"))
    fireEvent.click(screen.getByRole("button", { name: "Continue" }))
    expect(await screen.findByRole("heading", { level: 2, name: /Condition$/ }, { timeout: 5000 })).toBeTruthy()
    const save = api.calls.find((call) => call.method === "PUT")
    expect(save?.url).toBe("/api/v1/submissions/71/details")
    expect(save?.body).toMatchObject({ back: false, data: { body_style: "coupe", engine: "3.5L V6 hybrid", title_in_seller_name: true } })
  })
})

describe("the media step's videos", () => {
  const UPLOAD_URL = "/api/v1/dev/videos/uploads/tok-1"
  const token = { video_id: 9, upload_url: UPLOAD_URL, expires_at: "2030-03-01T11:00:00.000Z", chunk_size: 4 }
  const hosted = (id: number, is_processed: boolean) => ({
    id,
    embed_url: null,
    thumbnail_url: null,
    is_processed,
    is_newly_uploaded: !is_processed,
    meta: { cloudflare_id: `uid-${id}`, duration: null }
  })
  const atMedia = (video_ids: ReadonlyArray<number> = []) =>
    submission({
      next_step: "media",
      sections: {
        details: null,
        condition: null,
        media: video_ids.length === 0 ? null : { data: { video_ids }, complete: true, updated_at: "2030-03-01T09:00:00.000Z" },
        scheduling: null
      }
    })
  const video = (name = "walkaround.mp4", type = "video/mp4") => new File(["0123456789"], name, { type })
  const pick = (...files: File[]) => fireEvent.change(screen.getByLabelText("Add videos"), { target: { files } })
  const row = (name: string) => screen.getByText(name).closest("li")!
  const saved = (api: ReturnType<typeof fakeApi>) => api.calls.find((call) => call.method === "PUT")?.body

  /** The local video host's tus upload: HEAD names the offset, PATCH appends; `held` holds the nth PATCH until released. */
  const tusHost = (held?: { readonly patch: number; readonly until: Promise<void> }) => {
    let stored = 0
    let patches = 0
    const append = (bytes: number) => {
      stored += bytes
      return new Response(null, { status: 204, headers: { "upload-offset": String(stored) } })
    }
    return (call: { readonly url: string; readonly method: string }, init: RequestInit) => {
      if (call.url !== UPLOAD_URL) return undefined
      if (call.method === "HEAD") return new Response(null, { status: 200, headers: { "upload-offset": String(stored) } })
      const bytes = (init.body as Blob).size
      return ++patches === held?.patch ? held.until.then(() => append(bytes)) : append(bytes)
    }
  }

  it("uploads a picked video in chunks with its progress, keeps the seller on the step meanwhile, and saves it once ready", async () => {
    let release: () => void = () => undefined
    const until = new Promise<void>((resolve) => (release = resolve))
    const api = fakeApi(
      on("GET", "/v1/submissions/71", atMedia()),
      on("POST", "/v1/auth/video-token", token, 201),
      tusHost({ patch: 2, until }),
      on("GET", "/v1/videos/9", hosted(9, true)),
      on("PUT", "/v1/submissions/71/media", atMedia([9]))
    )
    renderAt("/sell-car/submit/?submission=71", "/sell-car/submit/:partner?", <SubmitPage />)
    expect(await screen.findByRole("heading", { level: 3, name: "Videos" }, { timeout: 5000 })).toBeTruthy()
    pick(video())

    const progress = await screen.findByRole("progressbar", { name: "Uploading walkaround.mp4" })
    await waitFor(() => expect(progress.getAttribute("value")).toBe("40"))
    expect(within(row("walkaround.mp4")).getByRole("status").textContent).toBe("Uploading")
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      upload_size: 10,
      name: "walkaround.mp4",
      object_type: "submission",
      object_id: 71
    })
    fireEvent.click(screen.getByRole("button", { name: "Back" }))
    expect(await screen.findByText("Please wait until your videos have uploaded, or remove the ones still uploading.")).toBeTruthy()
    expect(saved(api)).toBeUndefined()

    release()
    await waitFor(() => expect(within(row("walkaround.mp4")).getByRole("status").textContent).toBe("Ready"))
    expect(screen.queryByRole("progressbar")).toBeNull()
    expect(api.calls.filter((call) => call.url === UPLOAD_URL).map((call) => call.method)).toEqual(["PATCH", "PATCH", "PATCH"])
    fireEvent.click(screen.getByRole("button", { name: "Back" }))
    await waitFor(() => expect(saved(api)).toEqual({ data: { video_ids: [9] }, back: true }))
  })

  it("shows a resumed submission's videos as the host has them, and saves without the ones removed", async () => {
    const api = fakeApi(
      on("GET", "/v1/submissions/71", atMedia([4, 5])),
      on("GET", "/v1/videos/4", hosted(4, false)),
      on("GET", "/v1/videos/5", hosted(5, true)),
      on("PUT", "/v1/submissions/71/media", atMedia([5]))
    )
    renderAt("/sell-car/submit/?submission=71", "/sell-car/submit/:partner?", <SubmitPage />)
    await waitFor(() => expect(within(row("Video 1")).getByRole("status").textContent).toBe("Processing…"), { timeout: 5000 })
    await waitFor(() => expect(within(row("Video 2")).getByRole("status").textContent).toBe("Ready"))
    fireEvent.click(screen.getByRole("button", { name: /^Remove\s*: Video 1$/ }))
    expect(screen.queryByText("Video 2")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Back" }))
    await waitFor(() => expect(saved(api)).toEqual({ data: { video_ids: [5] }, back: true }))
  })

  it("takes at most 5 videos", async () => {
    const api = fakeApi(
      on("GET", "/v1/submissions/71", atMedia([1, 2, 3, 4, 5])),
      ...[1, 2, 3, 4, 5].map((id) => on("GET", `/v1/videos/${id}`, hosted(id, true)))
    )
    renderAt("/sell-car/submit/?submission=71", "/sell-car/submit/:partner?", <SubmitPage />)
    expect(await screen.findByText("Video 5", {}, { timeout: 5000 })).toBeTruthy()
    pick(video())
    expect((await screen.findByRole("alert")).textContent).toBe("A listing takes at most 5 videos: remove one to add another.")
    expect(api.calls.some((call) => call.method === "POST")).toBe(false)
  })

  it("says what went wrong: not a video, too large, the host unavailable, which a retry mends", async () => {
    let host = 503
    const api = fakeApi(
      on("GET", "/v1/submissions/71", atMedia()),
      (call) => {
        if (call.method !== "POST" || call.url !== "/api/v1/auth/video-token") return undefined
        const body = call.body as { name: string }
        if (body.name === "huge.mov") return Response.json({ error_code: 2110, message: "Videos can be at most 2 GB." }, { status: 413 })
        if (host === 503) {
          return Response.json(
            { error_code: 2114, message: "Video uploads are unavailable right now. Please try again in a moment." },
            { status: 503 }
          )
        }
        return Response.json(token, { status: 201 })
      },
      tusHost(),
      on("GET", "/v1/videos/9", hosted(9, false))
    )
    renderAt("/sell-car/submit/?submission=71", "/sell-car/submit/:partner?", <SubmitPage />)
    expect(await screen.findByRole("heading", { level: 3, name: "Videos" }, { timeout: 5000 })).toBeTruthy()

    pick(video("brochure.pdf", "application/pdf"))
    await waitFor(() => expect(within(row("brochure.pdf")).getByRole("status").textContent).toBe("This file is not a video."))
    expect(within(row("brochure.pdf")).queryByRole("button", { name: /^Retry/ })).toBeNull()
    expect(api.calls.some((call) => call.method === "POST")).toBe(false)
    fireEvent.click(screen.getByRole("button", { name: /^Remove\s*: brochure.pdf$/ }))

    pick(video("huge.mov", "video/quicktime"))
    await waitFor(() => expect(within(row("huge.mov")).getByRole("status").textContent).toBe("Videos can be at most 2 GB."))
    expect(within(row("huge.mov")).queryByRole("button", { name: /^Retry/ })).toBeNull()

    pick(video())
    await waitFor(() =>
      expect(within(row("walkaround.mp4")).getByRole("status").textContent).toBe(
        "Video uploads are unavailable right now. Please try again in a moment."
      )
    )
    host = 201
    fireEvent.click(screen.getByRole("button", { name: /^Retry\s*: walkaround.mp4$/ }))
    await waitFor(() => expect(within(row("walkaround.mp4")).getByRole("status").textContent).toBe("Processing…"))
  })
})

describe("my listings", () => {
  it("shows each section's count, the unread messages and what is next for each submission", async () => {
    fakeApi(
      on("GET", "/v1/submissions/counts", { in_progress: 2, live_listings: 0, past: 1, message_count: 3 }),
      on("GET", "/v1/submissions", {
        in_progress: page([summary(), summary({ id: 72, title: "1991 Acura NSX", status: 2, reserve_offer: true, message_count: 3 })], 3),
        live_listings: page([]),
        past: page([])
      })
    )
    renderAt("/account/listings/", "/account/listings/:section?", <MyListingsPage />)
    expect((await screen.findByRole("link", { name: /^In progress\s*2$/ })).getAttribute("aria-current")).toBe("page")
    expect(screen.getByRole("link", { name: /^Past\s*1$/ }).getAttribute("href")).toBe("/account/listings/past")
    expect(await screen.findByText("3 unread messages in this list")).toBeTruthy()
    expect(screen.getByRole("link", { name: /^Continue Submission\s*: 2021 Acura NSX$/ }).getAttribute("href")).toBe(
      "/sell-car/submit/?submission=71"
    )
    expect(screen.getByRole("link", { name: /^View Reserve Offer\s*: 1991 Acura NSX$/ }).getAttribute("href")).toBe(
      "/submissions/72#reserve-offer"
    )
    expect(screen.getByRole("link", { name: "3 unread messages" }).getAttribute("href")).toBe("/submissions/72?m=true")
  })
})

describe("a submission's page", () => {
  it("says where it stands and what is next, and opens the chat with ?m=true", async () => {
    fakeApi(
      on("GET", "/v1/submissions/71", submission({ status: 7, listing_id: 12, next_step: null })),
      on("GET", "/v1/submissions/71/messages", {
        messages: [
          {
            id: 5,
            submission_id: 71,
            from: "staff",
            user: null,
            text: "Your listing draft is ready.",
            timestamp: "2030-03-02T09:00:00.000Z",
            seen_at: null
          }
        ],
        unread_count: 1,
        user: { username: "dana" }
      }),
      on("POST", "/v1/submissions/71/messages/seen", { unread_count: 0, total_unread_count: 0 })
    )
    renderAt("/submissions/71?m=true", "/submissions/:submissionId", <SubmissionPage />)
    expect(await screen.findByRole("heading", { level: 1, name: "2021 Acura NSX" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Review Listing Draft" }).getAttribute("href")).toBe("/listings/71")
    expect(await screen.findByText("Your listing draft is ready.")).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Your message")))
  })
})

describe("an invitation", () => {
  const invitation = {
    invitation_id: "inv-9",
    partner: "classic-club",
    prefill: {
      contact: { first_name: "Dana", last_name: null, phone: null },
      car: { vin: "JH4NA1151MT000000", year: 2021, make_slug: "acura", model_slug: "nsx", mileage: null, zip_code: null }
    },
    expires_at: "2030-04-01T09:00:00.000Z",
    submission_id: null
  }

  it("starts the application from what staff know, the make by its catalogue name, and applies with the invitation", async () => {
    const api = fakeApi(
      on("GET", "/v1/invitations/inv-9", invitation),
      on("GET", "/v1/search/translate", {
        make: { name: "Acura", slug: "acura", models: [{ name: "NSX", slug: "nsx" }] },
        model: null,
        search: null,
        filters: {},
        saved_search: null,
        community: null
      }),
      on("POST", "/v1/applications", submission(), 201)
    )
    renderAt("/sell-car/invitation/inv-9", "/sell-car/invitation/:invitationId", <InvitationPage />)
    expect(await screen.findByDisplayValue("Dana")).toBeTruthy()
    await waitFor(() => expect((screen.getByLabelText("Make") as HTMLInputElement).value).toBe("Acura"))
    expect((screen.getByLabelText("Model") as HTMLSelectElement).value).toBe("nsx")
    fireEvent.change(screen.getByLabelText("Last name"), { target: { value: "Reyes" } })
    fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "503-555-0100" } })
    fireEvent.change(screen.getByLabelText("Mileage"), { target: { value: "12400" } })
    fireEvent.change(screen.getByLabelText("Zip code where the car is"), { target: { value: "97201" } })
    fireEvent.click(screen.getByRole("button", { name: "Continue" }))
    await waitFor(() => expect(api.calls.some((call) => call.method === "POST")).toBe(true))
    expect(api.calls.find((call) => call.method === "POST")?.body).toMatchObject({
      invitation_id: "inv-9",
      partner: "classic-club",
      car: { vin: "JH4NA1151MT000000", year: 2021, make_slug: "acura", model_slug: "nsx", mileage: 12400 }
    })
  })

  it("says so when it has expired or was used", async () => {
    fakeApi(on("GET", "/v1/invitations/old", { error_code: 6012, message: "This invitation has expired or was already used." }, 404))
    renderAt("/sell-car/invitation/old", "/sell-car/invitation/:invitationId", <InvitationPage />)
    expect(await screen.findByText("This invitation has expired or was already used.")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Submit Your Car" }).getAttribute("href")).toBe("/sell-car/submit/")
  })
})
