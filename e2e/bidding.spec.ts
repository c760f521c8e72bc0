import { expect, test } from "@playwright/test"
import { auctionFor, DEMO_BIDDER, DEMO_NEWCOMER, expectSignInOver, signInWith } from "./marketplace.ts"

test("a visitor signs in from the bid button, comes back to the bid dialog, and a second browser sees the bid at once", async ({
  page,
  browser,
  request
}, testInfo) => {
  const auction = await auctionFor(request, testInfo, 0)

  // Someone else, not signed in, has the same auction open and registered for its live events.
  const watcherContext = await browser.newContext()
  const watcher = await watcherContext.newPage()
  const registered = watcher.waitForResponse((response) => response.url().endsWith("/api/v1/realtime/register") && response.ok())
  await watcher.goto(auction.auction_url)
  await registered
  const watchersBidBar = watcher.getByRole("region", { name: "Bidding" })
  await expect(watchersBidBar).toContainText(/Bid to \$|No bids/)

  await page.goto(auction.auction_url)
  await page.getByRole("button", { name: "Place bid" }).click()
  await expectSignInOver(page, auction.auction_url)
  await signInWith(page, DEMO_BIDDER)

  await expect(page).toHaveURL(auction.auction_url)
  const amountStep = page.getByRole("dialog", { name: "Place a bid" })
  await expect(amountStep).toBeVisible()
  // Back (a phone's back gesture) closes the dialog and stays on the auction
  await page.goBack()
  await expect(amountStep).toBeHidden()
  await expect(page).toHaveURL(auction.auction_url)
  await page.getByRole("button", { name: "Place bid" }).click()
  const minimum = await amountStep.getByLabel("Your bid").inputValue()
  expect(minimum).toMatch(/^\d{1,3}(,\d{3})*$/)
  await expect(amountStep).toContainText(`Minimum bid$${minimum}`)
  await amountStep.getByRole("button", { name: "Continue" }).click()

  const confirmStep = page.getByRole("dialog", { name: `Confirm your bid of $${minimum}` })
  await expect(confirmStep).toContainText("Buyer's fee")
  await expect(confirmStep).toContainText("Total if you win")
  await confirmStep.getByRole("button", { name: "Confirm bid" }).click()

  await expect(page.getByRole("dialog")).toBeHidden()
  await expect(page.getByRole("region", { name: "Bidding" })).toContainText(`Bid to $${minimum}`)
  await expect(page.getByRole("status").filter({ hasText: "was placed" })).toHaveText(`Your bid of $${minimum} was placed.`)

  // the bid reaches the other browser live, without a reload
  await expect(watchersBidBar).toContainText(`Bid to $${minimum}`, { timeout: 1_000 })
  await watcherContext.close()
})

test("a wrong password is refused in the spec's words", async ({ page }) => {
  await page.goto("/signin/")
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible()
  await page.getByLabel("Email", { exact: true }).fill(DEMO_NEWCOMER)
  await page.getByLabel("Password").fill("not-the-password")
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password")
  await expect(page).toHaveURL(/\/signin\/$/)
})
