/**
 * Subjects of the event bus. Auction events leave the engine on their
 * auction's subject after commit; gateways subscribe to the subjects their
 * clients watch. A gateway's own subject carries channel registrations for
 * the sockets it holds.
 */
export const auctionEventsSubject = (auctionId: number) => `events.auction.${auctionId}`

export const gatewaySubject = (gatewayId: string) => `realtime.gateway.${gatewayId}`

/** The realtime channel of an auction's events, as clients name it. */
export const auctionChannel = (auctionId: number) => `auction:${auctionId}`

/** The bus subject feeding a realtime channel, for channels that have events. */
export const channelSubject = (channel: string): string | null => {
  const auction = /^auction:(\d+)$/.exec(channel)
  return auction === null ? null : auctionEventsSubject(Number(auction[1]))
}

/**
 * The gateway tells the auction's owner that a bid was received, and later
 * that its request is over: the owner does not close while a bid received
 * before the end is still on its way (held up by sign-in checks, say).
 */
export const bidIntentSubject = (auctionId: number) => `engine.intent.${auctionId}`
export const BID_INTENTS = "engine.intent.*"
