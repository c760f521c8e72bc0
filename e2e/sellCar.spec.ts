import { type Browser, expect, type Page, test } from "@playwright/test"
import sharp from "sharp"
import { seriousViolations } from "./axe.ts"
import { staffHeaders } from "./marketplace.ts"

const PASSWORD = "quartz-Harbor-lantern-1987"
/** A 2021 Acura (JH4…, model year M) whose check digit is right: the VIN lookup fills the year and the make. */
const VIN = "JH4NA1151MT000000"

/** A new account, signed up and confirmed through the dev mailbox, signed in on `page`. */
async function newAccount(page: Page, email: string, username: string): Promise<void> {
  await page.goto("/signup/")
  const signUp = page.getByRole("dialog", { name: "Sign up" })
  await signUp.getByLabel("Email", { exact: true }).fill(email)
  await signUp.getByRole("button", { name: "Next" }).click()
  const account = page.getByRole("dialog", { name: "Create your account" })
  await account.getByLabel("Password").fill(PASSWORD)
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
}

/** The same account signed in on a browser context of its own, as on another device. */
async function elsewhere(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto("/signin/")
  const dialog = page.getByRole("dialog", { name: /^Sign in/ })
  await dialog.getByLabel("Email", { exact: true }).fill(email)
  await dialog.getByLabel("Password").fill(PASSWORD)
  await dialog.getByRole("button", { name: "Sign in" }).click()
  await expect(dialog).toBeHidden()
  return page
}

const photo = (shade: number) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: shade, g: 40, b: 60 } } })
    .jpeg()
    .toBuffer()

/** An MP4's first box (`ftyp`, brand isom) and 1.5 MiB after it: two of the local video host's 1 MiB chunks. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypisom"),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from("isommp42"),
  Buffer.alloc(1_572_864)
])

/** The wizard, where its fields are (the header has a search field of its own). */
const wizard = (page: Page) => page.locator(".wizard")

/** The application's first step, filled right: the VIN fills the year and the make. */
async function fillApplication(page: Page): Promise<void> {
  await wizard(page).getByLabel("First name").fill("Dana")
  await wizard(page).getByLabel("Last name").fill("Reyes")
  await wizard(page).getByLabel("Phone").fill("503-555-0100")
  await wizard(page).getByLabel("VIN").fill(VIN)
  await wizard(page).getByLabel("VIN").blur()
  await expect(wizard(page).getByLabel("Year")).toHaveValue("2021")
  await expect(wizard(page).getByLabel("Make")).toHaveValue("Acura")
  await wizard(page).getByLabel("Model").selectOption({ label: "NSX" })
  await wizard(page).getByLabel("Mileage").fill("12,400")
  await wizard(page).getByLabel("Zip code where the car is").fill("97201")
  await page.getByRole("button", { name: "Continue" }).click()
}

const step = (page: Page, name: string) => page.getByRole("heading", { level: 2, name: new RegExp(`${name}$`) })

/** The header's call to action, shown on either screen size (the phone's is in its menu). */
async function expectCallToAction(page: Page, label: string, isPhone: boolean): Promise<void> {
  if (isPhone) {
    await page.getByRole("button", { name: "Menu" }).click()
    await expect(page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: label })).toBeVisible()
    await page.getByRole("button", { name: "Menu" }).click()
  } else {
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label })).toBeVisible()
  }
}

