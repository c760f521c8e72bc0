import { auctionSlug } from "../AuctionUrl.ts"
import { commentParts } from "../Comments.ts"
import { Messages } from "../Messages.ts"
import { hasVisibleText, textLength, textError } from "../Questions.ts"
import { isReservedUsername } from "../Username.ts"

/**
 * The community (spec 3 §2–§9). The spec shows none of these numbers (§9 'values not shown'); they
 * are ours: a title fits a line, a post is an article at most and a reply a few paragraphs, and
 * the flag threshold is the comments'.
 */
export const COMMUNITY_TITLE_MAX_LENGTH = 120
export const COMMUNITY_POST_MAX_LENGTH = 10_000
export const COMMUNITY_REPLY_MAX_LENGTH = 5000
export const COMMUNITY_MAX_ATTACHMENTS = 6
export const COMMUNITY_EDIT_WINDOW_MS = 30 * 60_000
export const COMMUNITY_FLAG_THRESHOLD = 3

/** After a new post, its author waits this long before the next new post (spec 3 §8). */
export const COMMUNITY_POST_COOLDOWN_MS = 2 * 60_000
/** After a new post or reply, its author waits this long before the next reply (spec 3 §8). */
export const COMMUNITY_REPLY_COOLDOWN_MS = 15_000

/** Replies nest three deep (spec 3 §9 'Reply nesting limit 3 parents'): a level-3 reply takes no reply. */
export const COMMUNITY_MAX_LEVEL = 3

/** A post's snippet is its first 40 words (spec 3 §2). */
export const COMMUNITY_SNIPPET_WORDS = 40

/** A page of a feed or of a thread's replies; the client asks one more to know there are more (spec 3 §9). */
export const COMMUNITY_PAGE_SIZE = 20
export const COMMUNITY_LIST_MAX = 51
/** Replies read by id at once (a collapsed level's children). */
export const COMMUNITY_REPLIES_BY_ID_MAX = 50

/** A post is new (highlighted when it arrives) for its first minute. */
export const COMMUNITY_NEW_POST_MS = 60_000
/** A community has new content when a post or reply was written in it within this long. */
export const COMMUNITY_NEW_CONTENT_MS = 24 * 60 * 60_000

/** Popular communities: the most posts and replies within this many days, then by name. */
export const COMMUNITY_POPULAR_DAYS = 30
/** Popular communities shown by default, on search pages, and suggestions of the selector's search (spec 3 §9). */
export const COMMUNITY_POPULAR_DEFAULT = 8
export const COMMUNITY_POPULAR_MAX = 12
export const COMMUNITY_PREDICT_MAX = 10

/** The community every member may post in whatever they drive; bootstrap names its id. */
export const GENERAL_COMMUNITY_SLUG = "general"

/** Posts and replies per user in a window, and photos kept for them, past which they are refused (429). */
export const COMMUNITY_POST_RATE = { max: 10, window: "10 minutes" } as const
export const COMMUNITY_REPLY_RATE = { max: 40, window: "10 minutes" } as const
export const COMMUNITY_EDIT_RATE = { max: 30, window: "10 minutes" } as const
export const COMMUNITY_ATTACHMENT_RATE = { max: 120, window: "10 minutes" } as const

/** The feed's sorts (`sort` in the query string): latest activity (the default), newest, most upvoted. */
export const COMMUNITY_SORTS = ["active", "new", "top"] as const
export type CommunitySort = (typeof COMMUNITY_SORTS)[number]

/** The sort a query string's `sort` asks for; anything else, or none, is 'active'. */
export function communitySort(value: string | null | undefined): CommunitySort {
  return (COMMUNITY_SORTS as ReadonlyArray<string>).includes(value ?? "") ? (value as CommunitySort) : "active"
}

/** What ordering a feed needs of a post: `active_at` is the newest of its creation and its latest reply. */
export interface CommunitySortFacts {
  readonly id: number
  readonly upvote_count: number
  readonly active_at: string
}

