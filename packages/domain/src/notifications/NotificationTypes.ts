import { auctionUrl } from "../AuctionUrl.ts"
import { Messages } from "../Messages.ts"
import type { NotificationMethod, NotificationOption } from "./NotificationSettings.ts"

/** The listing statuses notifications name (spec 2 §3 'Listing statuses used in wording'). */
export const LISTING_STATUSES = [
  "not_a_fit",
  "accepted",
  "ready_for_review",
  "scheduled",
  "live",
  "did_not_sell",
  "sold",
  "reserve_not_met"
] as const
export type ListingStatus = (typeof LISTING_STATUSES)[number]

/**
 * What a notification is about (spec 2 §3 `related_to`): every field is there, null where the
 * notification's type doesn't use it. `highest_bid` is the sale amount of a sold listing.
 */
export interface RelatedTo {
  readonly title: string | null
  readonly status: ListingStatus | null
  readonly highest_bid: number | null
  readonly listing_id: number | null
  readonly auction_id: number | null
  readonly submission_id: number | null
  readonly post_id: number | null
  readonly reply_id: number | null
  readonly reply_to_community_reply_id: number | null
  readonly question_id: number | null
  readonly comment_id: number | null
  readonly community_name: string | null
  readonly follower_username: string | null
  readonly following_username: string | null
  readonly seller_username: string | null
}

const NOTHING: RelatedTo = {
  title: null,
  status: null,
  highest_bid: null,
  listing_id: null,
  auction_id: null,
  submission_id: null,
  post_id: null,
  reply_id: null,
  reply_to_community_reply_id: null,
  question_id: null,
  comment_id: null,
  community_name: null,
  follower_username: null,
  following_username: null,
  seller_username: null
}

/** `related_to` with the fields given and null for the rest. */
export const relatedTo = (fields: Partial<RelatedTo>): RelatedTo => ({ ...NOTHING, ...fields })

/** A notification as its reader sees it (spec 2 §3), with its words and where a click goes. */
export interface NotificationItem {
  readonly id: number
  readonly updated_at: string
  readonly notification_type: number
  readonly seen_at: string | null
  /** How many events it rolls up (new bids, new followers…); 1 for a single one. */
  readonly count: number
  readonly related_to: RelatedTo
  readonly text: string
  /** The site path a click opens; null where there is nowhere to go. */
  readonly target: string | null
}

/** What the words and the click target are made of. */
export interface NotificationFacts {
  readonly related_to: RelatedTo
  readonly count: number
}

interface TypeSpec {
  readonly type: number
  readonly text: (facts: NotificationFacts) => string
  readonly target: (facts: NotificationFacts) => string | null
  /** The preference that governs it; null: always sent, on the type's channels. */
  readonly option: NotificationOption | null
  /** The channels it may go out on; the preference picks among them. */
  readonly channels: ReadonlyArray<NotificationMethod>
  /** Events of the same subject add to one unseen notification (`count`) instead of making more. */
  readonly rollUp: boolean
}

const SITE = ["site"] as const
const SITE_EMAIL = ["site", "email"] as const
const SITE_EMAIL_SMS = ["site", "email", "sms"] as const

const titleOf = (facts: NotificationFacts) => facts.related_to.title ?? ""