test("a new seller submits a car from the landing page through every section, resuming on another device, chats with staff and pays the listing fee once accepted", async ({
  page,
  browser,
  baseURL,
  request
}, testInfo) => {
  test.slow()
  const isPhone = testInfo.project.name === "phone"
  const unique = `${Date.now()}${isPhone ? 1 : 2}`
  const email = `seller-${unique}@example.com`
  await newAccount(page, email, `seller_${unique}`)

  // The landing page: real results, and the call that carries its campaign
  await page.goto("/sell-car/")
  await expect(
    page
      .getByRole("region", { name: "Recent sales" })
      .getByText(/^Sold /)
      .first()
  ).toBeVisible()
  await expectCallToAction(page, "Sell a Car", isPhone)
  await page.getByRole("link", { name: "Submit Your Car" }).first().click()
  await expect(page).toHaveURL(/\/sell-car\/submit\/\?utm_source=sell-car&utm_medium=site&utm_campaign=sell&utm_content=landing$/)

  // The application: wrong first, then right; the VIN fills the year and the make
  await expect(step(page, "Your car")).toBeVisible()
  expect(await seriousViolations(page, ".wizard")).toEqual([])
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(page.getByText("Please enter your last name.")).toBeVisible()
  await fillApplication(page)

  // Details: the draft is saved, and the header's call to action now resumes it
  await expect(step(page, "Details")).toBeVisible()
  await expect(page).toHaveURL(/[?&]submission=\d+/)
  const submissionId = Number(new URL(page.url()).searchParams.get("submission"))
  await expectCallToAction(page, "Continue Submission", isPhone)
  expect(await seriousViolations(page, ".wizard")).toEqual([])
  await wizard(page).getByLabel("Body style").selectOption({ label: "Coupe" })
  await wizard(page).getByLabel("Drivetrain", { exact: true }).selectOption({ label: "4WD/AWD" })
  await wizard(page).getByLabel("Transmission", { exact: true }).selectOption({ label: "Automatic" })
  await wizard(page).getByLabel("Engine").fill("3.5L twin-turbo V6 hybrid")
  await wizard(page).getByLabel("Exterior color").fill("Curva Red")
  await wizard(page).getByLabel("Interior color").fill("Black")
  await wizard(page).getByLabel("Title status").selectOption({ label: "Clean" })
  await wizard(page).getByLabel("Title state").selectOption({ label: "Oregon" })
  await wizard(page).getByRole("group", { name: "Title in your name" }).getByLabel("Yes").check()
  await page.getByRole("button", { name: "Continue" }).click()

  // Condition
  await expect(step(page, "Condition")).toBeVisible()
  expect(await seriousViolations(page, ".wizard")).toEqual([])
  await wizard(page).getByLabel("Known flaws").fill("A stone chip on the hood.")
  await wizard(page).getByRole("group", { name: "Accident history" }).getByLabel("No").check()
  await wizard(page).getByRole("group", { name: "Mechanical issues" }).getByLabel("No").check()
  await page.getByRole("button", { name: "Continue" }).click()

  // Photos: the section says what it needs, each photo goes up, one becomes the main photo
  await expect(step(page, "Photos")).toBeVisible()
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(page.getByText("Please add at least 4 exterior photos.")).toBeVisible()
  const exterior = await Promise.all([10, 60, 110, 160].map(photo))
  await page
    .getByLabel("Add exterior photos")
    .setInputFiles(exterior.map((buffer, index) => ({ name: `exterior-${index + 1}.jpg`, mimeType: "image/jpeg", buffer })))
  await expect(page.getByRole("img", { name: /^Exterior photo \d$/ })).toHaveCount(4, { timeout: 30_000 })
  await page.getByRole("button", { name: /^Make main\s*: Exterior photo 2$/ }).click()
  await expect(page.getByText("Main photo")).toHaveCount(1)
  expect(await seriousViolations(page, ".wizard")).toEqual([])

  // Another device: the submission is in progress, and resumes at the photos
  const other = await elsewhere(browser, baseURL!, email)
  await other.goto("/account/listings/")
  await expect(other.getByRole("link", { name: /In progress\s*1/ })).toBeVisible()
  await other.getByRole("link", { name: /^Continue Submission\s*: 2021 Acura NSX$/ }).click()
  await expect(step(other, "Photos")).toBeVisible()
  await expect(other.getByRole("img", { name: /^Exterior photo \d$/ })).toHaveCount(4)
  const interior = await Promise.all([200, 230].map(photo))
  await other
    .getByLabel("Add interior photos")
    .setInputFiles(interior.map((buffer, index) => ({ name: `interior-${index + 1}.jpg`, mimeType: "image/jpeg", buffer })))
  await expect(other.getByRole("img", { name: /^Interior photo \d$/ })).toHaveCount(2, { timeout: 30_000 })
  // A walk-around video goes to the video host in chunks, and is ready once the host has processed it
  await other.getByLabel("Add videos").setInputFiles({ name: "walk-around.mp4", mimeType: "video/mp4", buffer: MP4 })
  await expect(other.locator(".media-step__video", { hasText: "walk-around.mp4" }).getByRole("status")).toHaveText("Ready", {
    timeout: 30_000
  })
  await other.getByRole("button", { name: "Continue" }).click()

  // Scheduling, then the review sends it to staff
  await expect(step(other, "Scheduling")).toBeVisible()
  expect(await seriousViolations(other, ".wizard")).toEqual([])
  await wizard(other).getByLabel("Timing").selectOption({ label: "As soon as possible" })
  await wizard(other).getByRole("group", { name: "Reserve" }).getByLabel("No").check()
  await other.getByRole("button", { name: "Continue" }).click()
  await expect(step(other, "Review")).toBeVisible()
  expect(await seriousViolations(other, ".wizard")).toEqual([])
  await other.getByRole("button", { name: "Submit" }).click()
  await expect(other.getByRole("heading", { name: "Your car is with our team" })).toBeVisible()
  await other.context().close()

  // Staff see where the seller came from
  const staff = await staffHeaders(request)
  const submitted = await (await request.get(`/api/v1/submissions/${submissionId}`, { headers: staff })).json()
  expect(submitted).toMatchObject({ status: 2, campaign: { source: "sell-car", medium: "site", campaign: "sell", content: "landing" } })
  expect(submitted.sections.media.data.video_ids).toHaveLength(1)

  // Back on the first device: the header's call to action is the chat with staff, who write live
  await page.goto("/")
  await expectCallToAction(page, "Chat with us", isPhone)
  await page.goto(`/submissions/${submissionId}?m=true`)
  const chat = page.getByRole("region", { name: "Chat with us" })
  await expect(chat.getByText("Questions about your submission? Our team answers here.")).toBeVisible()
  const asked = await request.post(`/api/v1/submissions/${submissionId}/messages`, {
    headers: staff,
    data: { message: "Thanks, Dana. Does it come with the original books?" }
  })
  expect(asked.status()).toBe(201)
  await expect(chat.getByText("Thanks, Dana. Does it come with the original books?")).toBeVisible()
  await chat.getByLabel("Your message").fill("Yes, both books and the window sticker.")
  await chat.getByRole("button", { name: "Send" }).click()
  // the message may arrive live before the answer to the send empties the box
  await expect(chat.getByLabel("Your message")).toHaveValue("")
  await expect(chat.getByRole("listitem").getByText("Yes, both books and the window sticker.")).toBeVisible()
  const conversation = await (await request.get(`/api/v1/submissions/${submissionId}/messages`, { headers: staff })).json()
  expect(conversation.messages.map((message: { from: string; text: string }) => [message.from, message.text])).toEqual([
    ["staff", "Thanks, Dana. Does it come with the original books?"],
    ["seller", "Yes, both books and the window sticker."]
  ])

  // Staff accept the car, saying so in the chat; the seller pays the listing fee with a new card
  const decided = await request.post(`/api/v1/staff/submissions/${submissionId}/decision`, {
    headers: staff,
    data: { decision: "accept", message: "We'd love to sell your NSX." }
  })
  expect(decided.status()).toBe(200)
  await expect(chat.getByText("We'd love to sell your NSX.")).toBeVisible()
  await page.goto("/")
  await expectCallToAction(page, "Continue Submission", isPhone)
  await page.goto(`/submissions/${submissionId}`)
  const fee = page.getByRole("region", { name: "Pay listing fee" })
  await fee.getByLabel("Promo code").fill("DEMO-50")
  await fee.getByRole("button", { name: "Apply" }).click()
  await expect(fee.getByText("with DEMO-50")).toBeVisible()
  await fee.getByLabel("Card number").fill("4242 4242 4242 4242")
  await fee.getByLabel("Expiry (MM/YY)").fill("12/34")
  await fee.getByLabel("Security code").fill("123")
  await fee.getByRole("button", { name: "Save card" }).click()
  await expect(fee.getByText(/ending in 4242/)).toBeVisible()
  expect(await seriousViolations(page, ".listing-fee")).toEqual([])
  await fee.getByRole("button", { name: "Pay $49.50" }).click()
  await expect(page.getByText("Next come the inspection and your listing, which our team writes.")).toBeVisible()
  await expect(fee).toBeHidden()
  await page.goto("/")
  await expectCallToAction(page, "Chat with us", isPhone)

  // A second car: with two submissions the call to action is the seller's listings
  await page.goto("/sell-car/submit/")
  await fillApplication(page)
  await expect(step(page, "Details")).toBeVisible()
  await expectCallToAction(page, "Manage Listings", isPhone)
})