/**
 * The feed's order of two posts under `sort`, as the server lists them, for placing a post that
 * arrives live: newest activity first ('active'), newest first ('new'), most upvoted then newest ('top').
 */
export function compareCommunityPosts(sort: CommunitySort): (a: CommunitySortFacts, b: CommunitySortFacts) => number {
  switch (sort) {
    case "new":
      return (a, b) => b.id - a.id
    case "top":
      return (a, b) => b.upvote_count - a.upvote_count || b.id - a.id
    case "active":
      return (a, b) => Date.parse(b.active_at) - Date.parse(a.active_at) || b.id - a.id
  }
}

/** A title is kept trimmed; it must be there and fit. */
export function communityTitleError(title: string): string | null {
  return textError(title, COMMUNITY_TITLE_MAX_LENGTH, Messages.titleEmpty, Messages.titleTooLong)
}

/** A post's body is optional ('Body text (optional)'); it must fit. */
export function communityPostTextError(text: string): string | null {
  return textLength(text) > COMMUNITY_POST_MAX_LENGTH ? Messages.postTooLong : null
}

/** A reply needs text unless it has an attachment; it must fit. */
export function communityReplyTextError(text: string, attachmentCount: number): string | null {
  if (!hasVisibleText(text) && attachmentCount === 0) return Messages.replyEmpty
  return textLength(text) > COMMUNITY_REPLY_MAX_LENGTH ? Messages.replyTooLong : null
}

/** At most six attachments, each once. */
export function communityAttachmentsError(ids: ReadonlyArray<number>): string | null {
  if (new Set(ids).size !== ids.length) return Messages.communityAttachmentsInvalid
  return ids.length > COMMUNITY_MAX_ATTACHMENTS ? Messages.communityTooManyAttachments(COMMUNITY_MAX_ATTACHMENTS) : null
}

/** Whether a post or reply written at `createdAt` is still in its edit window; the window's last instant counts. */
export function withinCommunityEditWindow(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() <= COMMUNITY_EDIT_WINDOW_MS
}

/**
 * Its author edits or deletes a post or reply within the window, once only while it stands;
 * moderators delete any through the admin calls instead.
 */
export function communityChangeRefusal({
  isAuthor,
  createdAt,
  deleted,
  now
}: {
  readonly isAuthor: boolean
  readonly createdAt: Date
  readonly deleted: boolean
  readonly now: Date
}): "not_author" | "gone" | "expired" | null {
  if (!isAuthor) return "not_author"
  if (deleted) return "gone"
  return withinCommunityEditWindow(createdAt, now) ? null : "expired"
}

/** When the author's cooldown ends, given their latest post and latest reply; moderators have none. */
interface CooldownFacts {
  readonly lastPostAt: Date | null
  readonly lastReplyAt: Date | null
  readonly isModerator: boolean
  readonly now: Date
}

const waiting = (since: Date | null, span: number, now: Date) => since !== null && now.getTime() - since.getTime() < span

/** A new post waits two minutes after the author's last new post (spec 3 §8); edits never wait. */
export function postCooldownActive({ lastPostAt, isModerator, now }: CooldownFacts): boolean {
  return !isModerator && waiting(lastPostAt, COMMUNITY_POST_COOLDOWN_MS, now)
}

/** A new reply waits fifteen seconds after the author's last new post or reply (spec 3 §8). */
export function replyCooldownActive({ lastPostAt, lastReplyAt, isModerator, now }: CooldownFacts): boolean {
  if (isModerator) return false
  return waiting(lastPostAt, COMMUNITY_REPLY_COOLDOWN_MS, now) || waiting(lastReplyAt, COMMUNITY_REPLY_COOLDOWN_MS, now)
}

/** A reply's level: 1 answering the post, one deeper than the reply it answers. */
export function replyLevel(parentLevel: number | null): number {
  return parentLevel === null ? 1 : parentLevel + 1
}

