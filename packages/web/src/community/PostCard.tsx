import type { CommunityPost } from "@redline/api"
import { displayUsername, formatLongDate, isRemovedUsername, Messages, MODERATION_ABILITY, relativeTime } from "@redline/domain"
import { useAtomValue } from "jotai"
import { useEffect, useState } from "react"
import { Link } from "wouter"
import { nowAtom } from "../clock/nowAtom.ts"
import { photoUrl } from "../photos/photoUrl.ts"
import { profilePath } from "../profile/profilePath.ts"
import { UserName } from "../ui/UserName.tsx"
import { useSession } from "../session/useSession.ts"
import { ContentShield } from "./ContentShield.tsx"
import { PostVotes } from "./PostVotes.tsx"
import { useUnblock } from "./useUnblock.ts"

// The card's photo is drawn 120×80, from an image twice as wide for sharp screens.
const THUMBNAIL = { width: 240, quality: 70 } as const

const counted = new Intl.NumberFormat("en-US")

/** A new post is marked when it arrives, and the mark goes after a second (spec 3 §4). */
function useNewMark(isNew: boolean): boolean {
  const [marked, setMarked] = useState(isNew)
  useEffect(() => {
    if (!marked) return
    const timer = setTimeout(() => setMarked(false), 1000)
    return () => clearTimeout(timer)
  }, [marked])
  return marked
}

/** The author's name, linking to their profile; a removed account reads '[removed]' and links nowhere. */
function Author({ username }: { readonly username: string }) {
  if (isRemovedUsername(username)) return <span className="post-card__author">{displayUsername(username)}</span>
  return (
    <Link href={profilePath(username)} className="post-card__author">
      <UserName name={username} />
    </Link>
  )
}

/**
 * A post in a feed (spec 3 §2, §4): its title leading to its thread, its first words, who wrote
 * it where and when, its upvotes and replies, and its first photo. A deleted post says so; one held
 * back (flagged, a blocked author in the app) waits behind its notice, as in its thread.
 */
export function PostCard({ post }: { readonly post: CommunityPost }) {
  const now = useAtomValue(nowAtom)
  const marked = useNewMark(post.is_new)
  const unblock = useUnblock()
  const moderator = useSession()?.abilities.includes(MODERATION_ABILITY) ?? false

  if (post.deleted_at !== null || post.user === null) {
    return (
      <article className="post-card post-card--notice">
        <p>
          <Link href={post.url}>{Messages.postDeleted}</Link>
        </p>
      </article>
    )
  }
  const user = post.user
  const written = new Date(post.created_at)
  const photo = post.attachments.find((attachment) => attachment.default_image) ?? post.attachments[0]
  return (
    <article className="post-card" data-new={marked ? "" : undefined}>
      <ContentShield content={post} moderator={moderator} onUnblock={() => unblock.mutate(user.username)}>
        <div className="post-card__body">
          <h3 className="post-card__title">
            <Link href={post.url} className="post-card__link">
              {post.title}
            </Link>
          </h3>
          {post.snippet !== "" && <p className="post-card__snippet">{post.snippet}</p>}
          <p className="post-card__byline">
            <Author username={user.username} />
            <span aria-hidden="true">·</span>
            <Link href={post.community.url} className="post-card__community">
              {post.community.title}
            </Link>
            <span aria-hidden="true">·</span>
            <time dateTime={post.created_at} title={formatLongDate(written)}>
              {relativeTime(written, new Date(now))}
            </time>
          </p>
          <div className="post-card__facts">
            <PostVotes post={post} />
            <Link href={post.url} className="post-card__replies">
              {post.reply_count === 1 ? "1 reply" : `${counted.format(post.reply_count)} replies`}
            </Link>
          </div>
        </div>
        {photo !== undefined && (
          <img
            className="post-card__photo"
            src={photoUrl(photo.attachment, THUMBNAIL.width, THUMBNAIL.quality)}
            alt=""
            width={120}
            height={80}
            loading="lazy"
          />
        )}
      </ContentShield>
    </article>
  )
}
