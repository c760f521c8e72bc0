import { type APIRequestContext, type Browser, expect, type Page, test, type TestInfo } from "@playwright/test"
import sharp from "sharp"
import { seriousViolations } from "./axe.ts"
import {
  auctionFor,
  DEMO_BIDDER,
  DEMO_SELLER,
  demoAccessKey,
  expectSignInOver,
  type LiveAuction,
  signInWith,
  STAFF
} from "./marketplace.ts"

const MEMBER_PASSWORD = "correct-horse-battery-7"

// Slots of `auctionFor` no other spec takes, one per test that comments on another seller's car.
const SLOTS = { draft: 11, refusals: 12, upload: 13, xss: 14, axe: 15 } as const

/** One of demo_seller's live auctions a project has to itself; the seller comments there without a cooldown. */
async function sellersAuction(request: APIRequestContext, testInfo: TestInfo): Promise<LiveAuction> {
  const response = await request.get("/api/v1/auctions?sort=1")
  const { auctions } = (await response.json()) as { auctions: LiveAuction[] }
  // the seeded ones (the lowest ids): other specs list auctions of demo_seller of their own, and bid on them
  const sellers = auctions.filter((auction) => auction.seller === "demo_seller").sort((a, b) => a.id - b.id)
  const projects = testInfo.config.projects.map((project) => project.name)
  const auction = sellers[projects.indexOf(testInfo.project.name)]
  if (auction === undefined) throw new Error("The seeded marketplace has too few auctions of demo_seller")
  return auction
}

const threadOf = (page: Page) => page.getByRole("region", { name: /^Comments & Bids/ })
const composer = (page: Page) => threadOf(page).getByLabel("Add a comment")
const entry = (page: Page, text: string) => threadOf(page).getByRole("listitem").filter({ hasText: text })

/** Comments as the holder of `key` (a demo account's, signed in once: sign-ins are limited per minute). */
async function postAs(request: APIRequestContext, key: string, auctionId: number, text: string): Promise<{ id: number }> {
  const response = await request.post(`/api/v1/auctions/${auctionId}/comments`, {
    headers: { authorization: `Bearer ${key}` },
    data: { text }
  })
  expect(response.status(), `${text}: ${await response.text()}`).toBe(201)
  return (await response.json()) as { id: number }
}

async function signedInPage(browser: Browser, email: string, url: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`/signin/?redirect=${encodeURIComponent(url)}`)
  await signInWith(page, email)
  await expect(page).toHaveURL(url)
  return page
}

const tag = (testInfo: TestInfo) => `${testInfo.project.name} ${Date.now()}`

test("a visitor writes a comment, signs in from the composer, and it posts with the draft kept", async ({ page, request }, testInfo) => {
  const auction = await auctionFor(request, testInfo, SLOTS.draft)
  const text = `Lovely spec, is the sunroof delete original? (${tag(testInfo)})`

  await page.goto(auction.auction_url)
  await composer(page).fill(text)
  await threadOf(page).getByRole("button", { name: "Comment", exact: true }).click()
  await expectSignInOver(page, auction.auction_url)
  await signInWith(page, DEMO_BIDDER)

  const posted = entry(page, text)
  await expect(posted).toBeVisible()
  await expect(posted).toContainText("demo_bidder")
  await expect(posted).not.toContainText("Sending…")
  await expect(composer(page)).toHaveValue("")
  // it is the server's: a reload shows it
  await page.reload()
  await expect(entry(page, text)).toBeVisible()
  await expect(composer(page)).toHaveValue("")
})

test("two people see each other's comments and a bid arrive live, newest first", async ({ page, browser, request }, testInfo) => {
  const auction = await sellersAuction(request, testInfo)
  const bidder = await signedInPage(browser, DEMO_BIDDER, auction.auction_url)
  const seller = page
  await seller.goto(`/signin/?redirect=${encodeURIComponent(auction.auction_url)}`)
  await signInWith(seller, DEMO_SELLER)
  await expect(seller).toHaveURL(auction.auction_url)
  // the thread has been read: its entries, or none yet
  for (const each of [bidder, seller])
    await expect(threadOf(each).getByRole("list").or(threadOf(each).getByText("No comments yet."))).toBeVisible()

  const question = `Any paint work? (${tag(testInfo)})`
  await composer(bidder).fill(question)
  await bidder.getByRole("button", { name: "Comment", exact: true }).click()
  await expect(entry(seller, question)).toBeVisible()

  const answer = `Original paint throughout. (${tag(testInfo)})`
  await composer(seller).fill(answer)
  await seller.getByRole("button", { name: "Comment", exact: true }).click()
  await expect(entry(bidder, answer)).toBeVisible()
  await expect(entry(bidder, answer).getByText("Seller", { exact: true })).toBeVisible()

  const current = (await (await request.get(`/api/v2/auctions/${auction.id}`)).json()) as { current_bid: number; bids: number }
  const amount = current.bids === 0 ? Math.max(current.current_bid, 100) : current.current_bid + 2_000
  const bid = await request.post(`/api/v1/auctions/${auction.id}/bids`, {
    headers: { authorization: `Bearer ${await demoAccessKey(request, DEMO_BIDDER)}` },
    data: { amount }
  })
  expect(bid.ok(), await bid.text()).toBe(true)
  const shown = `Bid $${amount.toLocaleString("en-US")}`
  for (const each of [seller, bidder]) {
    const entries = threadOf(each).getByRole("listitem")
    await expect(entries.nth(0)).toContainText(shown)
    await expect(entries.nth(1)).toContainText(answer)
    await expect(entries.nth(2)).toContainText(question)
  }
  await bidder.context().close()
})

