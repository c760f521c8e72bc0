import { type APIRequestContext, expect, type Page, test } from "@playwright/test"
import sharp from "sharp"
import { seriousViolations } from "./axe.ts"
import { signInDialog, STAFF, staffHeaders } from "./marketplace.ts"

const PASSWORD = "quartz-Harbor-lantern-1987"

type Headers = { readonly authorization: string }

const DETAILS = {
  body_style: "coupe",
  drivetrain: "rear-wheel-drive",
  transmission: "manual",
  engine: "3.6L flat-six",
  exterior_color: "Guards Red",
  interior_color: "Black",
  title_status: "clean",
  title_state: "OR",
  title_in_seller_name: true,
  highlights: "One owner from new.\nBooks and both keys."
}
const CONDITION = { known_flaws: "Stone chips on the nose", has_accident_history: false, has_mechanical_issues: false }
const SCHEDULING = { timing: "asap", has_reserve: true, reserve_amount: 45000 }

/** A photo the seller uploaded, as the browser does (straight to the store): answers its key. */
async function upload(request: APIRequestContext, seller: Headers, shade: number): Promise<string> {
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: shade, g: 40, b: 60 } } })
    .jpeg()
    .toBuffer()
  const token = (await (await request.get(`/api/v1/auth/s3-token?size=${photo.byteLength}`, { headers: seller })).json()) as {
    upload_url: string
    key: string
  }
  expect((await request.put(token.upload_url, { data: photo })).ok()).toBe(true)
  return token.key
}

/** A new seller's 2003 Porsche 911, every section complete with its photos, sent to staff: answers the seller's username. */
async function submittedCar(request: APIRequestContext, staff: Headers, unique: string): Promise<string> {
  const username = `desk_seller_${unique}`
  const email = `${username}@example.com`
  expect((await request.post("/api/v1/admin/users", { headers: staff, data: { email, username, password: PASSWORD } })).ok()).toBe(true)
  const login = await request.post("/api/v1/auth/login", { data: { email, password: PASSWORD } })
  const seller = { authorization: `Bearer ${((await login.json()) as { access_key: string }).access_key}` }
  const applied = await request.post("/api/v1/applications", {
    headers: seller,
    data: {
      contact: { first_name: "Ada", last_name: "Lovelace", phone: "(503) 555-0142" },
      car: {
        vin: "WP0AA29903S620001",
        year: 2003,
        make_slug: "porsche",
        model_slug: "911",
        mileage: 41000,
        zip_code: "97201",
        seller_type: 1
      }
    }
  })
  expect(applied.status()).toBe(201)
  const { id } = (await applied.json()) as { id: number }
  const path = `/api/v1/submissions/${id}`
  for (const [section, data] of [
    ["details", DETAILS],
    ["condition", CONDITION],
    ["media", {}],
    ["scheduling", SCHEDULING]
  ] as const) {
    expect((await request.put(`${path}/${section}`, { headers: seller, data: { data, back: false } })).ok()).toBe(true)
  }
  for (const [index, section] of ["exterior", "exterior", "exterior", "exterior", "interior", "interior"].entries()) {
    const key = await upload(request, seller, 120 + index * 20)
    expect((await request.post(`${path}/photos`, { headers: seller, data: { key, section } })).status()).toBe(201)
  }
  expect((await request.post(`/api/v1/applications/${id}/submit`, { headers: seller })).ok()).toBe(true)
  return username
}

test("staff find a submitted car in the desk's queue, open it and accept it with a message, and the decision shows", async ({
  page,
  request
}, testInfo) => {
  test.slow()
  const isPhone = testInfo.project.name === "phone"
  const unique = `${Date.now() % 1_000_000_000}${isPhone ? 1 : 2}`
  const seller = await submittedCar(request, await staffHeaders(request), unique)

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

test("staff take a submitted car on as its representative, find it among theirs, and hear the seller in the chat live", async ({
  page,
  request
}, testInfo) => {
  test.slow()
  const unique = `${Date.now() % 1_000_000_000}${testInfo.project.name === "phone" ? 3 : 4}`
  const seller = await submittedCar(request, await staffHeaders(request), unique)
  const login = await request.post("/api/v1/auth/login", { data: { email: `${seller}@example.com`, password: PASSWORD } })
  const sellerHeaders = { authorization: `Bearer ${((await login.json()) as { access_key: string }).access_key}` }

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
