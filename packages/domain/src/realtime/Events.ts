import type { NotificationItem } from "../notifications/NotificationTypes.ts"

/** A bid the auction took, as the answer to it and its event show it. */
export interface AcceptedBid {
  readonly id: number
  readonly amount: number
  readonly bidder: string
  /** When the gateway received it (ISO 8601): bids count by it. */
  readonly received_at: string
  /** The bid's entry in the auction's comments & bids thread. */
  readonly comment_id: number
}

/** The auction as it stands after a bid: what a watcher's page shows of it. */
export interface AuctionSnapshot {
  readonly current_bid: number
  readonly current_bidder: string | null
  readonly auction_end: string
  readonly status: number
  readonly bids: number
  /** Whether the current bid meets the reserve (true for a no-reserve auction); never the reserve itself. */
  readonly reserve_met: boolean
}

/** A 'bid' event's data, which is also the answer to placing the bid: the bid and the auction after it. */
export interface BidEvent {
  readonly bid: AcceptedBid
  readonly auction: AuctionSnapshot
}

/** An 'auction_end' event's data: how the auction closed. */
export interface AuctionEndEvent {
  readonly status: number
  readonly auction_end: string
  readonly current_bid: number
  readonly sale_amount: number | null
  readonly winner: string | null
}

/**
 * An 'auction' event's data, on the auctions channel: one auction as its cards show it, after a
 * bid or its end, for every list that shows it.
 */
export interface AuctionUpdate extends Omit<AuctionSnapshot, "current_bidder"> {
  readonly id: number
}

/** The kinds of entry of an auction's comments & bids thread (spec 3 §3). */
export const ThreadEntryType = { comment: 1, bid: 2, system: 5 } as const
export type ThreadEntryType = (typeof ThreadEntryType)[keyof typeof ThreadEntryType]

/** A photo attached to a comment, served by the image endpoint from `base_url` + `path`. */
export interface CommentAttachment {
  readonly id: number
  readonly width: number
  readonly height: number
  readonly base_url: string
  readonly path: string
}

/** Who wrote an entry, as the thread shows them; a `removed_…` username reads '[removed]'. */
export interface CommentAuthor {
  readonly username: string
  readonly photo: { readonly base_url: string; readonly path: string } | null
  readonly verified: boolean
  readonly is_staff: boolean
}

/** The entry an entry answers, as its reply line quotes it. */
export interface ReplyContext {
  readonly id: number
  readonly username: string
  /** The start of its text, or '' for a bid or a deleted comment. */
  readonly text: string
}

/**
 * One entry of the thread as everyone sees it: a comment (type 1), a bid (2, with its amount) or a
 * system entry (5, the soft close's extension and the end, written by the engine; no user). A
 * deleted comment has `deleted_at`, no text, photos or reply, and is no longer listed; a deleted
 * bid was canceled from the staff desk and stays, shown as canceled. This is a 'comment' event's data, on the `thread` channel for comments
 * and on the `auction` channel for the engine's system entries.
 */
export interface ThreadEntry {
  readonly id: number
  readonly type: ThreadEntryType
  readonly user: CommentAuthor | null
  readonly text: string
  readonly amount: number | null
  readonly timestamp: string
  readonly updated_at: string
  readonly edited_at: string | null
  readonly deleted_at: string | null
  readonly upvotes: number
  readonly flags: number
  readonly system_flagged: boolean
  /** The author is this auction's seller / has bid on it. */
  readonly is_seller: boolean
  readonly is_bidder: boolean
  readonly reply_to: ReplyContext | null
  readonly attachments: ReadonlyArray<CommentAttachment>
}

/** A photo of a community post or reply; the system may flag it, which flags what carries it. */
export interface CommunityAttachmentEntry {
  readonly id: number
  readonly attachment: { readonly base_url: string; readonly path: string; readonly width: number; readonly height: number }
  /** The first photo, the post's picture in feeds. */
  readonly default_image: boolean
  readonly is_system_flagged: boolean
}

/** The community a post belongs to, as the post links it. */
export interface CommunityLink {
  readonly id: number
  readonly title: string
  readonly slug: string
  readonly url: string
}

/**
 * A community post as everyone sees it (spec 3 §3), the data of a 'community_post' event on its
 * community's `community` channel and its own `community_thread`. A deleted post has `deleted_at`,
 * no user, title, text or photos. `active_at` is the newest of its creation and its latest reply.
 */
