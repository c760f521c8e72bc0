import type { EndpointName, MethodOf } from "@redline/api"
import { BD_REPRESENTATIVE_PERMISSION, Messages, NotificationType } from "@redline/domain"
import { Effect } from "effect"
import { bidderOnly, DEVELOPERS_ONLY, FORBIDDEN, refused, type Row, sellerOnly, signedIn, STAFF_ONLY } from "./Matrix.ts"
import { BIDDER_ADDRESS, BIDDER_CARD, BIDDER_SEARCH, type World } from "./World.ts"

/** The bidder's own submission: a car, a name and a message to staff no one else reads. */
const PRIVATE_SUBMISSION = { title: "1990 Mazda MX-5 Miata", first_name: "Privatina", message: "The hardtop is in my garage." }

/** A draft of the bidder's, written as an application writes one, with the bidder's message to staff; answers its id. */
const bidderSubmission = (world: World) =>
  world.api.sql((sql) =>
    sql<{ id: number }>`
      WITH submission AS (
        INSERT INTO submissions (user_id, contact, vin, year, make_slug, model_slug, mileage, zip_code, seller_type)
        VALUES (${world.actors.bidder.id},
                ${JSON.stringify({ first_name: PRIVATE_SUBMISSION.first_name, last_name: "Bidder", phone: "+15035550142" })}::jsonb,
                'JM1NA3510L0100001', 1990, 'mazda', 'mx-5-miata', 88000, '97201', 1)
        RETURNING id),
      message AS (
        INSERT INTO submission_messages (submission_id, sender, user_id, text)
        SELECT id, 'seller', ${world.actors.bidder.id}, ${PRIVATE_SUBMISSION.message} FROM submission)
      SELECT id FROM submission`.pipe(Effect.map((rows) => rows[0]!.id))
  )

const NO_SUBMISSION = refused(404, "submission_not_found")

/** The business-development representative of the bidder's submission, whom the bidder (a partner) and staff alone see. */
const REPRESENTATIVE_PREFIX = "bdrep"

/** Staff's message with a reserve offer on the bidder's submission, which the bidder and staff alone read. */
const PRIVATE_OFFER = "A reserve of $45,000 is what we'd suggest for your 911."

/** A line of the listing staff drafted for the bidder's car, which the bidder and staff alone read before it is live. */
const PRIVATE_DRAFT = "Garaged its whole life in Privet Lane"
const NO_LISTING_DRAFT = refused(404, "listing_draft_not_found")

/** The bidder's submission with a first version of its listing. */
const draftedSubmission = async (world: World) => {
  const id = await bidderSubmission(world)
  const sections = {
    doug: "",
    highlights: PRIVATE_DRAFT,
    equipment: "",
    modifications: "",
    known_flaws: "",
    recent_service_history: "",
    other_items: "",
    ownership_history: "",
    seller_notes: "",
    videos: []
  }
  await world.api.sql(
    (sql) => sql`
      WITH listing AS (UPDATE submissions SET status = 7 WHERE id = ${id})
      INSERT INTO listing_drafts (submission_id, version, title, sub_title, sections, photos, created_at)
      VALUES (${id}, 1, '2003 Porsche 911', '', ${JSON.stringify(sections)}::jsonb, '[]'::jsonb, now())`
  )
  return id
}

