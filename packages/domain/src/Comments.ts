import { isRunning } from "./AuctionStatus.ts"
import { Messages } from "./Messages.ts"
import { textError } from "./Questions.ts"
import { isReservedUsername, usernameProblem } from "./Username.ts"

/**
 * The comments & bids thread (spec 3 §2–§9). The spec shows none of these numbers; they are ours:
 * a comment is a few paragraphs at most, its author may take it back or fix a typo for a quarter
 * of an hour, and three people flagging an entry is more than one person's dislike.
 */
export const COMMENT_MAX_LENGTH = 2000
export const COMMENT_EDIT_WINDOW_MS = 15 * 60_000
export const COMMENT_FLAG_THRESHOLD = 3
export const COMMENT_MAX_ATTACHMENTS = 3

/**
 * A link to an entry (`to_id`) reads the thread from its top through the entry, so at most this
 * many entries: what BENCHMARKS.md measured (28 ms at the median). A link to an entry further
 * down opens the thread at its top, as a link to an entry no longer listed does, rather than
 * letting any visitor ask for a whole thread of any length in one read.
 */
export const THREAD_JUMP_MAX = 1000

/** After a comment, a newcomer waits this long before the next (see `hasCommentCooldown`). */
export const COMMENT_COOLDOWN_MS = 2 * 60_000

/** Comments per user in a window, and upvotes and flags per user in a window, past which they are refused (429). */
export const COMMENT_RATE = { max: 30, window: "10 minutes" } as const
export const REACTION_RATE = { max: 120, window: "10 minutes" } as const
/** Edits per user in a window, past which they are refused (429): fixing typos, not rewriting a thread's history. */
export const COMMENT_EDIT_RATE = { max: 30, window: "10 minutes" } as const
/** Photos kept for comments per user in a window: three for each comment the comment rate allows. */
export const COMMENT_ATTACHMENT_RATE = { max: 90, window: "10 minutes" } as const

/** A comment is kept trimmed (newlines inside stay); what is left must show something and fit. */
export function commentTextError(text: string): string | null {
  return textError(text, COMMENT_MAX_LENGTH, Messages.commentEmpty, Messages.commentTooLong)
}

/** People comment while the auction runs: 'Commenting is closed' before its start and after its end. */
export function commentingOpen(status: number): boolean {
  return isRunning(status)
}

/**
 * Who waits after commenting (spec 3 §3, §5): someone who is not the seller and has not registered
 * to bid (no card on file). The spec also exempts verified users; every account that can sign in
 * here has confirmed its e-mail, and Redline verifies nothing else, so a card on file is what tells
 * a bidder from a newcomer. Registering a card ends it.
 */
export function hasCommentCooldown({ isSeller, cardOnFile }: { readonly isSeller: boolean; readonly cardOnFile: boolean }): boolean {
  return !isSeller && !cardOnFile
}

/** Whether a comment posted at `postedAt` is still in its edit window; the window's last instant counts. */
export function withinCommentEditWindow(postedAt: Date, now: Date): boolean {
  return now.getTime() - postedAt.getTime() <= COMMENT_EDIT_WINDOW_MS
}

/** What deciding on a change of an entry needs to know. */
export interface CommentChangeFacts {
  /** 1 comment, 2 bid. */
  readonly type: number
  readonly isAuthor: boolean
  readonly postedAt: Date
  readonly now: Date
}

/** The author edits their own comment within the window; a bid's text is no one's to write. */
export function commentEditRefusal({ type, isAuthor, postedAt, now }: CommentChangeFacts): "not_author" | "expired" | null {
  if (type !== 1 || !isAuthor) return "not_author"
  return withinCommentEditWindow(postedAt, now) ? null : "expired"
}

/**
 * The author deletes their own comment within the window; staff delete any comment at any time.
 * Only comments are deleted here: a bid is canceled from the staff desk, which voids it in the
 * auction, and a system entry stays.
 */
export function commentDeleteRefusal(
  facts: CommentChangeFacts & { readonly isStaff: boolean }
): "not_comment" | "not_author" | "expired" | null {
  if (facts.type !== 1) return "not_comment"
  return facts.isStaff ? null : commentEditRefusal(facts)
}

/** What people do to others' comments, bids and questions alike: an upvote and a flag, each once at most. */
export type Reaction = "upvote" | "flag"

