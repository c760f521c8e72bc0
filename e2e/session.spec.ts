import { expect, type Page, test } from "@playwright/test"
import { auctionFor, DEMO_BIDDER, E2E_ACCESS_KEY_SECONDS, signedInAs, signInWith } from "./marketplace.ts"

interface StoredSession {
  readonly access_key: string
  readonly refresh_key: string
  readonly expires_at: string
}

const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("redline.session") ?? "null") as StoredSession | null)

test("a bidder keeps bidding past the access key's expiry without signing in again, and /logout ends the session", async ({
  page,
  request
}, testInfo) => {
  test.setTimeout((E2E_ACCESS_KEY_SECONDS + 90) * 1000)
  const auction = await auctionFor(request, testInfo, 5)

  await page.goto(auction.auction_url)
  await page.getByRole("button", { name: "Place bid" }).click()
  await signInWith(page, DEMO_BIDDER)
  const amountStep = page.getByRole("dialog", { name: "Place a bid" })
  await expect(amountStep).toBeVisible()
  await expect(signedInAs(page, "demo_bidder")).toBeVisible()

  const signedIn = await storedSession(page)
  expect(signedIn).not.toBeNull()
  // the browser made its handshake, and signed the sign-in with it
  expect(await page.evaluate(() => localStorage.getItem("redline.handshake"))).toContain("csrf")

  // The person leaves the bid dialog open until the access key has run out on the server.
  const expired = async () => {
    const answer = await request.get("/api/v1/auth/valid_session", { headers: { authorization: `Bearer ${signedIn!.access_key}` } })
    return ((await answer.json()) as { error_code?: number }).error_code
  }
  await page.waitForTimeout(Math.max(0, Date.parse(signedIn!.expires_at) - Date.now()) + 1_000)
  await expect.poll(expired, { timeout: 10_000 }).toBe(3016)

  const refreshed = page.waitForResponse((response) => response.url().endsWith("/api/v1/auth/refresh") && response.ok())
  const minimum = await amountStep.getByLabel("Your bid").inputValue()
  await amountStep.getByRole("button", { name: "Continue" }).click()
  await page
    .getByRole("dialog", { name: `Confirm your bid of $${minimum}` })
    .getByRole("button", { name: "Confirm bid" })
    .click()
  await refreshed
  await expect(page.getByRole("status").filter({ hasText: "was placed" })).toHaveText(`Your bid of $${minimum} was placed.`)
  await expect(signedInAs(page, "demo_bidder")).toBeVisible()

  const renewed = await storedSession(page)
  expect(renewed?.access_key).not.toBe(signedIn!.access_key)
  expect(Date.parse(renewed!.expires_at)).toBeGreaterThan(Date.now())
  // a refresh key works once
  const spent = await request.post("/api/v1/auth/refresh", { headers: { "x-refresh-key": signedIn!.refresh_key } })
  expect(spent.status()).toBe(401)

  // Signing out may refresh the keys once more first (they may have 60 s or less left): the
  // session that ends is the one the logout call carries.
  const issued: StoredSession[] = [renewed!]
  page.on("response", async (response) => {
    if (response.url().endsWith("/api/v1/auth/refresh") && response.ok()) issued.push((await response.json()) as StoredSession)
  })
  const loggedOut = page.waitForResponse((response) => response.url().endsWith("/api/v1/auth/logout"))
  await page.goto("/logout")
  const logout = await loggedOut
  expect(logout.status()).toBe(200)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible()
  expect(await storedSession(page)).toBeNull()

  const ended = issued.find((session) => logout.request().headers()["authorization"] === `Bearer ${session.access_key}`)
  expect(ended).toBeDefined()
  const check = await request.get("/api/v1/auth/valid_session", { headers: { authorization: `Bearer ${ended!.access_key}` } })
  expect(((await check.json()) as { error_code: number }).error_code).toBe(1002)
  const afterLogout = await request.post("/api/v1/auth/refresh", { headers: { "x-refresh-key": ended!.refresh_key } })
  expect(afterLogout.status()).toBe(401)
  expect(((await afterLogout.json()) as { error_code: number }).error_code).toBe(1002)
})
