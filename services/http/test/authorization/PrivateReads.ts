import type { EndpointName, MethodOf } from "@redline/api"
import { Messages, NotificationType } from "@redline/domain"
import { Effect } from "effect"
import { bidderOnly, DEVELOPERS_ONLY, FORBIDDEN, refused, type Row, sellerOnly, signedIn } from "./Matrix.ts"
import { BIDDER_ADDRESS, BIDDER_CARD, BIDDER_SEARCH } from "./World.ts"

/** The title of the auction the bidder's own notification is about. */
const PRIVATE_TITLE = "1967 Private Roadster"

export type ReadingOperation = { [N in EndpointName]: MethodOf<N> extends "GET" ? N : never }[EndpointName]

/**
 * The reads that show private data: a visitor is refused, and the bidder's data (`privacy.marks`)
 * is in the bidder's answer and in no one else's; each signed-in user reads their own.
 */
export const PRIVATE_READS: { readonly [N in ReadingOperation]?: Row } = {
  "shipping.order": {
    who: "the winner alone reads the car's shipping order",
    due: bidderOnly(FORBIDDEN),
    privacy: { owner: "bidder", marks: () => [BIDDER_ADDRESS.street] },
    request: (world) => ({ path: `/api/v1/auctions/${world.booked}/shipping_order` })
  },
  "savedSearches.list": {
    who: "each user reads their own saved searches",
    due: signedIn(),
    privacy: { owner: "bidder", marks: () => [BIDDER_SEARCH] },
    request: () => ({ path: "/api/v1/saved_searches" })
  },
  "watches.list": {
    who: "each user reads their own watch list",
    due: signedIn(),
    // bidding watched the car the bidder won
    privacy: { owner: "bidder", marks: () => [`"title":"1994 Mazda MX-5 Miata M Edition"`] },
    request: () => ({ path: "/api/v1/watch_list?status=closed" })
  },
  "auth.payment": {
    who: "each user reads their own card on file",
    due: signedIn(),
    privacy: { owner: "bidder", marks: () => [`"last4":"${BIDDER_CARD.last4}"`] },
    request: () => ({ path: "/api/v1/auth/payment" })
  },
  "sessions.validSession": {
    who: "each session reads itself",
    due: signedIn(),
    privacy: { owner: "bidder", marks: (world) => [`"username":"${world.actors.bidder.username}"`] },
    request: () => ({ path: "/api/v1/auth/valid_session" })
  },
  "notifications.list": {
    who: "each user reads their own notifications",
    due: signedIn(),
    privacy: { owner: "bidder", marks: () => [Messages.notificationOutbid(PRIVATE_TITLE)] },
    arrange: (world) =>
      world.api.sql((sql) =>
        sql`
          INSERT INTO notifications (user_id, type, subject, related_to)
          VALUES (${world.actors.bidder.id}, ${NotificationType.outbid}, 'auction:private',
                  ${JSON.stringify({ auction_id: world.live, title: PRIVATE_TITLE })}::jsonb)
          ON CONFLICT DO NOTHING`.pipe(Effect.asVoid)
      ),
    request: () => ({ path: "/api/v1/notifications" })
  },
  "profile.settings": {
    who: "each user reads their own settings",
    due: signedIn(),
    privacy: { owner: "bidder", marks: (world) => [world.actors.bidder.email!] },
    request: () => ({ path: "/api/v1/settings" })
  },
  "devMailbox.mailbox": {
    who: "the dev mailbox holds everyone's mail: a developer's page, for this machine or staff",
    due: DEVELOPERS_ONLY,
    // The seller's answer to the bidder's question was mailed to the bidder.
    privacy: { owner: "bidder", marks: (world) => [world.actors.bidder.email!], seenBy: ["staff"] },
    request: () => ({ path: "/api/v1/dev/mailbox" })
  },
  "videos.video": {
    who: "a video's uploader, and staff, read it; anyone else is told there is no such video",
    due: sellerOnly(refused(404, "video_not_found"), { staff: { allowed: true } }),
    request: (world) => ({ path: `/api/v1/videos/${world.video}` })
  },
  "realtime.rewind": {
    who: "the user's own channels are replayed to their session alone; another's are forbidden",
    due: bidderOnly(FORBIDDEN),
    request: (world) => ({ path: `/api/v1/realtime/rewind?channel=notifications:${world.actors.bidder.id}&since=0` })
  }
}
