import { expect, test } from "@playwright/test"
import { DEMO_BIDDER } from "./marketplace.ts"

// Strong enough for the server's estimator, and sharing nothing with the username or address.
const NEW_PASSWORD = "quartz-Harbor-lantern-1987"

test("a visitor signs up, finds the verification mail in the dev mailbox, follows it and is welcomed", async ({ page }, testInfo) => {
  const unique = `${Date.now()}${testInfo.workerIndex}${testInfo.project.name === "phone" ? 1 : 2}`
  const email = `e2e-${unique}@example.com`
  const username = `e2e_${unique}`

  await page.goto("/signup/")
  const signUp = page.getByRole("dialog", { name: "Sign up" })
  await signUp.getByLabel("Email").fill(email)
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

  await page.goto("/dev/mailbox")
  const mail = page.getByRole("article", { name: `Confirm your email for Redline to ${email}` }).first()
  await mail.getByRole("link", { name: /\/account\/verify\// }).click()

  const welcome = page.getByRole("dialog", { name: "You're verified!" })
  await expect(welcome).toBeVisible()
  await expect(welcome.getByRole("link", { name: "Register to bid" })).toHaveAttribute("href", "/register-to-bid")
  await expect(welcome.getByRole("link", { name: "Sell your car" })).toHaveAttribute("href", /utm_content=welcome/)
  await welcome.getByRole("button", { name: "Continue browsing" }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole("dialog")).toBeHidden()
})

test("a wrong password shows 'Incorrect email or password'", async ({ page }) => {
  await page.goto("/signin/")
  const signIn = page.getByRole("dialog", { name: "Sign in" })
  await signIn.getByLabel("Email").fill(DEMO_BIDDER)
  await signIn.getByLabel("Password").fill("not-the-password")
  await signIn.getByRole("button", { name: "Sign in" }).click()
  await expect(signIn.getByRole("alert")).toHaveText("Incorrect email or password")
  await expect(page).toHaveURL(/\/signin\/$/)
})
