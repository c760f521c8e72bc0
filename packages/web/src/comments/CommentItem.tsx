import type { Photo } from "@redline/api"
import {
  COMMENT_MAX_LENGTH,
  commentDeleteRefusal,
  commentEditRefusal,
  commentTextError,
  displayUsername,
  formatLongDate,
  flagRefusal,
  formatMoney,
  isCollapsed,
  isRemovedUsername,
  Messages,
  relativeTime,
  ThreadEntryType,
  upvoteRefusal,
  usernameKey
} from "@redline/domain"
import { useRef, useState } from "react"
import { Link } from "wouter"
import { profilePath } from "../profile/profilePath.ts"
import { UserAvatar } from "../profile/UserAvatar.tsx"
import { QuestionTextForm } from "../questions/QuestionTextForm.tsx"
import { UserName } from "../ui/UserName.tsx"
import { CommentAttachments } from "./CommentAttachments.tsx"
import type { ShownComment } from "./commentQueries.ts"
import { plainCommentText } from "./commentMarkdown.ts"
import { CommentText } from "./CommentText.tsx"
import { commentElementId } from "./useCommentLink.ts"

// Authors are drawn 36 px square beside their name.
const AVATAR_SIDE = 36
// The reply line quotes the start of the entry answered.
const SNIPPET_LENGTH = 80

/** Who reads the thread: their username (null for a visitor) and whether they are staff. */
export interface ThreadReader {
  readonly username: string | null
  readonly moderator: boolean
}

/** What the thread does for an entry's buttons; the section keeps the mutations and the notices. */
export interface EntryActions {
  readonly upvote: (entry: ShownComment, upvote: boolean) => void
  readonly flag: (entry: ShownComment, flag: boolean) => void
  readonly edit: (entry: ShownComment, text: string) => void
  readonly remove: (entry: ShownComment) => void
  readonly reply: (entry: ShownComment) => void
}

interface CommentItemProps {
  readonly entry: ShownComment
  readonly reader: ThreadReader
  /** The time now, in milliseconds: the relative times and the edit window follow it. */
  readonly now: number
  /** Reached by a link to it (`?c=`). */
  readonly highlighted: boolean
  /** Why the reader's last change of it didn't happen. */
  readonly notice: string | null
  readonly actions: EntryActions
  /** The car's photo, the poster of the videos a comment links to. */
  readonly poster: Photo | null
  readonly title: string
  /** The auction's seller, whom `@seller` in a comment mentions. */
  readonly seller: string
}

const snippet = (text: string) => (text.length > SNIPPET_LENGTH ? `${text.slice(0, SNIPPET_LENGTH).trimEnd()}…` : text)

/** The author's name, linking to their profile; a removed account reads '[removed]' and links nowhere. */
function Author({ username }: { username: string }) {
  if (isRemovedUsername(username)) return <span className="comment__author">{displayUsername(username)}</span>
  return (
    <Link href={profilePath(username)} className="comment__author">
      <UserName name={username} />
    </Link>
  )
}

/**
 * One entry of the comments & bids thread (spec 3 §2, §3, §4): a comment, a bid or a system
 * notice, with its author's badges, when it was written, the entry it answers and its photos.
 * The reader upvotes and flags others' entries, replies, and edits or deletes their own comments
 * within the window (staff delete any). An entry flagged past the threshold waits behind 'View'.
 */
