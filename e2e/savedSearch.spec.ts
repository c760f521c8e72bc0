import { type APIRequestContext, expect, test, type TestInfo } from "@playwright/test"
import { DEMO_BIDDER, type LiveAuction, expectSignInOver, signInWith } from "./marketplace.ts"

interface ListedAuction extends LiveAuction {
  readonly make: string
  readonly model: string
}

/**
 * A live auction whose make and model no other project's run of this test saves: both
 * projects sign in as the demo bidder, and each saves a search of its own.
 */
async function auctionOfItsOwnModel(request: APIRequestContext, testInfo: TestInfo): Promise<ListedAuction> {
  const response = await request.get("/api/v1/auctions?sort=1")
  const { auctions } = (await response.json()) as { auctions: ListedAuction[] }
  const models = new Map<string, ListedAuction>()
  for (const auction of auctions) {
    const model = `${auction.make} ${auction.model}`
    if (!models.has(model)) models.set(model, auction)
  }
  const projects = testInfo.config.projects.map((project) => project.name)
  const auction = [...models.values()][projects.indexOf(testInfo.project.name)]
  if (auction === undefined) throw new Error("The seeded marketplace has too few models")
  return auction
}

test("a visitor saves a search for an auction's model through sign-in, turns e-mail alerts off, then deletes it", async ({
  page,
  request
}, testInfo) => {
  const auction = await auctionOfItsOwnModel(request, testInfo)
  const subject = `${auction.make} ${auction.model}`
  await page.goto(auction.auction_url)
  await page.getByRole("button", { name: "Notify me" }).click()

  await expectSignInOver(page, auction.auction_url)
  await expect(page.getByRole("heading", { name: "Sign in to save your search" })).toBeVisible()
  await signInWith(page, DEMO_BIDDER)

  // back on the auction, the search is saved and its alerts open, e-mail on
  await expect(page).toHaveURL(auction.auction_url)
  const dialog = page.getByRole("dialog", { name: `Get notified about new ${subject} listings` })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText("Search saved.")).toBeVisible()
  await expect(dialog.getByText(`Email me when new ${subject}s go live.`)).toBeVisible()
  const email = dialog.getByRole("checkbox", { name: "Email alerts" })
  await expect(email).toBeChecked()
  // the demo bidder has no phone: text alerts are off, and turning them on would enroll one first
  await expect(dialog.getByRole("checkbox", { name: "Text alerts" })).not.toBeChecked()

  const updated = page.waitForResponse(
    (response) => response.request().method() === "PUT" && /\/api\/v1\/saved_searches\/\d+$/.test(response.url())
  )
  await email.uncheck()
  expect((await updated).ok()).toBe(true)
  await dialog.getByRole("button", { name: "Done" }).click()
  await expect(dialog).toBeHidden()
  const saved = page.getByRole("button", { name: "Saved" })
  await expect(saved).toBeVisible()

  // saved, with e-mail alerts off, as a fresh load of the page says
  await page.reload()
  await expect(saved).toBeVisible()
  await saved.click()
  await expect(dialog.getByRole("checkbox", { name: "Email alerts" })).not.toBeChecked()
  await expect(dialog.getByText("Search saved.")).toHaveCount(0)

  const deleted = page.waitForResponse(
    (response) => response.request().method() === "DELETE" && /\/api\/v1\/saved_searches\/\d+$/.test(response.url())
  )
  await dialog.getByRole("button", { name: "Delete" }).click()
  expect((await deleted).ok()).toBe(true)
  await expect(dialog).toBeHidden()
  await expect(page.getByRole("button", { name: "Notify me" })).toBeVisible()
  await page.reload()
  await expect(page.getByRole("button", { name: "Notify me" })).toBeVisible()
})
