import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from "@playwright/test"

/** How long the test server's access keys last (`ACCESS_KEY_SECONDS`, set in playwright.config.ts). */
export const E2E_ACCESS_KEY_SECONDS = 75

/** The demo accounts the seeded marketplace prints on start. */
export const DEMO_PASSWORD = "redline-Demo-garage-1995"
export const DEMO_BIDDER = "demo_bidder@example.com"
export const DEMO_NEWCOMER = "demo_newcomer@example.com"
/** The staff account the test server starts with (`ADMIN_EMAIL`, `ADMIN_PASSWORD`). */
export const STAFF = { email: "admin@redline.local", password: "redline-admin" }
/** The seller of three live auctions, and a member like any other on everyone else's. */
export const DEMO_SELLER = "demo_seller@example.com"

export interface LiveAuction {
  readonly id: number
  readonly title: string
  readonly auction_url: string
  readonly seller: string
  readonly auction_end: string
}

/**
 * Tests run in parallel, in two projects, against one server: each takes its own auction so
 * no two bid on the same one. `slot` names the test; auctions ending within a day are left
 * alone, so none closes or enters its soft-close window mid-test.
 */
export async function auctionFor(request: APIRequestContext, testInfo: TestInfo, slot: number): Promise<LiveAuction> {
  const response = await request.get("/api/v1/auctions?sort=1")
  const { auctions } = (await response.json()) as { auctions: LiveAuction[] }
  const calm = auctions.filter(
    (auction) => auction.seller !== "demo_seller" && Date.parse(auction.auction_end) - Date.now() > 24 * 3600_000
  )
  const projects = testInfo.config.projects.map((project) => project.name)
  const auction = calm[slot * projects.length + projects.indexOf(testInfo.project.name)]
  if (auction === undefined) throw new Error(`The seeded marketplace has no auction for slot ${slot}`)
  return auction
}

/** An API session of a demo account, to set up what a test starts from. */
export async function demoAccessKey(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post("/api/v1/auth/login", { data: { email, password: DEMO_PASSWORD } })
  if (!response.ok()) throw new Error(`${email} could not sign in: ${response.status()}`)
  return ((await response.json()) as { access_key: string }).access_key
}

/** Headers of a new staff session, for setting up what a test starts from (users, auctions). */
export async function staffHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  const response = await request.post("/api/v1/auth/login", { data: STAFF })
  expect(response.ok()).toBe(true)
  return { authorization: `Bearer ${((await response.json()) as { access_key: string }).access_key}` }
}

/**
 * The header's sign of who is signed in: the account menu on a desktop, the username link on a
 * phone. Both are in the page, one shown per screen size.
 */
export const signedInAs = (page: Page, username: string): Locator => page.getByTitle(`Signed in as ${username}`).filter({ visible: true })

/** The sign-in dialog, over the page or on a sign-in page of its own. */
export const signInDialog = (page: Page): Locator => page.getByRole("dialog", { name: /^Sign in/ })

/** Signs in as a demo account in the sign-in dialog. */
export async function signInWith(page: Page, email: string): Promise<void> {
  const dialog = signInDialog(page)
  await dialog.getByLabel("Email", { exact: true }).fill(email)
  await dialog.getByLabel("Password").fill(DEMO_PASSWORD)
  await dialog.getByRole("button", { name: "Sign in" }).click()
}

/**
 * An action that needs an account, started by a visitor on the page at `url`: the sign-in dialog
 * opens over that page, which stays where it is, behind it.
 */
export async function expectSignInOver(page: Page, url: string): Promise<void> {
  await expect(signInDialog(page)).toBeVisible()
  await expect(page).toHaveURL(url)
}

/** Places the minimum bid from the open dialog's first step; answers it as the page writes it. */
export async function bidTheMinimum(page: Page): Promise<string> {
  const amountStep = page.getByRole("dialog", { name: "Place a bid" })
  const minimum = await amountStep.getByLabel("Your bid").inputValue()
  await amountStep.getByRole("button", { name: "Continue" }).click()
  await page
    .getByRole("dialog", { name: `Confirm your bid of $${minimum}` })
    .getByRole("button", { name: "Confirm bid" })
    .click()
  await expect(page.getByRole("dialog")).toBeHidden()
  return minimum
}