/** Where the bidder's car waits for its inspector. */
const INSPECTION_ADDRESS = "17 Privet Lane"

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
  "reserve.sellerReserve": {
    who: "the auction's seller alone reads its reserve",
    due: sellerOnly(FORBIDDEN),
    privacy: { owner: "seller", marks: () => [`"no_reserve":true`] },
    request: (world) => ({ path: `/api/v1/auctions/${world.live}/reserve` })
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
  "submissions.list": {
    who: "each user reads their own submissions",
    due: signedIn(),
    privacy: { owner: "bidder", marks: () => [`"title":"${PRIVATE_SUBMISSION.title}"`] },
    arrange: bidderSubmission,
    request: () => ({ path: "/api/v1/submissions" })
  },
  "submissions.get": {
    who: "the seller reads their submission, and staff any; to anyone else it doesn't exist",
    due: bidderOnly(NO_SUBMISSION, { staff: { allowed: true } }),
    privacy: { owner: "bidder", marks: () => [PRIVATE_SUBMISSION.first_name], seenBy: ["staff"] },
    arrange: bidderSubmission,
    request: (_world, _actor, id: number) => ({ path: `/api/v1/submissions/${id}` })
  },
  "submissions.application": {
    who: "the seller reads their application, and staff any; to anyone else it doesn't exist",
    due: bidderOnly(NO_SUBMISSION, { staff: { allowed: true } }),
    privacy: { owner: "bidder", marks: () => [PRIVATE_SUBMISSION.first_name], seenBy: ["staff"] },
    arrange: bidderSubmission,
    request: (_world, _actor, id: number) => ({ path: `/api/v1/applications/${id}` })
  },
  "submissions.messages": {
    who: "the seller reads their chat with staff, and staff any; to anyone else the submission doesn't exist",
    due: bidderOnly(NO_SUBMISSION, { staff: { allowed: true } }),
    privacy: { owner: "bidder", marks: () => [PRIVATE_SUBMISSION.message], seenBy: ["staff"] },
    arrange: bidderSubmission,
    request: (_world, _actor, id: number) => ({ path: `/api/v1/submissions/${id}/messages` })
  },
  "submissions.promoCode": {
    who: "the seller checks a promo code for their submission's listing fee; to anyone else the submission doesn't exist",
    due: bidderOnly(NO_SUBMISSION),
    arrange: async (world) => {
      await world.api.sql((sql) => sql`INSERT INTO promo_codes (code, percent_off) VALUES ('authz-10', 10) ON CONFLICT (code) DO NOTHING`)
      return bidderSubmission(world)
    },
    request: (_world, _actor, id: number) => ({ path: `/api/v1/submissions/${id}/promo_code?code=AUTHZ-10` })
  },
  "staffDesk.queue": {
    who: "staff, and users with VIEW_SUBMISSIONS, read the queue of every seller's submissions; everyone else signed in is forbidden",
    due: STAFF_ONLY,
    privacy: { owner: "bidder", marks: () => [`"title":"${PRIVATE_SUBMISSION.title}"`], seenBy: ["staff"] },
    arrange: bidderSubmission,
    request: () => ({ path: "/api/v1/staff/submissions?status=1&q=JM1NA3510L0100001" })
  },
  "staffDesk.submission": {
    who: "staff, and users with VIEW_SUBMISSIONS, read any submission in full; everyone else signed in, its seller too, is forbidden",
    due: STAFF_ONLY,
    privacy: { owner: "bidder", marks: () => [PRIVATE_SUBMISSION.first_name], seenBy: ["staff"] },
    arrange: bidderSubmission,
    request: (_world, _actor, id: number) => ({ path: `/api/v1/staff/submissions/${id}` })
  },
  "representatives.list": {
    who: "staff, and users with VIEW_SUBMISSIONS, read who may represent a submission; everyone else signed in is forbidden",
    due: STAFF_ONLY,
    request: () => ({ path: "/api/v1/staff/representatives" })
  },
  "representatives.ofSubmission": {
    who: "a seller with SEES_BD_REP (the bidder) reads who represents their submission, and staff any; any other seller is forbidden",
    due: bidderOnly(FORBIDDEN, { staff: { allowed: true } }),
    privacy: { owner: "bidder", marks: () => [`"username":"${REPRESENTATIVE_PREFIX}_`], seenBy: ["staff"] },
    arrange: async (world) => {
      const id = await bidderSubmission(world)
      const representative = await world.newMember(REPRESENTATIVE_PREFIX)
      await world.api.sql(
        (sql) => sql`
          WITH rep AS (UPDATE users SET abilities = ARRAY[${BD_REPRESENTATIVE_PERMISSION}] WHERE id = ${representative.id})
          UPDATE submissions SET representative_id = ${representative.id} WHERE id = ${id}`
      )
      return id
    },
    request: (_world, _actor, id: number) => ({ path: `/api/v1/submissions/${id}/representative` })
  },
  "reserveOffers.list": {
    who: "the seller reads the reserve offers on their submission, and staff any; to anyone else the submission doesn't exist",
    due: bidderOnly(NO_SUBMISSION, { staff: { allowed: true } }),
    privacy: { owner: "bidder", marks: () => [PRIVATE_OFFER], seenBy: ["staff"] },
    arrange: async (world) => {
      const id = await bidderSubmission(world)
      await world.api.sql(
        (sql) => sql`INSERT INTO reserve_offers (submission_id, amount, message, created_at) VALUES (${id}, 45000, ${PRIVATE_OFFER}, now())`
      )
      return id
    },
    request: (_world, _actor, id: number) => ({ path: `/api/v1/submissions/${id}/reserve_offers` })
  },
  "reserveOffers.comps": {
    who: "staff, and users with VIEW_SUBMISSIONS, look for comparable auctions for any submission's car; everyone else signed in is forbidden",
    due: STAFF_ONLY,
    arrange: bidderSubmission,
    request: (_world, _actor, id: number) => ({ path: `/api/v1/staff/submissions/${id}/comp_auctions` })
  },
  "inspections.get": {
    who: "the seller reads their inspection, and staff any; to anyone else the submission doesn't exist",
    due: bidderOnly(NO_SUBMISSION, { staff: { allowed: true } }),
    privacy: { owner: "bidder", marks: () => [INSPECTION_ADDRESS], seenBy: ["staff"] },
    arrange: async (world) => {
      const id = await bidderSubmission(world)
      await world.api.sql(
        (sql) => sql`
          INSERT INTO submission_inspections (submission_id, address, city, state, zip_code, updated_at)
          VALUES (${id}, ${INSPECTION_ADDRESS}, 'Portland', 'OR', '97201', now())`
      )
      return id
    },
    request: (_world, _actor, id: number) => ({ path: `/api/v1/submissions/${id}/inspection` })
  },
  "listingDrafts.latest": {
    who: "the seller reads the latest version of their listing, and staff any; to anyone else the listing doesn't exist",
    due: bidderOnly(NO_LISTING_DRAFT, { staff: { allowed: true } }),
    privacy: { owner: "bidder", marks: () => [PRIVATE_DRAFT], seenBy: ["staff"] },
    arrange: draftedSubmission,
    request: (_world, _actor, id: number) => ({ path: `/api/v1/listings/${id}` })
  },
  "listingDrafts.version": {
    who: "the seller reads each version of their listing, and staff any; to anyone else the listing doesn't exist",
    due: bidderOnly(NO_LISTING_DRAFT, { staff: { allowed: true } }),
    privacy: { owner: "bidder", marks: () => [PRIVATE_DRAFT], seenBy: ["staff"] },
    arrange: draftedSubmission,
    request: (_world, _actor, id: number) => ({ path: `/api/v1/listings/${id}/v/1` })
  },
  "realtime.rewind": {
    who: "the user's own channels are replayed to their session alone; another's are forbidden",
    due: bidderOnly(FORBIDDEN),
    request: (world) => ({ path: `/api/v1/realtime/rewind?channel=notifications:${world.actors.bidder.id}&since=0` })
  }
}