export interface CommunityPostEntry {
  readonly id: number
  readonly community_id: number
  readonly community: CommunityLink
  readonly user: CommentAuthor | null
  readonly title: string
  readonly text: string
  readonly snippet: string
  readonly created_at: string
  readonly edited_at: string | null
  readonly deleted_at: string | null
  readonly active_at: string
  readonly upvote_count: number
  readonly reply_count: number
  readonly flag_count: number
  readonly is_system_flagged: boolean
  readonly is_new: boolean
  readonly url: string
  readonly attachments: ReadonlyArray<CommunityAttachmentEntry>
}

/**
 * A reply to a community post as everyone sees it (spec 3 §3), the data of a 'community_reply'
 * event on its post's `community_thread`. `replies` are its own replies' ids, oldest first.
 */
export interface CommunityReplyEntry {
  readonly id: number
  readonly community_post_id: number
  readonly reply_to_community_reply_id: number | null
  readonly level: number
  readonly user: CommentAuthor | null
  readonly text: string
  readonly created_at: string
  readonly edited_at: string | null
  readonly deleted_at: string | null
  readonly replies: ReadonlyArray<number>
  readonly reply_count: number
  readonly upvote_count: number
  readonly flag_count: number
  readonly is_system_flagged: boolean
  readonly attachments: ReadonlyArray<CommunityAttachmentEntry>
}

/** Who wrote a question or an answer, as the page shows them. */
export interface QuestionAuthor {
  readonly username: string
  readonly photo: { readonly base_url: string; readonly path: string } | null
}

/** The seller's answer to a question (spec 3 §3). Texts are plain text, newlines kept; times ISO 8601. */
export interface QuestionAnswer {
  readonly user: QuestionAuthor
  readonly text: string
  readonly timestamp: string
  readonly edited_at: string | null
}

/** A question on an auction as everyone sees it: its text, its answer and what it was counted. */
export interface QuestionEntry {
  readonly id: number
  readonly user: QuestionAuthor
  readonly text: string
  readonly timestamp: string
  readonly edited_at: string | null
  readonly answer: QuestionAnswer | null
  readonly upvotes: number
  readonly flags: number
  readonly system_flagged: boolean
}

/**
 * A 'question' event's data, on the `thread` channel: a question asked, edited, answered, its
 * answer edited, or its counts changed, as everyone sees it; null once deleted.
 */
export interface QuestionChange {
  readonly id: number
  readonly question: QuestionEntry | null
}

/**
 * A 'notification' event's data, on the user's private `notifications` channel: a notification
 * made or rolled up (the same `id` again, its `count` and `updated_at` moved), and the bell's count
 * after it.
 */
export interface NotificationEvent {
  readonly notification: NotificationItem
  readonly unseen_count: number
}

/**
 * A 'notifications_seen' event's data: notifications the user saw in one tab, for the others:
 * `ids` those marked seen, null for all of them ('Mark all as read'), none for a badge reset;
 * and the bell's count after it.
 */
export interface NotificationsSeen {
  readonly ids: ReadonlyArray<number> | null
  readonly unseen_count: number
}

/** A message of a submission's chat with staff (spec 3 §3 'Conversation'): `user` is the seller, null for staff. */
export interface SubmissionChatMessage {
  readonly id: number
  readonly submission_id: number
  readonly from: "seller" | "staff"
  readonly user: { readonly username: string } | null
  readonly text: string
  readonly timestamp: string
  /** When the seller saw it (staff's messages), or staff did (the seller's); null until then. */
  readonly seen_at: string | null
}

/**
 * A 'message' event's data, on the seller's private `messages` channel: a message written in one
 * of their submissions' chats, by them in another tab or by staff, with the submission's unread
 * count after it and their unread count over all submissions. The staff desk hears the same on
 * the submission's `submission_chat` channel, whose counts are the seller's: the desk reads its own again.
 */
export interface SubmissionMessageEvent {
  readonly message: SubmissionChatMessage
  readonly unread_count: number
  readonly total_unread_count: number
}

/**
 * A 'messages_seen' event's data: the seller saw a submission's messages in one tab, and the others
 * clear its count; on `submission_chat`, staff saw the seller's, and the desk's other tabs read theirs again.
 */
export interface SubmissionMessagesSeen {
  readonly submission_id: number
  readonly total_unread_count: number
}
