import { type APIRequestContext, expect, test } from "@playwright/test"
import { DEMO_BIDDER, signInWith, staffHeaders } from "./marketplace.ts"

const PASSWORD = "correct-horse-battery-7"

/** A confirmed account of this test with no card on file yet. */
async function newAccount(request: APIRequestContext, username: string) {
  const staff = await staffHeaders(request)
  const email = `${username}@example.com`
  const created = await request.post("/api/v1/admin/users", {
    headers: staff,
    data: { email, username, password: PASSWORD }
  })
  expect(created.ok()).toBe(true)
  return email
}

test("a card is entered with the expiry formatted as typed, each mistake outlined at its own field", async ({
  page,
  request
}, testInfo) => {
  const email = await newAccount(request, `card_${testInfo.project.name}_${Date.now() % 1_000_000}`)
  await page.goto("/signin/?redirect=%2Fregister-to-bid")
  await page.getByLabel("Email", { exact: true }).fill(email)
  await page.getByLabel("Password").fill(PASSWORD)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page).toHaveTitle("Register to Bid — Redline")

  const number = page.getByLabel("Card number")
  const expiry = page.getByLabel("Expiry (MM/YY)")
  const cvc = page.getByLabel("Security code")
  await number.fill("4242 4242 4242 4242")
  await expiry.pressSequentially("122")
  await expect(expiry).toHaveValue("12/2")
  await expiry.pressSequentially("9")
  await expect(expiry).toHaveValue("12/29")

  await cvc.fill("12")
  await page.getByRole("button", { name: "Save card" }).click()
  await expect(cvc).toHaveAttribute("aria-invalid", "true")
  await expect(page.getByText("Please enter the 3 or 4 digit security code.")).toBeVisible()
  await expect(number).not.toHaveAttribute("aria-invalid")
  await expect(expiry).not.toHaveAttribute("aria-invalid")

  // the provider's refusal is about the card as a whole: no field is outlined
  await number.fill("4000 0000 0000 0002")
  await cvc.fill("123")
  await page.getByRole("button", { name: "Save card" }).click()
  await expect(page.getByRole("alert")).toHaveText("Your card was declined. Please use another card.")
  for (const field of [number, expiry, cvc]) await expect(field).not.toHaveAttribute("aria-invalid")

  await number.fill("4242 4242 4242 4242")
  await page.getByRole("button", { name: "Save card" }).click()
  await expect(page.getByText("Visa ending in 4242 is on file.")).toBeVisible()
})

test("a registered bidder's card is named by its last four digits", async ({ page }) => {
  await page.goto("/signin/?redirect=%2Fregister-to-bid")
  await signInWith(page, DEMO_BIDDER)
  await expect(page.getByRole("heading", { name: "You're registered to bid" })).toBeVisible()
  await expect(page.getByText("Visa ending in 4242 is on file.")).toBeVisible()
  await expect(page.getByText("····")).toHaveCount(0)
})

test("a card whose bank asks for authentication goes to the bank's page and comes back on file; the number never reaches Redline's API", async ({
  page,
  request
}, testInfo) => {
  const email = await newAccount(request, `auth_${testInfo.project.name}_${Date.now() % 1_000_000}`)
  const sentToRedline: Array<string> = []
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname.startsWith("/api/")) sentToRedline.push(sent.postData() ?? "")
  })
  await page.goto("/signin/?redirect=%2Fregister-to-bid")
  await page.getByLabel("Email", { exact: true }).fill(email)
  await page.getByLabel("Password").fill(PASSWORD)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page).toHaveTitle("Register to Bid — Redline")

  await page.getByLabel("Card number").fill("4000 0025 0000 3155")
  await page.getByLabel("Expiry (MM/YY)").fill("12/30")
  await page.getByLabel("Security code").fill("123")
  await page.getByRole("button", { name: "Save card" }).click()
  await page.getByRole("link", { name: "Confirm with your bank" }).click()

  await expect(page.getByRole("heading", { name: "Authenticate your card" })).toBeVisible()
  await page.getByRole("button", { name: "Complete authentication" }).click()

  await expect(page).toHaveTitle("Register to Bid — Redline")
  await expect(page.getByText("Visa ending in 3155 is on file.")).toBeVisible()
  expect(new URL(page.url()).search).toBe("")
  expect(sentToRedline.join("\n")).not.toMatch(/4000\s?0025/)
})
