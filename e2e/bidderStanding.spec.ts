import { type APIRequestContext, type Browser, expect, type Page, test, type TestInfo } from "@playwright/test"
import { seriousViolations } from "./axe.ts"
import { bidTheMinimum, staffHeaders } from "./marketplace.ts"

const PASSWORD = "correct-horse-battery-7"

interface Listed {
  readonly id: number
  readonly auction_url: string
}

const accessKey = async (request: APIRequestContext, email: string, password: string) => {
  const response = await request.post("/api/v1/auth/login", { data: { email, password } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { access_key: string }).access_key
}

type Headers = Record<string, string>

/** A member of this test alone (so no sign-in limit or bid of another test touches it); answers its e-mail. */
async function newMember(
  request: APIRequestContext,
  staff: Headers,
  testInfo: TestInfo,
  name: string,
  registered: boolean
): Promise<string> {
  const username = `${name}_${testInfo.project.name}_${Date.now() % 1_000_000}`
  const email = `${username}@example.com`
  const created = await request.post("/api/v1/admin/users", {
    headers: staff,
    data: { email, username, password: PASSWORD, card_on_file: registered, bidding_agreement: registered }
  })
  expect(created.ok()).toBe(true)
  return email
}

/** A car of the demo seller's that only this test bids on, ending `endsIn` ms from now (three days unless told). */
async function newAuction(request: APIRequestContext, staff: Headers, endsIn = 3 * 86_400_000): Promise<Listed> {
  const listed = await request.post("/api/v1/admin/auctions", {
    headers: staff,
    data: {
      title: "1994 Mazda RX-7 R1",
      year: 1994,
      make: "Mazda",
      model: "RX-7",
      location: "Austin, TX 78701",
      body_style: "Coupe",
      transmission: "Manual",
      seller_username: "demo_seller",
      reserve: null,
      no_reserve: true,
      auction_end: new Date(Date.now() + endsIn).toISOString()
    }
  })
  expect(listed.ok()).toBe(true)
  return (await listed.json()) as Listed
}

/** A browser of its own, signed in as `email` from the bid button, back on the auction with the bid dialog open. */
async function bidderAt(browser: Browser, auction: Listed, email: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const registered = page.waitForResponse((response) => response.url().endsWith("/api/v1/realtime/register") && response.ok())
  await page.goto(auction.auction_url)
  await registered
  await page.getByRole("region", { name: "Bidding" }).getByRole("button", { name: "Place bid" }).click()
  await page.getByLabel("Email", { exact: true }).fill(email)
  await page.getByLabel("Password").fill(PASSWORD)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("dialog", { name: "Place a bid" })).toBeVisible()
  return page
}

test("a bidder sees they lead, watches the car, learns live they were outbid and bids the new minimum in one tap", async ({
  browser,
  request
}, testInfo) => {
  const staff = await staffHeaders(request)
  const auction = await newAuction(request, staff)
  const first = await newMember(request, staff, testInfo, "first", true)
  const second = await newMember(request, staff, testInfo, "second", true)

  const a = await bidderAt(browser, auction, first)
  const aBar = a.getByRole("region", { name: "Bidding" })
  const aWatch = a.getByRole("button", { name: "Watching" })
  const opening = await bidTheMinimum(a)
  // in the bid bar, where the eye is, not below the fold
  const placed = aBar.getByRole("status").filter({ hasText: "was placed" })
  await expect(placed).toHaveText(`Your bid of $${opening} was placed.`)
  await expect(placed).toBeInViewport({ ratio: 1 })
  await expect(aBar).toContainText("You're the high bidder.")
  await expect(aWatch).toHaveAttribute("aria-pressed", "true")

  const b = await bidderAt(browser, auction, second)
  const raised = await bidTheMinimum(b)
  await expect(b.getByRole("region", { name: "Bidding" })).toContainText("You're the high bidder.")

  // A's page, untouched, follows B's bid
  const next = (Number(raised.replaceAll(",", "")) + 100).toLocaleString("en-US")
  await expect(aBar.getByRole("status")).toHaveText(`You've been outbid. The minimum bid is now $${next}.`)
  await expect(aBar.getByRole("button", { name: `Bid $${next}` })).toBeInViewport({ ratio: 1 })
  expect(await seriousViolations(a, ".bid-bar")).toEqual([])
  await expect(aBar).not.toContainText("was placed")
  await aBar.getByRole("button", { name: `Bid $${next}` }).click()
  await a
    .getByRole("dialog", { name: `Confirm your bid of $${next}` })
    .getByRole("button", { name: "Confirm bid" })
    .click()
  await expect(aBar.getByRole("status").filter({ hasText: "was placed" })).toHaveText(`Your bid of $${next} was placed.`)
  await expect(b.getByRole("region", { name: "Bidding" }).getByRole("status")).toHaveText(
    `You've been outbid. The minimum bid is now $${(Number(next.replaceAll(",", "")) + 100).toLocaleString("en-US")}.`
  )

  // the watch was the server's doing: a fresh load of A's page says the same, and A can still stop watching
  await a.reload()
  await expect(aBar.getByRole("status")).toHaveText("You're the high bidder.")
  await expect(aWatch).toHaveAttribute("aria-pressed", "true")
  await aWatch.click()
  await expect(a.getByRole("button", { name: "Watch", exact: true })).toHaveAttribute("aria-pressed", "false")
  await a.reload()
  await expect(a.getByRole("button", { name: "Watch", exact: true })).toHaveAttribute("aria-pressed", "false")
  await a.context().close()
  await b.context().close()
})

