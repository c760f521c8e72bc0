import { type APIRequestContext, expect, type Page, test, type TestInfo } from "@playwright/test"
import { seriousViolations } from "./axe.ts"
import { DEMO_BIDDER, demoAccessKey, staffHeaders } from "./marketplace.ts"

const PASSWORD = "redline-Watch-list-2024"

type Headers = { readonly authorization: string }

interface Member {
  readonly id: number
  readonly email: string
  readonly key: string
}

interface Listed {
  readonly id: number
  readonly title: string
  readonly auction_url: string
}

/** A member of this test's own, so neither project's run sees the other's watches or searches. */
async function newMember(request: APIRequestContext, staff: Headers, testInfo: TestInfo, name: string): Promise<Member> {
  const username = `${name}_${testInfo.project.name}_${Date.now() % 1_000_000}`
  const email = `${username}@example.com`
  const created = await request.post("/api/v1/admin/users", { headers: staff, data: { email, username, password: PASSWORD } })
  expect(created.ok()).toBe(true)
  const login = await request.post("/api/v1/auth/login", { data: { email, password: PASSWORD } })
  const { access_key } = (await login.json()) as { access_key: string }
  return { id: ((await created.json()) as { user_id: number }).user_id, email, key: access_key }
}

/** A car of the demo seller's that only this test bids on, ending in three days. */
async function newAuction(request: APIRequestContext, staff: Headers, title: string): Promise<Listed> {
  const listed = await request.post("/api/v1/admin/auctions", {
    headers: staff,
    data: {
      title,
      year: 1991,
      make: "Acura",
      model: "NSX",
      location: "Austin, TX 78701",
      body_style: "Coupe",
      transmission: "Manual",
      seller_username: "demo_seller",
      reserve: null,
      no_reserve: true,
      auction_end: new Date(Date.now() + 3 * 86_400_000).toISOString()
    }
  })
  expect(listed.ok()).toBe(true)
  return { ...((await listed.json()) as Listed), title }
}

const watch = async (request: APIRequestContext, member: Member, auctionId: number) => {
  const answer = await request.post(`/api/v1/auctions/${auctionId}/watch`, {
    headers: { authorization: `Bearer ${member.key}` },
    data: { watch: true }
  })
  expect(answer.ok()).toBe(true)
}

/** Signs in on the sign-in page a visitor was sent to, as the member. */
async function signInAs(page: Page, member: Member) {
  await expect(page).toHaveURL(/\/signin\/\?redirect=/)
  const dialog = page.getByRole("dialog", { name: /^Sign in/ })
  await dialog.getByLabel("Email", { exact: true }).fill(member.email)
  await dialog.getByLabel("Password").fill(PASSWORD)
  await dialog.getByRole("button", { name: "Sign in" }).click()
}

const cardOf = (page: Page, title: string) => page.locator("article.auction-card").filter({ has: page.getByRole("link", { name: title }) })