/** An entry's count of each reaction, and whether the reader gave it. */
export interface Reactions {
  readonly upvotes: number
  readonly upvoted: boolean
  readonly flags: number
  readonly flagged: boolean
}

/** What the server answers of a reaction it took: the entry's count of it, and the reader's mark. */
export type ReactionCount = Pick<Reactions, "upvotes" | "upvoted"> | Pick<Reactions, "flags" | "flagged">

const REACTION_FIELDS = { upvote: ["upvotes", "upvoted"], flag: ["flags", "flagged"] } as const

/**
 * The entry once the reader gives (`on`) or takes back a reaction: their mark is set and the
 * count follows it, once however often it is asked, never below 0 (spec 3 §4).
 */
export function withReaction<T extends Reactions>(entry: T, reaction: Reaction, on: boolean): T {
  const [count, mine] = REACTION_FIELDS[reaction]
  if (entry[mine] === on) return entry
  return { ...entry, [mine]: on, [count]: Math.max(0, entry[count] + (on ? 1 : -1)) }
}

/**
 * Going back on `withReaction(before, reaction, on)` when the server refuses it, from the entry as
 * it then stands: the reader's mark as it was, the count less the step the reaction took (none
 * where 0 held it), so what reached the entry meanwhile (another's upvote, an edit) stays. An
 * entry whose mark moved since (the server's answer, a new read) is left as it is.
 */
export function reactionUndo(before: Reactions, reaction: Reaction, on: boolean): <T extends Reactions>(entry: T) => T {
  const [count, mine] = REACTION_FIELDS[reaction]
  const step = withReaction(before, reaction, on)[count] - before[count]
  return (entry) => (entry[mine] !== on ? entry : { ...entry, [mine]: before[mine], [count]: Math.max(0, entry[count] - step) })
}

/** No one upvotes their own entry (spec 3 §5). */
export function upvoteRefusal({ isAuthor }: { readonly isAuthor: boolean }): "own" | null {
  return isAuthor ? "own" : null
}

/** No one flags their own entry, nor what the staff account wrote (spec 3 §5). */
export function flagRefusal({
  isAuthor,
  authorIsStaff
}: {
  readonly isAuthor: boolean
  readonly authorIsStaff: boolean
}): "own" | "staff" | null {
  if (isAuthor) return "own"
  return authorIsStaff ? "staff" : null
}

/** An entry flagged by enough people, or by the system, is collapsed behind a View button (spec 3 §3). */
export function isCollapsed({ flags, system_flagged }: { readonly flags: number; readonly system_flagged: boolean }): boolean {
  return system_flagged || flags >= COMMENT_FLAG_THRESHOLD
}

/**
 * A run of a comment's text: words as written, or a mention (`text`, as written) of a member,
 * which links to the profile of `username`.
 */
export type CommentPart =
  { readonly type: "text"; readonly text: string } | { readonly type: "mention"; readonly text: string; readonly username: string }

/** `@` and a username's characters, not inside a word or an address (`me@example.com`). */
const MENTION = /(?<![A-Za-z0-9_@])@([A-Za-z0-9_]+)/g

/**
 * A comment's text on the auction of `seller` cut into text and mentions (spec 3 §5: 'Mentions
 * and keywords in comment text become profile links'). `@name` is a mention of `name` when it
 * follows the username rules (`usernameProblem`); the keyword `@seller`, in any case, is a
 * mention of the auction's seller (`MENTION_KEYWORDS`, which no account takes). Anything else
 * stays text, and the parts' texts put back together are the text.
 */
export function commentParts(text: string, seller: string): ReadonlyArray<CommentPart> {
  const parts: Array<CommentPart> = []
  let plain = ""
  let last = 0
  for (const match of text.matchAll(MENTION)) {
    const name = match[1]!
    if (usernameProblem(name) !== null) continue
    plain += text.slice(last, match.index)
    if (plain !== "") parts.push({ type: "text", text: plain })
    plain = ""
    parts.push({ type: "mention", text: match[0], username: isReservedUsername(name) ? seller : name })
    last = match.index + match[0].length
  }
  plain += text.slice(last)
  if (plain !== "") parts.push({ type: "text", text: plain })
  return parts
}
