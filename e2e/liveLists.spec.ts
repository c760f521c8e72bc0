import { type APIRequestContext, expect, type Page, test, type TestInfo } from "@playwright/test"
import { seriousViolations } from "./axe.ts"
import { auctionFor, DEMO_BIDDER, demoAccessKey, staffHeaders } from "./marketplace.ts"

const RESERVE = 20_000

/**
 * A car of this test's own with a $20,000 reserve and no bids yet, ending in three days: the
 * newest listing, so the sidebars' 'New listings' show it too.
 */
async function reserveAuction(request: APIRequestContext, testInfo: TestInfo, car: string) {
  const staff = await staffHeaders(request)
  const title = `1987 Buick Grand National ${car} ${testInfo.project.name}`
  const listed = await request.post("/api/v1/admin/auctions", {
    headers: staff,
    data: {
      title,
      year: 1987,
      make: "Buick",
      model: "Grand National",
      location: "Dayton, OH 45402",
      body_style: "Coupe",
      transmission: "Automatic",
      seller_username: "demo_seller",
      reserve: RESERVE,
      no_reserve: false,
      auction_end: new Date(Date.now() + 3 * 86_400_000).toISOString()
    }
  })
  expect(listed.ok()).toBe(true)
  return { ...((await listed.json()) as { id: number; auction_url: string }), title }
}

/** Bids as the demo bidder, as another browser would. */
async function bid(request: APIRequestContext, auctionId: number, amount: number) {
  const placed = await request.post(`/api/v1/auctions/${auctionId}/bids`, {
    headers: { authorization: `Bearer ${await demoAccessKey(request, DEMO_BIDDER)}` },
    data: { amount }
  })
  expect(placed.ok()).toBe(true)
}

/** The auctions channel registered: from now on every bid reaches the page. */
const auctionsChannelRegistered = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith("/api/v1/realtime/register") && response.request().postData()?.includes('"auctions"') === true
  )

const cardOf = (page: Page, title: string) => page.locator("article.auction-card").filter({ has: page.getByRole("link", { name: title }) })
const tagsOf = (page: Page, title: string) => cardOf(page, title).getByRole("list", { name: "Tags" })

test("a home card's price and reserve, the sidebar's price and the auction page's reserve move live as another browser bids", async ({
  page,
  browser,
  request
}, testInfo) => {
  // two browsers, three pages and an accessibility scan of the home page
  test.slow()
  const auction = await reserveAuction(request, testInfo, "GNX")
  const other = await auctionFor(request, testInfo, 10)

  const registered = auctionsChannelRegistered(page)
  await page.goto("/")
  await registered
  const card = cardOf(page, auction.title)
  await expect(card.locator(".auction-card__bid")).toHaveText("No bids")
  await expect(tagsOf(page, auction.title)).toHaveText("Reserve not met")

  // Someone else has the auction's page open, and another auction's page with its sidebar.
  const elsewhere = await browser.newContext()
  const auctionPage = await elsewhere.newPage()
  await auctionPage.goto(auction.auction_url)
  const heading = auctionPage.locator(".auction-heading")
  await expect(heading.locator(".auction-tag")).toHaveText("Reserve not met")
  const sidebarPage = await elsewhere.newPage()
  const sidebarRegistered = auctionsChannelRegistered(sidebarPage)
  await sidebarPage.goto(other.auction_url)
  await sidebarRegistered
  const sidebarEntry = sidebarPage
    .getByRole("region", { name: "New listings" })
    .locator("article")
    .filter({ has: sidebarPage.getByRole("link", { name: auction.title }) })
  await expect(sidebarEntry).toContainText("No bids")

  await bid(request, auction.id, 15_000)
  await expect(card.locator(".auction-card__bid")).toHaveText("Bid to $15,000")
  await expect(tagsOf(page, auction.title)).toHaveText("Reserve not met")
  await expect(sidebarEntry).toContainText("Bid to $15,000")
  await expect(auctionPage.getByRole("region", { name: "Bidding" })).toContainText("Bid to $15,000")
  await expect(heading.locator(".auction-tag")).toHaveText("Reserve not met")

  await bid(request, auction.id, RESERVE)
  await expect(card.locator(".auction-card__bid")).toHaveText("Bid to $20,000")
  await expect(tagsOf(page, auction.title)).toHaveText("Reserve met")
  await expect(heading.locator(".auction-tag")).toHaveText("Reserve met")
  await expect(sidebarEntry).toContainText("Bid to $20,000")
  expect(await seriousViolations(page)).toEqual([])
  await elsewhere.close()
})

