import {
  canReplyTo,
  COMMUNITY_REPLY_MAX_LENGTH,
  communityChangeRefusal,
  communityReplyTextError,
  displayUsername,
  formatLongDate,
  isCollapsedLevel,
  isRemovedUsername,
  Messages,
  relativeTime,
  replyElementId
} from "@redline/domain"
import { useState } from "react"
import { Link } from "wouter"
import { CommentAttachments } from "../../comments/CommentAttachments.tsx"
import { CommentText } from "../../comments/CommentText.tsx"
import { profilePath } from "../../profile/profilePath.ts"
import { UserAvatar } from "../../profile/UserAvatar.tsx"
import { UserName } from "../../ui/UserName.tsx"
import { ContentActions, type CommunityReader } from "./ContentActions.tsx"
import { ContentShield } from "../ContentShield.tsx"
import { EditForm } from "./EditForm.tsx"
import { ReplyComposer } from "./ReplyComposer.tsx"
import type { ReplyTree } from "./replyTree.ts"
import type { ShownReply } from "./threadQueries.ts"

// Authors are drawn 32 px square beside their name.
const AVATAR_SIDE = 32

/** What the thread does for a reply's buttons; the page keeps the mutations and the notices. */
export interface ReplyActions {
  readonly upvote: (reply: ShownReply, on: boolean) => void
  readonly flag: (reply: ShownReply, on: boolean) => void
  /** Saves an edit: resolves with null once saved, or the refusal's words. */
  readonly edit: (reply: ShownReply, text: string) => Promise<string | null>
  readonly remove: (reply: ShownReply) => void
  readonly systemFlag: (reply: ShownReply, on: boolean) => void
  readonly unblock: (reply: ShownReply) => void
  /** Opens the reply's composer, or asks a visitor to sign in first. */
  readonly reply: (reply: ShownReply) => void
}

/** The thread around the replies: shared by every reply of the page. */
export interface RepliesView {
  readonly postId: number
  readonly tree: ReplyTree
  readonly reader: CommunityReader
  /** The time now, in milliseconds: relative times and the edit window follow it. */
  readonly now: number
  /** The reply a link names (`rid`), marked. */
  readonly linked: number | null
  /** Replies whose collapsed children are open. */
  readonly expanded: ReadonlySet<number>
  /** Replies whose children are being read. */
  readonly loading: ReadonlySet<number>
  /** Reads a reply's children not read yet, and opens them. */
  readonly expand: (reply: ShownReply) => void
  readonly collapse: (reply: ShownReply) => void
  /** The reply whose composer is open, and whether it sends what a visitor wrote before signing in. */
  readonly composing: { readonly id: number; readonly carried: boolean } | null
  readonly closeComposer: () => void
  readonly actions: ReplyActions
}

const count = (n: number) => `${n} ${n === 1 ? "reply" : "replies"}`

/** The author's name, linking to their profile; a removed account reads '[removed]' and links nowhere. */
function Author({ username }: { readonly username: string }) {
  if (isRemovedUsername(username)) return <span className="comment__author">{displayUsername(username)}</span>
  return (
    <Link href={profilePath(username)} className="comment__author">
      <UserName name={username} />
    </Link>
  )
}

/**
 * One reply of a community thread (spec 3 §3, §4) and, under it, its own replies: levels 1 and 2
 * open, level 3 behind 'N replies' until read by id. A level-3 reply offers no Reply. Its author
 * edits or deletes it within the window; moderators system-flag or delete any. A deleted reply
 * with replies stays as 'This reply has been deleted'.
 */
