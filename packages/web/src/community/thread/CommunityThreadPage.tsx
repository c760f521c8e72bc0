import type { CommunityPost } from "@redline/api"
import { Messages, MODERATION_ABILITY, parseId } from "@redline/domain"
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query"
import { useAtomValue, useSetAtom } from "jotai"
import { useState } from "react"
import { Link, useParams } from "wouter"
import { useHistoryState } from "wouter/use-browser-location"
import { isSessionGone, refusalOf } from "../../api/refusal.ts"
import { useApi } from "../../api/useApi.ts"
import { useSignInDialog } from "../../auth/signInDialog.ts"
import { carriedSubjectOf } from "../../auth/signInLink.ts"
import { useCarriedAction } from "../../auth/useCarriedAction.ts"
import { nowAtom } from "../../clock/nowAtom.ts"
import { DetailPage } from "../../page/DetailPage.tsx"
import NotFoundPage from "../../page/NotFoundPage.tsx"
import { usePageTitle } from "../../page/usePageTitle.ts"
import { useReaderId } from "../../session/readerId.ts"
import { useSession } from "../../session/useSession.ts"
import { CommunityLayout } from "../CommunityLayout.tsx"
import { heldBack } from "../ContentShield.tsx"
import { communityQueries } from "../communityQueries.ts"
import { composerAtom } from "../composerAtom.ts"
import { useUnblock } from "../useUnblock.ts"
import type { CommunityReader } from "./ContentActions.tsx"
import { PostView } from "./PostView.tsx"
import { ReplyComposer, replySubject } from "./ReplyComposer.tsx"
import { type ReplyActions, ReplyItem, type RepliesView } from "./ReplyItem.tsx"
import { replyTree } from "./replyTree.ts"
import { threadKeys, threadQueries, type ShownReply } from "./threadQueries.ts"
import { useLiveCommunityThread } from "./useLiveCommunityThread.ts"
import { usePostChanges } from "./usePostChanges.ts"
import { useReplyChanges } from "./useReplyChanges.ts"
import { useReplyExpansion } from "./useReplyExpansion.ts"
import { useReplyLink } from "./useReplyLink.ts"
import "../../comments/CommentsSection.css"
import "./CommunityThreadPage.css"

/** `/community/p/:postId/:postTitle?`: a community post and its replies (spec 3 §2, §4). The title in the address is for people; the id finds the post. */
export default function CommunityThreadPage() {
  const postId = parseId(useParams<{ postId: string }>().postId)
  if (postId === undefined) return <NotFoundPage />
  // keyed by the post: moving to another thread starts afresh
  return <Thread key={postId} postId={postId} />
}

function Thread({ postId }: { readonly postId: number }) {
  const query = useQuery(threadQueries.post(useApi(), postId, useReaderId()))
  return (
    <DetailPage query={query} what="this post">
      {(post) => <ThreadView post={post} />}
    </DetailPage>
  )
}

/** What a carried action names: the post, or a reply by its id. */
const carriedTarget = (subject: string | null): "post" | number | null =>
  subject === "post" ? "post" : subject !== null && /^\d+$/.test(subject) ? Number(subject) : null

/**
 * The thread: a back link to the community's feed, the post, a composer for replying to it, and
 * the replies, a page at a time, live. A visitor who replies, upvotes or flags signs in first, and
 * the action runs once they are back. A link to a reply (`rid`, `prid`) reads through to it.
 */
