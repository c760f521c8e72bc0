import { type APIRequestContext, expect, type Page, test, type TestInfo } from "@playwright/test"
import { seriousViolations } from "./axe.ts"
import { DEMO_BIDDER, expectSignInOver, signInWith } from "./marketplace.ts"

interface ListedAuction {
  readonly id: number
  readonly title: string
  readonly auction_url: string
  readonly make: string
  readonly model: string
}

/** The live auctions, one per model, in the list's order. */
async function liveModels(request: APIRequestContext): Promise<ReadonlyArray<ListedAuction>> {
  const response = await request.get("/api/v1/auctions?sort=1")
  const { auctions } = (await response.json()) as { auctions: ListedAuction[] }
  const models = new Map<string, ListedAuction>()
  for (const auction of auctions) models.set(`${auction.make} ${auction.model}`, models.get(`${auction.make} ${auction.model}`) ?? auction)
  return [...models.values()]
}

/** A live auction of a model no other project's run of a test at this `slot` uses. */
async function modelFor(request: APIRequestContext, testInfo: TestInfo, slot: number): Promise<ListedAuction> {
  const projects = testInfo.config.projects.map((project) => project.name)
  const auction = (await liveModels(request))[slot * projects.length + projects.indexOf(testInfo.project.name)]
  if (auction === undefined) throw new Error(`The seeded marketplace has no model for slot ${slot}`)
  return auction
}

/** The header's search field: in the bar on a desktop, opened from the Search button on a phone. */
async function headerSearch(page: Page) {
  const search = page.getByRole("button", { name: "Search", exact: true })
  if (await search.isVisible()) await search.click()
  return page.getByRole("combobox", { name: "Search for a make, model or anything" }).filter({ visible: true })
}

test("the header's search suggests makes and models as one types, walked with the keyboard", async ({ page, request }, testInfo) => {
  const auction = await modelFor(request, testInfo, 0)
  await page.goto("/past-auctions/")
  const field = await headerSearch(page)
  await field.fill(auction.make.slice(0, 3))
  const suggestions = page.getByRole("listbox", { name: "Suggestions" })
  await expect(suggestions.getByRole("option", { name: new RegExp(`^${auction.make}\\s*Make$`) })).toBeVisible()
  await expect(page.getByRole("status").filter({ hasText: /suggestions?$/ })).toHaveText(/^\d+ suggestions?$/)

  // makes come first: one step down highlights the make, Enter opens its page
  await field.press("ArrowDown")
  const highlighted = suggestions.getByRole("option", { selected: true })
  await expect(highlighted).toHaveText(new RegExp(`^${auction.make}\\s*Make$`))
  await expect(field).toHaveAttribute("aria-activedescendant", (await highlighted.getAttribute("id")) ?? "")
  await field.press("Enter")
  await expect(page).toHaveURL(/\/search\/[a-z0-9-]+$/)
  await expect(page.getByRole("heading", { level: 1, name: auction.make })).toBeVisible()

  // Escape closes the list; Enter then searches the words as typed
  const again = await headerSearch(page)
  await again.fill(`${auction.model} ${auction.make}`)
  await expect(suggestions).toBeVisible()
  await again.press("Escape")
  await expect(suggestions).toBeHidden()
  await again.press("Enter")
  await expect(page).toHaveURL(`/search/?q=${encodeURIComponent(`${auction.model} ${auction.make}`).replace(/%20/g, "+")}`)
  await expect(page.getByRole("heading", { level: 1, name: `${auction.model} ${auction.make}` })).toBeVisible()
})

