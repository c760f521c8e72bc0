import { expect, test } from "@playwright/test"

test("an auction opens from the home page, and its gallery is driven by the keyboard", async ({ page, request }, testInfo) => {
  await page.goto("/")
  const card = page.getByRole("article").nth(testInfo.project.name === "phone" ? 2 : 3)
  const title = (await card.getByRole("heading").textContent()) ?? ""
  const auctionId = /\/auctions\/(\d+)\//.exec((await card.getByRole("link").first().getAttribute("href")) ?? "")?.[1]
  const views = async () => ((await (await request.get(`/api/v2/auctions/${auctionId}`)).json()) as { views: number }).views
  const viewsBefore = await views()
  await card.getByRole("link").click()

  await expect(page).toHaveURL(/\/auctions\/\d+\/[a-z0-9-]+$/)
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
  // The loaded page counts one view. A view ends no visitor's cached read of the auction, which
  // may be up to 5 s old (services/gateway/src/VisitorReads.ts): wait past that.
  await expect.poll(views, { timeout: 10_000 }).toBe(viewsBefore + 1)
  await expect(page).toHaveTitle(`${title} — Redline`)
  await expect(page.getByRole("region", { name: "Bidding" })).toContainText(/Bid to \$|No bids/)

  await page.getByRole("button", { name: /photo 1 of \d+/ }).click()
  const gallery = page.getByRole("dialog", { name: `Photos of ${title}` })
  await expect(gallery).toBeVisible()
  const counter = gallery.getByText(/^\d+ of \d+$/)
  await expect(counter).toHaveText(/^1 of \d+$/)
  const total = (await counter.textContent())?.split(" of ")[1]
  await expect(gallery.getByRole("img", { name: `${title}, exterior photo 1 of ${total}` })).toBeVisible()

  await page.keyboard.press("ArrowRight")
  await expect(counter).toHaveText(`2 of ${total}`)
  await page.keyboard.press("ArrowRight")
  await expect(counter).toHaveText(`3 of ${total}`)
  await page.keyboard.press("ArrowLeft")
  await expect(counter).toHaveText(`2 of ${total}`)

  await page.keyboard.press("Escape")
  await expect(gallery).toBeHidden()
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
})