test("an upvote and a flag the server refuses go back", async ({ page, request }, testInfo) => {
  const auction = await auctionFor(request, testInfo, SLOTS.refusals)
  const text = `The car has had two owners. (${tag(testInfo)})`
  await postAs(request, await demoAccessKey(request, DEMO_BIDDER), auction.id, text)

  await page.goto(`/signin/?redirect=${encodeURIComponent(auction.auction_url)}`)
  await signInWith(page, DEMO_SELLER)
  const item = entry(page, text)
  await expect(item).toBeVisible()

  await page.route("**/api/v1/auctions/*/comments/*/upvote", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error_code: 1099, message: "Error" }) })
  )
  const upvote = item.getByRole("button", { name: /^Upvote/ })
  await expect(upvote).toHaveAttribute("aria-pressed", "false")
  const refused = page.waitForResponse((response) => response.url().endsWith("/upvote"))
  await upvote.click()
  await refused
  await expect(upvote).toHaveAttribute("aria-pressed", "false")
  await expect(upvote).toHaveAccessibleName("Upvote, 0 upvotes")

  await page.route("**/api/v1/auctions/*/comments/*/flag", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error_code: 1099, message: "Error" }) })
  )
  const flagged = page.waitForResponse((response) => response.url().endsWith("/flag"))
  await item.getByRole("button", { name: "Flag" }).click()
  await flagged
  await expect(item.getByRole("button", { name: "Flag" })).toHaveAttribute("aria-pressed", "false")

  // unrefused, both hold
  await page.unrouteAll()
  const upvoted = page.waitForResponse((response) => response.url().endsWith("/upvote"))
  await upvote.click()
  await expect(upvote).toHaveAccessibleName("Upvote, 1 upvotes")
  // the reload waits for the server to have it: a reload sooner stops the upvote on its way
  expect((await upvoted).ok()).toBe(true)
  await page.reload()
  await expect(entry(page, text).getByRole("button", { name: /^Upvote/ })).toHaveAttribute("aria-pressed", "true")
})

test("a photo attached to a comment uploads, posts and shows through the image endpoint", async ({ page, request }, testInfo) => {
  const auction = await auctionFor(request, testInfo, SLOTS.upload)
  await page.goto(`/signin/?redirect=${encodeURIComponent(auction.auction_url)}`)
  await signInWith(page, DEMO_BIDDER)
  await expect(page).toHaveURL(auction.auction_url)

  const photos = threadOf(page).getByRole("list", { name: "Photos to post" })
  await threadOf(page)
    .getByLabel("Add photos")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") })
  await expect(photos.getByRole("alert")).toHaveText("Unsupported file format")
  await photos.getByRole("button", { name: /Remove photo/ }).click()

  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer()
  await threadOf(page).getByLabel("Add photos").setInputFiles({ name: "engine-bay.png", mimeType: "image/png", buffer: png })
  await expect(photos.locator("img")).toBeVisible()
  const text = `Engine bay after detailing (${tag(testInfo)})`
  await composer(page).fill(text)
  await threadOf(page).getByRole("button", { name: "Comment", exact: true }).click()
  const posted = entry(page, text)
  await expect(posted).not.toContainText("Sending…")
  const thumbnail = posted.getByRole("img", { name: "Photo 1 of 1" })
  await expect(thumbnail).toBeVisible()
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
  await expect(photos).toHaveCount(0)
})

/** What people try to make a comment run. */
const XSS = [
  `<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2"><svg onload="window.__xss = 3">`,
  `[click me](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) [tab](java&#9;script:alert(1))`,
  `<iframe src="javascript:alert(1)"></iframe> <a href="javascript:alert(1)">raw</a> &lt;script&gt;alert(1)&lt;/script&gt; ![x](javascript:alert(1))`
]