test("a member who hasn't registered to bid learns it as the bid dialog opens, registers, and comes back to bid", async ({
  page,
  request
}, testInfo) => {
  const staff = await staffHeaders(request)
  const auction = await newAuction(request, staff)
  const email = await newMember(request, staff, testInfo, "unregistered", false)
  await page.goto(auction.auction_url)
  await page.getByRole("button", { name: "Place bid" }).click()
  await page.getByLabel("Email", { exact: true }).fill(email)
  await page.getByLabel("Password").fill(PASSWORD)
  await page.getByRole("button", { name: "Sign in" }).click()

  const dialog = page.getByRole("dialog", { name: "Place a bid" })
  await expect(dialog.getByRole("alert")).toContainText("You need to register to bid before placing a bid.")
  await expect(dialog.getByLabel("Your bid")).toHaveCount(0)
  expect(await seriousViolations(page, ".bid-dialog")).toEqual([])
  await dialog.getByRole("link", { name: "Register to bid" }).click()

  await expect(page).toHaveTitle("Register to Bid — Redline")
  await page.getByLabel("Card number").fill("4242 4242 4242 4242")
  await page.getByLabel("Expiry (MM/YY)").fill("12/30")
  await page.getByLabel("Security code").fill("123")
  await page.getByRole("button", { name: "Save card" }).click()
  await page.getByLabel("I agree to the bidding agreement").check()
  await page.getByRole("button", { name: "Accept the agreement" }).click()

  await expect(page).toHaveURL((url) => url.pathname === new URL(auction.auction_url, url).pathname)
  const minimum = await bidTheMinimum(page)
  await expect(page.getByRole("status").filter({ hasText: "was placed" })).toHaveText(`Your bid of $${minimum} was placed.`)
})

test("a last-minute bid extends the auction: the countdown says Extended and counts to the new end", async ({
  page,
  request
}, testInfo) => {
  // inside the two-minute soft-close window from the start
  const staff = await staffHeaders(request)
  const auction = await newAuction(request, staff, 100_000)
  const email = await newMember(request, staff, testInfo, "sniper", true)
  const registered = page.waitForResponse((response) => response.url().endsWith("/api/v1/realtime/register") && response.ok())
  await page.goto(auction.auction_url)
  await registered
  const bar = page.getByRole("region", { name: "Bidding" })
  await expect(bar).toContainText("Time left")
  await expect(bar).not.toContainText("Extended")
  const before = Date.parse(((await (await request.get(`/api/v2/auctions/${auction.id}`)).json()) as { auction_end: string }).auction_end)

  const bid = await request.post(`/api/v1/auctions/${auction.id}/bids`, {
    headers: { authorization: `Bearer ${await accessKey(request, email, PASSWORD)}` },
    data: { amount: 5_000 }
  })
  expect(bid.ok()).toBe(true)
  const { auction: after } = (await bid.json()) as { auction: { auction_end: string } }
  expect(Date.parse(after.auction_end)).toBeGreaterThan(before)

  await expect(bar).toContainText("Extended")
  await expect(bar).not.toContainText("Time left")
  await expect(bar.locator("time")).toHaveAttribute("datetime", after.auction_end)
  await expect(bar.locator("time")).toHaveText(/^0[12]:\d\d$/)
  await expect(bar).toContainText("Bid to $5,000")
  expect(await seriousViolations(page, ".bid-bar")).toEqual([])
})
