import { expect, test } from "@playwright/test"

test("the home page shows live auctions with their photos", async ({ page }) => {
  await page.goto("/")
  await expect(page).toHaveTitle("Auctions — Redline")
  await expect(page.getByRole("heading", { level: 1, name: "Live Auctions" })).toBeVisible()

  const cards = page.getByRole("article")
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeGreaterThanOrEqual(4)

  for (const card of (await cards.all()).slice(0, 4)) {
    const photo = card.getByRole("img")
    await photo.scrollIntoViewIfNeeded()
    // A photo from the image endpoint, decoded: not the fallback image a failed load swaps in.
    await expect
      .poll(() =>
        photo.evaluate((img: HTMLImageElement) => ({
          loaded: img.complete && img.naturalWidth > 0,
          source: img.currentSrc
        }))
      )
      .toEqual({ loaded: true, source: expect.stringMatching(/^https?:\/\/[^/]+\/api\/v1\/images\//) })
  }
})
