import { type APIRequestContext, expect, test } from "@playwright/test"
import { seriousViolations } from "./axe.ts"
import { auctionFor, staffHeaders } from "./marketplace.ts"

const PASSWORD = "correct-horse-battery-7"

const accessKey = async (request: APIRequestContext, email: string, password: string) => {
  const response = await request.post("/api/v1/auth/login", { data: { email, password } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { access_key: string }).access_key
}

/**
 * A car standing in Austin, sold to a new bidder of this test: staff list it ending in a few
 * seconds with a one-second soft close, the bidder bids, and the engine closes it as sold.
 */
async function auctionWonBy(request: APIRequestContext, username: string) {
  const staff = await staffHeaders(request)
  const email = `${username}@example.com`
  const created = await request.post("/api/v1/admin/users", {
    headers: staff,
    data: { email, username, password: PASSWORD, card_on_file: true, bidding_agreement: true }
  })
  expect(created.ok()).toBe(true)
  const listed = await request.post("/api/v1/admin/auctions", {
    headers: staff,
    data: {
      title: "1991 Mazda MX-5 Miata",
      year: 1991,
      make: "Mazda",
      model: "MX-5 Miata",
      location: "Austin, TX 78701",
      body_style: "Convertible",
      transmission: "Manual",
      seller_username: "demo_seller",
      reserve: null,
      no_reserve: true,
      auction_end: new Date(Date.now() + 5_000).toISOString(),
      soft_close_seconds: 1
    }
  })
  const auction = (await listed.json()) as { id: number; auction_url: string }
  const bid = await request.post(`/api/v1/auctions/${auction.id}/bids`, {
    headers: { authorization: `Bearer ${await accessKey(request, email, PASSWORD)}` },
    data: { amount: 9_000 }
  })
  expect(bid.ok()).toBe(true)
  await expect
    .poll(async () => ((await (await request.get(`/api/v2/auctions/${auction.id}`)).json()) as { winner: string | null }).winner, {
      timeout: 20_000
    })
    .toBe(username)
  return { ...auction, email }
}

test("a visitor gets a shipping quote, edits it, and learns Honolulu is outside instant-quote coverage", async ({
  page,
  request
}, testInfo) => {
  const auction = await auctionFor(request, testInfo, 3)
  await page.goto(auction.auction_url)
  const panel = page.getByRole("region", { name: "Shipping" })
  await expect(panel).toContainText("Ships from")

  const zip = panel.getByLabel("Zip code")
  await panel.getByRole("button", { name: "Get quote" }).click()
  await expect(panel).toContainText("Please enter a zip code")

  await zip.pressSequentially("100 01")
  await expect(zip).toHaveValue("10001")
  await panel.getByRole("button", { name: "Get quote" }).click()
  await expect(panel).toContainText("10001 (NY)")
  await expect(panel.getByText("Open transport")).toBeVisible()
  await expect(panel.getByText("Enclosed transport")).toBeVisible()
  await expect(panel).toContainText(/Estimated transit \d+–\d+ days/)
  expect(await seriousViolations(page, ".shipping-panel")).toEqual([])

  await panel.getByRole("button", { name: "Edit" }).click()
  await expect(zip).toBeFocused()
  await expect(zip).toHaveValue("10001")
  await zip.fill("96813")
  await zip.press("Enter")
  const refusal = panel.getByRole("alert")
  await expect(refusal).toContainText("Outside instant-quote coverage")
  await expect(refusal).not.toContainText("Invalid zip code")
  await expect(refusal).toContainText("Instant quotes cover only the 48 contiguous US states.")
  await expect(refusal.getByRole("link", { name: "shipping@redline.local" })).toBeVisible()
  expect(await seriousViolations(page, ".shipping-panel")).toEqual([])

  await zip.fill("00012")
  await zip.press("Enter")
  await expect(refusal).toContainText("Invalid zip code")
})

test.describe("pasting a zip code", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] })

  test("a pasted ' 90210' keeps all five digits", async ({ page, request }, testInfo) => {
    const auction = await auctionFor(request, testInfo, 4)
    await page.goto(auction.auction_url)
    const panel = page.getByRole("region", { name: "Shipping" })
    const zip = panel.getByLabel("Zip code")
    await page.evaluate(() => navigator.clipboard.writeText(" 90210"))
    await zip.focus()
    await page.keyboard.press("ControlOrMeta+V")
    await expect(zip).toHaveValue("90210")
    await panel.getByRole("button", { name: "Get quote" }).click()
    await expect(panel).toContainText("90210 (CA)")
  })
})

test("the winner signs in from the shipping panel, quotes the address and books enclosed transport", async ({
  page,
  request
}, testInfo) => {
  const username = `ship_${testInfo.project.name}_${Date.now() % 1_000_000}`
  const auction = await auctionWonBy(request, username)

  await page.goto(auction.auction_url)
  const panel = page.getByRole("region", { name: "Shipping" })
  await panel.getByRole("link", { name: "Sign in to book shipping" }).click()
  await page.getByLabel("Email", { exact: true }).fill(auction.email)
  await page.getByLabel("Password").fill(PASSWORD)
  await page.getByRole("button", { name: "Sign in" }).click()

  await expect(page).toHaveURL(auction.auction_url)
  const winners = page.getByRole("region", { name: "Ship your car" })
  await expect(winners.getByLabel("Street number")).toBeFocused()
  await winners.getByRole("button", { name: "Get quote" }).click()
  await expect(winners.getByRole("alert")).toHaveText("Please select a valid address")

  await winners.getByLabel("Street number").fill("350")
  await winners.getByLabel("Street", { exact: true }).fill("5th Ave")
  await winners.getByLabel("City").fill("New York")
  await winners.getByLabel("State").selectOption("NY")
  await winners.getByLabel("Zip code").fill("10118")
  await winners.getByRole("button", { name: "Get quote" }).click()
  await expect(winners.getByText("350 5th Ave, New York, NY 10118")).toBeVisible()

  await winners.getByRole("radio", { name: /Enclosed transport/ }).check()
  await winners.getByRole("button", { name: "Book shipping" }).click()
  await expect(winners).toContainText("Shipping booked")
  await expect(winners).toContainText("Enclosed transport to 350 5th Ave, New York, NY 10118")
  expect(await seriousViolations(page, ".shipping-panel")).toEqual([])

  await page.reload()
  await expect(page.getByRole("region", { name: "Ship your car" })).toContainText("Shipping booked")
})
