import type { EndpointName, MethodOf } from "@redline/api"
import { BD_REPRESENTATIVE_PERMISSION, minimumNextBid, NotificationType, SubmissionStatus } from "@redline/domain"
import { Effect, Option, Redacted } from "effect"
import { type SmsCarrier, SmsProvider } from "../../src/sms/SmsProvider.ts"
import { inboundWebhookRequest } from "../../src/sms/TwilioStandInInbound.ts"
import {
  MEMBER_PASSWORD,
  MIATA,
  providerCredential,
  providerLanding,
  signUp,
  solvedBotCheck,
  STRONG_PASSWORD,
  tokenFromMail,
  devMailbox,
  sellerSubmission,
  stripeAccess,
  stripeEventPost
} from "../harness/index.ts"
import {
  anyone,
  bidderOnly,
  type Call,
  DEVELOPERS_ONLY,
  FORBIDDEN,
  only,
  refused,
  type Row,
  sellerOnly,
  signedIn,
  STAFF_ONLY
} from "./Matrix.ts"
import { type Actor, BIDDER_ADDRESS, cardOf, type World } from "./World.ts"

/**
 * Reads by their method that change something all the same, or hand out what a change spends: a
 * handshake is stored (and binds the session of the key it carries), a provider sign-in started,
 * a confirm key spent for a session, a reset token traded for a reset key, a bot challenge signed.
 */
export const CHANGING_READS = [
  "sessions.handshake",
  "singleSignOn.start",
  "accounts.access",
  "passwords.resetKey",
  "accounts.challenge"
] as const satisfies ReadonlyArray<EndpointName>

/** Every operation of the contract that changes something: its POST, PUT, PATCH and DELETE endpoints, and the reads above. */
export type ChangingOperation =
  { [N in EndpointName]: MethodOf<N> extends "GET" | "HEAD" | "OPTIONS" ? never : N }[EndpointName] | (typeof CHANGING_READS)[number]

/**
 * The query of the newest Daily Email link to `page` mailed to the one address these rows use: asked
 * for again within the hour it is mailed nothing more, and its links work for good, so the rows add
 * few mails to the mailbox the matrix reads.
 */
const DAILY_EMAIL_READER = "daily_email_reader@example.com"
const dailyEmailLink = async (world: World, page: string) => {
  const link = (await devMailbox(world.api))
    .filter((mail) => mail.to === DAILY_EMAIL_READER)
    .flatMap((mail) => mail.links)
    .find((candidate) => candidate.includes(page))
  if (link === undefined) throw new Error(`No ${page} link in the mail to ${DAILY_EMAIL_READER}`)
  return link.slice(link.indexOf(page) + page.length)
}
const askForDailyEmail = (world: World) =>
  world.make("a Daily Email request", world.actors.visitor, "POST", "/api/v1/auth/daily_email", { email: DAILY_EMAIL_READER })

const auction = (id: number) => `/api/v1/auctions/${id}`
const questionPath = (world: World, id: number) => `${auction(world.live)}/questions/${id}`
const commentPath = (world: World, id: number) => `${auction(world.live)}/comments/${id}`

/** The id of the community 'General', which the migration makes. */
const generalCommunity = (world: World) =>
  world.api.sql((sql) => sql<{ id: number }>`SELECT id FROM communities WHERE slug = 'general'`.pipe(Effect.map((rows) => rows[0]!.id)))

/** A community post of the bidder's, written just now (straight into the table: the API's cooldown would space them out). */
const bidderPost = (world: World) =>
  world.api.sql((sql) =>
    sql<{ id: number }>`
      INSERT INTO community_posts (community_id, user_id, title, text)
      SELECT id, ${world.actors.bidder.id}, ${`Track day tires ${fresh()}`}, 'Which compound lasts a season?'
        FROM communities WHERE slug = 'general'
      RETURNING id`.pipe(Effect.map((rows) => rows[0]!.id))
  )

/** A photo of the bidder's for community posts, not yet used. */
const bidderCommunityPhoto = (world: World) =>
  world.api.sql((sql) =>
    sql<{ id: number }>`
      INSERT INTO community_attachments (user_id, key, upload_key, width, height)
      VALUES (${world.actors.bidder.id}, ${`community/${fresh()}.jpg`}, ${`temp/community-${fresh()}`}, 640, 480)
      RETURNING id`.pipe(Effect.map((rows) => rows[0]!.id))
  )

const communityPost = (id: number) => `/api/v1/community/posts/${id}`

/** A channel registered (or deregistered) for a socket of the stand-in gateway `gw1`. */
const onSocket = (change: "register" | "deregister", channel: Record<string, unknown>): Call => ({
  path: `/api/v1/realtime/${change}`,
  body: { connection_id: "gw1_authz", ...channel }
})

/** A notification of the bidder's (an outbid on the live auction), as the notifier writes one. */
const bidderNotification = (world: World) =>
  world.api.sql((sql) =>
    sql<{ id: number }>`
      INSERT INTO notifications (user_id, type, subject, related_to)
      VALUES (${world.actors.bidder.id}, ${NotificationType.outbid}, ${`auction:${world.live}:${fresh()}`},
              ${JSON.stringify({ auction_id: world.live, title: "Miata" })}::jsonb)
      RETURNING id`.pipe(Effect.map((rows) => rows[0]!.id))
  )

const VIDEO_NOT_ALLOWED = refused(403, "video_not_allowed")

/** A video token for the live auction: a walkaround video of 4 KiB, with the fields given. */
const videoToken = (world: World, fields: Record<string, unknown>): Call => ({
  path: "/api/v1/auth/video-token",
  body: { upload_size: 4_096, name: "Walkaround.mp4", object_type: "auction", object_id: world.live, ...fields }
})

let serial = 0
/** A number no other call of the matrix used, for names and keys that must be new. */
const fresh = () => ++serial

const SMS_ENROLLMENT = "/api/v1/sms/enrollment"

/** A phone number no other call of the matrix used (503-555-1xxx). */
const freshPhone = () => `+15035551${String(fresh()).padStart(3, "0")}`

/** Enrolls a fresh number for a signed-in actor and answers the code texted to it; nothing for one without a session. */
const enrollPhone = async (world: World, actor: Actor): Promise<string | undefined> => {
  if (actor.key === undefined) return undefined
  const phone = freshPhone()
  const sent = await world.call(actor, "POST", SMS_ENROLLMENT, { phone_number: phone })
  if (sent.status !== 200) return undefined
  const [text] = await world.api.sql(
    (sql) => sql<{ body: string }>`SELECT body FROM outbox WHERE channel = 'sms' AND recipient = ${phone} ORDER BY id DESC LIMIT 1`
  )
  return /\b(\d{6})\b/.exec(text?.body ?? "")?.[1]
}

/** An event Stripe posts to the webhook, signed with the webhook's secret, or with another when `forged`. */
const stripeEvent = async (world: World, forged: boolean): Promise<Call> => {
  const event = {
    id: `evt_${fresh()}`,
    object: "event",
    type: "customer.created",
    data: { object: { id: `cus_${fresh()}`, object: "customer" } }
  }
  const { payload, headers } = stripeEventPost(await stripeAccess(world.api), event, forged ? "whsec_not_the_secret" : undefined)
  return { path: "/api/v1/stripe/webhook", options: { headers, raw: payload } }
}

