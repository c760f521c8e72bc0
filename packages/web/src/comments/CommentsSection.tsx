import type { AuctionDetail } from "@redline/api"
import { isAuctionSeller, Messages, THREAD_FILTERS } from "@redline/domain"
import { useAtomValue } from "jotai"
import { useId, useRef, useState } from "react"
import { refusalOf } from "../api/refusal.ts"
import { useSignInDialog } from "../auth/signInDialog.ts"
import { nowAtom } from "../clock/nowAtom.ts"
import { useSession } from "../session/useSession.ts"
import { CommentComposer } from "./CommentComposer.tsx"
import { CommentItem, type EntryActions, type ThreadReader } from "./CommentItem.tsx"
import type { ShownComment } from "./commentQueries.ts"
import { shownEntries } from "./threadCache.ts"
import { useCommentDraft } from "./useCommentDraft.ts"
import { linkedComment, useCommentLink } from "./useCommentLink.ts"
import { useEntryChanges } from "./useEntryChanges.ts"
import { useLiveThread } from "./useLiveThread.ts"
import { useThread } from "./useThread.ts"
import { useThreadFilter } from "./useThreadFilter.ts"
import { useSearch } from "wouter"
import "./CommentsSection.css"

const count = new Intl.NumberFormat("en-US")

/**
 * 'Comments & Bids' on the auction page (spec 3 §2, §4): the count, the composer, the filters
 * (kept in the URL, `useThreadFilter`), and the entries in the filter's order, a page at a time,
 * live. A link to an entry (`?c=`) reads the thread through it and brings it into view.
 */
export function CommentsSection({ auction }: { readonly auction: AuctionDetail }) {
  const session = useSession()
  const now = useAtomValue(nowAtom)
  const signIn = useSignInDialog()
  const jump = linkedComment(useSearch()).id
  const [filter, setFilter] = useThreadFilter()
  const thread = useThread(auction.id, filter, jump)
  useLiveThread(auction.id)
  const [draft, setDraft] = useCommentDraft(auction.id)
  const [notices, setNotices] = useState<ReadonlyMap<number, string>>(new Map())
  const box = useRef<HTMLTextAreaElement>(null)
  const headingId = useId()
  const listId = useId()
  const [section, setSection] = useState<HTMLElement | null>(null)
  const linked = useCommentLink(thread.data !== undefined, section)

  const notice = (entry: ShownComment, message: string | null) =>
    setNotices((shown) => {
      const next = new Map(shown)
      if (message === null) next.delete(entry.id)
      else next.set(entry.id, message)
      return next
    })
  const changes = useEntryChanges(auction.id, (entry, error) => {
    const refusal = refusalOf(error, Messages.commentPostFailed)
    if (refusal.kind === "sign_in") signIn(undefined, undefined, { sessionExpired: true })
    else notice(entry, refusal.message)
  })
  const signedIn = (run: () => void) => (session === null ? signIn() : run())

  const actions: EntryActions = {
    upvote: (entry, on) => signedIn(() => (notice(entry, null), changes.upvote.mutate({ entry, on }))),
    flag: (entry, on) => signedIn(() => (notice(entry, null), changes.flag.mutate({ entry, on }))),
    edit: (entry, text) => (notice(entry, null), changes.edit.mutate({ entry, text })),
    remove: (entry) => (notice(entry, null), changes.remove.mutate(entry)),
    reply: (entry) => {
      const replyTo = { id: entry.id, username: entry.user?.username ?? "", text: entry.type === 1 ? entry.text : "" }
      setDraft((shown) => ({ ...shown, replyTo }))
      if (session === null) signIn("comment")
      else box.current?.focus()
    }
  }

  const page = thread.data?.pages[0]
  const reader: ThreadReader = { username: session?.username ?? null, moderator: page?.moderator ?? false }
  const isSeller = session !== null && isAuctionSeller(session.username, auction.seller)
  const entries = thread.data === undefined ? [] : shownEntries(thread.data)

  return (
    <section className="auction-section thread" aria-labelledby={headingId} ref={setSection}>
      <h2 id={headingId} className="auction-section__heading thread__heading">
        Comments &amp; Bids <span className="thread__count">{count.format(auction.comments)}</span>
      </h2>

      <CommentComposer
        auction={auction}
        isSeller={isSeller}
        suspended={page?.suspended ?? false}
        draft={draft}
        onDraft={setDraft}
        box={box}
        threadLoaded={thread.data !== undefined}
      />

      <div className="thread__filters" role="group" aria-label="Show">
        {THREAD_FILTERS.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            className="thread__filter"
            aria-pressed={filter === key}
            aria-controls={listId}
            onClick={() => setFilter(key)}
          >
            {label}
          </button>
        ))}
      </div>

      {thread.data === undefined ? (
        thread.isError ? (
          <div className="thread__empty">
            <p>{Messages.commentsLoadFailed}</p>
            <button type="button" className="button button--quiet button--small" onClick={() => void thread.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <p className="thread__empty">Loading comments…</p>
        )
      ) : entries.length === 0 ? (
        <p className="thread__empty" id={listId}>
          {filter === "4" ? Messages.noBidsYet : Messages.noCommentsYet}
        </p>
      ) : (
        <ol className="thread__list" id={listId} aria-busy={thread.isFetchingNextPage || undefined}>
          {entries.map((entry) => (
            <CommentItem
              key={entry.id}
              entry={entry}
              reader={reader}
              now={now}
              highlighted={entry.id === linked}
              notice={notices.get(entry.id) ?? null}
              actions={actions}
              poster={auction.photos.main_photo}
              title={auction.title}
              seller={auction.seller}
            />
          ))}
        </ol>
      )}

      {thread.hasNextPage && (
        <button
          type="button"
          className="button button--quiet thread__more"
          disabled={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
        >
          {thread.isFetchingNextPage ? "Loading…" : "Load more"}
        </button>
      )}
    </section>
  )
}
