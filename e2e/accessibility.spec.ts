import { expect, test } from "@playwright/test"
import { seriousViolations } from "./axe.ts"
import { auctionFor, DEMO_SELLER, signInDialog, signInWith, staffHeaders } from "./marketplace.ts"

test("the home page has no serious accessibility violations", async ({ page }) => {
  await page.goto("/")
  await expect(page.getByRole("article").first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test("the auction page has no serious accessibility violations", async ({ page, request }, testInfo) => {
  const auction = await auctionFor(request, testInfo, 1)
  await page.goto(auction.auction_url)
  await expect(page.getByRole("heading", { level: 1, name: auction.title })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Ending soon" })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test("the financing panel and the share dialog have no serious accessibility violations", async ({ page, request }, testInfo) => {
  const auction = await auctionFor(request, testInfo, 2)
  await page.goto(auction.auction_url)
  const financing = page.getByRole("region", { name: "Financing" })
  await expect(financing.getByRole("table")).toBeVisible()
  await financing.getByLabel("Purchase price").fill("4000")
  await expect(financing.getByText("$5,000 minimum")).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole("button", { name: "Share", exact: true }).click()
  await expect(page.getByRole("dialog", { name: "Share", exact: true })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test("the sign-in dialog over the auction page has no serious accessibility violations", async ({ page, request }, testInfo) => {
  const auction = await auctionFor(request, testInfo, 1)
  await page.goto(auction.auction_url)
  await page.getByRole("button", { name: "Watch", exact: true }).click()
  await expect(signInDialog(page).getByLabel("Email", { exact: true })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test("the contact-seller dialog has no serious accessibility violations, with its errors shown", async ({ page, request }, testInfo) => {
  const auction = await auctionFor(request, testInfo, 4)
  await page.goto(`/signin/?redirect=${encodeURIComponent(auction.auction_url)}&action=contact-seller`)
  await signInWith(page, DEMO_SELLER)
  const dialog = page.getByRole("dialog", { name: "Contact the seller" })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel("Phone (optional)").fill("503")
  await dialog.getByRole("button", { name: "Send" }).click()
  await expect(dialog.getByText("Invalid phone number")).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test("the featured page has no serious accessibility violations", async ({ page }) => {
  await page.goto("/featured-auctions/")
  await expect(page.getByRole("article").first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test("a member's profile page has no serious accessibility violations", async ({ page, request }, testInfo) => {
  const auction = await auctionFor(request, testInfo, 1)
  await page.goto(`/user/${auction.seller}/`)
  await expect(page.getByRole("heading", { level: 1, name: auction.seller })).toBeVisible()
  await expect(page.getByRole("button", { name: "Follow", exact: true })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test("the community feed and its post composer have no serious accessibility violations", async ({ page }) => {
  await page.goto("/community/")
  await expect(page.getByRole("heading", { level: 1, name: "Community Feed" })).toBeVisible()
  await expect(page.getByRole("article").first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole("button", { name: "New Post" }).click()
  await expect(page.getByRole("dialog", { name: "Post to" }).getByRole("radio").first()).toBeVisible()
  // the feed behind it was scanned just now
  expect(await seriousViolations(page, ".post-composer")).toEqual([])
})

test("a community thread has no serious accessibility violations, its composer and replies shown", async ({ page, request }, testInfo) => {
  // staff moderate the community: they post and reply without a cooldown
  const headers = await staffHeaders(request)
  const general = (await (await request.get("/api/v1/communities/general")).json()) as { id: number }
  const title = `Garage floor coatings, worth it? (${testInfo.project.name} ${Date.now()})`
  const created = await request.post("/api/v1/community/posts", {
    headers,
    data: { community_id: general.id, title, text: "Epoxy or **polyaspartic**? Two-car garage, cold winters." }
  })
  expect(created.status(), await created.text()).toBe(201)
  const post = (await created.json()) as { id: number; url: string }
  const replied = await request.post(`/api/v1/community/posts/${post.id}/replies`, { headers, data: { text: "Polyaspartic, one day." } })
  expect(replied.status(), await replied.text()).toBe(201)

  await page.goto(post.url)
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
  await expect(page.getByText("Polyaspartic, one day.")).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
