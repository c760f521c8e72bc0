import { type Browser, expect, type Page, test } from "@playwright/test"
import { seriousViolations } from "./axe.ts"
import { DEMO_BIDDER, signInDialog, signInWith, STAFF, staffHeaders } from "./marketplace.ts"
import { cardOnFile, PASSWORD, submittedCar } from "./submissions.ts"

/** A date-time input's value, in the browser's time, a number of minutes from now (to the minute, rounded up). */
function minutesAhead(minutes: number): string {
  const at = new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000)
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
}

/** A browser of its own, signed in by the dialog a page opens when it needs someone. */
async function signedInPage(browser: Browser, baseURL: string | undefined, path: string, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage()
  await page.goto(path)
  const dialog = signInDialog(page)
  await dialog.getByLabel("Email", { exact: true }).fill(email)
  await dialog.getByLabel("Password").fill(password)
  await dialog.getByRole("button", { name: "Sign in" }).click()
  return page
}

test("a submitted car is accepted, inspected, offered a reserve, written, changed on request, approved and scheduled; it goes live on the home page, takes a bid, and the seller lowers the reserve as a watcher sees it met", async ({
  page,
  browser,
  request,
  baseURL
}, testInfo) => {
  test.setTimeout(360_000)
  const unique = `${Date.now() % 1_000_000_000}${testInfo.project.name === "phone" ? 7 : 8}`
  const staff = await staffHeaders(request)
  const car = await submittedCar(request, staff, unique)
  const desk = `/staff/submissions/${car.id}`

  // Staff accept the car at the desk
  await page.goto(desk)
  const staffDialog = signInDialog(page)
  await staffDialog.getByLabel("Email", { exact: true }).fill(STAFF.email)
  await staffDialog.getByLabel("Password").fill(STAFF.password)
  await staffDialog.getByRole("button", { name: "Sign in" }).click()
  const decision = page.getByRole("region", { name: "Decision" })
  await decision.getByLabel("Message to the seller").fill("We'd love to sell your 911.")
  await decision.getByRole("button", { name: "Accept" }).click()
  await expect(page.locator(".staff-submission__status")).toHaveText("Accepted")

  // The seller pays the listing fee with the card on file (the fee's own flow is the selling test's)
  await cardOnFile(request, car.seller)
  expect(
    (await request.post(`/api/v1/submissions/${car.id}/pay`, { headers: car.seller, data: { idempotency_key: `fee-${car.id}` } })).ok()
  ).toBe(true)

  // The seller books the inspection
  const seller = await signedInPage(browser, baseURL, `/submissions/${car.id}/inspection`, `${car.username}@example.com`, PASSWORD)
  const booking = seller.getByRole("form", { name: "Where the car is" })
  await booking.getByLabel("Address").fill("1 Main St")
  await booking.getByLabel("City").fill("Portland")
  await booking.getByLabel("State").selectOption({ label: "Oregon" })
  await booking.getByLabel("Zip code").fill("97201")
  await booking.getByLabel("Register me to bid: I accept the bidding agreement").check()
  await booking.getByLabel(/^I agree to the inspection terms/).check()
  await booking.getByRole("button", { name: "Book inspection" }).click()
  await expect(seller.getByRole("heading", { name: "Your inspection is booked" })).toBeVisible()

  // Staff record the report as a link; the seller approves the inspection
  await page.reload()
  const inspection = page.getByRole("region", { name: "Inspection" })
  await inspection.getByLabel("A link").check()
  await inspection.getByLabel("Report link").fill("https://reports.example.com/911.pdf")
  await inspection.getByRole("button", { name: "Record the report" }).click()
  await expect(inspection.getByRole("link", { name: "View the inspection report" })).toBeVisible()
  await seller.reload()
  await seller.getByRole("button", { name: "Approve inspection" }).click()
  await expect(seller.getByText("You approved the inspection.")).toBeVisible()

  // Staff offer a reserve of $45,000 with a past 911 to compare; the seller accepts it
  await page.reload()
  const offer = page.getByRole("region", { name: "Reserve offer" })
  await offer.getByLabel("Reserve").fill("45000")
  await offer.getByRole("group", { name: "Comparable auctions" }).getByRole("checkbox").first().check()
  await offer.getByLabel("Message to the seller").fill("Comparable 911s sold for about this.")
  await offer.getByRole("button", { name: "Offer the reserve" }).click()
  await expect(offer.getByText(/^\$45,000 offered on .*, waiting for the seller's answer\.$/)).toBeVisible()
  await seller.goto(`/submissions/${car.id}`)
  await seller.getByRole("button", { name: "Accept $45,000 reserve" }).click()
  await expect(seller.getByRole("region", { name: "Reserve offer" }).getByRole("status")).toBeVisible()

  // Staff write the listing; the seller asks for a change, staff write it again, and the seller approves
  await page.reload()
  await page.getByRole("region", { name: "Listing" }).getByRole("link", { name: "Write the listing" }).click()
  const version = page.getByRole("form", { name: "New version" })
  await version.getByLabel("Sub-title (optional)").fill("One owner, 41k miles")
  await version.getByLabel("Redline's Take").fill("A **one-owner** 996 with its books.")
  await version.getByRole("button", { name: "Write this version" }).click()
  await expect(page.getByText("Version 1 written: the seller is asked to review it.")).toBeVisible()

  await seller.goto(`/listings/${car.id}/v/1`)
  await expect(seller.getByText("One owner, 41k miles")).toBeVisible()
  await seller.getByLabel("What should we change?").fill("Please say it has both keys.")
  await seller.getByRole("button", { name: "Request Changes" }).click()
  await expect(seller.getByText("You asked for changes. We'll send you a new version to review.")).toBeVisible()

  await page.reload()
  await expect(page.getByRole("region", { name: "Versions" }).getByText("Please say it has both keys.")).toBeVisible()
  await page.getByRole("form", { name: "New version" }).getByLabel("Sub-title (optional)").fill("One owner, 41k miles, both keys")
  await page.getByRole("form", { name: "New version" }).getByRole("button", { name: "Write this version" }).click()
  await expect(page.getByText("Version 2 written: the seller is asked to review it.")).toBeVisible()

  await seller.goto(`/listings/${car.id}/v/2`)
  await expect(seller.getByText("One owner, 41k miles, both keys")).toBeVisible()
  await seller.getByRole("button", { name: "Approve" }).click()
  await expect(seller.getByText("You approved this listing. We'll schedule your auction next.")).toBeVisible()

  // Staff schedule the auction to start within two minutes, for a day
  await page.goto(desk)
  const schedule = page.getByRole("region", { name: "Auction" })
  await schedule.getByLabel("Starts").fill(minutesAhead(1))
  await schedule.getByLabel("Ends").fill(minutesAhead(24 * 60))
  await schedule.getByRole("button", { name: "Schedule the auction" }).click()
  const auctionLink = schedule.getByRole("link", { name: /^Auction #\d+$/ })
  await expect(auctionLink).toBeVisible()
  const auctionUrl = (await auctionLink.getAttribute("href"))!
  expect(await seriousViolations(page, "main")).toEqual([])

  // At its start it is live on the home page, where a bidder opens it and bids
  const bidder = await (await browser.newContext({ baseURL })).newPage()
  await bidder.goto("/")
  const card = bidder.getByRole("article").filter({ has: bidder.locator(`a[href="${auctionUrl}"]`) })
  await expect(async () => {
    await bidder.reload()
    await expect(card).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 150_000, intervals: [3_000] })
  await card.locator(`a[href="${auctionUrl}"]`).first().click()
  await expect(bidder).toHaveURL(auctionUrl)
  await expect(bidder.getByText("One owner, 41k miles, both keys")).toBeVisible()
  await bidder.getByRole("button", { name: "Place bid" }).click()
  await signInWith(bidder, DEMO_BIDDER)
  const amountStep = bidder.getByRole("dialog", { name: "Place a bid" })
  const minimum = await amountStep.getByLabel("Your bid").inputValue()
  await amountStep.getByRole("button", { name: "Continue" }).click()
  await bidder
    .getByRole("dialog", { name: `Confirm your bid of $${minimum}` })
    .getByRole("button", { name: "Confirm bid" })
    .click()
  await expect(bidder.getByRole("region", { name: "Bidding" })).toContainText(`Bid to $${minimum}`)
  await expect(bidder.getByText("Reserve not met", { exact: true })).toBeVisible()

  // The seller lowers the reserve to the bid on the auction page; the bidder's page shows it met at once
  await seller.goto(auctionUrl)
  const reserve = seller.getByRole("region", { name: "Your reserve: $45,000" })
  await reserve.getByLabel("Lower the reserve to").selectOption({ label: `$${minimum} (the current bid)` })
  await reserve.getByRole("button", { name: "Lower reserve" }).click()
  await expect(
    seller.getByRole("region", { name: `Your reserve: $${minimum}` }).getByRole("button", { name: "Reserve Met" })
  ).toBeDisabled()
  await expect(bidder.getByText("Reserve met", { exact: true })).toBeVisible({ timeout: 2_000 })

  await seller.context().close()
  await bidder.context().close()
})
