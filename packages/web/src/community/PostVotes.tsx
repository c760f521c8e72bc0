import type { CommunityPost } from "@redline/api"
import { useSignInDialog } from "../auth/signInDialog.ts"
import { useCarriedAction } from "../auth/useCarriedAction.ts"
import { useSession } from "../session/useSession.ts"
import { usePostReaction } from "./usePostReaction.ts"

const counted = new Intl.NumberFormat("en-US")

/**
 * A post's upvotes, and the reader's Upvote and Flag (spec 3 §4, §5): not on their own post, and
 * no Flag on the staff account's. Each press shows at once and goes back if the server refuses it;
 * a visitor signs in first, and the upvote or flag is made once they are back.
 */
export function PostVotes({ post }: { readonly post: CommunityPost }) {
  const session = useSession()
  const signIn = useSignInDialog()
  const upvote = usePostReaction("upvote")
  const flag = usePostReaction("flag")
  const flaggable = !post.mine && post.user?.is_staff !== true

  useCarriedAction("upvote-post", session !== null, () => !post.mine && !post.upvoted && upvote.mutate({ post, on: true }), post.id)
  useCarriedAction("flag-post", session !== null, () => flaggable && !post.flagged && flag.mutate({ post, on: true }), post.id)

  const count = <span className="post-votes__count">{counted.format(post.upvote_count)}</span>
  return (
    <span className="post-votes">
      <button
        type="button"
        className="post-votes__button"
        aria-pressed={post.upvoted}
        disabled={post.mine}
        onClick={() => (session === null ? signIn("upvote-post", post.id) : upvote.mutate({ post, on: !post.upvoted }))}
      >
        Upvote {count}
      </button>
      {flaggable && (
        <button
          type="button"
          className="post-votes__button"
          aria-pressed={post.flagged}
          onClick={() => (session === null ? signIn("flag-post", post.id) : flag.mutate({ post, on: !post.flagged }))}
        >
          {post.flagged ? "Flagged" : "Flag"}
        </button>
      )}
    </span>
  )
}