function ThreadView({ post }: { readonly post: CommunityPost }) {
  const session = useSession()
  const moderator = session?.abilities.includes(MODERATION_ABILITY) ?? false
  // a post deleted or held back isn't named in the tab either
  usePageTitle(post.deleted_at === null && heldBack(post, moderator) === null ? post.title : "Community Post")
  useLiveCommunityThread(post.id)
  const api = useApi()
  const queryClient = useQueryClient()
  const reader = useReaderId()
  const signIn = useSignInDialog()
  const now = useAtomValue(nowAtom)
  const replies = useInfiniteQuery(threadQueries.replies(api, post.id, reader))
  const community = useQuery(communityQueries.community(api, post.community.slug))
  const setComposer = useSetAtom(composerAtom)
  const tree = replies.data === undefined ? null : replyTree(replies.data)
  const expansion = useReplyExpansion(post.id, tree)
  const [composing, setComposing] = useState<RepliesView["composing"]>(null)
  const [carriedToPost, setCarriedToPost] = useState(false)
  const [section, setSection] = useState<HTMLElement | null>(null)
  const linked = useReplyLink(
    {
      tree,
      busy: replies.isFetching || expansion.loading.size > 0,
      hasNextPage: replies.hasNextPage,
      fetchNextPage: () => void replies.fetchNextPage(),
      expanded: expansion.expanded,
      expand: expansion.expand
    },
    section
  )

  const communityReader: CommunityReader = {
    username: session?.username ?? null,
    moderator
  }
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: threadKeys.thread(post.id) })
  // delete, flag and block failures are silently put back (spec 3 §8); a session that ran out signs in again
  const refused = (error: Error) => {
    if (isSessionGone(error)) signIn(undefined, undefined, { sessionExpired: true })
  }
  const postChanges = usePostChanges(post.id, refused)
  const replyChanges = useReplyChanges(post.id, (_reply, error) => refused(error))
  const saved = async (save: () => Promise<unknown>, fallback: string): Promise<string | null> => {
    try {
      await save()
      return null
    } catch (error) {
      const refusal = refusalOf(error, fallback)
      if (refusal.kind === "sign_in") signIn(undefined, undefined, { sessionExpired: true })
      return refusal.kind === "refused" ? refusal.message : fallback
    }
  }
  const unblocking = useUnblock()
  const unblock = (username: string | undefined) => {
    if (username !== undefined) unblocking.mutate(username, { onSuccess: readAgain })
  }

  const signedIn = (action: "upvote-post" | "flag-post" | "upvote-reply" | "flag-reply", subject: number, run: () => void) =>
    session === null ? signIn(action, subject) : run()
  const upvotePost = (on: boolean) => signedIn("upvote-post", post.id, () => postChanges.upvote.mutate({ post, on }))
  const flagPost = (on: boolean) => signedIn("flag-post", post.id, () => postChanges.flag.mutate({ post, on }))
  const openComposer = (reply: ShownReply, carried: boolean) => {
    setComposing({ id: reply.id, carried })
    // a reply to a collapsed level shows there once sent
    if (!expansion.expanded.has(reply.id)) expansion.expand(reply)
  }

  const actions: ReplyActions = {
    upvote: (reply, on) => signedIn("upvote-reply", reply.id, () => replyChanges.upvote.mutate({ reply, on })),
    flag: (reply, on) => signedIn("flag-reply", reply.id, () => replyChanges.flag.mutate({ reply, on })),
    edit: (reply, text) => saved(() => replyChanges.edit.mutateAsync({ reply, text }), Messages.replyEditFailed),
    remove: (reply) => replyChanges.remove.mutate({ reply, moderator: !reply.mine && communityReader.moderator }),
    systemFlag: (reply, on) => replyChanges.systemFlag.mutate({ reply, on }),
    unblock: (reply) => unblock(reply.user?.username),
    reply: (reply) => {
      if (session === null) signIn("reply", replySubject(reply))
      else if (composing?.id === reply.id) setComposing(null)
      else openComposer(reply, false)
    }
  }

  // back from signing in: the reply, upvote or flag the visitor asked for
  const carried = carriedTarget(carriedSubjectOf((useHistoryState() as { readonly subject?: unknown } | null)?.subject))
  const ready = session !== null && tree !== null
  useCarriedAction("reply", ready, () => {
    if (carried === "post") setCarriedToPost(true)
    const reply = typeof carried === "number" ? tree?.find(carried) : undefined
    if (reply !== undefined) openComposer(reply, true)
  })
  useCarriedAction("upvote-post", ready, () => !post.mine && !post.upvoted && postChanges.upvote.mutate({ post, on: true }), post.id)
  useCarriedAction("flag-post", ready, () => !post.mine && !post.flagged && postChanges.flag.mutate({ post, on: true }), post.id)
  const carriedReply = typeof carried === "number" ? tree?.find(carried) : undefined
  useCarriedAction("upvote-reply", ready, () => {
    if (carriedReply !== undefined && !carriedReply.mine && !carriedReply.upvoted)
      replyChanges.upvote.mutate({ reply: carriedReply, on: true })
  })
  useCarriedAction("flag-reply", ready, () => {
    if (carriedReply !== undefined && !carriedReply.mine && !carriedReply.flagged)
      replyChanges.flag.mutate({ reply: carriedReply, on: true })
  })

  const view: RepliesView = {
    postId: post.id,
    tree: tree ?? replyTree({ pages: [] }),
    reader: communityReader,
    now,
    linked,
    expanded: expansion.expanded,
    loading: expansion.loading,
    expand: expansion.expand,
    collapse: expansion.collapse,
    composing,
    closeComposer: () => setComposing(null),
    actions
  }

  return (
    <CommunityLayout community={community.data ?? null}>
      <div className="community-thread">
        <Link href={post.community.url} className="community-thread__back">
          <span aria-hidden="true">← </span>Back to {post.community.title}
        </Link>

        <PostView
          post={post}
          reader={communityReader}
          now={now}
          handlers={{
            upvote: upvotePost,
            flag: flagPost,
            remove: () => postChanges.remove.mutate({ post, moderator: !post.mine && communityReader.moderator }),
            systemFlag: (on) => postChanges.systemFlag.mutate({ post, on })
          }}
          onEdit={() => setComposer({ kind: "edit", post })}
          onUnblock={() => unblock(post.user?.username)}
        />

        <section className="community-thread__replies" aria-labelledby="community-replies-heading" ref={setSection}>
          <h2 id="community-replies-heading" className="community-thread__heading">
            Replies <span className="thread__count">{post.reply_count}</span>
          </h2>
          {post.deleted_at === null && (
            <ReplyComposer key={carriedToPost ? "carried" : "post"} postId={post.id} parent={null} sendOnOpen={carriedToPost} />
          )}

          {tree === null ? (
            replies.isError ? (
              <div className="thread__empty">
                <p>{Messages.errorTryAgain}</p>
                <button type="button" className="button button--quiet button--small" onClick={() => void replies.refetch()}>
                  Try again
                </button>
              </div>
            ) : (
              <p className="thread__empty">Loading replies…</p>
            )
          ) : (
            <ol className="community-replies" aria-label="Replies" aria-busy={replies.isFetchingNextPage || undefined}>
              {tree.top.map((reply) => (
                <ReplyItem key={reply.id} reply={reply} view={view} />
              ))}
            </ol>
          )}

          {replies.hasNextPage && (
            <button
              type="button"
              className="button button--quiet thread__more"
              disabled={replies.isFetchingNextPage}
              onClick={() => void replies.fetchNextPage()}
            >
              {replies.isFetchingNextPage ? "Loading…" : "Load more"}
            </button>
          )}
        </section>
      </div>
    </CommunityLayout>
  )
}
