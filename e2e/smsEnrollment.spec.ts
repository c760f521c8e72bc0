import { expect, type Page, test } from "@playwright/test"

const PASSWORD = "quartz-Harbor-lantern-1987"

/** A new account, signed up and confirmed through the dev mailbox, signed in on `page`. */
async function newAccount(page: Page, unique: string): Promise<void> {
  const email = `sms-${unique}@example.com`
  await page.goto("/signup/")
  const signUp = page.getByRole("dialog", { name: "Sign up" })
  await signUp.getByLabel("Email", { exact: true }).fill(email)
  await signUp.getByRole("button", { name: "Next" }).click()
  const account = page.getByRole("dialog", { name: "Create your account" })
  await account.getByLabel("Password").fill(PASSWORD)
  await account.getByLabel("Username (public name others see)").fill(`sms_${unique}`)
  await account.getByRole("button", { name: "Create account" }).click()
  await expect(page.getByRole("dialog", { name: "Verify your email" }).getByRole("status")).toContainText(email, { timeout: 20_000 })
  await page.goto("/dev/mailbox")
  await page
    .getByRole("article", { name: `Confirm your email for Redline to ${email}` })
    .first()
    .getByRole("link", { name: /\/account\/verify\// })
    .click()
  await page.getByRole("dialog", { name: "You're verified!" }).getByRole("button", { name: "Continue browsing" }).click()
}

interface OutboxText {
  readonly direction: "outbound" | "inbound"
  readonly to: string
  readonly body: string
}

/** The newest code the dev SMS outbox carried to `phone`: texts leave through the outbox, which the sms role sends from. */
async function codeTextedTo(page: Page, phone: string): Promise<string> {
  let code: string | undefined
  await expect(async () => {
    const outbox = await page.request.get("/api/v1/dev/sms")
    expect(outbox.ok()).toBe(true)
    const { messages } = (await outbox.json()) as { readonly messages: ReadonlyArray<OutboxText> }
    code = messages
      .find((text) => text.direction === "outbound" && text.to === phone && /\b\d{6}\b/.test(text.body))
      ?.body.match(/\b(\d{6})\b/)?.[1]
    expect(code).toBeDefined()
  }).toPass({ timeout: 60_000 })
  return code!
}

/** `phone` texts `body` to Redline's number, through the stand-in and the signed webhook. */
async function textFrom(page: Page, phone: string, body: string): Promise<void> {
  const sent = await page.request.post("/api/v1/dev/sms/inbound", { data: { from: phone, body } })
  expect(sent.ok()).toBe(true)
}

test("a new member enrolls a phone from account settings with the texted code; a STOP texted back shows the START notice", async ({
  page
}, testInfo) => {
  test.slow()
  const unique = `${Date.now()}${testInfo.workerIndex}${testInfo.project.name === "phone" ? 1 : 2}`
  // a number of this run's own: 503-2xx-xxxx from the unique digits
  const local = `2${unique.slice(-6)}`
  const phone = `+1503${local}`
  const dashed = `503-${local.slice(0, 3)}-${local.slice(3)}`
  await newAccount(page, unique)

  await page.goto("/account/settings?enroll_sms=true")
  const texts = page.getByRole("region", { name: "Text alerts" })
  const field = texts.getByLabel("Phone number")
  // the settings and the enrollment are read first
  await expect(field).toBeVisible({ timeout: 20_000 })
  await expect(field).toBeFocused()
  await texts.getByRole("button", { name: "Send code" }).click()
  await expect(texts.getByText("Please enter your phone number")).toBeVisible()
  await field.pressSequentially(`503${local}`)
  await expect(field).toHaveValue(dashed)
  await texts.getByRole("button", { name: "Send code" }).click()

  const code = texts.getByLabel("Verification code")
  await expect(code).toBeVisible()
  await expect(texts.getByText(`(503) ${local.slice(0, 3)}-${local.slice(3)}`)).toBeVisible()
  const texted = await codeTextedTo(page, phone)
  await code.fill(texted === "000000" ? "111111" : "000000")
  await texts.getByRole("button", { name: "Verify" }).click()
  await expect(texts.getByText("Invalid code.")).toBeVisible()
  await code.fill(texted)
  await texts.getByRole("button", { name: "Verify" }).click()

  await expect(texts.getByText("Your phone number is verified.")).toBeVisible()
  await expect(texts.getByText("Verified", { exact: true })).toBeVisible()
  await expect(texts.getByRole("button", { name: "Unsubscribe" })).toBeVisible()

  // a STOP from the phone: the page, read again, offers Remove and says how to resume
  await textFrom(page, phone, "STOP")
  await page.reload()
  await expect(texts.getByRole("button", { name: "Remove" })).toBeVisible()
  await expect(texts.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0)
  await expect(
    texts.getByText(/^You've replied STOP to receiving SMS from .* Please text START to \(\d{3}\) \d{3}-\d{4} to resume SMS alerts\.$/)
  ).toBeVisible()

  // START resumes them
  await textFrom(page, phone, "START")
  await page.reload()
  await expect(texts.getByRole("button", { name: "Unsubscribe" })).toBeVisible()
  await expect(texts.getByText(/Please text START/)).toHaveCount(0)
})