export function CommentItem({ entry, reader, now, highlighted, notice, actions, poster, title, seller }: CommentItemProps) {
  const [revealed, setRevealed] = useState(false)
  const [editing, setEditing] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const itemRef = useRef<HTMLLIElement>(null)
  const written = new Date(entry.timestamp)
  const time = (
    <time className="comment__time" dateTime={entry.timestamp} title={formatLongDate(written)}>
      {relativeTime(written, new Date(now))}
    </time>
  )

  if (entry.type === ThreadEntryType.system || entry.user === null) {
    return (
      <li id={commentElementId(entry.id)} className="comment comment--system" tabIndex={-1} data-highlighted={highlighted ? "" : undefined}>
        <p className="comment__notice">
          <span>{entry.text}</span> {time}
        </p>
      </li>
    )
  }

  const user = entry.user
  const sending = entry.sending === true || entry.error !== undefined
  const isAuthor = reader.username !== null && usernameKey(reader.username) === usernameKey(user.username)
  const facts = { type: entry.type, isAuthor, postedAt: written, now: new Date(now) }
  // an entry on its way has no id on the server yet: nothing can be done to it until it lands
  const mayEdit = !sending && commentEditRefusal(facts) === null
  const mayDelete = !sending && commentDeleteRefusal({ ...facts, isStaff: reader.moderator }) === null && entry.deleted_at === null
  const mayUpvote = upvoteRefusal({ isAuthor }) === null
  const mayFlag = flagRefusal({ isAuthor, authorIsStaff: user.is_staff }) === null
  const collapsed = isCollapsed(entry) && !revealed && !isAuthor
  const isBid = entry.type === ThreadEntryType.bid

  const stopEditing = () => {
    setEditing(false)
    requestAnimationFrame(() => itemRef.current?.focus())
  }

  return (
    <li
      ref={itemRef}
      id={commentElementId(entry.id)}
      className={`comment${isBid ? " comment--bid" : ""}`}
      tabIndex={-1}
      data-highlighted={highlighted ? "" : undefined}
      aria-busy={entry.sending === true || undefined}
    >
      <UserAvatar username={user.username} photo={user.photo} size={AVATAR_SIDE} className="comment__avatar" />
      <div className="comment__body">
        <p className="comment__meta">
          <Author username={user.username} />
          {entry.is_seller && <span className="comment__badge comment__badge--seller">Seller</span>}
          {entry.is_bidder && !entry.is_seller && <span className="comment__badge">Bidder</span>}
          {time}
          {entry.edited_at !== null && <span className="comment__edited">Edited</span>}
          {entry.sending === true && <span className="comment__sending">Sending…</span>}
        </p>

        {entry.reply_to !== null && (
          <p className="comment__reply-to">
            <span aria-hidden="true">↳ </span>
            <Link href={`?c=${entry.reply_to.id}`}>
              replying to @{displayUsername(entry.reply_to.username)}
              {entry.reply_to.text !== "" && ":"}
            </Link>{" "}
            <span className="comment__reply-snippet">{snippet(plainCommentText(entry.reply_to.text))}</span>
          </p>
        )}

        {collapsed ? (
          <p className="comment__collapsed">
            <span>{Messages.communityFlagged}</span>
            <button type="button" className="comment__action" onClick={() => setRevealed(true)}>
              View
            </button>
          </p>
        ) : isBid ? (
          <p className="comment__bid">{entry.deleted_at === null ? `Bid ${formatMoney(entry.amount ?? 0)}` : Messages.bidCanceled}</p>
        ) : editing ? (
          <QuestionTextForm
            label="Edit your comment"
            initialText={entry.text}
            maximum={COMMENT_MAX_LENGTH}
            textError={commentTextError}
            submitLabel="Save"
            onSubmit={(text) => {
              stopEditing()
              actions.edit(entry, text)
            }}
            onCancel={stopEditing}
          />
        ) : (
          <CommentText text={entry.text} poster={poster} title={title} seller={seller} />
        )}

        {!collapsed && entry.attachments.length > 0 && <CommentAttachments attachments={entry.attachments} />}

        {entry.error !== undefined && (
          <p className="alert comment__error" role="alert">
            <strong>{Messages.commentSendFailed}</strong> {entry.error}
          </p>
        )}

        {!sending && !editing && (
          <div className="comment__actions">
            <button
              type="button"
              className="comment__action comment__upvote"
              aria-pressed={entry.upvoted}
              disabled={!mayUpvote}
              onClick={() => actions.upvote(entry, !entry.upvoted)}
            >
              <span aria-hidden="true">▲</span> <span className="visually-hidden">Upvote, </span>
              {entry.upvotes}
              <span className="visually-hidden"> upvotes</span>
            </button>
            {!isAuthor && entry.deleted_at === null && (
              <button type="button" className="comment__action" onClick={() => actions.reply(entry)}>
                Reply
              </button>
            )}
            {mayFlag && (
              <button
                type="button"
                className="comment__action"
                aria-pressed={entry.flagged}
                onClick={() => actions.flag(entry, !entry.flagged)}
              >
                {entry.flagged ? "Flagged" : "Flag"}
              </button>
            )}
            {mayEdit && (
              <button type="button" className="comment__action" onClick={() => setEditing(true)}>
                Edit
              </button>
            )}
            {mayDelete &&
              (confirmingDelete ? (
                <>
                  <span className="comment__confirm">Delete this comment?</span>
                  <button
                    type="button"
                    className="comment__action comment__action--danger"
                    onClick={() => {
                      setConfirmingDelete(false)
                      actions.remove(entry)
                    }}
                  >
                    Delete
                  </button>
                  <button type="button" className="comment__action" onClick={() => setConfirmingDelete(false)}>
                    Keep
                  </button>
                </>
              ) : (
                <button type="button" className="comment__action" onClick={() => setConfirmingDelete(true)}>
                  Delete
                </button>
              ))}
          </div>
        )}

        {notice !== null && (
          <p className="alert comment__notice" role="alert">
            {notice}
          </p>
        )}
      </div>
    </li>
  )
}
