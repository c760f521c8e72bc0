import { type APIRequestContext, expect, type Page, test, type TestInfo } from "@playwright/test"
import { DEMO_BIDDER, DEMO_SELLER, type LiveAuction, expectSignInOver, signInWith } from "./marketplace.ts"

/** One of demo_seller's live auctions a project has to itself, so the two projects' questions don't meet. */
async function sellersAuction(request: APIRequestContext, testInfo: TestInfo): Promise<LiveAuction> {
  const response = await request.get("/api/v1/auctions?sort=1")
  const { auctions } = (await response.json()) as { auctions: LiveAuction[] }
  const sellers = auctions.filter((auction) => auction.seller === "demo_seller").sort((a, b) => a.id - b.id)
  const projects = testInfo.config.projects.map((project) => project.name)
  const auction = sellers[projects.indexOf(testInfo.project.name)]
  if (auction === undefined) throw new Error("The seeded marketplace has too few auctions of demo_seller")
  return auction
}

const questionsOf = (page: Page) => page.getByRole("region", { name: /^Questions & Answers/ })

test("a visitor asks a question through sign-in, and the seller answers it", async ({ page, browser, request }, testInfo) => {
  const auction = await sellersAuction(request, testInfo)
  const text = `Are the service records with the car? (${testInfo.project.name}, ${Date.now()})`

  await page.goto(auction.auction_url)
  await questionsOf(page).getByRole("button", { name: "Ask a question" }).click()
  await expectSignInOver(page, auction.auction_url)
  await signInWith(page, DEMO_BIDDER)

  // back on the auction, the dialog opens by itself
  await expect(page).toHaveURL(auction.auction_url)
  const dialog = page.getByRole("dialog", { name: "Ask a question" })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel("Your question")).toBeFocused()
  await dialog.getByLabel("Your question").fill(text)
  const posted = page.waitForResponse(
    (response) => response.url().endsWith(`/api/v1/auctions/${auction.id}/questions`) && response.request().method() === "POST"
  )
  await dialog.getByRole("button", { name: "Post question" }).click()
  await expect(dialog).toBeHidden()

  const asked = questionsOf(page).getByRole("listitem").filter({ hasText: text })
  await expect(asked).toBeVisible()
  const answer = await posted
  expect(answer.status()).toBe(201)
  const { id } = (await answer.json()) as { id: number }
  await expect(asked).toHaveAttribute("id", `question-${id}`)
  await expect(asked).toContainText("demo_bidder")
  await expect(asked.getByRole("button", { name: "Edit" })).toBeVisible()

  // the seller follows the mail's link to the question, signs in and answers it
  const sellerContext = await browser.newContext()
  const seller = await sellerContext.newPage()
  await seller.goto(`/signin/?redirect=${encodeURIComponent(`${auction.auction_url}?q=${id}`)}`)
  await signInWith(seller, DEMO_SELLER)
  await expect(seller).toHaveURL(`${auction.auction_url}?q=${id}`)
  await expect(questionsOf(seller).getByRole("button", { name: "Ask a question" })).toHaveCount(0)
  const linked = seller.locator(`#question-${id}`)
  await expect(linked).toHaveAttribute("data-highlighted", "")
  await expect(linked).toBeInViewport()
  await linked.getByRole("button", { name: "Answer" }).click()
  await linked.getByLabel("Your answer").fill("Yes, every receipt since 2004, in a binder.")
  const answered = seller.waitForResponse((response) => response.url().endsWith(`/questions/${id}/answer`))
  await linked.getByRole("button", { name: "Post answer" }).click()
  await expect(linked).toContainText("Yes, every receipt since 2004, in a binder.")
  await expect(linked.getByText("Seller", { exact: true })).toBeVisible()
  await expect(linked.getByRole("button", { name: "Edit" })).toBeVisible()
  expect((await answered).ok()).toBe(true)
  await sellerContext.close()

  // the asker sees the answer on the next load, and can no longer change the question
  await page.reload()
  const withAnswer = questionsOf(page).locator(`#question-${id}`)
  await expect(withAnswer).toContainText("Yes, every receipt since 2004, in a binder.")
  await expect(withAnswer.getByRole("button")).toHaveCount(0)
})
