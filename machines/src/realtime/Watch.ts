/** The channel families a connection can register (spec 2 §4). */
export type ChannelType =
  | "timestamp"
  | "auction"
  | "auctions"
  | "notifications"
  | "messages"
  | "community"
  | "community_thread"

/**
 * A channel the app wants to hear: the register body without the connection
 * id and the public/private type, which follow the socket and the session.
 */
export type Watch =
  | { readonly channel: "timestamp" | "auctions" | "notifications" | "messages" }
  | { readonly channel: "auction"; readonly auction_id: number }
  | { readonly channel: "community"; readonly community_id: number }
  | { readonly channel: "community_thread"; readonly community_post_id: number }

/**
 * Tells watches apart. It equals the server's channel name except for the
 * signed-in user's own channels (`notifications`, `messages`), whose names
 * carry a user id only the server knows.
 */
export const watchKey = (watch: Watch): string => {
  switch (watch.channel) {
    case "auction":
      return `auction:${watch.auction_id}`
    case "community":
      return `community:${watch.community_id}`
    case "community_thread":
      return `community_thread:${watch.community_post_id}`
    default:
      return watch.channel
  }
}