test("a visitor signs in to their watch list: live and ended cars, a bid arriving live, a car unwatched in place", async ({
  page,
  request
}, testInfo) => {
  const staff = await staffHeaders(request)
  const member = await newMember(request, staff, testInfo, "watcher")
  const live = await newAuction(request, staff, `1991 Acura NSX Watched ${testInfo.project.name}`)
  await watch(request, member, live.id)
  const ended = ((await (await request.get("/api/v1/auctions/closed?limit=1")).json()) as { auctions: Listed[] }).auctions[0]!
  await watch(request, member, ended.id)

  await page.goto("/watch-list/?lsort=2")
  await signInAs(page, member)
  await expect(page).toHaveURL("/watch-list/?lsort=2")
  await expect(page).toHaveTitle("Watch List — Redline")

  const liveSection = page.getByRole("region", { name: "Live" })
  const endedSection = page.getByRole("region", { name: "Ended" })
  await expect(
    liveSection.getByRole("navigation", { name: "Sort live auctions" }).getByRole("link", { name: "Newest cars" })
  ).toHaveAttribute("aria-current", "true")
  const card = cardOf(page, live.title)
  await expect(liveSection.locator("article.auction-card")).toHaveCount(1)
  await expect(card.locator(".auction-card__bid")).toHaveText("No bids")
  await expect(endedSection.locator("article.auction-card")).toHaveCount(1)
  await expect(cardOf(page, ended.title)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // the ended section's own sort goes in the URL beside the live one's; the default leaves it
  await endedSection.getByRole("link", { name: "Highest price" }).click()
  await expect(page).toHaveURL("/watch-list/?lsort=2&csort=10")
  await liveSection.getByRole("link", { name: "Ending soon" }).click()
  await expect(page).toHaveURL("/watch-list/?csort=10")

  // someone else bids: the card moves without a reload
  const placed = await request.post(`/api/v1/auctions/${live.id}/bids`, {
    headers: { authorization: `Bearer ${await demoAccessKey(request, DEMO_BIDDER)}` },
    data: { amount: 25_000 }
  })
  expect(placed.ok()).toBe(true)
  await expect(card.locator(".auction-card__bid")).toHaveText("Bid to $25,000")

  // unwatched, the card stays where it is, greyed, and can be watched again; gone once read again
  await card.getByRole("button", { name: "Watching" }).click()
  await expect(card.getByRole("button", { name: "Watch", exact: true })).toHaveAttribute("aria-pressed", "false")
  await expect(liveSection.getByText("Removed from your watch list")).toBeVisible()
  await page.reload()
  await expect(liveSection.getByText("You aren't watching any live auctions.")).toBeVisible()
  await expect(liveSection.getByRole("link", { name: "Browse live auctions" })).toHaveAttribute("href", "/")
  await expect(cardOf(page, ended.title)).toBeVisible()
})

test("the saved searches on the watch list: jumped to, edited and deleted in place", async ({ page, request }, testInfo) => {
  const staff = await staffHeaders(request)
  const member = await newMember(request, staff, testInfo, "saver")
  const save = async (body: object) => {
    const saved = await request.post("/api/v1/saved_searches", { headers: { authorization: `Bearer ${member.key}` }, data: body })
    expect(saved.ok()).toBe(true)
  }
  await newAuction(request, staff, `1991 Acura NSX Searched ${testInfo.project.name}`)
  await save({ make_slug: "acura", model_slug: "nsx", start_year: 1990, transmission: "manual" })
  await save({ search: "targa top" })

  await page.goto("/watch-list/?jump=saved_searches")
  await signInAs(page, member)
  await expect(page).toHaveURL("/watch-list/?jump=saved_searches")
  const panel = page.getByRole("region", { name: "Saved searches" })
  await expect(panel.getByRole("heading", { name: "Saved searches" })).toBeInViewport()

  const nsx = panel.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Acura NSX" }) })
  await expect(nsx).toContainText("From 1990 · Manual · Email alerts on")
  await expect(nsx.getByRole("link", { name: "Acura NSX" })).toHaveAttribute(
    "href",
    "/search/acura/nsx/?start_year=1990&transmission=manual"
  )
  await expect(panel.getByRole("link", { name: "targa top" })).toHaveAttribute("href", "/search/?q=targa+top")

  await nsx.getByRole("button", { name: "Edit Acura NSX" }).click()
  const dialog = page.getByRole("dialog", { name: "Get notified about new Acura NSX listings" })
  await expect(dialog.getByText("Search saved.")).toHaveCount(0)
  const email = dialog.getByRole("checkbox", { name: "Email alerts" })
  await expect(email).toBeChecked()
  await email.uncheck()
  await expect(email).not.toBeChecked()
  await dialog.getByRole("button", { name: "Done" }).click()
  await expect(dialog).toBeHidden()
  await expect(nsx).toContainText("Email alerts off")
  expect(await seriousViolations(page)).toEqual([])

  await panel.getByRole("button", { name: "Delete targa top" }).click()
  await expect(panel.getByRole("link", { name: "targa top" })).toHaveCount(0)
  await nsx.getByRole("button", { name: "Delete Acura NSX" }).click()
  await expect(panel.getByText("You have no saved searches.")).toBeVisible()
  await page.reload()
  await expect(panel.getByText("You have no saved searches.")).toBeVisible()
})

test("an auto-save link saves the search for the user it names and opens its alerts on the search page", async ({
  page,
  request
}, testInfo) => {
  const staff = await staffHeaders(request)
  const member = await newMember(request, staff, testInfo, "linked")
  await newAuction(request, staff, `1991 Acura NSX Linked ${testInfo.project.name}`)
  const link = `/save-search/acura/nsx/${member.id}?q=red&transmission=manual`

  await page.goto(link)
  await signInAs(page, member)
  await expect(page).toHaveURL("/search/acura/nsx/?transmission=manual&q=red")
  const dialog = page.getByRole("dialog", { name: "Get notified about new Acura NSX red listings" })
  await expect(dialog.getByText("Search saved.")).toBeVisible()
  await expect(dialog.getByRole("checkbox", { name: "Email alerts" })).toBeChecked()
  await dialog.getByRole("button", { name: "Done" }).click()
  await expect(dialog).toBeHidden()

  // followed again: saved before, so the alerts open without 'Search saved.'
  await page.goto(link)
  await expect(page).toHaveURL("/search/acura/nsx/?transmission=manual&q=red")
  await expect(dialog.getByRole("checkbox", { name: "Email alerts" })).toBeChecked()
  await expect(dialog.getByText("Search saved.")).toHaveCount(0)
  await dialog.getByRole("button", { name: "Done" }).click()
  // closing goes Back over the dialog's history entry: done before the next page is opened, or it would leave that page
  await expect(dialog).toBeHidden()

  // someone else's link saves nothing
  await page.goto(`/save-search/acura/nsx/${member.id + 100_000}`)
  await expect(page.getByText("This link saves a search for another account, so nothing was saved.")).toBeVisible()
  await page.goto("/watch-list/?jump=saved_searches")
  await expect(page.getByRole("region", { name: "Saved searches" }).getByRole("listitem")).toHaveCount(1)
})
