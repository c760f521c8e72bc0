import { type APIRequestContext, expect, type Locator, test, type TestInfo } from "@playwright/test"
import { auctionFor, DEMO_SELLER, demoAccessKey, expectSignInOver, type LiveAuction, signInDialog, signInWith } from "./marketplace.ts"

// The demo seller watches auctions of other sellers, as any member can. Its sign-ins are counted
// apart from the demo bidder's, which the bidding tests use (sign-in is limited per address and
// e-mail). Slots 2 and 3 keep these auctions apart from the other tests', so no one else moves their counts.
const WATCHER = DEMO_SELLER

/** An auction of the test's own that the watcher doesn't watch yet (the seeded marketplace has them watch a few). */
async function unwatchedAuction(request: APIRequestContext, testInfo: TestInfo, slot: number): Promise<LiveAuction> {
  const auction = await auctionFor(request, testInfo, slot)
  const key = await demoAccessKey(request, WATCHER)
  const unwatched = await request.post(`/api/v1/auctions/${auction.id}/watch`, {
    data: { watch: false },
    headers: { authorization: `Bearer ${key}` }
  })
  expect(unwatched.ok()).toBe(true)
  return auction
}

/** The watcher count a Watch button shows after its word. */
const countOf = async (button: Locator): Promise<number> => Number(((await button.textContent()) ?? "").replace(/\D/g, ""))

test("a visitor watches an auction from its page through sign-in, then stops watching it", async ({ page, request }, testInfo) => {
  const auction = await unwatchedAuction(request, testInfo, 2)
  await page.goto(auction.auction_url)
  const heading = page.getByRole("heading", { level: 1, name: auction.title })
  const watch = page.getByRole("button", { name: "Watch", exact: true })
  await expect(watch).toHaveAttribute("aria-pressed", "false")
  const before = await countOf(watch)

  // the sign-in dialog opens over the auction, and its × leaves the auction as it was
  await watch.click()
  await expectSignInOver(page, auction.auction_url)
  await expect(heading).toBeVisible()
  await signInDialog(page).getByRole("button", { name: "Close" }).click()
  await expect(signInDialog(page)).toBeHidden()
  await expect(heading).toBeVisible()
  await expect(watch).toHaveAttribute("aria-pressed", "false")

  await watch.click()
  await signInWith(page, WATCHER)
  await expect(signInDialog(page)).toBeHidden()

  await expect(page).toHaveURL(auction.auction_url)
  const watching = page.getByRole("button", { name: "Watching" })
  await expect(watching).toHaveAttribute("aria-pressed", "true")
  await expect(watching).toHaveText(`Watching${before + 1}`)
  await expect(page.getByText("Watchers", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText(String(before + 1))

  // the watch was saved, and made once: a fresh load says the same
  await page.reload()
  await expect(page.getByRole("button", { name: "Watching" })).toHaveText(`Watching${before + 1}`)

  const unwatched = page.waitForResponse((response) => response.url().endsWith(`/api/v1/auctions/${auction.id}/watch`))
  await page.getByRole("button", { name: "Watching" }).click()
  await expect(watch).toHaveAttribute("aria-pressed", "false")
  await expect(watch).toHaveText(`Watch${before}`)
  expect((await unwatched).ok()).toBe(true)
  await page.reload()
  await expect(watch).toHaveText(`Watch${before}`)
})

test("a visitor watches from a card on the home page and comes back to it watched", async ({ page, request }, testInfo) => {
  const auction = await unwatchedAuction(request, testInfo, 3)
  await page.goto("/")
  const card = page.getByRole("article").filter({ has: page.locator(`a[href="${auction.auction_url}"]`) })
  const watch = card.getByRole("button", { name: "Watch", exact: true })
  const before = await countOf(watch)

  await watch.click()
  await expectSignInOver(page, "/")
  await signInWith(page, WATCHER)

  await expect(page).toHaveURL("/")
  const watching = card.getByRole("button", { name: "Watching" })
  await expect(watching).toHaveAttribute("aria-pressed", "true")
  await expect(watching).toHaveText(`Watching${before + 1}`)

  await card.getByRole("link").click()
  await expect(page).toHaveURL(auction.auction_url)
  await expect(page.getByRole("button", { name: "Watching" })).toHaveText(`Watching${before + 1}`)
})