export function ReplyItem({ reply, view }: { readonly reply: ShownReply; readonly view: RepliesView }) {
  const [editing, setEditing] = useState(false)
  const { tree, actions, reader, now } = view
  const children = tree.childrenOf(reply)
  const hidden = isCollapsedLevel(reply.level + 1) && !view.expanded.has(reply.id)
  const missing = tree.missingOf(reply).length > 0
  const sending = reply.sending === true || reply.error !== undefined
  const deleted = reply.deleted_at !== null
  const written = new Date(reply.created_at)

  return (
    <li
      id={replyElementId(reply.id)}
      className="comment community-reply"
      data-level={reply.level}
      tabIndex={-1}
      data-highlighted={view.linked === reply.id ? "" : undefined}
      aria-busy={reply.sending === true || undefined}
    >
      {reply.user !== null && !deleted && (
        <UserAvatar username={reply.user.username} photo={reply.user.photo} size={AVATAR_SIDE} className="comment__avatar" />
      )}
      <div className="comment__body">
        {deleted || reply.user === null ? (
          <p className="comment__collapsed">{Messages.replyDeleted}</p>
        ) : (
          <ContentShield content={reply} moderator={reader.moderator} onUnblock={() => actions.unblock(reply)}>
            <p className="comment__meta">
              <Author username={reply.user.username} />
              <time className="comment__time" dateTime={reply.created_at} title={formatLongDate(written)}>
                {relativeTime(written, new Date(now))}
              </time>
              {reply.edited_at !== null && <span className="comment__edited">Edited</span>}
              {reply.sending === true && <span className="comment__sending">Sending…</span>}
            </p>
            {editing ? (
              <EditForm
                label="Edit your reply"
                initial={reply.text}
                maximum={COMMUNITY_REPLY_MAX_LENGTH}
                textError={(text) => communityReplyTextError(text, reply.attachments.length)}
                onSave={(text) =>
                  communityChangeRefusal({ isAuthor: reply.mine, createdAt: written, deleted, now: new Date(Date.now()) }) === "expired"
                    ? Promise.resolve(Messages.replyEditExpired)
                    : actions.edit(reply, text)
                }
                onDone={() => setEditing(false)}
              />
            ) : (
              <CommentText text={reply.text} poster={null} title="" seller="" />
            )}
            {reply.attachments.length > 0 && (
              <CommentAttachments attachments={reply.attachments.map(({ id, attachment }) => ({ id, ...attachment }))} />
            )}
            {reply.error !== undefined && (
              <p className="alert comment__error" role="alert">
                <strong>{Messages.replyCreateFailed}</strong> {reply.error}
              </p>
            )}
            {!sending && !editing && (
              <ContentActions
                content={reply}
                kind="reply"
                reader={reader}
                now={now}
                handlers={{
                  upvote: (on) => actions.upvote(reply, on),
                  flag: (on) => actions.flag(reply, on),
                  edit: () => setEditing(true),
                  remove: () => actions.remove(reply),
                  systemFlag: (on) => actions.systemFlag(reply, on),
                  ...(canReplyTo(reply.level) ? { reply: () => actions.reply(reply) } : {})
                }}
              />
            )}
          </ContentShield>
        )}
        {view.composing?.id === reply.id && (
          <ReplyComposer postId={view.postId} parent={reply} sendOnOpen={view.composing.carried} onClose={view.closeComposer} />
        )}
      </div>

      {(hidden || missing) && reply.replies.length > 0 ? (
        <button
          type="button"
          className="comment__action community-reply__more"
          aria-expanded={false}
          disabled={view.loading.has(reply.id)}
          onClick={() => view.expand(reply)}
        >
          {view.loading.has(reply.id) ? "Loading…" : count(Math.max(reply.reply_count, reply.replies.length))}
        </button>
      ) : (
        children.length > 0 && (
          <>
            {isCollapsedLevel(reply.level + 1) && (
              <button type="button" className="comment__action community-reply__more" aria-expanded onClick={() => view.collapse(reply)}>
                Hide replies
              </button>
            )}
            <ol className="community-replies" aria-label={`Replies to ${displayUsername(reply.user?.username ?? "")}`}>
              {children.map((child) => (
                <ReplyItem key={child.id} reply={child} view={view} />
              ))}
            </ol>
          </>
        )
      )}
    </li>
  )
}
