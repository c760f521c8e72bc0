import { expect, type Locator, type Page, test } from "@playwright/test"
import { DEMO_BIDDER, DEMO_PASSWORD, unwatchedAuctionFor } from "./marketplace.ts"

/** The watcher count a Watch button shows after its word (or alone, on a card). */
const countOf = async (button: Locator): Promise<number> => Number(((await button.textContent()) ?? "").replace(/\D/g, ""))

async function signIn(page: Page) {
  await page.getByLabel("Email").fill(DEMO_BIDDER)
  await page.getByLabel("Password").fill(DEMO_PASSWORD)
  await page.getByRole("button", { name: "Sign in" }).click()
}

test("a visitor watches an auction from its page through sign-in, then stops watching it", async ({ page, request }, testInfo) => {
  const auction = await unwatchedAuctionFor(request, testInfo, 0, DEMO_BIDDER)
  await page.goto(auction.auction_url)
  const watch = page.getByRole("button", { name: "Watch", exact: true })
  await expect(watch).toHaveAttribute("aria-pressed", "false")
  const before = await countOf(watch)

  await watch.click()
  await expect(page).toHaveURL(new RegExp(`/signin/\\?redirect=%2Fauctions%2F${auction.id}%2F[a-z0-9-]+&action=watch-auction&subject=${auction.id}$`))
  await signIn(page)

  await expect(page).toHaveURL(auction.auction_url)
  const watching = page.getByRole("button", { name: "Watching" })
  await expect(watching).toHaveAttribute("aria-pressed", "true")
  await expect(watching).toHaveText(`Watching${before + 1}`)
  await expect(page.getByText("Watchers", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText(String(before + 1))

  // the watch was saved, and made once: a fresh load says the same
  await page.reload()
  await expect(page.getByRole("button", { name: "Watching" })).toHaveText(`Watching${before + 1}`)

  await page.getByRole("button", { name: "Watching" }).click()
  await expect(watch).toHaveAttribute("aria-pressed", "false")
  await expect(watch).toHaveText(`Watch${before}`)
  await page.reload()
  await expect(watch).toHaveText(`Watch${before}`)
})

test("a visitor watches from a card on the home page and comes back to it watched", async ({ page, request }, testInfo) => {
  const auction = await unwatchedAuctionFor(request, testInfo, 1, DEMO_BIDDER)
  await page.goto("/")
  const card = page.getByRole("article").filter({ has: page.locator(`a[href="${auction.auction_url}"]`) })
  const watch = card.getByRole("button", { name: "Watch", exact: true })
  const before = await countOf(watch)

  await watch.click()
  await expect(page).toHaveURL(new RegExp(`/signin/\\?redirect=%2F&action=watch-auction&subject=${auction.id}$`))
  await signIn(page)

  await expect(page).toHaveURL("/")
  const watching = card.getByRole("button", { name: "Watching" })
  await expect(watching).toHaveAttribute("aria-pressed", "true")
  await expect(watching).toHaveText(String(before + 1))

  await card.getByRole("link").click()
  await expect(page).toHaveURL(auction.auction_url)
  await expect(page.getByRole("button", { name: "Watching" })).toHaveText(`Watching${before + 1}`)
})
