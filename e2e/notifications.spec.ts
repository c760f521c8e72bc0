import { type APIRequestContext, type Browser, expect, type Page, test, type TestInfo } from "@playwright/test"
import { seriousViolations } from "./axe.ts"
import { bidTheMinimum, staffHeaders } from "./marketplace.ts"

const PASSWORD = "correct-horse-battery-7"
const TITLE = "1989 Porsche 944 Turbo"

type Headers = Record<string, string>

/** A member of this test alone, registered to bid, so no other test's bids or notifications reach them; answers its e-mail. */
async function newBidder(request: APIRequestContext, staff: Headers, testInfo: TestInfo, name: string): Promise<string> {
  const username = `${name}_${testInfo.project.name}_${Date.now() % 1_000_000}`
  const email = `${username}@example.com`
  const created = await request.post("/api/v1/admin/users", {
    headers: staff,
    data: { email, username, password: PASSWORD, card_on_file: true, bidding_agreement: true }
  })
  expect(created.ok()).toBe(true)
  return email
}

/** A car of the demo seller's that only this test bids on, three days from its end. */
async function newAuction(request: APIRequestContext, staff: Headers): Promise<{ id: number; auction_url: string }> {
  const listed = await request.post("/api/v1/admin/auctions", {
    headers: staff,
    data: {
      title: TITLE,
      year: 1989,
      make: "Porsche",
      model: "944",
      location: "Portland, OR 97201",
      body_style: "Coupe",
      transmission: "Manual",
      seller_username: "demo_seller",
      reserve: null,
      no_reserve: true,
      auction_end: new Date(Date.now() + 3 * 86_400_000).toISOString()
    }
  })
  expect(listed.ok()).toBe(true)
  return (await listed.json()) as { id: number; auction_url: string }
}

/** A browser of its own, signed in as `email` from the auction's bid button, the bid placed. */
async function bidIn(browser: Browser, auctionUrl: string, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(auctionUrl)
  await page.getByRole("region", { name: "Bidding" }).getByRole("button", { name: "Place bid" }).click()
  await page.getByLabel("Email", { exact: true }).fill(email)
  await page.getByLabel("Password").fill(PASSWORD)
  await page.getByRole("button", { name: "Sign in" }).click()
  await bidTheMinimum(page)
  return page
}

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ })
// the notifier works apart from the bid, from its outbox
const DELIVERED = { timeout: 20_000 }

test("an outbid bidder's bell rises live in their other tab, and its notification leads to the auction", async ({
  browser,
  request
}, testInfo) => {
  // two browsers sign in and bid, and the notifier works on its own round
  test.setTimeout(180_000)
  const staff = await staffHeaders(request)
  const auction = await newAuction(request, staff)
  const first = await newBidder(request, staff, testInfo, "bell")
  const second = await newBidder(request, staff, testInfo, "rival")

  // A bids, then reads the home page in another tab
  const bidding = await bidIn(browser, auction.auction_url, first)
  const home = await bidding.context().newPage()
  const registered = home.waitForResponse((response) => response.url().endsWith("/api/v1/realtime/register") && response.ok())
  await home.goto("/")
  await registered
  await expect(bell(home)).toHaveAccessibleName("Notifications")

  // B outbids A: both of A's tabs hear it without a reload, once (not also as a watcher of the car),
  // and, as A has no number for texts, the offer of text alerts with it
  const rival = await bidIn(browser, auction.auction_url, second)
  await expect(bell(home)).toHaveAccessibleName("Notifications, 2 new", DELIVERED)
  await expect(bell(bidding)).toHaveAccessibleName("Notifications, 2 new", DELIVERED)

  await bell(home).click()
  await expect(bell(home)).toHaveAccessibleName("Notifications")
  await expect(
    home.getByRole("link", { name: /^Unread: Get a text when you're outbid or a car you watch is about to end/ })
  ).toHaveAttribute("href", "/account/settings?enroll_sms=true")
  const outbid = home.getByRole("link", { name: new RegExp(`^Unread: You've been outbid on the ${TITLE} (just now|1 minute ago)$`) })
  await expect(outbid).toBeVisible()
  expect(await seriousViolations(home, ".notification-bell")).toEqual([])
  await outbid.click()
  await expect(home).toHaveURL((url) => url.pathname === new URL(auction.auction_url, url).pathname && url.searchParams.get("c") === "all")
  await expect(home.getByRole("heading", { level: 1 })).toHaveText(TITLE)

  // the tab A didn't touch learns it was seen
  await expect(bell(bidding)).toHaveAccessibleName("Notifications")
  await bell(bidding).click()
  await expect(bidding.getByRole("link", { name: new RegExp(`^You've been outbid on the ${TITLE}`) })).toBeVisible()
  await bidding.context().close()
  await rival.context().close()
})