const smsCarrier = (world: World) =>
  world.api.run(
    Effect.flatMap(SmsProvider, ({ carrier }) => (Option.isSome(carrier) ? Effect.succeed(carrier.value) : Effect.die("No SMS carrier")))
  )

/** A text to Redline's number as Twilio posts it to the webhook, signed with the carrier's auth token. */
const textToRedline = (carrier: SmsCarrier, text: { sid: string; from: string; body: string }): Call => {
  const { url, init } = inboundWebhookRequest(carrier, text)
  const { pathname } = new URL(url)
  return { path: pathname, options: { headers: init.headers, raw: init.body } }
}

/** A new session of the actor's, for a call that ends or binds it; the visitor and the unconfirmed account send what they have. */
const ownSession = async (world: World, actor: Actor): Promise<Call["options"]> => ({
  key: (await world.signIn(actor))?.access_key ?? actor.key
})

/** The sections of a draft ready to submit, as the seller's saves store them. */
const COMPLETE_SECTIONS = Object.fromEntries(
  ["details", "condition", "media", "scheduling"].map((section) => [
    section,
    { data: {}, complete: true, updated_at: new Date().toISOString() }
  ])
)

/**
 * A draft submission of the bidder's (a 2003 Porsche 911), written as the application writes one;
 * `ready` gives it complete sections and the photos submitting needs, `photo` one exterior photo.
 */
const bidderSubmission = async (world: World, { ready = false }: { readonly ready?: boolean } = {}) => {
  const id = await sellerSubmission(world.api, world.actors.bidder.id!, {
    status: SubmissionStatus.draft,
    submittedAt: null,
    sections: ready ? COMPLETE_SECTIONS : {}
  })
  const sections = ready ? ["exterior", "exterior", "exterior", "exterior", "interior", "interior"] : ["exterior"]
  const photos = await world.api.sql(
    (sql) => sql<{ id: number }>`
      INSERT INTO submission_photos (submission_id, section, position, is_main, key, upload_key, width, height)
      SELECT ${id}, section, n, n = 1, 'photos/authz.jpg', 'authz-' || ${id} || '-' || n, 640, 480
        FROM unnest(${`{${sections.join(",")}}`}::text[]) WITH ORDINALITY AS s(section, n)
      RETURNING id`
  )
  return { id, photo: photos[0]!.id }
}

const submissionPath = (id: number) => `/api/v1/submissions/${id}`

/** A Paid (5) submission of the bidder's with the car's address saved for its inspection, booked and reported as asked. */
const inspectedSubmission = async (world: World, { booked = false, reported = false } = {}) => {
  const submission = await bidderSubmission(world, { ready: true })
  await world.api.sql(
    (sql) => sql`
      WITH paid AS (UPDATE submissions SET status = 5, is_inspection_booked = ${booked} WHERE id = ${submission.id})
      INSERT INTO submission_inspections (submission_id, address, city, state, zip_code, booked_at, report_url, reported_at, updated_at)
      VALUES (${submission.id}, '1 Main St', 'Portland', 'OR', '97201', ${booked ? new Date() : null},
              ${reported ? "https://reports.example.com/authz.pdf" : null}, ${reported ? new Date() : null}, now())`
  )
  return submission
}
const NO_SUBMISSION = refused(404, "submission_not_found")
const NO_LISTING_DRAFT = refused(404, "listing_draft_not_found")

/** A listing's version as staff write it: a title, the sections, no photos or report. */
const LISTING_DRAFT = {
  title: "2003 Porsche 911 Carrera",
  sub_title: "One owner, 41k miles",
  sections: {
    doug: "",
    highlights: "- Original paint",
    equipment: "",
    modifications: "",
    known_flaws: "",
    recent_service_history: "",
    other_items: "",
    ownership_history: "",
    seller_notes: "",
    videos: []
  },
  photos: [],
  history_report: null
}

/**
 * The bidder's car with its inspection approved and its reserve accepted, with a first version of
 * its listing when `drafted`, which the seller approved when `approved`.
 */
const listedSubmission = async (world: World, { drafted = false, approved = false } = {}) => {
  const submission = await inspectedSubmission(world, { booked: true, reported: true })
  await world.api.sql(
    (sql) => sql`
      WITH approved AS (UPDATE submission_inspections SET approved = true, answered_at = now() WHERE submission_id = ${submission.id})
      INSERT INTO reserve_offers (submission_id, amount, message, answer, answered_at, created_at)
      VALUES (${submission.id}, 45000, 'We suggest a reserve of $45,000.', 'accept', now(), now())`
  )
  if (drafted)
    await world.api.sql(
      (sql) => sql`
        WITH listing AS (UPDATE submissions SET status = ${approved ? 8 : 7} WHERE id = ${submission.id})
        INSERT INTO listing_drafts (submission_id, version, title, sub_title, sections, photos, created_at, approved_at)
        VALUES (${submission.id}, 1, ${LISTING_DRAFT.title}, ${LISTING_DRAFT.sub_title}, ${JSON.stringify(LISTING_DRAFT.sections)}::jsonb,
                '[]'::jsonb, now(), ${approved ? new Date() : null})`
    )
  return submission
}

/** An application of the actor's own: a car of theirs, as the form sends it. */
const APPLICATION = {
  contact: { first_name: "Ada", last_name: "Lovelace", phone: "(503) 555-0142" },
  car: { vin: "WP0AA29903S620001", year: 2003, make_slug: "porsche", model_slug: "911", mileage: 41000, zip_code: "97201", seller_type: 1 }
}

/**
 * Who may make each change, and what everyone else is told. The rows follow the contract's
 * order; `CHANGES` has one row per changing operation of `RedlineApi`, so a new operation fails
 * to typecheck, and the matrix test fails against /api/openapi.json, until its row is written.
 */