/** A reply of this level offers Reply: the deepest level does not, and the server refuses a reply to it. */
export function canReplyTo(level: number): boolean {
  return level < COMMUNITY_MAX_LEVEL
}

/** Levels 1 and 2 show expanded; deeper replies are collapsed behind 'N replies' and read by id. */
export function isCollapsedLevel(level: number): boolean {
  return level >= COMMUNITY_MAX_LEVEL
}

/**
 * A post or reply the community flagged (spec 3 §4): enough people's flags, the system's flag,
 * or a photo the system flagged. It shows 'The community has flagged this.' with View.
 */
export function isCommunityFlagged({
  flag_count,
  is_system_flagged,
  attachments
}: {
  readonly flag_count: number
  readonly is_system_flagged: boolean
  readonly attachments: ReadonlyArray<{ readonly is_system_flagged: boolean }>
}): boolean {
  return is_system_flagged || flag_count >= COMMUNITY_FLAG_THRESHOLD || attachments.some((attachment) => attachment.is_system_flagged)
}

/** A photo the system flagged: the moderator's System Flag reads 'Flagged for photo(s)', disabled (spec 3 §6). */
export function hasSystemFlaggedPhoto(attachments: ReadonlyArray<{ readonly is_system_flagged: boolean }>): boolean {
  return attachments.some((attachment) => attachment.is_system_flagged)
}

/** A post is new within its first minute. */
export function isNewPost(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < COMMUNITY_NEW_POST_MS
}

/** Markdown's marks and links reduced to their words. */
const plain = (markdown: string) =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`#>~]+/g, "")
    .replace(/\s+/g, " ")
    .trim()

/** A post's first 40 words as plain text, with '…' when it goes on (spec 3 §2). */
export function communitySnippet(text: string): string {
  const words = plain(text)
    .split(" ")
    .filter((word) => word !== "")
  const snippet = words.slice(0, COMMUNITY_SNIPPET_WORDS).join(" ")
  return words.length > COMMUNITY_SNIPPET_WORDS ? `${snippet}…` : snippet
}

/** A title as a URL segment: 'Best 911 for the track?' → 'best-911-for-the-track'; 'post' when no letter is left. */
export function communityTitleSlug(title: string): string {
  return auctionSlug(title) || "post"
}

/** A community's page: `/community/{slug}`. */
export function communityUrl(slug: string): string {
  return `/community/${slug}`
}

/** A post's thread: `/community/p/{id}/{title-slug}`. */
export function communityPostUrl(postId: number, title: string): string {
  return `/community/p/${postId}/${communityTitleSlug(title)}`
}

/** The element of a reply on the thread page, and the anchor of its links. */
export function replyElementId(replyId: number): string {
  return `reply-${replyId}`
}

/**
 * A link to a reply: the thread with `rid`, and `prid` (the reply it answers) when it is
 * collapsed, so the page loads its parent's children by id; the anchor scrolls to it.
 */
export function communityReplyUrl({
  postId,
  title,
  replyId,
  parentReplyId
}: {
  readonly postId: number
  readonly title: string
  readonly replyId: number
  readonly parentReplyId: number | null
}): string {
  const query = parentReplyId === null ? `rid=${replyId}` : `rid=${replyId}&prid=${parentReplyId}`
  return `${communityPostUrl(postId, title)}?${query}#${replyElementId(replyId)}`
}

/** The members a post or reply mentions (`@name`), each once, as written; the `@seller` keyword is no one here. */
export function communityMentions(text: string): ReadonlyArray<string> {
  const names = new Map<string, string>()
  for (const part of commentParts(text, "")) {
    if (part.type === "mention" && part.username !== "" && !isReservedUsername(part.username)) {
      names.set(part.username.toLowerCase(), part.username)
    }
  }
  return [...names.values()]
}
