import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { community } from "../testing/communityPost.ts"
import { type Answer, fakeApi, on } from "../testing/fakeApi.ts"
import { renderCommunityPage } from "../testing/renderCommunityPage.tsx"

const PORSCHE = community({ id: 11, name: "Porsche", title: "Porsche", slug: "porsche", url: "/community/porsche", vehicle_model: null })
const TRACK = community({
  id: 2,
  name: "Track Days",
  title: "Track Days",
  slug: "track-days",
  url: "/community/track-days",
  is_topical: true,
  vehicle_make: null,
  vehicle_model: null
})
const GENERAL = community({
  id: 1,
  name: "General",
  title: "General",
  slug: "general",
  url: "/community/general",
  vehicle_make: null,
  vehicle_model: null
})

const layout: ReadonlyArray<Answer> = [
  on("GET", "/v1/communities", { communities: [] }),
  on("GET", "/v1/auctions", { auctions: [], total: 0 })
]
const directory = on("GET", "/v1/communities/directory", { makes: [PORSCHE], topical: [TRACK], general: GENERAL })

afterEach(() => vi.unstubAllGlobals())

describe("the community directory", () => {
  it("lists the makes', the topical and the general communities", async () => {
    fakeApi(directory, ...layout)
    renderCommunityPage("/communities/directory")
    expect(await screen.findByRole("heading", { level: 1, name: "All Communities" })).toBeTruthy()
    const makes = await screen.findByRole("region", { name: "Makes" })
    expect(within(makes).getByRole("link", { name: "Porsche" }).getAttribute("href")).toBe("/community/porsche")
    expect(within(screen.getByRole("region", { name: "Topical" })).getByRole("link", { name: "Track Days" })).toBeTruthy()
    expect(within(screen.getByRole("region", { name: "General" })).getByRole("link", { name: "General" })).toBeTruthy()
  })

  it("searches by the trimmed query; an empty one shows the directory again, and a failed search lists nothing", async () => {
    const api = fakeApi(
      (call) =>
        call.url === "/api/v1/communities/predict?query=track+days"
          ? Response.json({ query: "track days", communities: [TRACK] })
          : undefined,
      on("GET", "/v1/communities/predict", { error_code: 1000, message: "Down" }, 503),
      directory,
      ...layout
    )
    renderCommunityPage("/communities/directory")
    await screen.findByRole("region", { name: "Makes" })
    const search = screen.getByRole("searchbox", { name: "Search communities" })
    fireEvent.change(search, { target: { value: "  track days  " } })
    const found = await screen.findByRole("region", { name: "Matching communities" })
    expect(
      within(found)
        .getAllByRole("link")
        .map((link) => link.textContent)
    ).toEqual(["Track Days"])
    expect(screen.queryByRole("region", { name: "Makes" })).toBeNull()
    expect(api.calls.filter((call) => call.url.includes("predict")).map((call) => call.url)).toEqual([
      "/api/v1/communities/predict?query=track+days"
    ])
    fireEvent.change(search, { target: { value: "porsche" } })
    expect(await screen.findByText("No communities match your search.", {}, { timeout: 10_000 })).toBeTruthy()
    fireEvent.change(search, { target: { value: "   " } })
    await waitFor(() => expect(screen.getByRole("region", { name: "Makes" })).toBeTruthy())
  })
})
