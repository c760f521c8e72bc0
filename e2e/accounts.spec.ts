import { expect, test } from "@playwright/test"
import { auctionFor, bidTheMinimum, DEMO_BIDDER, DEMO_PASSWORD, expectSignInOver, signInDialog } from "./marketplace.ts"

// Strong enough for the server's estimator, and sharing nothing with the username or address.
const NEW_PASSWORD = "quartz-Harbor-lantern-1987"

test("a visitor's bid leads through sign-up, the mailbox link, welcome and registering to bid back to the auction, where the bid is placed", async ({
  page,
  request
}, testInfo) => {
  const unique = `${Date.now()}${testInfo.workerIndex}${testInfo.project.name === "phone" ? 1 : 2}`
  const email = `e2e-${unique}@example.com`
  const username = `e2e_${unique}`
  const auction = await auctionFor(request, testInfo, 2)
  const auctionPath = new URL(auction.auction_url, "http://redline.invalid").pathname

  await page.goto(auction.auction_url)
  await page.getByRole("button", { name: "Place bid" }).click()
  await expectSignInOver(page, auction.auction_url)
  await signInDialog(page).getByRole("button", { name: "Create an account" }).click()

  const signUp = page.getByRole("dialog", { name: "Sign up" })
  await signUp.getByLabel("Email", { exact: true }).fill(email)
  await signUp.getByRole("button", { name: "Next" }).click()

  const account = page.getByRole("dialog", { name: "Create your account" })
  await account.getByLabel("Password").fill(NEW_PASSWORD)
  await account.getByLabel("Username (public name others see)").fill(username)
  await expect(account).toContainText("Terms of Use")
  await account.getByRole("button", { name: "Create account" }).click()

  // the bot check's proof of work runs in the browser before the account is sent
  const notice = page.getByRole("dialog", { name: "Verify your email" })
  await expect(notice.getByRole("status")).toContainText(email, { timeout: 20_000 })
  const resend = notice.getByRole("button", { name: "Click here to re-send the verification email" })
  await resend.click()
  await expect(notice.getByRole("button", { name: "Resent" })).toBeVisible()

  // the link, mailed again by the resend, still knows the auction and the bid to finish
  await page.goto("/dev/mailbox")
  const mail = page.getByRole("article", { name: `Confirm your email for Redline to ${email}` }).first()
  await mail.getByRole("link", { name: /\/account\/verify\// }).click()

  // verified and welcomed; registering to bid goes on to the auction and the bid started there
  const welcome = page.getByRole("dialog", { name: "You're verified!" })
  await welcome.getByRole("link", { name: "Register to bid" }).click()

  await expect(page).toHaveTitle("Register to Bid — Redline")
  await page.getByLabel("Card number").fill("4000 0000 0000 0002")
  await page.getByLabel("Expiry (MM/YY)").fill("12/30")
  await page.getByLabel("Security code").fill("123")
  await page.getByRole("button", { name: "Save card" }).click()
  await expect(page.getByText("Your card was declined. Please use another card.")).toBeVisible()
  await page.getByLabel("Card number").fill("4242 4242 4242 4242")
  await page.getByRole("button", { name: "Save card" }).click()
  await expect(page.getByText("Visa ending in 4242 is on file.")).toBeVisible()
  await page.getByLabel("I agree to the bidding agreement").check()
  await page.getByRole("button", { name: "Accept the agreement" }).click()

  await expect(page).toHaveURL((url) => url.pathname === auctionPath)
  const minimum = await bidTheMinimum(page)
  await expect(page.getByRole("status").filter({ hasText: "was placed" })).toHaveText(`Your bid of $${minimum} was placed.`)
})

test("signing up with an address that has an account goes on to step 2, then back to step 1 saying so, with a toggle to sign in as it", async ({
  page,
  request
}, testInfo) => {
  const auction = await auctionFor(request, testInfo, 7)
  await page.goto(auction.auction_url)
  await page.getByRole("button", { name: "Place bid" }).click()
  await signInDialog(page).getByRole("button", { name: "Create an account" }).click()

  // step 1 says nothing of the address: anyone's goes on to step 2
  const signUp = page.getByRole("dialog", { name: "Sign up" })
  await signUp.getByLabel("Email", { exact: true }).fill(DEMO_BIDDER)
  await signUp.getByRole("button", { name: "Next" }).click()
  const account = page.getByRole("dialog", { name: "Create your account" })
  await expect(account).toContainText(`Signing up as ${DEMO_BIDDER}.`)
  await account.getByLabel("Password").fill(NEW_PASSWORD)
  await account.getByLabel("Username (public name others see)").fill(`e2e_taken_${Date.now() % 1_000_000}`)
  await account.getByRole("button", { name: "Create account" }).click()

  // creating the account, past the bot check, is what tells: back to step 1, in the spec's words and no more
  await expect(signUp.getByRole("alert")).toHaveText("An account with this email already exists. Sign in", { timeout: 20_000 })
  await expect(signUp.getByLabel("Email", { exact: true })).toHaveValue(DEMO_BIDDER)
  await signUp.getByRole("button", { name: "Sign in" }).click()

  // the toggle: signing in as that address, over the auction, and on to the bid that was started
  const signIn = page.getByRole("dialog", { name: "Sign in" })
  await expect(signIn.getByLabel("Email", { exact: true })).toHaveValue(DEMO_BIDDER)
  await signIn.getByLabel("Password").fill(DEMO_PASSWORD)
  await signIn.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("dialog", { name: "Place a bid" })).toBeVisible()
  await expect(page).toHaveURL(auction.auction_url)
})

test("a wrong password shows 'Incorrect email or password'", async ({ page }) => {
  await page.goto("/signin/")
  const signIn = page.getByRole("dialog", { name: "Sign in" })
  await signIn.getByLabel("Email", { exact: true }).fill(DEMO_BIDDER)
  await signIn.getByLabel("Password").fill("not-the-password")
  await signIn.getByRole("button", { name: "Sign in" }).click()
  await expect(signIn.getByRole("alert")).toHaveText("Incorrect email or password")
  await expect(page).toHaveURL(/\/signin\/$/)
})
