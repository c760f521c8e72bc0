import { type APIRequestContext, expect, type Page, test, type TestInfo } from "@playwright/test"
import { DEMO_BIDDER, demoAccessKey, staffHeaders } from "./marketplace.ts"

/**
 * Three running Tatras of this project's own, in Montana: the nearest to Billings ends last, so
 * ending soon and closest to me list them in opposite orders. Answers them by town.
 */
async function tatras(request: APIRequestContext, testInfo: TestInfo) {
  const staff = await staffHeaders(request)
  const listCar = async (town: string, zip: string, days: number) => {
    const title = `1948 Tatra T87 in ${town} (${testInfo.project.name})`
    const response = await request.post("/api/v1/admin/auctions", {
      headers: staff,
      data: {
        title,
        year: 1948,
        make: "Tatra",
        model: "T87",
        location: `${town}, MT ${zip}`,
        zip_code: zip,
        body_style: "Sedan",
        transmission: "Manual",
        seller_username: "demo_seller",
        reserve: null,
        no_reserve: true,
        auction_end: new Date(Date.now() + days * 86_400_000).toISOString()
      }
    })
    expect(response.ok()).toBe(true)
    return { id: ((await response.json()) as { id: number }).id, title }
  }
  return {
    Billings: await listCar("Billings", "59101", 5),
    Bozeman: await listCar("Bozeman", "59715", 4),
    Missoula: await listCar("Missoula", "59801", 3)
  }
}

/** The auctions channel registered: from now on every bid reaches the page. */
const auctionsChannelRegistered = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith("/api/v1/realtime/register") && response.request().postData()?.includes('"auctions"') === true
  )

/** The titles of this project's cars in the live list, in its order. */
const ownTitles = (page: Page, testInfo: TestInfo) =>
  page
    .getByRole("region", { name: "Live Auctions" })
    .getByRole("article")
    .getByRole("link", { name: new RegExp(`\\(${testInfo.project.name}\\)$`) })

test("a visitor sorts a make's live cars Closest to me from a zip code, and sees a bid on one without reloading", async ({
  page,
  request
}, testInfo) => {
  const cars = await tatras(request, testInfo)
  const registered = auctionsChannelRegistered(page)
  await page.goto("/search/tatra")
  await registered
  await expect(ownTitles(page, testInfo)).toHaveText([cars.Missoula.title, cars.Bozeman.title, cars.Billings.title])

  await page.getByRole("navigation", { name: "Sort live auctions" }).getByRole("link", { name: "Closest to me" }).click()
  const modal = page.getByRole("dialog", { name: "Cars closest to me" })
  await modal.getByLabel("Zip code").fill("59101")
  await modal.getByRole("button", { name: "Show cars" }).click()
  await expect(modal).toBeHidden()
  await expect(page).toHaveURL(/\/search\/tatra\?lsort=5$/)
  await expect(page.getByText("Nearest to 59101 first, within 500 miles.")).toBeVisible()
  await expect(ownTitles(page, testInfo)).toHaveText([cars.Billings.title, cars.Bozeman.title, cars.Missoula.title])

  // another browser bids on Bozeman's car: its card moves, the page isn't loaded again
  await page.evaluate(() => Object.assign(window, { loadedBeforeTheBid: true }))
  const bozeman = page.locator("article.auction-card").filter({ has: page.getByRole("link", { name: cars.Bozeman.title }) })
  await expect(bozeman.locator(".auction-card__bid")).toHaveText("No bids")
  const placed = await request.post(`/api/v1/auctions/${cars.Bozeman.id}/bids`, {
    headers: { authorization: `Bearer ${await demoAccessKey(request, DEMO_BIDDER)}` },
    data: { amount: 15_000 }
  })
  expect(placed.ok()).toBe(true)
  await expect(bozeman.locator(".auction-card__bid")).toHaveText("Bid to $15,000")
  expect(await page.evaluate(() => "loadedBeforeTheBid" in window)).toBe(true)
  await expect(ownTitles(page, testInfo)).toHaveText([cars.Billings.title, cars.Bozeman.title, cars.Missoula.title])
})
