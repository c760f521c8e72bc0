import type { CommunityPost } from "@redline/api"
import { displayUsername, formatLongDate, isRemovedUsername, Messages, relativeTime } from "@redline/domain"
import { Link } from "wouter"
import { CommentAttachments } from "../../comments/CommentAttachments.tsx"
import { CommentText } from "../../comments/CommentText.tsx"
import { profilePath } from "../../profile/profilePath.ts"
import { UserAvatar } from "../../profile/UserAvatar.tsx"
import { UserName } from "../../ui/UserName.tsx"
import { ContentActions, type CommunityReader, type ContentHandlers } from "./ContentActions.tsx"
import { ContentShield } from "../ContentShield.tsx"

// The author is drawn 40 px square beside their name.
const AVATAR_SIDE = 40

interface PostViewProps {
  readonly post: CommunityPost
  readonly reader: CommunityReader
  /** The time now, in milliseconds: the relative time and the edit window follow it. */
  readonly now: number
  readonly handlers: Omit<ContentHandlers, "edit" | "reply">
  /** Opens the composer on the post ('Edit post'). */
  readonly onEdit: () => void
  readonly onUnblock: () => void
}

/**
 * The thread's post (spec 3 §2, §4): its title, author, when it was written, its text (the
 * comments' restricted Markdown) and photos, with its buttons. Deleted, it reads 'This post has
 * been deleted'; held back (flagged, a blocked author in the app), it waits behind its notice.
 * Its author edits it within the window in the composer ('Edit post').
 */
export function PostView({ post, reader, now, handlers, onEdit, onUnblock }: PostViewProps) {
  const written = new Date(post.created_at)

  if (post.deleted_at !== null || post.user === null) {
    return (
      <article className="community-post community-post--deleted">
        <p className="comment__collapsed">{Messages.postDeleted}</p>
      </article>
    )
  }
  const user = post.user

  return (
    <article className="community-post" aria-labelledby="community-post-title">
      <ContentShield
        content={post}
        moderator={reader.moderator}
        onUnblock={onUnblock}
        heading={
          <h1 id="community-post-title" className="visually-hidden">
            Community post
          </h1>
        }
      >
        <h1 id="community-post-title" className="community-post__title">
          {post.title}
        </h1>
        <p className="comment__meta community-post__meta">
          <UserAvatar username={user.username} photo={user.photo} size={AVATAR_SIDE} className="comment__avatar" />
          {isRemovedUsername(user.username) ? (
            <span className="comment__author">{displayUsername(user.username)}</span>
          ) : (
            <Link href={profilePath(user.username)} className="comment__author">
              <UserName name={user.username} />
            </Link>
          )}
          <time className="comment__time" dateTime={post.created_at} title={formatLongDate(written)}>
            {relativeTime(written, new Date(now))}
          </time>
          {post.edited_at !== null && <span className="comment__edited">Edited</span>}
        </p>
        <CommentText text={post.text} poster={null} title={post.title} seller="" />
        {post.attachments.length > 0 && (
          <CommentAttachments attachments={post.attachments.map(({ id, attachment }) => ({ id, ...attachment }))} />
        )}
        <ContentActions content={post} kind="post" reader={reader} now={now} handlers={{ ...handlers, edit: onEdit }} />
      </ContentShield>
    </article>
  )
}