test("comments written to run script are drawn inert", async ({ page, request }, testInfo) => {
  const auction = await auctionFor(request, testInfo, SLOTS.xss)
  const dialogs: string[] = []
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto(`/signin/?redirect=${encodeURIComponent(auction.auction_url)}`)
  await signInWith(page, DEMO_BIDDER)
  const marker = tag(testInfo)
  for (const [index, payload] of XSS.entries()) {
    await composer(page).fill(`${marker} #${index}\n\n${payload}`)
    await threadOf(page).getByRole("button", { name: "Comment", exact: true }).click()
    await expect(entry(page, `${marker} #${index}`)).not.toContainText("Sending…")
  }
  await page.reload()
  for (const index of XSS.keys()) await expect(entry(page, `${marker} #${index}`)).toBeVisible()
  // what was typed stays readable, as text
  await expect(entry(page, `${marker} #0`)).toContainText(`<script>window.__xss = 1</script>`)
  // links to script are text; the one hidden by an entity is a path on the site (checked below with every link)
  await expect(threadOf(page).getByRole("link", { name: /^(click me|data|raw)$/ })).toHaveCount(0)

  const found = await threadOf(page).evaluate((thread) => ({
    scripts: thread.querySelectorAll("script, iframe, svg, object, embed").length,
    handlers: Array.from(thread.querySelectorAll("*")).flatMap((element) =>
      element.getAttributeNames().filter((name: string) => name.startsWith("on"))
    ),
    links: Array.from(thread.querySelectorAll("a"))
      .map((link) => link.protocol)
      .filter((protocol) => !["http:", "https:", "mailto:"].includes(protocol)),
    ran: (window as unknown as { __xss?: number }).__xss ?? null
  }))
  expect(found).toEqual({ scripts: 0, handlers: [], links: [], ran: null })
  expect(dialogs).toEqual([])
  await expect(page).toHaveURL(auction.auction_url)
})

/** Members of this test alone, with a card on file (no cooldown), made by the staff account, and their API keys. */
async function newCommenters(request: APIRequestContext, testInfo: TestInfo, count: number): Promise<ReadonlyArray<string>> {
  const signIn = async (data: { email: string; password: string }) => {
    const response = await request.post("/api/v1/auth/login", { data })
    expect(response.ok(), await response.text()).toBe(true)
    return ((await response.json()) as { access_key: string }).access_key
  }
  const staff = { authorization: `Bearer ${await signIn(STAFF)}` }
  const stamp = `${testInfo.project.name}_${Date.now() % 1_000_000}`
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const email = `thread_${index}_${stamp}@example.com`
      const created = await request.post("/api/v1/admin/users", {
        headers: staff,
        data: { email, username: `thread_${index}_${stamp}`, password: MEMBER_PASSWORD, card_on_file: true }
      })
      expect(created.ok(), await created.text()).toBe(true)
      return signIn({ email, password: MEMBER_PASSWORD })
    })
  )
}

test("a long thread has no serious accessibility findings, its later pages loaded", async ({ page, request }, testInfo) => {
  test.slow()
  const auction = await auctionFor(request, testInfo, SLOTS.axe)
  const marker = tag(testInfo)
  // 66 comments from three members, under each one's 30 in 10 minutes: four pages of the thread
  const keys = await newCommenters(request, testInfo, 3)
  const posted = await Promise.all(
    keys.map(async (key, member) => {
      const ids: Array<number> = []
      for (let index = 0; index < 22; index++) {
        const note = member * 22 + index
        const text = `**Note ${note}** on the car, see @seller and https://example.com/${note} (${marker})`
        ids.push((await postAs(request, key, auction.id, text)).id)
      }
      return ids
    })
  )
  // a link to the 30th newest: the thread opens on its second page, read through it
  const linked = posted.flat().sort((a, b) => b - a)[29]!
  await page.goto(`/signin/?redirect=${encodeURIComponent(`${auction.auction_url}?c=${linked}`)}`)
  await signInWith(page, DEMO_BIDDER)
  await expect(threadOf(page).locator(`#comment-${linked}`)).toBeInViewport()
  const notes = threadOf(page).getByRole("listitem").filter({ hasText: marker })
  for (let pressed = 0; pressed < 2; pressed++) {
    const shown = await notes.count()
    await threadOf(page).getByRole("button", { name: "Load more" }).click()
    await expect(notes).not.toHaveCount(shown)
  }
  await expect(notes).toHaveCount(66)
  await expect(notes.first().getByRole("link", { name: "@seller" })).toHaveAttribute("href", `/user/${auction.seller}/`)
  expect(await seriousViolations(page, ".thread")).toEqual([])
})
