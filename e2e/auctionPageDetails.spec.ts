import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test"
import { seriousViolations } from "./axe.ts"
import { DEMO_BIDDER, demoAccessKey, type LiveAuction } from "./marketplace.ts"

interface Detail {
  readonly title: string
  readonly listing: { readonly seller_type: number; readonly model: string; readonly sections: { readonly videos: ReadonlyArray<string> } }
}

/** The live auctions with their details, to pick the one a test needs by what it shows. */
async function liveAuctions(request: APIRequestContext) {
  const { auctions } = (await (await request.get("/api/v1/auctions?sort=1")).json()) as { auctions: LiveAuction[] }
  return Promise.all(
    auctions.map(async (auction) => ({ auction, detail: (await (await request.get(`/api/v2/auctions/${auction.id}`)).json()) as Detail }))
  )
}

async function find(request: APIRequestContext, what: string, matches: (auction: LiveAuction, detail: Detail) => boolean) {
  const found = (await liveAuctions(request)).find(({ auction, detail }) => matches(auction, detail))
  if (found === undefined) throw new Error(`The seeded marketplace has no live auction with ${what}`)
  return found.auction
}

const factOf = (page: Page, name: string) =>
  page
    .getByRole("region", { name: "Quick facts" })
    .locator(".quick-facts__item")
    .filter({ has: page.getByText(name, { exact: true }) })
    .locator("dd")

/** How many lines each piece of text in `locator` takes: 1 for each that didn't wrap. */
const linesOfTexts = (locator: Locator) =>
  locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    const lines: Array<number> = []
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const range = document.createRange()
      range.selectNodeContents(node)
      lines.push(new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size)
    }
    return lines
  })

test("Quick facts' Seller Type reads Dealer or Private Party", async ({ page, request }) => {
  const dealer = await find(request, "a dealer's listing", (_, detail) => detail.listing.seller_type === 2)
  await page.goto(dealer.auction_url)
  await expect(factOf(page, "Seller Type")).toHaveText("Dealer")

  const privateParty = await find(request, "a private party's listing", (_, detail) => detail.listing.seller_type === 1)
  await page.goto(privateParty.auction_url)
  await expect(factOf(page, "Seller Type")).toHaveText("Private Party")
})

test("Watch, Notify me, Share and Contact seller are one height", async ({ page, request }) => {
  // Contact seller is offered while the auction runs: one that ends within the run would lose it.
  const auction = await find(request, "a day to run", (item) => Date.parse(item.auction_end) > Date.now() + 86_400_000)
  await page.goto(auction.auction_url)
  const actions = page.locator(".auction-page__actions")
  const heights = await Promise.all(
    ["Watch", "Notify me", "Share", "Contact seller"].map(async (name) => {
      const box = await actions.getByRole("button", { name, exact: name !== "Watch" }).boundingBox()
      return Math.round(box!.height)
    })
  )
  expect(new Set(heights).size, `heights ${heights.join(", ")}`).toBe(1)
})

test("a listing's video is a poster until clicked; then the player loads, allowed by the security policy", async ({
  page,
  request,
  baseURL
}) => {
  const auction = await find(request, "a video", (_, detail) => detail.listing.sections.videos.some((link) => link.includes("youtube.com")))
  const elsewhere: Array<string> = []
  page.on("request", (sent) => {
    const url = new URL(sent.url())
    if (url.protocol.startsWith("http") && url.origin !== new URL(baseURL!).origin) elsewhere.push(sent.url())
  })
  const refused: Array<string> = []
  page.on("console", (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text())
  })
  // YouTube's player, as this test's stand-in for it: the browser must be allowed to frame it
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><p>The player</p>" })
  )

  await page.goto(auction.auction_url)
  const videos = page.getByRole("region", { name: "Videos" })
  const poster = videos.getByRole("button", { name: "Play video on YouTube" })
  await poster.scrollIntoViewIfNeeded()
  await expect
    .poll(() => poster.locator("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
  expect(await poster.locator("img").getAttribute("src")).toMatch(/^\/api\//)
  await expect(videos.locator("iframe")).toHaveCount(0)
  expect(await seriousViolations(page, ".listing-videos")).toEqual([])
  expect(elsewhere).toEqual([])

  await poster.click()
  const player = videos.locator("iframe")
  await expect(player).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/)
  await expect(page.frameLocator(".listing-video__player").getByText("The player")).toBeVisible()
  await expect(player).toBeFocused()
  expect(elsewhere.every((url) => url.startsWith("https://www.youtube-nocookie.com/"))).toBe(true)
  expect(refused).toEqual([])
})