export const CHANGES: { readonly [N in ChangingOperation]: Row } = {
  "auctions.countView": {
    who: "anyone: a page view is counted for visitors too (once per address and half hour, answered either way)",
    due: anyone(),
    request: (world) => ({ path: `${auction(world.live)}/views` })
  },
  "bids.placeBid": {
    who: "anyone signed in and registered to bid, but the auction's seller (design, 'The bid path')",
    due: signedIn({ seller: refused(403, "seller_cannot_bid") }),
    arrange: async (world) => {
      const stats = await world.make("the auction's stats", world.actors.visitor, "GET", `${auction(world.live)}/stats`)
      return minimumNextBid(stats.bids === 0 ? null : stats.current_bid.amount)
    },
    request: (world, _actor, amount: number) => ({
      path: `${auction(world.live)}/bids`,
      body: { amount, idempotency_key: `authz-bid-${fresh()}` }
    })
  },
  "reserve.lowerReserve": {
    who: "the auction's seller alone; the live auction has no reserve, so its seller is told there is nothing to lower",
    due: sellerOnly(FORBIDDEN, { seller: refused(409, "reserve_met") }),
    request: (world) => ({ path: `${auction(world.live)}/reserve`, body: { amount: 1_000 } })
  },
  "bids.checkEnd": {
    who: "anyone: every open auction page asks once its countdown reaches zero",
    due: anyone(),
    request: (world) => ({ path: `${auction(world.live)}/check_end` })
  },
  "shipping.quote": {
    who: "a quote by zip code is anyone's; a quote to an address is the winner's alone (spec 1 §7)",
    cases: {
      "by zip code": {
        // A key that is no session is refused rather than taken for a visitor's, as on every call that reads one.
        due: anyone({ unverified: refused(401, "unauthorized") }),
        request: (world) => ({ path: `${auction(world.live)}/shipping_quote`, body: { zip_code: "78701" } })
      },
      "to the winner's address": {
        due: bidderOnly(FORBIDDEN),
        request: (world) => ({ path: `${auction(world.won)}/shipping_quote`, body: { address: BIDDER_ADDRESS } })
      }
    }
  },
  "shipping.book": {
    who: "the winner alone books shipping for the car, with a quote of their own",
    due: bidderOnly(FORBIDDEN),
    request: (world) => ({
      path: `${auction(world.booked)}/shipping_order`,
      body: { quote_id: world.bookedQuote, transport: "open", ...BIDDER_ADDRESS }
    })
  },
  "watches.watch": {
    who: "anyone signed in watches for themselves, but the auction's seller (spec 1 §4)",
    due: signedIn({ seller: refused(403, "seller_cannot_watch") }),
    request: (world) => ({ path: `${auction(world.live)}/watch`, body: { watch: true } })
  },
  "contactSeller.contact": {
    who: "anyone signed in writes to the seller, but the seller themselves",
    due: signedIn({ seller: refused(403, "seller_cannot_contact_self") }),
    request: (world) => ({ path: `${auction(world.live)}/contact_seller`, body: { message: "Is the hardtop included?" } })
  },
  "savedSearches.save": {
    who: "anyone signed in saves a search of their own",
    due: signedIn(),
    request: () => ({ path: "/api/v1/saved_searches", body: { search: "air-cooled coupe" } })
  },
  "savedSearches.update": {
    who: "the search's owner alone; someone else's search answers as one that doesn't exist",
    due: bidderOnly(refused(404, "saved_search_not_found")),
    request: (world) => ({ path: `/api/v1/saved_searches/${world.savedSearch}`, body: { send_email: false } })
  },
  "savedSearches.delete": {
    who: "the search's owner alone; someone else's search answers as one that doesn't exist",
    due: bidderOnly(refused(404, "saved_search_not_found")),
    arrange: async (world) => {
      const saved = await world.make("a saved search", world.actors.bidder, "POST", "/api/v1/saved_searches", {
        search: `barn find ${fresh()}`
      })
      return saved.id as number
    },
    request: (_world, _actor, id: number) => ({ path: `/api/v1/saved_searches/${id}` })
  },
  "distanceSettings.save": {
    who: "anyone signed in saves their own distance setting; a visitor's stays in their browser",
    due: signedIn(),
    request: () => ({ path: "/api/v1/distance_settings", body: { country: "US", zip_code: "97201", max_distance: 200 } })
  },
  "questions.ask": {
    who: "anyone signed in asks, but the auction's seller (spec 3 §4)",
    due: signedIn({ seller: refused(403, "seller_cannot_ask") }),
    request: (world) => ({ path: `${auction(world.live)}/questions`, body: { text: "Any rust in the rockers?" } })
  },
  "questions.edit": {
    who: "the asker alone edits their question",
    due: bidderOnly(refused(403, "not_question_asker")),
    request: (world) => ({ path: questionPath(world, world.question), body: { text: "Has the soft top been replaced, and when?" } })
  },
  "questions.delete": {
    who: "the asker deletes their question, and staff any question (moderation)",
    due: bidderOnly(refused(403, "not_question_asker"), { staff: { allowed: true } }),
    arrange: (world) => world.ask("Are the service records complete?"),
    request: (world, _actor, id: number) => ({ path: questionPath(world, id) })
  },
  "questions.answer": {
    who: "the auction's seller alone answers",
    due: sellerOnly(refused(403, "answers_by_seller_only")),
    arrange: (world) => world.ask("Where has it been stored?"),
    request: (world, _actor, id: number) => ({ path: `${questionPath(world, id)}/answer`, body: { text: "In a heated garage." } })
  },
  "questions.editAnswer": {
    who: "the auction's seller alone edits an answer",
    due: sellerOnly(refused(403, "answers_by_seller_only")),
    request: (world) => ({
      path: `${questionPath(world, world.answered)}/answer`,
      body: { text: "Yes, in the original color, with its stand." }
    })
  },
  "questions.upvote": {
    who: "anyone signed in upvotes someone else's question, never their own (spec 3 §8)",
    due: signedIn({ bidder: refused(403, "own_content") }),
    request: (world) => ({ path: `${questionPath(world, world.question)}/upvote`, body: { upvote: true } })
  },
  "questions.flag": {
    who: "anyone signed in flags someone else's question, never their own nor the staff account's (spec 3 §8)",
    cases: {
      "the bidder's question": {
        due: signedIn({ bidder: refused(403, "own_content") }),
        request: (world) => ({ path: `${questionPath(world, world.question)}/flag`, body: { flag: true } })
      },
      "the staff account's question": {
        due: signedIn({
          bidder: refused(403, "staff_content"),
          intruder: refused(403, "staff_content"),
          seller: refused(403, "staff_content"),
          staff: refused(403, "own_content")
        }),
        arrange: (world) =>
          world
            .make("the staff account's question", world.actors.staff, "POST", `${auction(world.live)}/questions`, {
              text: "Is the hardtop included?"
            })
            .then((question: { id: number }) => question.id),
        request: (world, _actor, id: number) => ({ path: `${questionPath(world, id)}/flag`, body: { flag: true } })
      }
    }
  },
  "comments.post": {
    who: "anyone signed in comments while the auction runs (spec 3 §3)",
    due: signedIn(),
    request: (world) => ({ path: `${auction(world.live)}/comments`, body: { text: "What a find." } })
  },
  "comments.edit": {
    who: "the author alone edits their comment, within the window",
    due: bidderOnly(refused(403, "not_comment_author")),
    arrange: (world) => world.writeComment("Is the hardtop included?"),
    request: (world, _actor, id: number) => ({ path: commentPath(world, id), body: { text: "Is the hardtop included, and its stand?" } })
  },
  "comments.delete": {
    who: "the author deletes their comment within the window, and staff any comment (moderation)",
    due: bidderOnly(refused(403, "not_comment_author"), { staff: { allowed: true } }),
    arrange: (world) => world.writeComment("Any rust underneath?"),
    request: (world, _actor, id: number) => ({ path: commentPath(world, id) })
  },
  "comments.upvote": {
    who: "anyone signed in upvotes an entry, but its author (spec 3 §5)",
    due: signedIn({ bidder: refused(403, "own_content") }),
    request: (world) => ({ path: `${commentPath(world, world.comment)}/upvote`, body: { upvote: true } })
  },
  "comments.flag": {
    who: "anyone signed in flags an entry, but its author (spec 3 §5)",
    due: signedIn({ bidder: refused(403, "own_content") }),
    request: (world) => ({ path: `${commentPath(world, world.comment)}/flag`, body: { flag: true } })
  },
  "comments.attach": {
    who: "anyone signed in attaches their own upload; someone else's upload is refused",
    due: bidderOnly(refused(403, "upload_not_yours")),
    arrange: (world) => world.upload(world.actors.bidder),
    request: (_world, _actor, key: string) => ({ path: "/api/v1/comment_attachments", body: { key } })
  },
  "community.create": {
    who: "anyone signed in posts in a community (spec 3 §4)",
    due: signedIn(),
    request: async (world) => ({
      path: "/api/v1/community/posts",
      body: { community_id: await generalCommunity(world), title: `Cars and coffee this Sunday ${fresh()}`, text: "Who is going?" }
    })
  },
  "community.edit": {
    who: "the author alone edits their post, within the window (spec 3 §8)",
    due: bidderOnly(refused(403, "not_community_author")),
    arrange: bidderPost,
    request: (_world, _actor, id: number) => ({
      path: communityPost(id),
      body: { title: "Track day tires, one season", text: "Which compound lasts a whole season?" }
    })
  },
  "community.delete": {
    who: "the author alone deletes their post, within the window; moderators use the admin call (spec 3 §6)",
    due: bidderOnly(refused(403, "not_community_author")),
    arrange: bidderPost,
    request: (_world, _actor, id: number) => ({ path: communityPost(id) })
  },
  "community.upvote": {
    who: "anyone signed in upvotes a post, but its author (spec 3 §5)",
    due: signedIn({ bidder: refused(403, "own_content") }),
    arrange: bidderPost,
    request: (_world, _actor, id: number) => ({ path: `${communityPost(id)}/upvote`, body: { vote: true } })
  },
  "community.flag": {
    who: "anyone signed in flags a post, but its author (spec 3 §5)",
    due: signedIn({ bidder: refused(403, "own_content") }),
    arrange: bidderPost,
    request: (_world, _actor, id: number) => ({ path: `${communityPost(id)}/flag`, body: { flag: true } })
  },
  "community.attach": {
    who: "anyone signed in attaches their own upload; someone else's upload is refused",
    due: bidderOnly(refused(403, "upload_not_yours")),
    arrange: (world) => world.upload(world.actors.bidder),
    request: (_world, _actor, key: string) => ({ path: "/api/v1/community_attachments", body: { key } })
  },
  "community.deleteAttachments": {
    who: "anyone signed in deletes their own photos; another's are left, and not named in the answer",
    due: signedIn(),
    arrange: bidderCommunityPhoto,
    request: (_world, _actor, id: number) => ({ path: "/api/v1/community_attachments/delete", body: { ids: [id] } }),
    shows: (answer, actor) => {
      const deleted = (answer.body as { deleted: ReadonlyArray<number> }).deleted
      return actor.name === "bidder" || deleted.length === 0 ? null : "deleted the bidder's photo"
    }
  },
  "community.systemFlagPost": {
    who: "moderators (MODERATION, staff) alone system-flag a post (spec 3 §6)",
    due: STAFF_ONLY,
    arrange: bidderPost,
    request: (_world, _actor, id: number) => ({
      path: `/api/v1/admin/community/posts/${id}/system_flag`,
      body: { is_system_flagged: true }
    })
  },
  "community.removePost": {
    who: "moderators (MODERATION, staff) alone delete anyone's post (spec 3 §6)",
    due: STAFF_ONLY,
    arrange: bidderPost,
    request: (_world, _actor, id: number) => ({ path: `/api/v1/admin/community/posts/${id}` })
  },
  "community.systemFlagAttachment": {
    who: "moderators (MODERATION, staff) alone system-flag a photo (spec 3 §6)",
    due: STAFF_ONLY,
    arrange: bidderCommunityPhoto,
    request: (_world, _actor, id: number) => ({
      path: `/api/v1/admin/community/attachments/${id}/system_flag`,
      body: { is_system_flagged: true }
    })
  },
  "community.block": {
    who: "anyone signed in blocks another member's content for themselves, never their own",
    due: signedIn({ seller: refused(400, "community_block_self") }),
    request: (world) => ({ path: `/api/v1/community/blocks/${world.actors.seller.username}` })
  },
  "community.unblock": {
    who: "anyone signed in unblocks a member they blocked, for themselves",
    due: signedIn({ seller: refused(400, "community_block_self") }),
    request: (world) => ({ path: `/api/v1/community/blocks/${world.actors.seller.username}` })
  },
  "auth.login": {
    who: "anyone: signing in is proving the password; an unconfirmed account is answered a confirm key, not a session",
    due: anyone(),
    request: (world) => ({ path: "/api/v1/auth/login", body: { email: world.actors.bidder.email, password: world.actors.bidder.password } })
  },
  "auth.addPayment": {
    who: "anyone signed in puts a card on their own account",
    due: signedIn(),
    request: async (world, actor) => ({ path: "/api/v1/auth/payment", body: await cardOf(world.api, actor) })
  },
  "auth.replacePayment": {
    who: "anyone signed in replaces the card on their own account",
    due: signedIn(),
    request: async (world, actor) => ({ path: "/api/v1/auth/payment", body: await cardOf(world.api, actor) })
  },
  "auth.biddingAgreement": {
    who: "anyone signed in accepts the bidding agreement for themselves",
    due: signedIn(),
    request: () => ({ path: "/api/v1/auth/bidding_agreement" })
  },
  "accounts.challenge": {
    who: "anyone: the bot check's challenge is what sign-up asks to be solved",
    due: anyone(),
    request: () => ({ path: "/api/v1/auth/challenge" })
  },
  "accounts.register": {
    who: "anyone: sign-up, behind the bot check",
    due: anyone(),
    request: async (world) => {
      const name = `authz_new_${fresh()}`
      return {
        path: "/api/v2/auth/users",
        body: {
          username: name,
          email: `${name}@example.com`,
          password: STRONG_PASSWORD,
          recaptcha: await solvedBotCheck(world.api),
          accept: true
        }
      }
    }
  },
  "accounts.confirm": {
    who: "anyone: the link's token from the mail is the proof",
    due: anyone(),
    arrange: async (world) => {
      const name = `authz_confirm_${fresh()}`
      await signUp(world.api, { username: name, email: `${name}@example.com` })
      return tokenFromMail(world.api, `${name}@example.com`, "/account/verify/")
    },
    request: (_world, _actor, token: string) => ({ path: "/api/v1/auth/confirm", body: { confirmation_token: token } })
  },
  "accounts.resend": {
    who: "anyone: the confirm key a sign-up or sign-in gave is the proof",
    due: anyone(),
    arrange: async (world) => {
      const name = `authz_resend_${fresh()}`
      return (await signUp(world.api, { username: name, email: `${name}@example.com` })).body.confirm_key as string
    },
    request: (_world, _actor, confirmKey: string) => ({ path: "/api/v1/auth/resend", body: { confirm_key: confirmKey } })
  },
  "accounts.access": {
    who: "anyone: the confirm key of a confirmed account is the proof; it opens that account's session once",
    due: anyone(),
    arrange: async (world) => {
      const name = `authz_access_${fresh()}`
      await signUp(world.api, { username: name, email: `${name}@example.com` })
      const token = await tokenFromMail(world.api, `${name}@example.com`, "/account/verify/")
      const confirmed = await world.make("a confirmation", world.actors.visitor, "POST", "/api/v1/auth/confirm", {
        confirmation_token: token
      })
      return confirmed.confirm_key as string
    },
    request: (_world, _actor, confirmKey: string) => ({ path: `/api/v1/auth/access?confirm_key=${confirmKey}` })
  },
  "sessions.handshake": {
    who: "anyone: every browser makes one; made with a session's key, it binds that session",
    due: anyone(),
    // With a session of the actor's own: bound, a session's changes must be signed from then on.
    request: async (world, actor) => ({ path: "/api/v1/auth/ti_ni", options: await ownSession(world, actor) })
  },
  "sessions.refresh": {
    who: "anyone: the refresh key is the session's credential, whoever sends it",
    due: anyone(),
    arrange: async (world) => (await world.signIn(world.actors.bidder))!.refresh_key,
    request: (_world, _actor, refreshKey: string) => ({
      path: "/api/v1/auth/refresh",
      options: { headers: { "x-refresh-key": refreshKey } }
    })
  },
  "sessions.logout": {
    who: "anyone signed in ends their own session (the one whose key the call carries)",
    due: signedIn(),
    request: async (world, actor) => ({ path: "/api/v1/auth/logout", options: await ownSession(world, actor) })
  },
  "passwords.resetLink": {
    who: "anyone: the link goes to the account's own mailbox",
    due: anyone(),
    arrange: async (world) => (await world.newMember("authz_forgot")).email,
    request: (_world, _actor, email: string) => ({ path: "/api/v1/auth/reset/link", body: { email } })
  },
  "passwords.resetKey": {
    who: "anyone: the mailed reset token is the proof",
    due: anyone(),
    arrange: async (world) => {
      const { email } = await world.newMember("authz_reset_key")
      await world.make("a reset link", world.actors.visitor, "POST", "/api/v1/auth/reset/link", { email })
      return tokenFromMail(world.api, email, "/reset-password/")
    },
    request: (_world, _actor, token: string) => ({ path: `/api/v1/auth/reset?reset_token=${token}` })
  },
  "passwords.reset": {
    who: "anyone: the reset key traded for the mailed token is the proof",
    due: anyone(),
    arrange: async (world) => {
      const { email } = await world.newMember("authz_reset")
      await world.make("a reset link", world.actors.visitor, "POST", "/api/v1/auth/reset/link", { email })
      const token = await tokenFromMail(world.api, email, "/reset-password/")
      return (await world.make("a reset key", world.actors.visitor, "GET", `/api/v1/auth/reset?reset_token=${token}`)).reset_key as string
    },
    request: (_world, _actor, resetKey: string) => ({
      path: "/api/v1/auth/reset",
      body: { reset_key: resetKey, password: STRONG_PASSWORD }
    })
  },
  "passwords.change": {
    who: "anyone signed in changes their own password, knowing the old one",
    due: signedIn(),
    request: (_world, actor) => ({ path: "/api/v1/auth/change", body: { old_password: actor.password ?? "", password: STRONG_PASSWORD } }),
    after: (actor) => {
      actor.password = STRONG_PASSWORD
    }
  },
  "profile.bio": {
    who: "anyone signed in writes their own bio",
    due: signedIn(),
    request: () => ({ path: "/api/v1/profile/bio", body: { bio: "Air-cooled since 1989." } })
  },
  "profile.photo": {
    who: "anyone signed in makes their own upload their photo; someone else's upload is refused",
    due: bidderOnly(refused(403, "upload_not_yours")),
    arrange: (world) => world.upload(world.actors.bidder),
    request: (_world, _actor, key: string) => ({ path: "/api/v1/profile/photo", body: { photo: key } })
  },
  "profile.requestRemoval": {
    who: "anyone signed in asks for their own account's removal",
    due: signedIn(),
    request: () => ({ path: "/api/v1/auth/users/request_removal" })
  },
  "profile.subscribeDailyEmail": {
    who: "anyone: the footer's Daily Email form is open to visitors (another's address is only mailed a confirmation link)",
    // a key that is no session is refused as such rather than taken for a visitor's
    due: anyone({ unverified: refused(401, "unauthorized") }),
    request: () => ({ path: "/api/v1/auth/daily_email", body: { email: "reader@example.com" } })
  },
  "profile.unsubscribeDailyEmail": {
    who: "the address's own account, by its session (or the mailed link's token, which this request doesn't carry)",
    // a key that is no session is refused as such rather than taken for a visitor's
    due: { ...only(["bidder"], refused(403, "unsubscribe_not_allowed")), unverified: refused(401, "unauthorized") },
    request: (world) => ({ path: `/api/v1/auth/daily_email?email=${encodeURIComponent(world.actors.bidder.email!)}` })
  },
  "profile.unsubscribeDailyEmailByLink": {
    who: "anyone holding the link mailed to the address: its token is the proof (RFC 8058's one-click POST)",
    due: anyone(),
    arrange: async (world) => {
      await askForDailyEmail(world)
      const confirmation = await dailyEmailLink(world, "/daily-email/confirm?")
      await world.make("a Daily Email subscription", world.actors.visitor, "POST", `/api/v1/auth/daily_email/confirm?${confirmation}`)
      return dailyEmailLink(world, "/daily-email/unsubscribe?")
    },
    request: (_world, _actor, linkQuery: string) => ({ path: `/api/v1/auth/daily_email/unsubscribe?${linkQuery}` })
  },
  "profile.confirmDailyEmail": {
    who: "anyone holding the confirmation link mailed to the address: its token is the proof",
    due: anyone(),
    arrange: async (world) => {
      await askForDailyEmail(world)
      return dailyEmailLink(world, "/daily-email/confirm?")
    },
    request: (_world, _actor, linkQuery: string) => ({ path: `/api/v1/auth/daily_email/confirm?${linkQuery}` })
  },
  "singleSignOn.start": {
    who: "anyone: signing in with a provider starts here",
    due: anyone(),
    request: () => ({ path: "/api/v1/auth/sso/google" })
  },
  "singleSignOn.callback": {
    who: "anyone: the provider's code and state are the proof",
    due: anyone(),
    arrange: (world) => providerLanding(world.api, "google", `authz_sso_${fresh()}@example.com`),
    request: (_world, _actor, landing: URL) => ({
      path: "/api/v1/auth/sso/google/callback",
      body: { code: landing.searchParams.get("code"), state: landing.searchParams.get("state") }
    })
  },
  "singleSignOn.appleReturn": {
    who: "anyone: Apple posts its answer here from the browser, which is sent on to the landing page",
    due: anyone(),
    request: () => ({
      path: "/api/v1/auth/sso/apple/return",
      options: { headers: { "content-type": "application/x-www-form-urlencoded" }, raw: "code=c0de&state=st4te" }
    })
  },
  "singleSignOn.link": {
    who: "anyone: linking a provider proves the account by its password",
    due: anyone(),
    arrange: async (world) => {
      const { email } = await world.newMember("authz_link")
      return { email, credential: (await providerCredential(world.api, "google", email)).body.credential as string }
    },
    request: (_world, _actor, { email, credential }: { email: string; credential: string }) => ({
      path: "/api/v1/auth/auth_source",
      body: { email, password: MEMBER_PASSWORD, provider: "google", credential }
    })
  },
  "singleSignOn.unlink": {
    who: "anyone signed in disconnects a provider from their own account",
    due: signedIn(),
    request: () => ({ path: "/api/v1/auth/auth_source?source=apple" })
  },
  "singleSignOn.handoverToken": {
    who: "anyone signed in hands their own session over to the app's web view",
    due: signedIn(),
    request: () => ({ path: "/api/v1/auth/handover/token" })
  },
  "singleSignOn.handover": {
    who: "anyone: the one-time handover token is the proof",
    due: anyone(),
    arrange: async (world) =>
      (await world.make("a handover token", world.actors.bidder, "POST", "/api/v1/auth/handover/token")).handover_token as string,
    request: (_world, _actor, token: string) => ({ path: "/api/v1/auth/handover", body: { handover_token: token } })
  },
  "admin.createUser": {
    who: "staff alone",
    due: STAFF_ONLY,
    request: () => {
      const name = `authz_made_${fresh()}`
      return { path: "/api/v1/admin/users", body: { email: `${name}@example.com`, username: name, password: MEMBER_PASSWORD } }
    }
  },
  "admin.createAuction": {
    who: "staff alone",
    due: STAFF_ONLY,
    request: (world) => ({
      path: "/api/v1/admin/auctions",
      body: {
        ...MIATA,
        seller_username: world.actors.seller.username,
        auction_end: new Date(Date.now() + 3 * 86_400_000).toISOString()
      }
    })
  },
  "realtime.register": {
    who: "anyone registers public channels; the user's own channels need their session, and are always their own",
    cases: {
      "a public channel": {
        due: anyone(),
        request: (world) => onSocket("register", { type: "public", channel: "auction", auction_id: world.live })
      },
      "the user's notifications": {
        due: signedIn(),
        // The bidder's id asked for: the channel is the caller's own whatever the request says.
        request: (world) => onSocket("register", { type: "private", channel: "notifications", user_id: world.actors.bidder.id }),
        shows: (answer, actor) =>
          answer.body.channel === `notifications:${actor.id}`
            ? null
            : `registered ${answer.body.channel}, not the caller's own notifications`
      }
    }
  },
  "realtime.deregister": {
    who: "anyone deregisters public channels; the user's own channels need their session",
    cases: {
      "a public channel": {
        due: anyone(),
        request: (world) => onSocket("deregister", { type: "public", channel: "auction", auction_id: world.live })
      },
      "the user's notifications": { due: signedIn(), request: () => onSocket("deregister", { type: "private", channel: "notifications" }) }
    }
  },
  "videos.videoToken": {
    who: "the auction's seller, or staff, adds a video to it, in their own name",
    cases: {
      "to the seller's auction": {
        due: sellerOnly(VIDEO_NOT_ALLOWED, { staff: { allowed: true } }),
        request: (world) => videoToken(world, {})
      },
      // The bidder is refused too, as not the seller: no one uploads in another's name.
      "in the bidder's name": {
        due: signedIn({ bidder: VIDEO_NOT_ALLOWED, intruder: VIDEO_NOT_ALLOWED, seller: VIDEO_NOT_ALLOWED, staff: VIDEO_NOT_ALLOWED }),
        request: (world) => videoToken(world, { creator: world.actors.bidder.id })
      }
    }
  },
  "devDailyEmail.send": {
    who: "sending a Daily Email out of schedule is a developer's page: this machine, or staff",
    due: DEVELOPERS_ONLY,
    request: () => ({ path: "/api/v1/dev/daily-email/send" })
  },
  "devVideoUploads.uploadChunk": {
    who: "the local video host's uploads are a developer's page: this machine, or staff",
    due: DEVELOPERS_ONLY,
    arrange: (world) => world.videoUpload(),
    request: (_world, _actor, path: string) => ({
      path,
      options: {
        headers: { "tus-resumable": "1.0.0", "content-type": "application/offset+octet-stream", "upload-offset": "0" },
        raw: new Uint8Array(256)
      }
    })
  },
  "users.follow": {
    who: "anyone signed in follows someone else; following oneself is refused",
    due: signedIn({ seller: refused(403, "cannot_follow_self") }),
    request: (world) => ({ path: `/api/v1/users/${world.actors.seller.username}/follow` })
  },
  "users.unfollow": {
    who: "anyone signed in unfollows for themselves (the seller unfollowing themselves has nothing to undo)",
    due: signedIn(),
    request: (world) => ({ path: `/api/v1/users/${world.actors.seller.username}/follow` })
  },
  "notifications.seen": {
    who: "the notification's reader alone marks it seen; someone else's answers as one that doesn't exist",
    due: bidderOnly(refused(404, "notification_not_found")),
    arrange: bidderNotification,
    request: (_world, _actor, id: number) => ({ path: "/api/v1/notifications/seen", body: { id } })
  },
  "notifications.clicked": {
    who: "the notification's reader alone reports a click on it; someone else's answers as one that doesn't exist",
    due: bidderOnly(refused(404, "notification_not_found")),
    arrange: bidderNotification,
    request: (_world, _actor, id: number) => ({ path: "/api/v1/notifications/clicked", body: { id } })
  },
  "notifications.seenAll": {
    who: "anyone signed in marks their own notifications seen",
    due: signedIn(),
    request: () => ({ path: "/api/v1/notifications/seen_all" })
  },
  "notifications.badgeReset": {
    who: "anyone signed in resets their own bell's count",
    due: signedIn(),
    request: () => ({ path: "/api/v1/notifications/badge_reset" })
  },
  "notifications.setting": {
    who: "anyone signed in sets their own notification settings",
    due: signedIn(),
    request: () => ({ path: "/api/v1/settings/notifications", body: { type: "mentions", method: "email", value: false } })
  },
  "sms.sendCode": {
    who: "anyone signed in enrolls a phone of their own; there is no one else's enrollment to name",
    due: signedIn(),
    request: () => ({ path: SMS_ENROLLMENT, body: { phone_number: freshPhone() } })
  },
  "sms.changePhoneNumber": {
    who: "anyone signed in changes the number of their own enrollment",
    due: signedIn(),
    request: async (world, actor) => {
      await enrollPhone(world, actor)
      return { path: `${SMS_ENROLLMENT}/phone_number`, body: { phone_number: freshPhone() } }
    }
  },
  "sms.confirm": {
    who: "anyone signed in verifies their own number with the code texted to it",
    due: signedIn(),
    request: async (world, actor) => ({ path: SMS_ENROLLMENT, body: { code: (await enrollPhone(world, actor)) ?? "123456" } })
  },
  "sms.remove": {
    who: "anyone signed in removes their own enrollment (removing none is done already)",
    due: signedIn(),
    request: () => ({ path: SMS_ENROLLMENT })
  },
  "smsWebhook.inbound": {
    who: "Twilio alone: what counts is its signature of the request, whoever sends it, signed in or not",
    cases: {
      "signed as Twilio signs": {
        due: anyone(),
        request: async (world) => textToRedline(await smsCarrier(world), { sid: `SM${fresh()}`, from: freshPhone(), body: "HELP" })
      },
      "unsigned, or signed with another key": {
        due: only([], refused(403, "sms_signature_invalid")),
        request: async (world, actor) => {
          const carrier = await smsCarrier(world)
          const call = textToRedline(
            { ...carrier, account: { ...carrier.account, authToken: Redacted.make("not-the-token") } },
            {
              sid: `SM${fresh()}`,
              from: freshPhone(),
              body: "STOP"
            }
          )
          if (actor.name !== "visitor") return call
          const { "x-twilio-signature": _, ...unsigned } = call.options!.headers!
          return { ...call, options: { ...call.options, headers: unsigned } }
        }
      }
    }
  },
  "devSms.inbound": {
    who: "the local SMS stand-in's phone is a developer's page: this machine, or staff",
    due: DEVELOPERS_ONLY,
    request: () => ({ path: "/api/v1/dev/sms/inbound", body: { from: freshPhone(), body: "HELP" } })
  },
  "stripeWebhook.webhook": {
    who: "Stripe alone: what counts is its signature of the event, whoever sends it, signed in or not",
    cases: {
      "signed as Stripe signs": { due: anyone(), request: (world) => stripeEvent(world, false) },
      "signed with another secret": {
        due: only([], refused(400, "stripe_signature_invalid")),
        request: (world) => stripeEvent(world, true)
      }
    }
  },
  "submissions.change": {
    who: "the seller alone cancels their submission; someone else's, staff's too, answers as one that doesn't exist",
    due: bidderOnly(NO_SUBMISSION),
    arrange: (world) => bidderSubmission(world),
    request: (_world, _actor, { id }: { id: number }) => ({ path: submissionPath(id), body: { status: 104 } })
  },
  "submissions.saveDetails": {
    who: "the seller alone saves their submission's sections",
    due: bidderOnly(NO_SUBMISSION),
    arrange: (world) => bidderSubmission(world),
    request: (_world, _actor, { id }: { id: number }) => ({
      path: `${submissionPath(id)}/details`,
      body: { data: { engine: "3.6L" }, back: true }
    })
  },
  "submissions.saveCondition": {
    who: "the seller alone saves their submission's sections",
    due: bidderOnly(NO_SUBMISSION),
    arrange: (world) => bidderSubmission(world),
    request: (_world, _actor, { id }: { id: number }) => ({
      path: `${submissionPath(id)}/condition`,
      body: { data: { known_flaws: "Stone chips" }, back: true }
    })
  },
  "submissions.saveMedia": {
    who: "the seller alone saves their submission's sections",
    due: bidderOnly(NO_SUBMISSION),
    arrange: (world) => bidderSubmission(world),
    request: (_world, _actor, { id }: { id: number }) => ({ path: `${submissionPath(id)}/media`, body: { data: {}, back: true } })
  },
  "submissions.saveScheduling": {
    who: "the seller alone saves their submission's sections",
    due: bidderOnly(NO_SUBMISSION),
    arrange: (world) => bidderSubmission(world),
    request: (_world, _actor, { id }: { id: number }) => ({
      path: `${submissionPath(id)}/scheduling`,
      body: { data: { timing: "asap" }, back: true }
    })
  },
  "submissions.addPhoto": {
    who: "the seller alone adds photos to their submission, each from an upload of their own",
    due: bidderOnly(NO_SUBMISSION),
    arrange: async (world) => ({ ...(await bidderSubmission(world)), key: await world.upload(world.actors.bidder) }),
    request: (_world, _actor, { id, key }: { id: number; key: string }) => ({
      path: `${submissionPath(id)}/photos`,
      body: { key, section: "exterior" }
    })
  },
  "submissions.deletePhoto": {
    who: "the seller alone removes their submission's photos",
    due: bidderOnly(NO_SUBMISSION),
    arrange: (world) => bidderSubmission(world),
    request: (_world, _actor, { id, photo }: { id: number; photo: number }) => ({ path: `${submissionPath(id)}/photos/${photo}` })
  },
  "submissions.orderPhotos": {
    who: "the seller alone orders their submission's photos",
    due: bidderOnly(NO_SUBMISSION),
    arrange: (world) => bidderSubmission(world),
    request: (_world, _actor, { id, photo }: { id: number; photo: number }) => ({
      path: `${submissionPath(id)}/photos/order`,
      body: { section: "exterior", photo_ids: [photo] }
    })
  },
  "submissions.mainPhoto": {
    who: "the seller alone chooses their submission's main photo",
    due: bidderOnly(NO_SUBMISSION),
    arrange: (world) => bidderSubmission(world),
    request: (_world, _actor, { id, photo }: { id: number; photo: number }) => ({
      path: `${submissionPath(id)}/photos/main`,
      body: { photo_id: photo }
    })
  },
  "submissions.sendMessage": {
    who: "the seller writes in their submission's chat, and staff in any (as staff); to anyone else it doesn't exist",
    due: bidderOnly(NO_SUBMISSION, { staff: { allowed: true } }),
    arrange: (world) => bidderSubmission(world),
    request: (_world, _actor, { id }: { id: number }) => ({
      path: `${submissionPath(id)}/messages`,
      body: { message: "When is the inspection?" }
    })
  },
  "submissions.messagesSeen": {
    who: "the seller marks staff's messages seen, and staff the seller's; to anyone else the submission doesn't exist",
    due: bidderOnly(NO_SUBMISSION, { staff: { allowed: true } }),
    arrange: (world) => bidderSubmission(world),
    request: (_world, _actor, { id }: { id: number }) => ({ path: `${submissionPath(id)}/messages/seen` })
  },
  "submissions.pay": {
    who: "the seller alone pays their accepted submission's listing fee; someone else's, staff's too, answers as one that doesn't exist",
    due: bidderOnly(NO_SUBMISSION),
    arrange: async (world) => {
      const submission = await bidderSubmission(world)
      await world.api.sql((sql) => sql`UPDATE submissions SET status = 3 WHERE id = ${submission.id}`)
      return submission
    },
    request: (_world, actor, { id }: { id: number }) => ({
      path: `${submissionPath(id)}/pay`,
      body: { idempotency_key: `authz-${actor.name}-${id}` }
    })
  },
  "submissions.apply": {
    who: "anyone signed in applies to sell a car of their own",
    due: signedIn(),
    request: () => ({ path: "/api/v1/applications", body: APPLICATION })
  },
  "submissions.invite": {
    who: "the staff desk (staff, and users with VIEW_SUBMISSIONS) invites a seller to apply, with what it knows of the car",
    due: STAFF_ONLY,
    request: () => ({ path: "/api/v1/invitations", body: { email: "owner@example.com", car: { year: 1973, make_slug: "porsche" } } })
  },
  "submissions.inquire": {
    who: "those with the submit-inquiries ability (CAN_MAKE_SUBMISSION_INQUIRIES), and staff, make sell inquiries",
    due: STAFF_ONLY,
    request: () => ({
      path: "/api/v1/inquiries",
      body: { ...APPLICATION, contact: { ...APPLICATION.contact, email: "owner@example.com" }, notes: "Met at the show" }
    })
  },
  "submissions.changeApplication": {
    who: "the seller alone changes their application",
    due: bidderOnly(NO_SUBMISSION),
    arrange: (world) => bidderSubmission(world),
    request: (_world, _actor, { id }: { id: number }) => ({ path: `/api/v1/applications/${id}`, body: APPLICATION })
  },
  "staffDesk.decide": {
    who: "staff, and users with VIEW_SUBMISSIONS, decide a submitted car; everyone else signed in, its seller too, is forbidden",
    due: STAFF_ONLY,
    arrange: async (world) => {
      const submission = await bidderSubmission(world, { ready: true })
      await world.api.sql((sql) => sql`UPDATE submissions SET status = 2, submitted_at = now() WHERE id = ${submission.id}`)
      return submission
    },
    request: (_world, _actor, { id }: { id: number }) => ({
      path: `/api/v1/staff/submissions/${id}/decision`,
      body: { decision: "accept", message: "We'd love to list your 911." }
    })
  },
  "representatives.assign": {
    who: "staff, and users with VIEW_SUBMISSIONS, assign a business-development representative to a submission; everyone else signed in, its seller too, is forbidden",
    due: STAFF_ONLY,
    arrange: async (world) => {
      const submission = await bidderSubmission(world)
      const representative = await world.newMember("assignable")
      await world.api.sql((sql) => sql`UPDATE users SET abilities = ARRAY[${BD_REPRESENTATIVE_PERMISSION}] WHERE id = ${representative.id}`)
      return { id: submission.id, representative: representative.id }
    },
    request: (_world, _actor, { id, representative }: { id: number; representative: number }) => ({
      path: `/api/v1/staff/submissions/${id}/representative`,
      body: { user_id: representative }
    })
  },
  "reserveOffers.offer": {
    who: "staff, and users with VIEW_SUBMISSIONS, offer a reserve for a paid car; everyone else signed in, its seller too, is forbidden",
    due: STAFF_ONLY,
    arrange: async (world) => {
      const submission = await bidderSubmission(world, { ready: true })
      await world.api.sql((sql) => sql`UPDATE submissions SET status = 5, submitted_at = now() WHERE id = ${submission.id}`)
      return submission
    },
    request: (_world, _actor, { id }: { id: number }) => ({
      path: `/api/v1/staff/submissions/${id}/reserve_offers`,
      body: { amount: 45_000, comp_auction_ids: [], message: "We suggest a reserve of $45,000." }
    })
  },
  "reserveOffers.answer": {
    who: "the seller alone answers a reserve offer on their submission; someone else's, staff's too, answers as one that doesn't exist",
    due: bidderOnly(NO_SUBMISSION),
    arrange: async (world) => {
      const submission = await bidderSubmission(world, { ready: true })
      const [offer] = await world.api.sql(
        (sql) => sql<{ id: number }>`
          WITH paid AS (UPDATE submissions SET status = 5, submitted_at = now() WHERE id = ${submission.id})
          INSERT INTO reserve_offers (submission_id, amount, message, created_at)
          VALUES (${submission.id}, 45000, 'We suggest a reserve of $45,000.', now()) RETURNING id`
      )
      return { id: submission.id, offer: offer!.id }
    },
    request: (_world, _actor, { id, offer }: { id: number; offer: number }) => ({
      path: `${submissionPath(id)}/reserve_offers/${offer}`,
      body: { final: true }
    })
  },
  "inspections.saveAddress": {
    who: "the seller alone saves the address of their paid car's inspection; someone else's, staff's too, answers as one that doesn't exist",
    due: bidderOnly(NO_SUBMISSION),
    arrange: (world) => inspectedSubmission(world),
    request: (_world, _actor, { id }: { id: number }) => ({
      path: `${submissionPath(id)}/inspection`,
      body: { address: "2 Oak Ave", city: "Portland", state: "OR", zip_code: "97202" }
    })
  },
  "inspections.book": {
    who: "the seller alone books their paid car's inspection; someone else's, staff's too, answers as one that doesn't exist",
    due: bidderOnly(NO_SUBMISSION),
    arrange: (world) => inspectedSubmission(world),
    request: (_world, _actor, { id }: { id: number }) => ({
      path: `${submissionPath(id)}/inspection/book`,
      body: { register_to_bid: true, terms_agreement: true }
    })
  },
  "inspections.answer": {
    who: "the seller alone approves or declines their inspection's report; someone else's, staff's too, answers as one that doesn't exist",
    due: bidderOnly(NO_SUBMISSION),
    arrange: (world) => inspectedSubmission(world, { booked: true, reported: true }),
    request: (_world, _actor, { id }: { id: number }) => ({ path: `${submissionPath(id)}/inspection/approve`, body: { approved: true } })
  },
  "inspections.recordReport": {
    who: "staff, and users with VIEW_SUBMISSIONS, record a booked inspection's report; everyone else signed in, its seller too, is forbidden",
    due: STAFF_ONLY,
    arrange: (world) => inspectedSubmission(world, { booked: true }),
    request: (_world, _actor, { id }: { id: number }) => ({
      path: `/api/v1/staff/submissions/${id}/inspection/report`,
      body: { url: "https://reports.example.com/1.pdf" }
    })
  },
  "listingDrafts.write": {
    who: "staff, and users with VIEW_SUBMISSIONS, write a version of a settled car's listing; everyone else signed in, its seller too, is forbidden",
    due: STAFF_ONLY,
    arrange: (world) => listedSubmission(world),
    request: (_world, _actor, { id }: { id: number }) => ({ path: `/api/v1/staff/submissions/${id}/listing_drafts`, body: LISTING_DRAFT })
  },
  "listingDrafts.approve": {
    who: "the seller alone approves the latest version of their listing; someone else's, staff's too, answers as one that doesn't exist",
    due: bidderOnly(NO_LISTING_DRAFT),
    arrange: (world) => listedSubmission(world, { drafted: true }),
    request: (_world, _actor, { id }: { id: number }) => ({ path: `/api/v1/listings/${id}/v/1/approve` })
  },
  "listingDrafts.requestChanges": {
    who: "the seller alone asks for changes to the latest version of their listing; someone else's, staff's too, answers as one that doesn't exist",
    due: bidderOnly(NO_LISTING_DRAFT),
    arrange: (world) => listedSubmission(world, { drafted: true }),
    request: (_world, _actor, { id }: { id: number }) => ({
      path: `/api/v1/listings/${id}/v/1/request_changes`,
      body: { message: "Please mention the new tires." }
    })
  },
  "auctionScheduling.schedule": {
    who: "staff, and users with VIEW_SUBMISSIONS, schedule the auction of an approved listing; everyone else signed in, its seller too, is forbidden",
    due: STAFF_ONLY,
    arrange: (world) => listedSubmission(world, { drafted: true, approved: true }),
    request: (_world, _actor, { id }: { id: number }) => ({
      path: `/api/v1/staff/submissions/${id}/schedule`,
      body: {
        auction_start: new Date(Date.now() + 86_400_000).toISOString(),
        auction_end: new Date(Date.now() + 8 * 86_400_000).toISOString()
      }
    })
  },
  "submissions.submit": {
    who: "the seller alone submits their application to staff",
    due: bidderOnly(NO_SUBMISSION),
    arrange: (world) => bidderSubmission(world, { ready: true }),
    request: (_world, _actor, { id }: { id: number }) => ({ path: `/api/v1/applications/${id}/submit` })
  }
}
