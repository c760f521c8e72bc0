import { type APIRequestContext, expect, type Page, test, type TestInfo } from "@playwright/test"
import { seriousViolations } from "./axe.ts"
import { staffHeaders } from "./marketplace.ts"

const PASSWORD = "correct-horse-battery-7"

/** A running car of this test's own, standing at `location` with `zip_code`; answers its title. */
async function carAt(request: APIRequestContext, testInfo: TestInfo, place: string, location: string, zipCode: string) {
  const title = `1991 Mazda MX-5 Miata in ${place} (${testInfo.project.name})`
  const listed = await request.post("/api/v1/admin/auctions", {
    headers: await staffHeaders(request),
    data: {
      title,
      year: 1991,
      make: "Mazda",
      model: "MX-5 Miata",
      location,
      zip_code: zipCode,
      body_style: "Convertible",
      transmission: "Manual",
      seller_username: "demo_seller",
      reserve: null,
      no_reserve: true,
      auction_end: new Date(Date.now() + 3 * 86_400_000).toISOString()
    }
  })
  expect(listed.ok()).toBe(true)
  return title
}

const sortBar = (page: Page) => page.getByRole("navigation", { name: "Sort" })
const zipModal = (page: Page) => page.getByRole("dialog", { name: "Cars closest to me" })

test("a visitor picks Closest to me, gives a zip code in the modal and sees the cars nearest it", async ({ page, request }, testInfo) => {
  // Fairbanks, Alaska: no car of the demo marketplace stands within 100 miles
  const title = await carAt(request, testInfo, "Fairbanks", "Fairbanks, AK 99701", "99701")

  // Without a setting the modal asks; closing it goes back to home's default sort
  await page.goto("/")
  await sortBar(page).getByRole("link", { name: "Closest to me" }).click()
  await expect(zipModal(page)).toBeVisible()
  await expect(page.getByRole("region", { name: "Cars closest to me" })).toBeAttached()
  await zipModal(page).getByRole("button", { name: "Close" }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(sortBar(page).getByRole("link", { name: "Ending soon" })).toHaveAttribute("aria-current", "true")

  await sortBar(page).getByRole("link", { name: "Closest to me" }).click()
  const modal = zipModal(page)
  await expect(modal).toBeVisible()
  expect(await seriousViolations(page, ".zip-dialog")).toEqual([])

  await modal.getByRole("button", { name: "Show cars" }).click()
  await expect(modal.getByText("Please enter a zip code")).toBeVisible()
  await modal.getByLabel("Zip code").fill(" 999 99")
  await expect(modal.getByLabel("Zip code")).toHaveValue("99999")
  await modal.getByRole("button", { name: "Show cars" }).click()
  await expect(modal.getByText("Invalid zip code")).toBeVisible()

  await modal.getByLabel("Zip code").fill("99701")
  await modal.getByLabel("Max distance").selectOption("100")
  await modal.getByRole("button", { name: "Show cars" }).click()
  await expect(modal).toBeHidden()
  await expect(page).toHaveURL(/\/\?sort=5$/)
  await expect(page.getByText("Nearest to 99701 first, within 100 miles.")).toBeVisible()
  await expect(page.getByRole("link", { name: title })).toBeVisible()
  // within 100 miles of Fairbanks stand only the Fairbanks cars (each project lists one)
  const near = await page.getByRole("link", { name: /^1991 Mazda MX-5 Miata in Fairbanks/ }).count()
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(near)

  // The setting stays in the browser: a reload lists from it again
  await page.reload()
  await expect(page.getByRole("link", { name: title })).toBeVisible()
})

test("a signed-in buyer in Canada sees every Canadian car, kept on their account", async ({ page, request }, testInfo) => {
  const title = await carAt(request, testInfo, "Toronto", "Toronto, ON M5V 3L9", "M5V 3L9")
  const username = `north_${testInfo.project.name}_${Date.now().toString(36)}`
  const created = await request.post("/api/v1/admin/users", {
    headers: await staffHeaders(request),
    data: { email: `${username}@example.com`, username, password: PASSWORD }
  })
  expect(created.ok()).toBe(true)

  await page.goto("/signin/?redirect=%2F%3Fsort%3D5")
  const signIn = page.getByRole("dialog", { name: "Sign in" })
  await signIn.getByLabel("Email", { exact: true }).fill(`${username}@example.com`)
  await signIn.getByLabel("Password").fill(PASSWORD)
  await signIn.getByRole("button", { name: "Sign in" }).click()

  const modal = zipModal(page)
  await expect(modal).toBeVisible()
  // a long username gives way in the header: the page stays as wide as the window
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await modal.getByRole("button", { name: "Show cars" }).click()
  await expect(modal.getByText("Please enter a zip code")).toBeVisible()
  await modal.getByRole("button", { name: "In Canada?" }).click()
  await expect(modal.getByText("Please enter a zip code")).toBeHidden()
  await expect(modal.getByLabel("Zip code")).toBeHidden()
  expect(await seriousViolations(page, ".zip-dialog")).toEqual([])
  await modal.getByRole("button", { name: "Show cars" }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByText("Showing every car in Canada.")).toBeVisible()
  await expect(page.getByRole("link", { name: title })).toBeVisible()
  await expect(page.getByRole("link", { name: /Fairbanks|Portland|Austin/ })).toHaveCount(0)

  // Kept on the account, not in this browser
  expect(await page.evaluate(() => localStorage.getItem("redline.distance"))).toBeNull()
  await page.reload()
  await expect(page.getByRole("link", { name: title })).toBeVisible()
  await expect(modal).toBeHidden()
})