test("a list hidden for two minutes lets go of the auctions channel and catches up when seen again", async ({
  page,
  request
}, testInfo) => {
  const auction = await reserveAuction(request, testInfo, "Hidden")
  await page.clock.install()
  const registered = auctionsChannelRegistered(page)
  await page.goto("/")
  await registered
  const card = cardOf(page, auction.title)
  await expect(card.locator(".auction-card__bid")).toHaveText("No bids")

  const setVisibility = (state: "hidden" | "visible") =>
    page.evaluate((visibility) => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility })
      document.dispatchEvent(new Event("visibilitychange"))
    }, state)

  const deregistered = page.waitForResponse(
    (response) => response.url().endsWith("/api/v1/realtime/deregister") && response.request().postData()?.includes('"auctions"') === true
  )
  await setVisibility("hidden")
  await page.clock.fastForward(120_000)
  await deregistered

  // a bid while the tab is hidden doesn't reach it
  await bid(request, auction.id, 12_000)
  await page.waitForTimeout(500)
  await expect(card.locator(".auction-card__bid")).toHaveText("No bids")

  const back = auctionsChannelRegistered(page)
  await setVisibility("visible")
  await back
  await expect(card.locator(".auction-card__bid")).toHaveText("Bid to $12,000")
})

test("the no-reserve filter lists only cars without a reserve; the no-reserve sort still lists every car", async ({ page, request }) => {
  const all = (await (await request.get("/api/v1/auctions")).json()) as { total: number }
  const noReserve = (await (await request.get("/api/v1/auctions?no_reserve=true")).json()) as { total: number }
  expect(noReserve.total).toBeGreaterThan(0)
  expect(noReserve.total).toBeLessThan(all.total)

  await page.goto("/?sort=4")
  await expect(page.locator(".list-page__count")).toHaveText(`${all.total} auctions live now`)
  await page.getByLabel("Reserve").selectOption("No reserve")
  await expect(page).toHaveURL(/\/\?sort=4&no_reserve=true$/)
  await expect(page.locator(".list-page__count")).toHaveText(`${noReserve.total} auctions live now`)
  const cards = page.locator("article.auction-card")
  await expect(cards).toHaveCount(noReserve.total)
  await expect(cards.filter({ has: page.locator('.auction-card__tag[data-tag="No Reserve"]') })).toHaveCount(noReserve.total)

  await page.getByLabel("Reserve").selectOption("Any")
  await expect(page).toHaveURL(/\/\?sort=4$/)
  await expect(page.locator(".list-page__count")).toHaveText(`${all.total} auctions live now`)
})

test("another page of past results opens at the top of the list", async ({ page }) => {
  await page.goto("/past-auctions/")
  const pages = page.getByRole("navigation", { name: "Pages" })
  await pages.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1_000)
  const first = await page.locator(".auction-card__link").first().getAttribute("href")

  await pages.getByRole("link", { name: "Page 2" }).click()
  await expect(page).toHaveURL(/\/past-auctions\/\?page=2$/)
  await expect(page.locator(".auction-card__link").first()).not.toHaveAttribute("href", first ?? "")
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.locator(".auction-card").first()).toBeInViewport()
})

test("a list's URL loses its default and invalid values and keeps what is carried along", async ({ page }) => {
  await page.goto("/past-auctions/?page=1")
  await expect(page).toHaveURL(/\/past-auctions\/$/)

  await page.goto("/?sort=99&transmission=foo&utm_source=newsletter")
  await expect(page).toHaveURL(/\/\?utm_source=newsletter$/)
  await expect(page.getByLabel("Transmission")).toHaveValue("")

  await page.goto("/featured-auctions/?sort=1&no_reserve=maybe&body_style=coupe&start_year=1900")
  await expect(page).toHaveURL(/\/featured-auctions\/\?body_style=coupe$/)

  // replaced in place: Back doesn't return to the URL that was corrected
  await page.goto("/past-auctions/?sort=9&page=01")
  await expect(page).toHaveURL(/\/past-auctions\/\?sort=9$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/featured-auctions\/\?body_style=coupe$/)
})
