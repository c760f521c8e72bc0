import { expect, test, type Page } from "@playwright/test"

interface ListedAuction {
  readonly auction_url: string
  readonly transmission: string
}

const cardLinks = (page: Page) => page.locator(".auction-card__link")

test("the home list follows the filter and sort in the URL", async ({ page, request }) => {
  const response = await request.get("/api/v1/auctions?transmission=manual&sort=7")
  const { auctions } = (await response.json()) as { auctions: ListedAuction[] }
  expect(auctions.length).toBeGreaterThan(1)
  expect(auctions.every((auction) => auction.transmission === "Manual")).toBe(true)
  const manual = new Set(auctions.map((auction) => auction.auction_url))

  await page.goto("/?transmission=manual&sort=7")
  await expect(cardLinks(page).first()).toBeVisible()
  await expect(page.getByLabel("Transmission")).toHaveValue("manual")
  await expect(page.getByRole("navigation", { name: "Sort" }).getByRole("link", { name: "Lowest mileage" })).toHaveAttribute(
    "aria-current",
    "true"
  )

  // Only manual cars, lowest mileage first.
  const hrefs = await cardLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")))
  expect(hrefs.every((href) => href !== null && manual.has(href))).toBe(true)
  const miles = (await page.locator(".auction-card__mileage").allTextContents())
    .filter((text) => text !== "TMU")
    .map((text) => Number(text.replace(/\D/g, "")))
  expect(miles).toEqual([...miles].sort((a, b) => a - b))

  // Changing another filter keeps this one and the sort.
  await page.getByLabel("Body style").selectOption("coupe")
  await expect(page).toHaveURL(/\/\?sort=7&transmission=manual&body_style=coupe$/)
})

test("past results page through 50 at a time", async ({ page }, testInfo) => {
  await page.goto("/past-auctions/")
  await expect(page).toHaveTitle("Past Results — Redline")
  await expect(cardLinks(page)).toHaveCount(50)
  // The paging window: 6 page links on phones, 8 on wider screens (spec 2 §9).
  const results = Number((await page.locator(".list-page__count").textContent())?.replace(/\D/g, ""))
  const windowSize = testInfo.project.name === "phone" ? 6 : 8
  await expect(page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: /^Page \d+$/ })).toHaveCount(
    Math.min(Math.ceil(results / 50), windowSize)
  )
  const first = await cardLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")))

  await page.getByRole("link", { name: "Page 2" }).click()
  await expect(page).toHaveURL(/\/past-auctions\/\?page=2$/)
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
  await expect(cardLinks(page).first()).not.toHaveAttribute("href", first[0] ?? "")
  const second = await cardLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")))
  // cars ending meanwhile push page 1's last ones onto page 2: only those may be on both, in order
  const shared = second.filter((href) => first.includes(href))
  expect(shared.length).toBeLessThan(10)
  expect(shared).toEqual(first.slice(first.length - shared.length))
  expect(second.slice(0, shared.length)).toEqual(shared)
  await expect(page.getByText(/^Ended /).first()).toBeVisible()

  await page.goto("/past-auctions/?page=999")
  await expect(page.getByText("Oops, you've paged too far.")).toBeVisible()
})

test("featured auctions lead back to all auctions", async ({ page }) => {
  await page.goto("/featured-auctions/")
  await expect(page).toHaveTitle("Featured Auctions — Redline")
  await expect(cardLinks(page).first()).toBeVisible()
  await expect(page.locator(".auction-card__tag", { hasText: "Featured" })).toHaveCount(await cardLinks(page).count())
  await page.getByRole("link", { name: "View all auctions" }).click()
  await expect(page).toHaveURL(/\/$/)
})
