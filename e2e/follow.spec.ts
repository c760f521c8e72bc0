import { type APIRequestContext, expect, test, type TestInfo } from "@playwright/test"
import { DEMO_BIDDER, type LiveAuction, expectSignInOver, signInWith } from "./marketplace.ts"

const BANNER_TEXT = (seller: string) => `Follow ${seller} to hear about their next auction.`

/**
 * A running auction whose seller is this test's own: the two projects run side by side against
 * one server, so each follows a different seller and no one else moves its follower count.
 */
async function sellerOfOwn(request: APIRequestContext, testInfo: TestInfo): Promise<LiveAuction> {
  const response = await request.get("/api/v1/auctions?sort=1")
  const { auctions } = (await response.json()) as { auctions: LiveAuction[] }
  const calm = auctions.filter(
    (auction) => auction.seller !== "demo_seller" && Date.parse(auction.auction_end) - Date.now() > 24 * 3600_000
  )
  const sellers = [...new Set(calm.map((auction) => auction.seller))]
  const projects = testInfo.config.projects.map((project) => project.name)
  const seller = sellers[projects.indexOf(testInfo.project.name)]
  const auction = calm.find((candidate) => candidate.seller === seller)
  if (auction === undefined) throw new Error("The seeded marketplace has no seller for this project")
  return auction
}

const followerCount = async (request: APIRequestContext, username: string): Promise<number> =>
  ((await (await request.get(`/api/v1/users/${username}`)).json()) as { follower_count: number }).follower_count

const followers = (count: number) => (count === 1 ? "1 follower" : `${count} followers`)

test("a visitor follows an auction's seller from its banner through sign-in, then unfollows on the seller's profile", async ({
  page,
  request
}, testInfo) => {
  const auction = await sellerOfOwn(request, testInfo)
  const seller = auction.seller
  const before = await followerCount(request, seller)
  await page.goto(auction.auction_url)
  const banner = page.getByRole("region", { name: BANNER_TEXT(seller) })
  await expect(banner.getByText(followers(before), { exact: true })).toBeVisible()

  await banner.getByRole("button", { name: "Follow", exact: true }).click()
  await expectSignInOver(page, auction.auction_url)
  await signInWith(page, DEMO_BIDDER)

  // back on the auction, the follow carried through sign-in is made
  await expect(page).toHaveURL(auction.auction_url)
  await expect(banner.getByRole("button", { name: "Following" })).toHaveAttribute("aria-pressed", "true")
  await expect(banner.getByText(followers(before + 1), { exact: true })).toBeVisible()
  await expect.poll(() => followerCount(request, seller)).toBe(before + 1)

  await banner.getByRole("link", { name: seller }).click()
  await expect(page).toHaveURL(`/user/${seller}/`)
  await expect(page.getByRole("heading", { level: 1, name: seller })).toBeVisible()
  await expect(page.getByRole("listitem").filter({ hasText: /followers?$/ })).toHaveText(followers(before + 1))
  const unfollowed = page.waitForResponse((response) => response.url().endsWith(`/api/v1/users/${seller}/follow`))
  await page.getByRole("button", { name: "Following" }).click()
  const follow = page.getByRole("button", { name: "Follow", exact: true })
  await expect(follow).toHaveAttribute("aria-pressed", "false")
  await expect(page.getByRole("listitem").filter({ hasText: /followers?$/ })).toHaveText(followers(before))
  expect((await unfollowed).ok()).toBe(true)

  // the unfollow was saved: a fresh load says the same
  await page.reload()
  await expect(follow).toHaveAttribute("aria-pressed", "false")
  await expect(page.getByRole("listitem").filter({ hasText: /followers?$/ })).toHaveText(followers(before))
})

test("a dismissed follow banner stays dismissed after a reload", async ({ page, request }, testInfo) => {
  const auction = await sellerOfOwn(request, testInfo)
  await page.goto(auction.auction_url)
  const banner = page.getByRole("region", { name: BANNER_TEXT(auction.seller) })
  await banner.getByRole("button", { name: "Dismiss" }).click()
  await expect(banner).toHaveCount(0)

  await page.reload()
  await expect(page.getByRole("heading", { level: 1, name: auction.title })).toBeVisible()
  await expect(page.getByRole("region", { name: "Financing" }).getByRole("table")).toBeVisible()
  await expect(banner).toHaveCount(0)

  // it is the dismissal that keeps it away: without it the banner comes back
  await page.evaluate(() => localStorage.removeItem("redline.follow-banner-dismissed"))
  await page.reload()
  await expect(banner.getByRole("button", { name: "Follow", exact: true })).toBeVisible()
})