test("the auction page's breadcrumb leads to the make's page, and its model pill to the model's", async ({ page, request }, testInfo) => {
  const auction = await modelFor(request, testInfo, 1)
  await page.goto(auction.auction_url)
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: auction.make, exact: true }).click()
  await expect(page.getByRole("heading", { level: 1, name: auction.make, exact: true })).toBeVisible()
  await expect(
    page
      .getByRole("region", { name: /Live Auctions/ })
      .getByRole("article")
      .first()
  ).toBeVisible()

  await page.getByRole("navigation", { name: "Models" }).getByRole("link", { name: auction.model, exact: true }).click()
  await expect(page).toHaveURL(/\/search\/[a-z0-9-]+\/[a-z0-9-]+$/)
  await expect(page.getByRole("heading", { level: 1, name: `${auction.make} ${auction.model}` })).toBeVisible()
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
    "Auctions",
    auction.make,
    auction.model
  ])
  await expect(page.getByRole("heading", { name: `Sell your ${auction.make} ${auction.model}` })).toBeVisible()
  // the car's card is among the live ones, its link carrying the search's tracking id (other tests list cars of the same name)
  const card = page.getByRole("link", { name: auction.title, exact: true }).and(page.locator(`[href^="${auction.auction_url}?"]`))
  await expect(card).toHaveAttribute("href", new RegExp(`^${auction.auction_url}\\?ss_id=[0-9a-f]{16}$`))

  // a filter narrows both lists and stays in the URL
  await page.getByLabel("Transmission").selectOption("automatic")
  await expect(page).toHaveURL(/\?transmission=automatic$/)
  await expect(page.getByLabel("Your search")).toContainText("Automatic")
  expect(await seriousViolations(page)).toEqual([])
})

test("past results come 30 a page, numbered from 1, and paging too far says so", async ({ page, request }) => {
  // a word many of the demo marketplace's listings have: more than one page of results
  const text = "manual"
  const response = await request.get(`/api/v1/search/closed?search=${text}`)
  expect(((await response.json()) as { meta: { total: number } }).meta.total).toBeGreaterThan(30)

  await page.goto(`/search/?q=${text}`)
  const results = page.getByRole("region", { name: "Results" })
  await expect(results.getByRole("article")).toHaveCount(30)
  await results.getByRole("link", { name: "Page 2" }).click()
  await expect(page).toHaveURL(/[?&]page=2(&|$)/)
  await expect(results.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
  await expect(results.getByRole("article").first()).toBeVisible()

  // a sort goes back to page 1
  await results.getByRole("link", { name: "Highest price" }).click()
  await expect(page).toHaveURL(/\?csort=10&q=/)
  await expect(results.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page")

  await page.goto(`/search/?q=${text}&page=99`)
  await expect(results.getByText("Oops, you've paged too far.")).toBeVisible()
})

test("a visitor saves the search from the nudge bar through sign-in", async ({ page, request }, testInfo) => {
  const auction = await modelFor(request, testInfo, 2)
  const subject = `${auction.make} ${auction.model}`
  await page.goto(auction.auction_url)
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: auction.model, exact: true }).click()
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible()
  const url = page.url()
  const nudge = page.getByRole("region", { name: "Be the first to know!" })
  await expect(nudge).toBeHidden()

  // past the Save Search button on a desktop, at the sell box on a phone
  await page.getByRole("complementary", { name: `Sell your ${subject}` }).scrollIntoViewIfNeeded()
  await expect(nudge).toBeVisible()
  await expect(nudge).toContainText(`Email me when new ${subject}s go live.`)
  await nudge.getByRole("button", { name: "Save Search" }).click()

  await expectSignInOver(page, url)
  await expect(page.getByRole("heading", { name: "Sign in to save your search" })).toBeVisible()
  await signInWith(page, DEMO_BIDDER)
  const dialog = page.getByRole("dialog", { name: `Get notified about new ${subject} listings` })
  await expect(dialog.getByText("Search saved.")).toBeVisible()
  await expect(dialog.getByRole("checkbox", { name: "Email alerts" })).toBeChecked()
  await dialog.getByRole("button", { name: "Done" }).click()
  await expect(nudge).toBeHidden()
  await expect(page.getByRole("button", { name: "Saved" })).toBeVisible()

  // saved, as a fresh load says; the search is gone again for the next run of the page
  await page.reload()
  const saved = page.getByRole("button", { name: "Saved" })
  await expect(saved).toBeVisible()
  await saved.click()
  await dialog.getByRole("button", { name: "Delete" }).click()
  await expect(page.getByRole("button", { name: "Save Search" }).first()).toBeVisible()
})
