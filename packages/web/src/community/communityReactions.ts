import { type Reaction, type Reactions, reactionUndo, withReaction } from "@redline/domain"

/** A post's or reply's reactions, as the community names them. */
export interface CommunityReactions {
  readonly upvote_count: number
  readonly upvoted: boolean
  readonly flag_count: number
  readonly flagged: boolean
}

/** What the server answers of a reaction it took: the count of it, and the reader's mark. */
export type CommunityReactionCount =
  Pick<CommunityReactions, "upvote_count" | "upvoted"> | Pick<CommunityReactions, "flag_count" | "flagged">

const asReactions = ({ upvote_count, upvoted, flag_count, flagged }: CommunityReactions): Reactions => ({
  upvotes: upvote_count,
  upvoted,
  flags: flag_count,
  flagged
})

const withCounts = <T extends CommunityReactions>(item: T, { upvotes, upvoted, flags, flagged }: Reactions): T => ({
  ...item,
  upvote_count: upvotes,
  upvoted,
  flag_count: flags,
  flagged
})

/** The domain's `withReaction` for a post or reply: the reader's mark set, the count following it, never below 0. */
export const withCommunityReaction = <T extends CommunityReactions>(item: T, reaction: Reaction, on: boolean): T =>
  withCounts(item, withReaction(asReactions(item), reaction, on))

/** The domain's `reactionUndo` for a post or reply: going back on the reaction from the item as it then stands. */
export function communityReactionUndo(
  before: CommunityReactions,
  reaction: Reaction,
  on: boolean
): <T extends CommunityReactions>(item: T) => T {
  const undo = reactionUndo(asReactions(before), reaction, on)
  return (item) => withCounts(item, undo(asReactions(item)))
}
