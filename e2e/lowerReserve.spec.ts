import { expect, test } from "@playwright/test"
import { seriousViolations } from "./axe.ts"
import { DEMO_BIDDER, demoAccessKey, DEMO_SELLER, signInWith, staffHeaders } from "./marketplace.ts"

test("the seller lowers the reserve to the current bid, and a watcher sees the reserve met at once", async ({ page, browser, request }) => {
  // a car of the demo seller's with a $20,000 reserve, bid to $18,000
  const listed = await request.post("/api/v1/admin/auctions", {
    headers: await staffHeaders(request),
    data: {
      title: "1989 Porsche 944 Turbo",
      year: 1989,
      make: "Porsche",
      model: "944",
      location: "Austin, TX 78701",
      body_style: "Coupe",
      transmission: "Manual",
      seller_username: "demo_seller",
      reserve: 20_000,
      no_reserve: false,
      auction_end: new Date(Date.now() + 3 * 86_400_000).toISOString()
    }
  })
  expect(listed.ok()).toBe(true)
  const auction = (await listed.json()) as { id: number; auction_url: string }
  const bidder = { authorization: `Bearer ${await demoAccessKey(request, DEMO_BIDDER)}` }
  expect((await request.post(`/api/v1/auctions/${auction.id}/bids`, { headers: bidder, data: { amount: 18_000 } })).ok()).toBe(true)

  // a visitor watches the page, registered for its live events
  const watcherContext = await browser.newContext()
  const watcher = await watcherContext.newPage()
  const registered = watcher.waitForResponse((response) => response.url().endsWith("/api/v1/realtime/register") && response.ok())
  await watcher.goto(auction.auction_url)
  await registered
  await expect(watcher.getByText("Reserve not met", { exact: true })).toBeVisible()

  await page.goto(`/signin/?redirect=${encodeURIComponent(auction.auction_url)}`)
  await signInWith(page, DEMO_SELLER)
  const panel = page.getByRole("region", { name: "Your reserve: $20,000" })
  await expect(panel).toBeVisible()
  await expect(panel).toContainText("Lowering the reserve to the current bid ensures the sale.")
  expect(await seriousViolations(page, ".seller-reserve")).toEqual([])
  await panel.getByLabel("Lower the reserve to").selectOption({ label: "$18,000 (the current bid)" })
  await panel.getByRole("button", { name: "Lower reserve" }).click()

  await expect(page.getByRole("region", { name: "Your reserve: $18,000" }).getByRole("button", { name: "Reserve Met" })).toBeDisabled()
  await expect(page.getByText("Your reserve is now $18,000.")).toBeVisible()
  await expect(watcher.getByText("Reserve met", { exact: true })).toBeVisible({ timeout: 2_000 })
  await watcherContext.close()
})
