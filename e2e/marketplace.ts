import type { APIRequestContext, TestInfo } from "@playwright/test"

/** The demo accounts the seeded marketplace prints on start. */
export const DEMO_PASSWORD = "redline-Demo-garage-1995"
export const DEMO_BIDDER = "demo_bidder@example.com"
export const DEMO_NEWCOMER = "demo_newcomer@example.com"

export interface LiveAuction {
  readonly id: number
  readonly title: string
  readonly auction_url: string
  readonly seller: string
  readonly auction_end: string
}

const calmAuctions = (auctions: ReadonlyArray<LiveAuction>) =>
  auctions.filter((auction) => auction.seller !== "demo_seller" && Date.parse(auction.auction_end) - Date.now() > 24 * 3600_000)

const auctionOfSlot = <A>(auctions: ReadonlyArray<A>, testInfo: TestInfo, slot: number): A => {
  const projects = testInfo.config.projects.map((project) => project.name)
  const auction = auctions[slot * projects.length + projects.indexOf(testInfo.project.name)]
  if (auction === undefined) throw new Error(`The seeded marketplace has no auction for slot ${slot}`)
  return auction
}

/**
 * Tests run in parallel, in two projects, against one server: each takes its own auction so
 * no two bid on the same one. `slot` names the test; auctions ending within a day are left
 * alone, so none closes or enters its soft-close window mid-test.
 */
export async function auctionFor(request: APIRequestContext, testInfo: TestInfo, slot: number): Promise<LiveAuction> {
  const response = await request.get("/api/v1/auctions?sort=1")
  const { auctions } = (await response.json()) as { auctions: LiveAuction[] }
  return auctionOfSlot(calmAuctions(auctions), testInfo, slot)
}

/** An auction of its own for the test, as `auctionFor`, that the demo account `email` doesn't watch yet. */
export async function unwatchedAuctionFor(
  request: APIRequestContext,
  testInfo: TestInfo,
  slot: number,
  email: string
): Promise<LiveAuction> {
  const session = await request.post("/api/v1/auth/login", { data: { email, password: DEMO_PASSWORD } })
  const { access_key } = (await session.json()) as { access_key: string }
  const response = await request.get("/api/v1/auctions?sort=1", { headers: { authorization: `Bearer ${access_key}` } })
  const { auctions } = (await response.json()) as { auctions: Array<LiveAuction & { watching: boolean }> }
  return auctionOfSlot(calmAuctions(auctions.filter((auction) => !auction.watching)), testInfo, slot)
}
