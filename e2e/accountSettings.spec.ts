import { expect, type Page, test } from "@playwright/test"
import { seriousViolations } from "./axe.ts"
import sharp from "sharp"
import { DEMO_PASSWORD } from "./marketplace.ts"

// Strong enough for the estimator, and sharing nothing with the username or address.
const FIRST_PASSWORD = "quartz-Harbor-lantern-1987"
const SECOND_PASSWORD = "velvet-Canyon-tractor-2031"

/** Opens an account item from the header: the account menu on desktop, the menu on phones. */
async function openAccountItem(page: Page, item: "Account" | "Account Settings" | "Sign out") {
  const phone = (page.viewportSize()?.width ?? 0) < 769
  await page
    .getByRole("banner")
    .getByRole("button", { name: phone ? "Menu" : /^Account menu/ })
    .click()
  await page.getByRole("banner").getByRole("link", { name: item, exact: true }).click()
}

test("a new account edits its bio and photo, changes its password with live strength feedback and signs in with the new one", async ({
  page
}, testInfo) => {
  const unique = `${Date.now()}${testInfo.workerIndex}${testInfo.project.name === "phone" ? 1 : 2}`
  const email = `settings-${unique}@example.com`
  const username = `settings_${unique}`

  // Sign up; the strength shows while the password is typed
  await page.goto("/signup/")
  const signUp = page.getByRole("dialog", { name: "Sign up" })
  await signUp.getByLabel("Email", { exact: true }).fill(email)
  await signUp.getByRole("button", { name: "Next" }).click()
  const account = page.getByRole("dialog", { name: "Create your account" })
  await account.getByLabel("Password").pressSequentially("password1")
  await expect(account.getByText("Weak Password")).toBeVisible()
  await account.getByLabel("Password").fill(FIRST_PASSWORD)
  await expect(account.getByText("Strong Password")).toBeVisible()
  await account.getByLabel("Username (public name others see)").fill(username)
  await account.getByRole("button", { name: "Create account" }).click()
  await expect(page.getByRole("dialog", { name: "Verify your email" }).getByRole("status")).toContainText(email, { timeout: 20_000 })

  await page.goto("/dev/mailbox")
  await page
    .getByRole("article", { name: `Confirm your email for Redline to ${email}` })
    .first()
    .getByRole("link", { name: /\/account\/verify\// })
    .click()
  await page.getByRole("dialog", { name: "You're verified!" }).getByRole("button", { name: "Continue browsing" }).click()

  // The account home
  await openAccountItem(page, "Account")
  await expect(page).toHaveTitle("Account — Redline")
  const home = page.getByRole("main")
  await expect(home.getByText(username, { exact: true })).toBeVisible()
  await expect(home.getByText(email)).toBeVisible()
  await expect(page.getByText("Not registered to bid yet")).toBeVisible()
  await expect(page.getByRole("link", { name: "Register to bid" })).toHaveAttribute("href", "/register-to-bid")

  // The bio, kept across a reload
  await openAccountItem(page, "Account Settings")
  await expect(page).toHaveTitle("Account Settings — Redline")
  const profile = page.getByRole("region", { name: "Profile" })
  await profile.getByLabel("Bio").fill("Two Miatas, a Land Cruiser and a soft spot for wagons.")
  await profile.getByRole("button", { name: "Save bio" }).click()
  await expect(profile.getByRole("status")).toHaveText("Your bio was saved.")
  await page.reload()
  await expect(page.getByRole("region", { name: "Profile" }).getByLabel("Bio")).toHaveValue(
    "Two Miatas, a Land Cruiser and a soft spot for wagons."
  )

  // The photo: a text file is refused in the browser, a PNG goes to the store and stays after a reload
  const photoSection = page.getByRole("region", { name: "Profile" })
  await photoSection
    .getByLabel("Add photo")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") })
  await expect(photoSection.getByRole("alert")).toHaveText("Unsupported file format")
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 190, g: 30, b: 45 } } })
    .png()
    .toBuffer()
  await photoSection.getByLabel("Add photo").setInputFiles({ name: "wagon.png", mimeType: "image/png", buffer: png })
  await expect(photoSection.getByText("Your photo was saved.")).toBeVisible()
  await expect(photoSection.getByRole("alert")).toHaveCount(0)
  await page.reload()
  const photo = page.getByRole("region", { name: "Profile" }).getByRole("img", { name: "Your profile photo" })
  await expect(photo).toBeVisible()
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(228)
  await expect(page.getByRole("region", { name: "Profile" }).getByLabel("Change photo")).toBeAttached()

  // The password: a wrong current one is refused, then the change goes through
  const password = page.getByRole("region", { name: "Change password" })
  await password.getByLabel("Current password").fill("not-my-password")
  await password.getByLabel("New password").pressSequentially("garage")
  await expect(password.getByText("Weak Password")).toBeVisible()
  await password.getByLabel("New password").fill(SECOND_PASSWORD)
  await expect(password.getByText("Strong Password")).toBeVisible()
  await password.getByRole("button", { name: "Change password" }).click()
  await expect(password.getByText("Incorrect password")).toBeVisible()
  await expect(password.getByLabel("New password")).toHaveValue(SECOND_PASSWORD)
  await password.getByLabel("Current password").fill(FIRST_PASSWORD)
  await password.getByRole("button", { name: "Change password" }).click()
  await expect(password.getByRole("status")).toContainText("Your password was changed.")
  await expect(password.getByLabel("New password")).toHaveValue("")

  // Signed out, the settings page asks to sign in and comes back; only the new password works
  await openAccountItem(page, "Sign out")
  await expect(page).toHaveURL(/\/$/)
  await page.goto("/account/settings")
  await expect(page).toHaveURL(/\/signin\/\?redirect=%2Faccount%2Fsettings$/)
  const signIn = page.getByRole("dialog", { name: "Sign in" })
  await signIn.getByLabel("Email", { exact: true }).fill(email)
  await signIn.getByLabel("Password").fill(FIRST_PASSWORD)
  await signIn.getByRole("button", { name: "Sign in" }).click()
  await expect(signIn.getByRole("alert")).toHaveText("Incorrect email or password")
  await signIn.getByLabel("Password").fill(SECOND_PASSWORD)
  await signIn.getByRole("button", { name: "Sign in" }).click()
  await expect(page).toHaveURL(/\/account\/settings$/)
  await expect(page.getByRole("region", { name: "Profile" }).getByLabel("Bio")).toHaveValue(
    "Two Miatas, a Land Cruiser and a soft spot for wagons."
  )
  await expect(page.getByRole("region", { name: "Profile" }).getByLabel("Change photo")).toBeAttached()
})

test("the account pages have no serious accessibility violations, in either theme", async ({ page }) => {
  // Only looked at, never changed: the demo seller is shared by every test.
  await page.goto("/signin/?redirect=%2Faccount%2F")
  const signIn = page.getByRole("dialog", { name: "Sign in" })
  await signIn.getByLabel("Email", { exact: true }).fill("demo_seller@example.com")
  await signIn.getByLabel("Password").fill(DEMO_PASSWORD)
  await signIn.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("heading", { name: "Registration to bid" })).toBeVisible()
  await expect(page.getByText(/registered to bid/i)).toBeVisible()
  const found = []
  for (const path of ["/account/", "/account/settings"]) {
    await page.goto(path)
    await expect(page.getByRole("main").getByText("demo_seller@example.com").first()).toBeVisible()
    if (path === "/account/settings") await page.getByLabel("New password").fill("garage")
    found.push(...(await seriousViolations(page)).map((violation) => ({ path, ...violation })))
  }
  expect(found).toEqual([])
})
