import {
  AuctionNotFound,
  CommentAttachmentsInvalid,
  CommentCooldown,
  CommentEditExpired,
  CommentingClosed,
  CommentingSuspended,
  CommentNotFound,
  CommentTextInvalid,
  CurrentUser,
  InappropriateContent,
  NotCommentAuthor,
  OwnContent,
  RedlineApi,
  ReplyToNotFound,
  StaffContent
} from "@redline/api"
import { currentDate } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
import { photoRefusal } from "../images/PhotoUpload.ts"
import { limitRefusal, retryAfter } from "../RateLimits.ts"
import { apiGroup } from "../ReadLanes.ts"
import { type CommentRefused, Comments, type CommentTextRefused } from "./Comments.ts"

/** Entries a page holds unless the reader asks for another number. */
const DEFAULT_PAGE = 20

const postRefusals = {
  auction_not_found: AuctionNotFound.default,
  closed: CommentingClosed.default,
  suspended: CommentingSuspended.default,
  inappropriate: InappropriateContent.default,
  reply_to_not_found: ReplyToNotFound.default,
  attachments_invalid: CommentAttachmentsInvalid.default,
  cooldown: CommentCooldown.default
} as const
const editRefusals = {
  comment_not_found: CommentNotFound.default,
  not_author: NotCommentAuthor.default,
  expired: CommentEditExpired.default,
  suspended: CommentingSuspended.default,
  inappropriate: InappropriateContent.default
} as const
const deleteRefusals = {
  comment_not_found: CommentNotFound.default,
  not_comment: CommentNotFound.default,
  not_author: NotCommentAuthor.default,
  expired: CommentEditExpired.default
} as const
const upvoteRefusals = {
  comment_not_found: CommentNotFound.default,
  own: OwnContent.default
} as const
const flagRefusals = { ...upvoteRefusals, staff: StaffContent.default } as const

/** The refusal the table gives for the reason the service gave. */
const refusedBy =
  <R extends Record<string, () => unknown>>(refusals: R) =>
  ({ reason, retryAt }: CommentRefused<keyof R & string>) =>
    Effect.zipRight(retryAt === undefined ? Effect.void : retryAfter(retryAt), Effect.fail(refusals[reason]!() as ReturnType<R[keyof R]>))

const commentText = ({ message }: CommentTextRefused) => Effect.fail(CommentTextInvalid.of(message))

/** The comments & bids thread (spec 3 §2–§9): the request to the `Comments` service, its refusals to the API's. */
export const CommentsHttpLive = apiGroup(RedlineApi, "comments", (handlers) =>
  Effect.gen(function* () {
    const comments = yield* Comments
    return handlers
      .handle("list", ({ path, urlParams }) =>
        Effect.gen(function* () {
          const reader = yield* Effect.serviceOption(CurrentUser)
          const listed = yield* comments
            .list(
              path.auction_id,
              {
                filter: urlParams.filter ?? "1",
                limit: urlParams.limit ?? DEFAULT_PAGE,
                afterId: urlParams.after_id ?? null,
                toId: urlParams.to_id ?? null
              },
              Option.match(reader, { onNone: () => null, onSome: (user) => user.id })
            )
            .pipe(Effect.catchTag("CommentRefused", () => Effect.fail(AuctionNotFound.default())))
          return {
            comments: listed,
            moderator: Option.exists(reader, (user) => user.isAdmin),
            suspended: Option.exists(reader, (user) => user.suspended)
          }
        })
      )
      .handle("post", ({ path, payload }) =>
        Effect.flatMap(Effect.all([CurrentUser, currentDate]), ([user, now]) =>
          comments.post(
            path.auction_id,
            user,
            { text: payload.text, attachments: payload.attachments ?? [], reply_to: payload.reply_to ?? null },
            now
          )
        ).pipe(Effect.catchTags({ CommentRefused: refusedBy(postRefusals), CommentTextRefused: commentText, LimitReached: limitRefusal }))
      )
      .handle("edit", ({ path, payload }) =>
        Effect.flatMap(Effect.all([CurrentUser, currentDate]), ([user, now]) => comments.edit(path, user, payload.text, now)).pipe(
          Effect.catchTags({ CommentRefused: refusedBy(editRefusals), CommentTextRefused: commentText, LimitReached: limitRefusal })
        )
      )
      .handle("delete", ({ path }) =>
        Effect.flatMap(Effect.all([CurrentUser, currentDate]), ([user, now]) => comments.remove(path, user, now)).pipe(
          Effect.as({}),
          Effect.catchTag("CommentRefused", refusedBy(deleteRefusals))
        )
      )
      .handle("upvote", ({ path, payload }) =>
        Effect.flatMap(Effect.all([CurrentUser, currentDate]), ([user, now]) => comments.upvote(path, user, payload.upvote, now)).pipe(
          Effect.map((comment) => ({ upvotes: comment.upvotes, upvoted: comment.upvoted })),
          Effect.catchTags({ CommentRefused: refusedBy(upvoteRefusals), LimitReached: limitRefusal })
        )
      )
      .handle("flag", ({ path, payload }) =>
        Effect.flatMap(Effect.all([CurrentUser, currentDate]), ([user, now]) => comments.flag(path, user, payload.flag, now)).pipe(
          Effect.map((comment) => ({ flags: comment.flags, flagged: comment.flagged })),
          Effect.catchTags({ CommentRefused: refusedBy(flagRefusals), LimitReached: limitRefusal })
        )
      )
      .handle("attach", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => comments.attachment(user.id, payload.key)).pipe(
          Effect.catchTags({ LimitReached: limitRefusal, PhotoRefused: (refused) => Effect.fail(photoRefusal(refused)) })
        )
      )
  })
).pipe(Layer.provide(Comments.Default))
