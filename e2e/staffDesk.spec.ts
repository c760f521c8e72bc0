import { expect, type Page, test } from "@playwright/test"
import { seriousViolations } from "./axe.ts"
import { signInDialog, STAFF, staffHeaders } from "./marketplace.ts"
import { CONDITION, DETAILS, PASSWORD, settledCar, submittedCar } from "./submissions.ts"

test("staff find a submitted car in the desk's queue, open it and accept it with a message, and the decision shows", async ({
  page,
  request
}, testInfo) => {
  test.slow()
  const isPhone = testInfo.project.name === "phone"
  const unique = `${Date.now() % 1_000_000_000}${isPhone ? 1 : 2}`
  const { username: seller } = await submittedCar(request, await staffHeaders(request), unique)

  // Signed-in only: the desk sends a visitor to sign in, and comes back
  await page.goto("/staff/submissions/")
  const dialog = signInDialog(page)
  await dialog.getByLabel("Email", { exact: true }).fill(STAFF.email)
  await dialog.getByLabel("Password").fill(STAFF.password)
  await dialog.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Staff Desk" })).toBeVisible()

  // The account menu leads to it, for staff
  await page.goto("/")
  if (isPhone) {
    await page.getByRole("button", { name: "Menu" }).click()
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Staff Desk" }).click()
  } else {
    await page.getByRole("button", { name: /^Account menu, signed in as / }).click()
    await page.getByRole("link", { name: "Staff Desk" }).click()
  }
  await expect(page).toHaveURL(/\/staff\/submissions\/$/)
  await expect(page.getByText("ADMIN", { exact: true })).toBeVisible()

  // The queue opens on the submitted cars; the search finds the seller's
  const search = page.getByRole("search", { name: "Submissions" })
  await search.getByRole("searchbox", { name: "Search" }).fill(seller)
  await search.getByRole("button", { name: "Search" }).click()
  await expect(page).toHaveURL(new RegExp(`\\?q=${seller}$`))
  await expect(page.getByRole("heading", { level: 2, name: "Submitted: 1 submission matching “" + seller + "”" })).toBeVisible()
  const row = page.getByRole("article").filter({ hasText: `Seller: ${seller}` })
  await expect(row.getByText("Submitted", { exact: true })).toBeVisible()
  expect(await seriousViolations(page, "main")).toEqual([])

  // The submission in full: the seller's data, photos and the chat
  await row.getByRole("link", { name: "2003 Porsche 911" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "2003 Porsche 911" })).toBeVisible()
  await expect(page.getByRole("region", { name: "Seller" }).getByText("Ada Lovelace")).toBeVisible()
  await expect(page.getByRole("region", { name: "Details" }).getByText("Guards Red")).toBeVisible()
  await expect(page.getByRole("img", { name: /^Exterior photo \d/ })).toHaveCount(4)
  await expect(page.getByRole("region", { name: "Chat with the seller" }).getByText("No messages yet.")).toBeVisible()
  expect(await seriousViolations(page, "main")).toEqual([])

  // Accepted with a message: the decision is recorded, the message is in the chat, and no more decision is offered
  const decision = page.getByRole("region", { name: "Decision" })
  await decision.getByLabel("Message to the seller").fill("We'd love to sell your 911: next, the listing fee.")
  await decision.getByRole("button", { name: "Accept" }).click()
  await expect(decision.getByText(/^Accepted by \w+ on \d+\/\d+\/\d+$/)).toBeVisible()
  await expect(decision.getByRole("button", { name: "Accept" })).toBeHidden()
  await expect(page.locator(".staff-submission__status")).toHaveText("Accepted")
  await expect(
    page.getByRole("region", { name: "Chat with the seller" }).getByText("We'd love to sell your 911: next, the listing fee.")
  ).toBeVisible()
  expect(await seriousViolations(page, "main")).toEqual([])

  // The queue's Accepted list has it, with its last decision
  await page.getByRole("link", { name: "Staff Desk" }).first().click()
  await page.getByRole("combobox", { name: "Status" }).selectOption({ label: "Accepted" })
  await search.getByRole("searchbox", { name: "Search" }).fill(seller)
  await search.getByRole("button", { name: "Search" }).click()
  await expect(
    page
      .getByRole("article")
      .filter({ hasText: `Seller: ${seller}` })
      .getByText(/^Accepted by \w+ on /)
  ).toBeVisible()
})