const withQuery = (path: string, query: Readonly<Record<string, string | number>>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString()}`

/** The auction page, with the query that opens the part of it the notification is about (spec 2 §2). */
const auctionPage =
  (query: (facts: NotificationFacts) => Readonly<Record<string, string | number>> = () => ({})) =>
  (facts: NotificationFacts): string | null => {
    const { auction_id, title } = facts.related_to
    if (auction_id === null) return null
    const params = query(facts)
    const path = auctionUrl(auction_id, title ?? "")
    return Object.keys(params).length === 0 ? path : withQuery(path, params)
  }

/** c=all for the bids and the comments together; c={id} for one comment, or all once several are rolled up. */
const bidsAndComments = auctionPage(() => ({ c: "all" }))
const oneComment = auctionPage(({ related_to, count }) =>
  count > 1 || related_to.comment_id === null ? { c: "all" } : { c: related_to.comment_id }
)
const oneQuestion = auctionPage(({ related_to }) => (related_to.question_id === null ? { q: "all" } : { q: related_to.question_id }))
const answeredQuestions = auctionPage(() => ({ q: "all" }))

const profilePath = (username: string) => `/user/${encodeURIComponent(username)}/`

const submissionPage = (facts: NotificationFacts, query: Readonly<Record<string, string>> = {}): string | null => {
  const id = facts.related_to.submission_id
  if (id === null) return null
  return Object.keys(query).length === 0 ? `/submissions/${id}` : withQuery(`/submissions/${id}`, query)
}

/**
 * Listing-status and auction-live types: a listing in review opens its review page, a live
 * auction its page, anything else its submission (or, with no submission, the auction it became).
 */
const listingTarget = (facts: NotificationFacts): string | null => {
  const { status, listing_id } = facts.related_to
  if (status === "ready_for_review" && listing_id !== null) return `/listings/${listing_id}`
  if (status === "live") return auctionPage()(facts)
  return submissionPage(facts) ?? auctionPage()(facts)
}

const messagesPage = (facts: NotificationFacts): string | null =>
  facts.related_to.auction_id === null ? null : `/buyer/${facts.related_to.auction_id}/chat?m=true`

const communityPost = (facts: NotificationFacts): string | null => {
  const { post_id, reply_id, reply_to_community_reply_id } = facts.related_to
  if (post_id === null) return null
  const query: Record<string, number> = {}
  if (reply_id !== null) query["rid"] = reply_id
  if (facts.count > 1 && reply_to_community_reply_id !== null) query["prid"] = reply_to_community_reply_id
  const path = `/community/p/${post_id}`
  return Object.keys(query).length === 0 ? path : withQuery(path, query)
}

const listingStatusText = (facts: NotificationFacts): string => {
  const { status, highest_bid } = facts.related_to
  const title = titleOf(facts)
  if (status === "sold" && highest_bid !== null) return Messages.notificationSold(title, highest_bid)
  return Messages.notificationListingStatus(title, status ?? "live")
}

/**
 * The notification types (spec 2 §3), one declaration each: its number, its words, where a click
 * goes (spec 2 §2 'Notification click targets'), the preference that governs it and its channels,
 * and whether it rolls up. Types 19, 24–27 and 29–38 are not shown, so they have no line.
 */
export const NOTIFICATION_TYPES = {
  won: {
    type: 1,
    text: (facts) => Messages.notificationWon(titleOf(facts)),
    target: messagesPage,
    option: null,
    channels: SITE_EMAIL,
    rollUp: false
  },
  seller_message: {
    type: 2,
    text: (facts) => Messages.notificationSellerMessage(titleOf(facts)),
    target: (facts) => submissionPage(facts, { m: "true" }),
    option: null,
    channels: SITE_EMAIL,
    rollUp: true
  },
  listing_status: { type: 3, text: listingStatusText, target: listingTarget, option: null, channels: SITE_EMAIL, rollUp: false },
  seller_question: {
    type: 4,
    text: (facts) => Messages.notificationSellerQuestions(titleOf(facts)),
    target: oneQuestion,
    option: "seller_questions",
    // the question's own e-mail, quoting it, goes out with the question (services/http questions)
    channels: SITE,
    rollUp: false
  },
  seller_bids: {
    type: 5,
    text: (facts) => Messages.notificationSellerBids(titleOf(facts)),
    target: bidsAndComments,
    option: "seller_bids",
    channels: SITE_EMAIL,
    rollUp: true
  },
  seller_comments: {
    type: 6,
    text: (facts) => Messages.notificationSellerComments(titleOf(facts)),
    target: oneComment,
    option: "seller_comments",
    channels: SITE_EMAIL,
    rollUp: true
  },
  lower_reserve: {
    type: 7,
    text: (facts) => Messages.notificationLowerReserve(titleOf(facts)),
    target: auctionPage(() => ({ lr: "true" })),
    option: null,
    channels: SITE_EMAIL,
    rollUp: false
  },
  mention: {
    type: 8,
    text: (facts) => Messages.notificationMention(titleOf(facts)),
    target: oneComment,
    option: "mentions",
    channels: SITE_EMAIL,
    rollUp: false
  },
  reply: {
    type: 9,
    text: (facts) => Messages.notificationReply(titleOf(facts)),
    target: oneComment,
    option: "replies",
    channels: SITE_EMAIL,
    rollUp: false
  },
  ending_soon: {
    type: 10,
    text: (facts) => Messages.notificationEndingSoon(titleOf(facts)),
    target: auctionPage(),
    option: "watcher_closing_soon",
    channels: SITE_EMAIL_SMS,
    rollUp: false
  },
  watcher_answer: {
    type: 11,
    text: (facts) => Messages.notificationWatcherAnswer(titleOf(facts)),
    target: answeredQuestions,
    option: "watcher_answers",
    channels: SITE_EMAIL,
    rollUp: true
  },
  watcher_bids: {
    type: 12,
    text: (facts) => Messages.notificationWatcherBids(titleOf(facts)),
    target: bidsAndComments,
    option: "watcher_new_bids",
    channels: SITE_EMAIL,
    rollUp: true
  },
  watcher_comments: {
    type: 13,
    text: (facts) => Messages.notificationWatcherComments(titleOf(facts)),
    target: oneComment,
    option: "watcher_comments",
    channels: SITE_EMAIL,
    rollUp: true
  },
  question_answered: {
    type: 14,
    text: (facts) => Messages.notificationQuestionAnswered(titleOf(facts)),
    target: oneQuestion,
    option: null,
    // the answer's own e-mail, quoting it, goes out with the answer (services/http questions)
    channels: SITE,
    rollUp: false
  },
  auction_ended: {
    type: 15,
    text: (facts) => Messages.notificationAuctionEnded(titleOf(facts), facts.related_to.status, facts.related_to.highest_bid),
    target: auctionPage(),
    option: "watcher_results",
    channels: SITE_EMAIL,
    rollUp: false
  },
  buyer_message: {
    type: 16,
    text: (facts) => Messages.notificationBuyerMessage(titleOf(facts)),
    target: messagesPage,
    option: null,
    channels: SITE_EMAIL,
    rollUp: true
  },
  outbid: {
    type: 17,
    text: (facts) => Messages.notificationOutbid(titleOf(facts)),
    target: bidsAndComments,
    option: "on_outbid",
    channels: SITE_EMAIL_SMS,
    rollUp: true
  },
  watched_live: {
    type: 18,
    text: (facts) => Messages.notificationWatchedLive(titleOf(facts)),
    target: auctionPage(),
    option: null,
    channels: SITE,
    rollUp: false
  },
  inspection_ready: {
    type: 20,
    text: (facts) => Messages.notificationInspectionReady(titleOf(facts)),
    target: (facts) =>
      facts.related_to.submission_id === null
        ? null
        : withQuery(`/submissions/${facts.related_to.submission_id}/inspection`, {
            utm_source: "notification",
            utm_medium: "site",
            utm_campaign: "ppi",
            utm_content: "review"
          }),
    option: null,
    channels: SITE_EMAIL,
    rollUp: false
  },
  community_mention: {
    type: 21,
    text: (facts) => Messages.notificationCommunityMention(facts.related_to.community_name ?? ""),
    target: communityPost,
    option: "mentions",
    channels: SITE_EMAIL,
    rollUp: false
  },
  community_reply: {
    type: 22,
    text: (facts) => Messages.notificationCommunityReply(facts.related_to.community_name ?? ""),
    target: communityPost,
    option: "replies",
    channels: SITE_EMAIL,
    rollUp: true
  },
  auction_live: {
    type: 23,
    text: (facts) => Messages.notificationListingStatus(titleOf(facts), "live"),
    target: listingTarget,
    option: null,
    channels: SITE_EMAIL,
    rollUp: false
  },
  reserve_offer: {
    type: 28,
    text: (facts) => Messages.notificationReserveOffer(titleOf(facts)),
    target: (facts) => submissionPage(facts, { utm_campaign: "reserveoffer" }),
    option: null,
    channels: SITE_EMAIL,
    rollUp: false
  },
  new_follower: {
    type: 39,
    text: (facts) => Messages.notificationNewFollower(facts.related_to.follower_username ?? "", facts.count),
    target: ({ related_to, count }) => {
      if (count > 1 && related_to.following_username !== null) return `${profilePath(related_to.following_username)}followers`
      return related_to.follower_username === null ? null : profilePath(related_to.follower_username)
    },
    option: "new_follower",
    channels: SITE_EMAIL,
    rollUp: true
  },
  followed_new_auction: {
    type: 40,
    text: (facts) => Messages.notificationFollowedNewAuction(facts.related_to.seller_username ?? "", titleOf(facts)),
    target: auctionPage(),
    option: "followed_new_auction",
    channels: SITE_EMAIL,
    rollUp: false
  },
  leaderboard_promo: {
    type: 41,
    text: () => Messages.notificationLeaderboardPromo,
    target: () => "/leaderboard/",
    option: null,
    channels: SITE,
    rollUp: false
  },
  text_alert_promo: {
    type: 42,
    text: () => Messages.notificationTextAlertPromo,
    target: () => "/account/settings?enroll_sms=true",
    option: null,
    // once ever, with the first outbid of a bidder who can't receive texts (services/http TextAlertPromo)
    channels: SITE,
    rollUp: false
  }
} as const satisfies Readonly<Record<string, TypeSpec>>

export type NotificationTypeName = keyof typeof NOTIFICATION_TYPES

/** The numbers by name: `NotificationType.outbid` is 17. */
export const NotificationType = Object.fromEntries(Object.entries(NOTIFICATION_TYPES).map(([name, spec]) => [name, spec.type])) as {
  readonly [N in NotificationTypeName]: (typeof NOTIFICATION_TYPES)[N]["type"]
}
export type NotificationType = (typeof NotificationType)[NotificationTypeName]

const byNumber: ReadonlyMap<number, TypeSpec> = new Map(Object.values(NOTIFICATION_TYPES).map((spec: TypeSpec) => [spec.type, spec]))

/** The declaration of a type by its number; undefined for a type not shown. */
export const notificationTypeSpec = (type: number): TypeSpec | undefined => byNumber.get(type)

/**
 * Whether a notification of this type is shown: types the spec doesn't show are not, and the
 * leaderboard promo only while the leaderboard is on (spec 2 §2).
 */
export const isShownNotification = (type: number, { leaderboard }: { readonly leaderboard: boolean }): boolean =>
  byNumber.has(type) && (type !== NotificationType.leaderboard_promo || leaderboard)

/** A notification's words. */
export const notificationText = (type: number, facts: NotificationFacts): string => byNumber.get(type)?.text(facts) ?? ""

/** Where a click on it goes (spec 2 §2 'Notification click targets'); null for nowhere. */
export const notificationTarget = (type: number, facts: NotificationFacts): string | null => byNumber.get(type)?.target(facts) ?? null
