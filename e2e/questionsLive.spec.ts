import { expect, type Page, test } from "@playwright/test"
import { auctionFor, DEMO_BIDDER, DEMO_SELLER, signInWith } from "./marketplace.ts"

const questionsOf = (page: Page) => page.getByRole("region", { name: /^Questions & Answers/ })

/** Signs in as `email` and lands on `url`. */
async function openSignedIn(page: Page, email: string, url: string) {
  await page.goto(`/signin/?redirect=${encodeURIComponent(url)}`)
  await signInWith(page, email)
  await expect(page).toHaveURL(url)
}

test("a question asked on one page appears on another without a reload, and an upvote the server refuses goes back", async ({
  page,
  browser,
  request
}, testInfo) => {
  const auction = await auctionFor(request, testInfo, 11)
  const text = `Has the clutch been replaced? (${testInfo.project.name}, ${Date.now()})`

  const readerContext = await browser.newContext()
  const reader = await readerContext.newPage()
  await openSignedIn(reader, DEMO_SELLER, auction.auction_url)
  await expect(questionsOf(reader).getByRole("button", { name: "Ask a question" })).toBeVisible()
  // the reader's page watches the auction's thread before the question is asked
  await expect
    .poll(() => reader.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/realtime/register"))))
    .toBe(true)

  await openSignedIn(page, DEMO_BIDDER, auction.auction_url)
  await questionsOf(page).getByRole("button", { name: "Ask a question" }).click()
  const dialog = page.getByRole("dialog", { name: "Ask a question" })
  await dialog.getByLabel("Your question").fill(text)
  await dialog.getByRole("button", { name: "Post question" }).click()
  await expect(questionsOf(page).getByRole("listitem").filter({ hasText: text })).toBeVisible()

  const arrived = questionsOf(reader).getByRole("listitem").filter({ hasText: text })
  await expect(arrived).toBeVisible()
  await expect(arrived).toContainText("demo_bidder")
  const upvote = arrived.getByRole("button", { name: /^Upvote/ })
  await expect(upvote).toHaveText("Upvote 0")

  // the server fails the upvote: the page shows it at once, then puts it back and says so
  await reader.route(`**/api/v1/auctions/${auction.id}/questions/*/upvote`, (route) =>
    route.fulfill({ status: 500, json: { error_code: 1099, message: "Something went wrong." } })
  )
  await upvote.click()
  await expect(arrived.getByRole("alert")).toHaveText("Sorry, there was an issue updating this question.")
  await expect(upvote).toHaveText("Upvote 0")
  await expect(upvote).toHaveAttribute("aria-pressed", "false")

  // a real upvote reaches the asker's page too
  await reader.unroute(`**/api/v1/auctions/${auction.id}/questions/*/upvote`)
  await upvote.click()
  await expect(upvote).toHaveAttribute("aria-pressed", "true")
  await expect(upvote).toHaveText("Upvote 1")
  await expect(questionsOf(page).getByRole("listitem").filter({ hasText: text })).toContainText("1 upvoted")
  await readerContext.close()
})
