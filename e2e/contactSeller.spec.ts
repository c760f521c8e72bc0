import { expect, test } from "@playwright/test"
import { auctionFor, DEMO_BIDDER, DEMO_SELLER, type LiveAuction, expectSignInOver, signInWith } from "./marketplace.ts"

test("a visitor contacts the seller through sign-in, and the seller gets the message by e-mail", async ({ page, request }, testInfo) => {
  // Contacting changes nothing of the auction, so sharing a slot with other tests is harmless.
  const auction = await auctionFor(request, testInfo, 4)
  const question = `Is the hardtop included? (${testInfo.project.name} ${Date.now()})`
  await page.goto(auction.auction_url)

  await page.getByRole("button", { name: "Contact seller" }).click()
  await expectSignInOver(page, auction.auction_url)
  await signInWith(page, DEMO_BIDDER)

  // back on the auction, the dialog opens by itself
  await expect(page).toHaveURL(auction.auction_url)
  const dialog = page.getByRole("dialog", { name: "Contact the seller" })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(auction.seller, { exact: true })).toBeVisible()
  await dialog.getByLabel("Message").fill(question)
  await dialog.getByLabel("Phone (optional)").fill("503-555")
  await dialog.getByRole("button", { name: "Send" }).click()
  await expect(dialog.getByText("Invalid phone number")).toBeVisible()

  await dialog.getByLabel("Phone (optional)").fill("(503) 555-0100")
  const sent = page.waitForResponse((response) => response.url().endsWith(`/api/v1/auctions/${auction.id}/contact_seller`))
  await dialog.getByRole("button", { name: "Send" }).click()
  expect((await sent).ok()).toBe(true)
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`Your message was sent to ${auction.seller}.`)).toBeVisible()

  await page.goto("/dev/mailbox")
  const mail = page.getByRole("article").filter({ hasText: question })
  await expect(mail).toHaveCount(1)
  await expect(mail.getByRole("heading")).toHaveText(`A question about your ${auction.title}`)
  await expect(mail).toContainText("demo_bidder sent you a message")
  await expect(mail).toContainText("Phone: +15035550100")
  await expect(mail).toContainText("replies to demo_bidder@example.com")
})

test("the seller sees no Contact seller button on their own auction", async ({ page, request }) => {
  const response = await request.get("/api/v1/auctions?sort=1")
  const { auctions } = (await response.json()) as { auctions: LiveAuction[] }
  const own = auctions.find((auction) => auction.seller === "demo_seller")
  if (own === undefined) throw new Error("The seeded marketplace has no live auction of demo_seller")

  await page.goto(`/signin/?redirect=${encodeURIComponent(own.auction_url)}`)
  await signInWith(page, DEMO_SELLER)
  await expect(page).toHaveURL(own.auction_url)
  await expect(page.getByRole("link", { name: "Manage your auction" })).toBeVisible()
  await expect(page.getByRole("button", { name: "Share", exact: true })).toBeVisible()
  await expect(page.getByRole("button", { name: "Contact seller" })).toHaveCount(0)
})
