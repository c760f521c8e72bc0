import { isCommunityFlagged, Messages } from "@redline/domain"
import { type ReactNode, useState } from "react"
import { inAppWrapper } from "./appWrapper.ts"

/** What a post and a reply share that decides whether they show at once. */
interface Shielded {
  readonly mine: boolean
  readonly blocked_author: boolean
  readonly flag_count: number
  readonly is_system_flagged: boolean
  readonly attachments: ReadonlyArray<{ readonly is_system_flagged: boolean }>
}

interface ContentShieldProps {
  readonly content: Shielded
  /** A moderator sees what the community flagged, to judge it. */
  readonly moderator: boolean
  /** Unblocks the author ('Unblock User'). */
  readonly onUnblock: () => void
  /** What names the content while it is held back (a page's heading), if anything must. */
  readonly heading?: ReactNode
  readonly children: ReactNode
}

/** Whether the content is held back, and why: in the app, its author blocked; or flagged, unless it is the reader's or they moderate. */
export function heldBack(content: Shielded, moderator: boolean): "blocked" | "flagged" | null {
  if (content.blocked_author && inAppWrapper()) return "blocked"
  return !content.mine && !moderator && isCommunityFlagged(content) ? "flagged" : null
}

/**
 * A post or reply held back (spec 3 §4): in the app's wrapper, a blocked member's shows 'You've
 * blocked this user's content' with 'Unblock User'; one the community flagged (enough flags, the
 * system's flag or a flagged photo) shows 'The community has flagged this.' with View, which
 * reveals it. The reader's own always shows, and moderators see what was flagged.
 */
export function ContentShield({ content, moderator, onUnblock, heading, children }: ContentShieldProps) {
  const [revealed, setRevealed] = useState(false)
  const held = heldBack(content, moderator)
  if (held === "blocked") {
    return (
      <>
        {heading}
        <p className="comment__collapsed">
          <span>{Messages.userBlocked}</span>
          <button type="button" className="comment__action" onClick={onUnblock}>
            Unblock User
          </button>
        </p>
      </>
    )
  }
  if (held === "flagged" && !revealed) {
    return (
      <>
        {heading}
        <p className="comment__collapsed">
          <span>{Messages.communityFlagged}</span>
          <button type="button" className="comment__action" onClick={() => setRevealed(true)}>
            View
          </button>
        </p>
      </>
    )
  }
  return children
}
