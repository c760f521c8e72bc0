import { expect, test } from "@playwright/test"

test("the home page shows live auctions with their photos", async ({ page, request }) => {
  // Other tests add cars of their own without photos, which may list first: these are cars with one.
  const listed = (await (await request.get("/api/v1/auctions")).json()) as {
    auctions: ReadonlyArray<{ auction_url: string; main_photo: unknown }>
  }
  const withPhotos = listed.auctions.filter((auction) => auction.main_photo !== null).slice(0, 4)
  expect(withPhotos).toHaveLength(4)
  await page.goto("/")
  await expect(page).toHaveTitle("Auctions — Redline")
  await expect(page.getByRole("heading", { level: 1, name: "Live Auctions" })).toBeVisible()

  const cards = page.getByRole("article")
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeGreaterThanOrEqual(4)

  for (const { auction_url } of withPhotos) {
    const photo = cards.filter({ has: page.locator(`a[href="${auction_url}"]`) }).getByRole("img")
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
