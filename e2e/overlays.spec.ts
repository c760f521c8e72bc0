import { expect, test } from "@playwright/test"
import { auctionFor, expectSignInOver, signInDialog } from "./marketplace.ts"

test("Back closes the gallery and the sign-in dialog, staying on the auction; closed by their ×, Back leaves the auction", async ({
  page,
  request
}, testInfo) => {
  // Looking changes nothing of the auction, so sharing a slot with other tests is harmless.
  const auction = await auctionFor(request, testInfo, 7)
  await page.goto("/")
  await page.goto(auction.auction_url)
  const heading = page.getByRole("heading", { level: 1, name: auction.title })
  const openGallery = page.getByRole("button", { name: /photo 1 of \d+/ })
  const gallery = page.getByRole("dialog", { name: `Photos of ${auction.title}` })
  const watch = page.getByRole("button", { name: "Watch", exact: true })

  await openGallery.click()
  await expect(gallery).toBeVisible()
  await page.goBack()
  await expect(gallery).toBeHidden()
  await expect(page).toHaveURL(auction.auction_url)
  await expect(heading).toBeVisible()

  await watch.click()
  await expectSignInOver(page, auction.auction_url)
  await page.goBack()
  await expect(signInDialog(page)).toBeHidden()
  await expect(page).toHaveURL(auction.auction_url)
  await expect(heading).toBeVisible()

  // closed by their own buttons, they leave no history behind them
  await openGallery.click()
  await gallery.getByRole("button", { name: "Close gallery" }).click()
  await expect(gallery).toBeHidden()
  await watch.click()
  await signInDialog(page).getByRole("button", { name: "Close" }).click()
  await expect(signInDialog(page)).toBeHidden()
  await page.goBack()
  await expect(page).toHaveURL("/")
})
