import { expect, type Page, test } from "@playwright/test"
import { signedInAs, staffHeaders } from "./marketplace.ts"

// The staff account every start ensures (README 'Configuration').
const PASSWORD = "quartz-Harbor-lantern-1987"

/** Signs in at the local provider, which stands in for Google, Facebook and Apple in embedded mode. */
async function signInAtProvider(page: Page, provider: string, login: string) {
  await expect(page.getByRole("heading", { name: `Sign in with ${provider}` })).toBeVisible()
  await page.getByLabel("E-mail address or name").fill(login)
  await page.getByRole("button", { name: "Continue" }).click()
}

const uniqueName = (testInfo: { workerIndex: number; project: { name: string } }) =>
  `${Date.now()}${testInfo.workerIndex}${testInfo.project.name === "phone" ? 1 : 2}`

test("a new person signs in with Google, chooses a username and is welcomed, signed in", async ({ page }, testInfo) => {
  const unique = uniqueName(testInfo)
  const email = `sso-${unique}@example.com`
  const username = `sso_${unique}`

  await page.goto("/signin/")
  const signIn = page.getByRole("dialog", { name: "Sign in" })
  await expect(signIn.getByText("or", { exact: true })).toBeVisible()
  await signIn.getByRole("button", { name: "Continue with Google" }).click()
  await signInAtProvider(page, "Google", email)

  const setUsername = page.getByRole("dialog", { name: "Choose a username" })
  await expect(setUsername.getByText(email)).toBeVisible()
  // the provider vouched for the address: no e-mail field
  await expect(setUsername.getByLabel("Email", { exact: true })).toHaveCount(0)
  await setUsername.getByRole("button", { name: "Create account" }).click()
  await expect(setUsername.getByText("Please enter a username")).toBeVisible()
  await setUsername.getByLabel("Username (public name others see)").fill(username)
  await setUsername.getByRole("button", { name: "Create account" }).click()

  // the bot check's proof of work runs in the browser before the account is sent
  const welcome = page.getByRole("dialog", { name: "You're verified!" })
  await expect(welcome).toBeVisible({ timeout: 20_000 })
  await welcome.getByRole("button", { name: "Continue browsing" }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(signedInAs(page, username)).toBeAttached()
})

test("an e-mail account signs in with Facebook by confirming its password, and goes back where it was", async ({
  page,
  request
}, testInfo) => {
  const unique = uniqueName(testInfo)
  const email = `linked-${unique}@example.com`
  const username = `linked_${unique}`
  const staff = await staffHeaders(request)
  const created = await request.post("/api/v1/admin/users", {
    data: { email, username, password: PASSWORD },
    headers: staff
  })
  expect(created.ok()).toBe(true)

  await page.goto("/past-auctions/")
  await page.getByRole("link", { name: "Sign in" }).first().click()
  await page.getByRole("dialog", { name: "Sign in" }).getByRole("button", { name: "Continue with Facebook" }).click()
  await signInAtProvider(page, "Facebook", email)

  const linking = page.getByRole("dialog", { name: "Sign in to connect your account with Facebook" })
  await expect(linking.getByText(email)).toBeVisible()
  await linking.getByLabel("Password").fill("not-the-password")
  await linking.getByRole("button", { name: "Sign in" }).click()
  await expect(linking.getByText("Incorrect password")).toBeVisible()
  await linking.getByLabel("Password").fill(PASSWORD)
  await linking.getByRole("button", { name: "Sign in" }).click()

  await expect(page).toHaveURL(/\/past-auctions\/$/)
  await expect(signedInAs(page, username)).toBeAttached()

  // connected: the next sign-in with Facebook needs no password
  await page.goto("/logout")
  await page.getByRole("link", { name: "Sign in" }).first().click()
  await page.getByRole("dialog", { name: "Sign in" }).getByRole("button", { name: "Continue with Facebook" }).click()
  // the provider remembers who signed in with it a moment ago
  await expect(page).toHaveURL(/\/$/)
  await expect(signedInAs(page, username)).toBeAttached()
})