test("names wrap whole: 'MX-5' in a title, a username at its underscores, the year with the model", async ({ page, request }) => {
  const hyphenated = await find(request, "a hyphenated model", (_, detail) => /\S-\S/.test(detail.listing.model))
  await page.goto(hyphenated.auction_url)
  const title = page.getByRole("heading", { level: 1 })
  await expect(title.locator(".whole-word")).not.toHaveCount(0)
  for (const word of await title.locator(".whole-word").all()) expect(await linesOfTexts(word)).toEqual([1])

  // however narrow the phone, the year never wraps alone
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")
  const viewport = page.viewportSize()!
  for (const width of [280, 300, 320, 340, 360, 390]) {
    await page.setViewportSize({ width, height: viewport.height })
    const model = (await crumbs.nth(-2).getByRole("link").boundingBox())!
    const year = (await crumbs.nth(-1).getByRole("link").boundingBox())!
    expect(Math.abs(model.y - year.y), `at ${width} px`).toBeLessThan(2)
  }
  await page.setViewportSize(viewport)

  const { auctions } = (await (await request.get("/api/v1/auctions?sort=1")).json()) as { auctions: LiveAuction[] }
  const longest = [...auctions].sort((a, b) => b.seller.length - a.seller.length)[0]!
  await page.goto(longest.auction_url)
  const seller = page.locator(".auction-stats").getByRole("link", { name: longest.seller })
  await expect(seller).toBeVisible()
  // each part between underscores sits on one line
  for (const lines of await linesOfTexts(seller)) expect(lines).toBe(1)
})

test("the gallery's sections fade at an edge where more of them scroll into view", async ({ page, request }) => {
  const auction = await find(request, "any auction", () => true)
  await page.goto(auction.auction_url)
  await page.getByRole("button", { name: /^All photos/ }).click()
  const sections = page.getByRole("list", { name: "Photo sections" })
  await expect(sections).toBeVisible()
  const overflows = await sections.evaluate((list) => list.scrollWidth > list.clientWidth + 1)
  if (!overflows) {
    await expect(sections).not.toHaveAttribute("data-more-after")
    await expect(sections).not.toHaveAttribute("data-more-before")
    return
  }
  await expect(sections).toHaveAttribute("data-more-after", "")
  await expect(sections).not.toHaveAttribute("data-more-before")
  await sections.evaluate((list) => list.scrollTo({ left: list.scrollWidth }))
  await expect(sections).toHaveAttribute("data-more-before", "")
  await expect(sections).not.toHaveAttribute("data-more-after")
})

test("the panels, the follow banner and the questions line up with the content column", async ({ page, request }, testInfo) => {
  const auction = await find(request, "an auction of another seller", (each) => each.seller !== "demo_seller")
  const key = await demoAccessKey(request, DEMO_BIDDER)
  const asked = await request.post(`/api/v1/auctions/${auction.id}/questions`, {
    headers: { authorization: `Bearer ${key}` },
    data: { text: `Is the spare original? (${testInfo.project.name}, ${Date.now()})` }
  })
  expect(asked.ok()).toBe(true)

  await page.goto(auction.auction_url)
  await expect(page.locator(".question").first()).toBeVisible()
  await expect(page.locator(".follow-banner")).toBeVisible()
  const column = (await page.locator(".auction-page__main").boundingBox())!
  for (const selector of [".quick-facts", ".questions__list", ".question", ".shipping-panel", ".finance-panel", ".follow-banner"]) {
    const box = (await page.locator(selector).first().boundingBox())!
    expect(Math.round(box.x), selector).toBe(Math.round(column.x))
    expect(Math.round(box.x + box.width), selector).toBe(Math.round(column.x + column.width))
  }
})