test("staff invite a seller, then write a version of a settled car's listing with its photos reordered, and the seller's preview shows it", async ({
  page,
  browser,
  request,
  baseURL
}, testInfo) => {
  test.slow()
  const unique = `${Date.now() % 1_000_000_000}${testInfo.project.name === "phone" ? 3 : 4}`
  const staff = await staffHeaders(request)
  const car = await submittedCar(request, staff, unique)
  await settledCar(request, staff, car)

  // From the queue, an invitation: its link to pass on
  await page.goto("/staff/submissions/")
  const dialog = signInDialog(page)
  await dialog.getByLabel("Email", { exact: true }).fill(STAFF.email)
  await dialog.getByLabel("Password").fill(STAFF.password)
  await dialog.getByRole("button", { name: "Sign in" }).click()
  await page.getByRole("link", { name: "Invite a seller" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Invite a Seller" })).toBeVisible()
  expect(await seriousViolations(page, "main")).toEqual([])
  await page.getByLabel("First name").fill("Ada")
  await page.getByLabel("Year").fill("2003")
  await page.getByRole("button", { name: "Make the invitation" }).click()
  await expect(page.getByLabel("The invitation's link")).toHaveValue(/\/sell-car\/invitation\/[\w-]+$/)
  expect(await seriousViolations(page, "main")).toEqual([])

  // The settled car's listing: the first version starts from what the seller told
  await page.goto(`/staff/submissions/${car.id}`)
  await page.getByRole("region", { name: "Listing" }).getByRole("link", { name: "Write the listing" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Listing of the 2003 Porsche 911" })).toBeVisible()
  const form = page.getByRole("form", { name: "New version" })
  await expect(form.getByLabel("Title", { exact: true })).toHaveValue("2003 Porsche 911")
  await expect(form.getByLabel("Highlights")).toHaveValue(DETAILS.highlights)
  await expect(form.getByLabel("Known Flaws")).toHaveValue(CONDITION.known_flaws)
  await expect(page.getByText("No version written yet.")).toBeVisible()
  expect(await seriousViolations(page, "main")).toEqual([])

  await form.getByLabel("Sub-title (optional)").fill("One owner, 41k miles")
  await form.getByLabel("Redline's Take").fill("A **one-owner** 996 with its books.")
  await form.getByLabel("Section of photo 6").selectOption({ label: "Mechanical" })
  await form.getByRole("button", { name: "Move photo 6 up" }).click()
  await expect(form.getByLabel("Section of photo 5")).toHaveValue("mechanical")
  await form.getByRole("button", { name: "Write this version" }).click()

  // Written: awaiting the seller's review, with its preview
  await expect(page.getByText("Version 1 written: the seller is asked to review it.")).toBeVisible()
  const versions = page.getByRole("region", { name: "Versions" })
  await expect(versions.getByText("Awaiting the seller's review")).toBeVisible()
  await expect(page.locator(".staff-submission__status")).toHaveText("Listing draft")
  await expect(versions.getByRole("link", { name: "Preview version 1" })).toHaveAttribute("href", `/listings/${car.id}/v/1`)
  expect(await seriousViolations(page, "main")).toEqual([])

  // The seller's preview shows it
  const context = await browser.newContext({ baseURL })
  const sellerPage = await context.newPage()
  await sellerPage.goto(`/listings/${car.id}/v/1`)
  const sellerDialog = signInDialog(sellerPage)
  await sellerDialog.getByLabel("Email", { exact: true }).fill(`${car.username}@example.com`)
  await sellerDialog.getByLabel("Password").fill(PASSWORD)
  await sellerDialog.getByRole("button", { name: "Sign in" }).click()
  await expect(sellerPage.getByText(/^Listing draft, version 1: a preview of your auction page\./)).toBeVisible()
  await expect(sellerPage.getByText("One owner, 41k miles")).toBeVisible()
  await expect(sellerPage.getByRole("heading", { name: "Redline's Take" })).toBeVisible()
  await expect(sellerPage.getByText("one-owner", { exact: true })).toBeVisible()
  await context.close()
})

test("staff take a submitted car on as its representative, find it among theirs, and hear the seller in the chat live", async ({
  page,
  request
}, testInfo) => {
  test.slow()
  const unique = `${Date.now() % 1_000_000_000}${testInfo.project.name === "phone" ? 5 : 6}`
  const { username: seller, seller: sellerHeaders } = await submittedCar(request, await staffHeaders(request), unique)

  await page.goto(`/staff/submissions/?q=${seller}`)
  const dialog = signInDialog(page)
  await dialog.getByLabel("Email", { exact: true }).fill(STAFF.email)
  await dialog.getByLabel("Password").fill(STAFF.password)
  await dialog.getByRole("button", { name: "Sign in" }).click()
  await page
    .getByRole("article")
    .filter({ hasText: `Seller: ${seller}` })
    .getByRole("link", { name: "2003 Porsche 911" })
    .click()
  await expect(page.getByRole("heading", { level: 1, name: "2003 Porsche 911" })).toBeVisible()

  // The staff account is a business-development representative: staff assign it, and the assignment is recorded
  const panel = page.getByRole("region", { name: "Representative" })
  await expect(panel.getByText("No representative yet.")).toBeVisible()
  const picker = panel.getByRole("combobox", { name: "Business-development representative" })
  const me = (await picker.locator("option").allTextContents()).find((name) => name.startsWith("redline_staff"))
  expect(me).toBeDefined()
  await picker.selectOption({ label: me! })
  await panel.getByRole("button", { name: "Assign" }).click()
  await expect(panel.getByRole("link", { name: STAFF.email })).toBeVisible()
  await expect(page.getByRole("region", { name: "Decision" }).getByText(/^Representative assigned by \w+ on /)).toBeVisible()
  expect(await seriousViolations(page, "main")).toEqual([])

  // The seller writes: the desk hears it at once, without reading the page again
  const chat = page.getByRole("region", { name: "Chat with the seller" })
  await expect(chat.getByText("No messages yet.")).toBeVisible()
  const sent = await request.post(`/api/v1/submissions/${submissionIdOf(page)}/messages`, {
    headers: sellerHeaders,
    data: { message: "Both keys and the books come with it." }
  })
  expect(sent.status()).toBe(201)
  await expect(chat.getByText("Both keys and the books come with it.")).toBeVisible({ timeout: 5_000 })

  // 'Mine' in the queue lists it
  await page.goto(`/staff/submissions/?q=${seller}`)
  await page.getByRole("combobox", { name: "Representative" }).selectOption({ label: "Mine" })
  await expect(page).toHaveURL(/representative=mine/)
  await expect(
    page
      .getByRole("article")
      .filter({ hasText: `Seller: ${seller}` })
      .getByText(`Representative: ${me}`)
  ).toBeVisible()
})

/** The id of the submission the desk shows, from its address. */
function submissionIdOf(page: Page): number {
  return Number(new URL(page.url()).pathname.split("/").filter(Boolean).at(-1))
}
