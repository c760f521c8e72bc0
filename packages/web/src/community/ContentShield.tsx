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
  readonly children: ReactNode
}

/**
 * A post or reply held back (spec 3 §4): in the app's wrapper, a blocked member's shows 'You've
 * blocked this user's content' with 'Unblock User'; one the community flagged (enough flags, the
 * system's flag or a flagged photo) shows 'The community has flagged this.' with View, which
 * reveals it. The reader's own always shows, and moderators see what was flagged.
 */
export function ContentShield({ content, moderator, onUnblock, children }: ContentShieldProps) {
  const [revealed, setRevealed] = useState(false)
  if (content.blocked_author && inAppWrapper()) {
    return (
      <p className="comment__collapsed">
        <span>{Messages.userBlocked}</span>
        <button type="button" className="comment__action" onClick={onUnblock}>
          Unblock User
        </button>
      </p>
    )
  }
  if (!content.mine && !moderator && !revealed && isCommunityFlagged(content)) {
    return (
      <p className="comment__collapsed">
        <span>{Messages.communityFlagged}</span>
        <button type="button" className="comment__action" onClick={() => setRevealed(true)}>
          View
        </button>
      </p>
    )
  }
  return children
}
