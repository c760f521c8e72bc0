import { expect, type Page, test } from "@playwright/test"
import { seriousViolations } from "./axe.ts"
import { DEMO_BIDDER, DEMO_SELLER, signInWith } from "./marketplace.ts"

/** Follows the confirmation link mailed to `email` and confirms: only then is the address on the list. */
async function confirmFromMailbox(page: Page, email: string) {
  await page.goto("/dev/mailbox")
  const mail = page.getByRole("article", { name: `Confirm your Daily Email subscription to ${email}` })
  await mail.getByRole("link", { name: /\/daily-email\/confirm\?/ }).click()
  await expect(page.getByRole("heading", { name: "Confirm your Daily Email subscription" })).toBeVisible()
  await page.getByRole("button", { name: "Confirm" }).click()
  await expect(page.getByText("You're subscribed to the Daily Email.")).toBeVisible()
}

test("the Daily Email's unsubscribe link asks, then takes the address off the list; a link with another token is refused", async ({
  page,
  request
}, testInfo) => {
  const email = `reader-${Date.now()}${testInfo.workerIndex}${testInfo.project.name === "phone" ? 1 : 2}@example.com`

  // Asked for as the footer's form does and confirmed from its mail; the address is mailed a way off the list.
  expect((await request.post("/api/v1/auth/daily_email", { data: { email } })).ok()).toBe(true)
  await confirmFromMailbox(page, email)
  await page.goto("/dev/mailbox")
  const mail = page.getByRole("article", { name: `You're subscribed to the Daily Email to ${email}` })
  await expect(mail.getByText("List-Unsubscribe-Post: List-Unsubscribe=One-Click")).toBeVisible()
  const link = mail.getByRole("link", { name: /\/daily-email\/unsubscribe\?/ })
  const href = (await link.getAttribute("href"))!
  await link.click()

  // The link's page asks first: opening the link changes nothing.
  await expect(page).toHaveTitle("Daily Email — Redline")
  await expect(page.getByRole("heading", { name: "Unsubscribe from the Daily Email" })).toBeVisible()
  await expect(page.getByText(`Stop sending the Daily Email to ${email}?`)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole("button", { name: "Unsubscribe" }).click()
  await expect(page.getByText("You're unsubscribed from the Daily Email.")).toBeVisible()

  // Opened again, the link says the address is off the list.
  await page.reload()
  await expect(page.getByText(`${email} is not on the Daily Email.`)).toBeVisible()

  // A link whose token is not the address's does nothing.
  const forged = new URL(href)
  forged.searchParams.set("token", "A".repeat(43))
  await page.goto(`${forged.pathname}${forged.search}`)
  await expect(page.getByRole("heading", { name: "This unsubscribe link doesn't work" })).toBeVisible()
  await expect(page.getByText("This unsubscribe link's token is missing or doesn't match the address.")).toBeVisible()
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0)
})

test("the footer's form subscribes an address once its mail is confirmed; the Daily Email comes to it with its HTML, and its unsubscribe link takes it off", async ({
  page,
  request
}, testInfo) => {
  // five pages (home, the mailbox and the confirmation link's, the mailbox and the unsubscribe link's) and an edition sent in between
  test.slow()
  const email = `digest-${Date.now()}${testInfo.workerIndex}${testInfo.project.name === "phone" ? 1 : 2}@example.com`

  await page.goto("/")
  const form = page.getByRole("form", { name: "Get the Daily Email" })
  const field = form.getByRole("textbox", { name: "Email address" })
  await field.fill("reader@example")
  await form.getByRole("button", { name: "Subscribe" }).click()
  await expect(form.getByText("Please enter a valid email")).toBeVisible()
  await field.fill(email)
  await form.getByRole("button", { name: "Subscribe" }).click()
  await expect(form.getByText("Thanks for subscribing!")).toBeVisible()
  await confirmFromMailbox(page, email)

  // Today's edition now rather than at DAILY_EMAIL_AT: the seeded auctions that went live in the last day, to this address.
  const sent = await request.post(`/api/v1/dev/daily-email/send?email=${encodeURIComponent(email)}`)
  expect(await sent.json()).toEqual({ auctions: expect.any(Number), mails: 1 })
  await page.goto("/dev/mailbox")
  // a mail's long links wrap: the page is no wider than a phone's screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  const mail = page.getByRole("article", { name: new RegExp(`^Today on Redline: \\d+ new auctions? to ${email.replaceAll(".", "\\.")}$`) })
  await expect(mail.getByText("List-Unsubscribe-Post: List-Unsubscribe=One-Click")).toBeVisible()
  await mail.getByText("HTML body").click()
  await expect(mail.getByText(/<img\s+src="http:\/\/[^"]+\/api\/v1\/images\/photos\//)).toBeVisible()

  await mail.getByRole("link", { name: /\/daily-email\/unsubscribe\?/ }).click()
  await expect(page.getByText(`Stop sending the Daily Email to ${email}?`)).toBeVisible()
  await page.getByRole("button", { name: "Unsubscribe" }).click()
  await expect(page.getByText("You're unsubscribed from the Daily Email.")).toBeVisible()
})

test("signed in, the settings' Daily Email box takes the account's own address off the list and puts it back", async ({
  page
}, testInfo) => {
  // an account of each project's own, as both run at once
  await page.goto("/account/settings")
  await signInWith(page, testInfo.project.name === "phone" ? DEMO_BIDDER : DEMO_SELLER)
  await expect(page).toHaveTitle("Account Settings — Redline")
  const box = page.getByRole("checkbox", { name: "Send me the Daily Email" })
  // the box turns once the server has taken the change
  if (!(await box.isChecked())) {
    await box.click()
    await expect(page.getByText("You're subscribed to the Daily Email.")).toBeVisible()
    await expect(box).toBeChecked()
  }

  // the browser signs the change, its query included, with its handshake
  await box.click()
  await expect(page.getByText("You're unsubscribed from the Daily Email.")).toBeVisible()
  await expect(box).not.toBeChecked()
  await page.reload()
  await expect(box).not.toBeChecked()
  await box.click()
  await expect(page.getByText("You're subscribed to the Daily Email.")).toBeVisible()
  await expect(box).toBeChecked()
})
