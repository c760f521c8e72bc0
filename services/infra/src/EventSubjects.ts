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
