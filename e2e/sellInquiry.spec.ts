import { expect, test } from "@playwright/test"
import { seriousViolations } from "./axe.ts"
import { signInDialog, STAFF } from "./marketplace.ts"

/** A 2003 Porsche 911 (WP0…, model year 3) whose check digit is right. */
const VIN = "WP0AA29903S620001"

test("staff record a seller's car as a sell inquiry, and the seller is e-mailed a prefilled application", async ({ page }, testInfo) => {
  const unique = `${Date.now()}${testInfo.project.name === "phone" ? 1 : 2}`
  const email = `inquiry-${unique}@example.com`

  // Signed-in only: the page sends a visitor to sign in, and comes back
  await page.goto("/sell-car/inquiry/")
  const dialog = signInDialog(page)
  await dialog.getByLabel("Email", { exact: true }).fill(STAFF.email)
  await dialog.getByLabel("Password").fill(STAFF.password)
  await dialog.getByRole("button", { name: "Sign in" }).click()
  const form = page.getByRole("form", { name: "Record a seller's car" })
  await expect(form).toBeVisible()
  expect(await seriousViolations(page, "main")).toEqual([])

  // The seller and the car: 'Look up' reads the year and the make from the VIN
  await form.getByLabel("First name").fill("Dana")
  await form.getByLabel("Last name").fill("Reyes")
  await form.getByLabel("Email").fill(email)
  await form.getByLabel("Phone").fill("503-555-0100")
  await form.getByLabel("VIN").fill(VIN)
  await form.getByRole("button", { name: "Look up" }).click()
  await expect(form.getByLabel("Year")).toHaveValue("2003")
  await expect(form.getByLabel("Make")).toHaveValue("Porsche")
  await form.getByLabel("Model").selectOption({ label: "911" })
  await form.getByLabel("Mileage").fill("61,000")
  await form.getByLabel("Zip code where the car is").fill("97201")
  await form.getByRole("button", { name: "Send to the seller" }).click()

  // Sent: the link is there to pass on, and the seller's e-mail carries it
  await expect(page.getByRole("heading", { name: "Sent to Dana Reyes" })).toBeFocused()
  const link = await page.getByLabel("Their application's link").inputValue()
  const path = new URL(link).pathname
  expect(path).toMatch(/^\/sell-car\/invitation\/[\w-]+$/)
  expect(await seriousViolations(page, "main")).toEqual([])
  await page.goto("/dev/mailbox")
  const mail = page.getByRole("article", { name: `Sell your 2003 Porsche 911 on Redline to ${email}` })
  await expect(mail.getByRole("link", { name: new RegExp(`${path}$`) })).toBeVisible()
})
