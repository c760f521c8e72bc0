import { randomBytes } from "node:crypto"
import { apiCall, describeRefusal, login, succeeded } from "./RedlineApi.ts"
import { inParallel } from "./InParallel.ts"
import type { Scenario } from "./Scenario.ts"

export interface Bidder {
  readonly username: string
  readonly key: string
}

export interface Auction {
  readonly id: number
  readonly url: string
  readonly scheduledEnd: number
  readonly softCloseSeconds: number
}

const PASSWORD = "load-test-password-1"
// Accounts are hashed with argon2 on the server: a few at a time keeps provisioning from starving the target.
const PROVISIONING_LANES = 4

/** A short tag that makes this run's usernames unique, so runs never collide on one target. */
export const newRunId = () => `lt${Date.now().toString(36).slice(-5)}${randomBytes(2).toString("hex")}`

const createUser = async (target: string, staffKey: string, username: string) => {
  const answer = await apiCall(target, "POST", "/api/v1/admin/users", {
    key: staffKey,
    body: {
      email: `${username}@load-test.example.com`,
      username,
      password: PASSWORD,
      verified: true,
      card_on_file: true,
      bidding_agreement: true
    }
  })
  if (!succeeded(answer)) throw new Error(describeRefusal(`Creating the user ${username}`, answer))
}

export const createSeller = async (target: string, staffKey: string, runId: string): Promise<string> => {
  const username = `${runId}_seller`
  await createUser(target, staffKey, username)
  return username
}

/** Registered bidders (card on file, bidding agreement), each signed in. */
export const provisionBidders = (
  target: string,
  staffKey: string,
  runId: string,
  count: number,
  onReady: (ready: number) => void
): Promise<Array<Bidder>> => {
  let ready = 0
  const usernames = Array.from({ length: count }, (_, index) => `${runId}_b${String(index + 1).padStart(4, "0")}`)
  return inParallel(usernames, PROVISIONING_LANES, async (username) => {
    await createUser(target, staffKey, username)
    const key = await login(target, `${username}@load-test.example.com`, PASSWORD)
    onReady(++ready)
    return { username, key }
  })
}

export const createAuction = async (
  target: string,
  staffKey: string,
  {
    runId,
    scenario,
    seller,
    scheduledEnd
  }: { runId: string; scenario: Pick<Scenario, "name" | "auction">; seller: string; scheduledEnd: number }
): Promise<Auction> => {
  const answer = await apiCall<{ id: number; auction_url: string }>(target, "POST", "/api/v1/admin/auctions", {
    key: staffKey,
    body: {
      title: `1995 Porsche 911 Carrera (load test ${scenario.name} ${runId})`,
      year: 1995,
      make: "Porsche",
      model: "911",
      location: "Monterey, CA 93940",
      body_style: "Coupe",
      transmission: "Manual",
      seller_username: seller,
      reserve: scenario.auction.reserve,
      no_reserve: scenario.auction.reserve === null,
      auction_end: new Date(scheduledEnd).toISOString(),
      soft_close_seconds: scenario.auction.soft_close_seconds
    }
  })
  if (!succeeded(answer)) throw new Error(describeRefusal("Creating the auction", answer))
  return {
    id: answer.body.id,
    url: new URL(answer.body.auction_url, target).href,
    scheduledEnd,
    softCloseSeconds: scenario.auction.soft_close_seconds
  }
}
