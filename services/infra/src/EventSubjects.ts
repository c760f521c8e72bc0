import type { ChannelAddress } from "@redline/domain"

/**
 * Subjects of the event bus. A realtime channel's events leave their publisher (the engine,
 * after commit) on the channel's subject; gateways subscribe to the subjects of the channels
 * their clients watch. A gateway's own subject carries channel registrations for the sockets
 * it holds.
 */

/** `events.<family>` and its id, if it has one: `events.auction.12` feeds `auction:12`. */
export const channelSubject = ({ type, id }: ChannelAddress): string => (id === null ? `events.${type}` : `events.${type}.${id}`)

export const gatewaySubject = (gatewayId: string) => `realtime.gateway.${gatewayId}`

/**
 * The gateway tells the auction's owner that a bid was received, and later
 * that its request is over: the owner does not close while a bid received
 * before the end is still on its way (held up by sign-in checks, say).
 */
export const bidIntentSubject = (auctionId: number) => `engine.intent.${auctionId}`
export const BID_INTENTS = "engine.intent.*"

/** A user's sessions changed (ended, bound, their account changed): every API process forgets what it kept of them. */
export const SESSION_CHANGES = "sessions.changed"

/** Every auction's events (`events.auction.12`): gateways end their cached reads of an auction by them. */
export const AUCTION_EVENTS = "events.auction.*"

/** Every auction thread's events (`events.thread.12`): a comment changes what a visitor reads of its auction too. */
export const THREAD_EVENTS = "events.thread.*"

/**
 * A gateway answered a call that changed an auction (`auctions.changed.12`) or may have changed any
 * (`auctions.changed.all`): the other gateways end their cached reads of it.
 */
export const auctionChangeSubject = (auctionId: number | "all") => `auctions.changed.${auctionId}`
export const AUCTION_CHANGES = "auctions.changed.*"

/** The auction an `events.auction.N`, `events.thread.N` or `auctions.changed.N` subject names, "all", or null for another subject. */
export const changedAuctionOf = (subject: string): number | "all" | null => {
  const last = subject.slice(subject.lastIndexOf(".") + 1)
  if (last === "all") return "all"
  const id = Number(last)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
