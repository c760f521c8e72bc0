import { expect, test } from "@playwright/test"
import { auctionFor } from "./marketplace.ts"

test.use({ permissions: ["clipboard-read", "clipboard-write"] })

test("an auction's link is copied from the share dialog, which then closes", async ({ page, request }, testInfo) => {
  const auction = await auctionFor(request, testInfo, 0)
  await page.goto(auction.auction_url)
  await page.getByRole("button", { name: "Share", exact: true }).click()

  const dialog = page.getByRole("dialog", { name: "Share", exact: true })
  await expect(dialog).toBeVisible()
  const canonical = new URL(auction.auction_url, page.url()).href
  await expect(dialog.getByRole("link", { name: /^Twitter/ })).toHaveAttribute(
    "href",
    `https://twitter.com/intent/tweet?url=${encodeURIComponent(canonical)}&text=${encodeURIComponent(auction.title)}`
  )
  await expect(dialog.getByRole("link", { name: /^Facebook/ })).toHaveAttribute("target", "_blank")

  await dialog.getByRole("button", { name: "Copy link" }).click()
  await expect(dialog.getByRole("status")).toHaveText("Link copied")
  await expect(dialog).toBeHidden()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical)
  await expect(page.getByRole("button", { name: "Share", exact: true })).toBeFocused()
})

test("the financing panel quotes the lender's rates and works out a monthly payment", async ({ page, request }, testInfo) => {
  const auction = await auctionFor(request, testInfo, 1)
  await page.goto(auction.auction_url)
  const financing = page.getByRole("region", { name: "Financing" })
  await expect(financing.getByRole("table")).toBeVisible()
  await expect(financing.getByRole("row")).toHaveCount(6)
  await expect(financing.getByText("Lowest payment")).toHaveCount(1)

  const price = financing.getByLabel("Purchase price")
  const payment = financing.getByRole("status")
  await price.fill("4000")
  await expect(financing.getByText("$5,000 minimum")).toBeVisible()
  await expect(payment).toHaveText("—")

  await price.fill("30000")
  await financing.getByLabel("Down payment").fill("5000")
  await financing.getByLabel("Term").selectOption("60")
  await financing.getByLabel("Seller type").selectOption("Dealer")
  await expect(financing.getByRole("table", { name: "Financing $30,000 from a dealer, nothing down" })).toBeVisible()
  await expect(financing.getByLabel("APR")).toHaveValue("7.24")
  // $25,000 over 60 months at 7.24%
  await expect(payment).toHaveText("$498/mo")
  await expect(financing.getByText(/84 monthly payments of \$/)).toBeVisible()
})

test("featured auctions show the featured card on phones", async ({ page }, testInfo) => {
  await page.goto("/featured-auctions/")
  const cards = page.getByRole("article")
  await expect(cards.first()).toBeVisible()
  const featuredCards = page.locator(".auction-card--featured")
  if (testInfo.project.name === "phone") await expect(featuredCards).toHaveCount(await cards.count())
  else await expect(featuredCards).toHaveCount(0)
})
