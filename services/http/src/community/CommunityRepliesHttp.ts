import {
  CommunityAttachmentsInvalid,
  CommunityCooldown,
  CommunityEditExpired,
  CommunityInappropriate,
  CommunityNestingTooDeep,
  CommunityPostNotFound,
  CommunityReplyNotFound,
  CommunitySuspended,
  CommunityTextInvalid,
  CurrentUser,
  Forbidden,
  NotCommunityAuthor,
  OwnContent,
  RedlineApi,
  StaffContent
} from "@redline/api"
import { COMMUNITY_PAGE_SIZE, Messages } from "@redline/domain"
import { currentDate } from "@redline/infra"
import { Effect, Layer } from "effect"
import { readerId } from "../auth/OptionalSession.ts"
import { limitRefusal, retryAfter } from "../RateLimits.ts"
import { apiGroup } from "../ReadLanes.ts"
import { refusedBy } from "../Refuse.ts"
import { CommunityReplies, type ReplyRefused, type ReplyTextRefused } from "./CommunityReplies.ts"

const expired = () => CommunityEditExpired.of(Messages.replyEditExpired)
const suspended = () => CommunitySuspended.of(Messages.suspendedFromReplying)
const inappropriate = () => CommunityInappropriate.of(Messages.replyInappropriate)

const createRefusals = {
  post_not_found: CommunityPostNotFound.default,
  reply_not_found: CommunityReplyNotFound.default,
  nesting_too_deep: CommunityNestingTooDeep.default,
  suspended,
  inappropriate,
  attachments_invalid: CommunityAttachmentsInvalid.default,
  cooldown: () => CommunityCooldown.of(Messages.replyCooldown)
} as const
const editRefusals = {
  post_not_found: CommunityPostNotFound.default,
  reply_not_found: CommunityReplyNotFound.default,
  not_author: NotCommunityAuthor.default,
  gone: CommunityReplyNotFound.default,
  expired,
  suspended,
  inappropriate,
  attachments_invalid: CommunityAttachmentsInvalid.default
} as const
const deleteRefusals = {
  reply_not_found: CommunityReplyNotFound.default,
  not_author: NotCommunityAuthor.default,
  gone: CommunityReplyNotFound.default,
  expired
} as const
const upvoteRefusals = {
  post_not_found: CommunityPostNotFound.default,
  reply_not_found: CommunityReplyNotFound.default,
  own: OwnContent.default
} as const
const flagRefusals = { ...upvoteRefusals, staff: StaffContent.default } as const
const moderationRefusals = { reply_not_found: CommunityReplyNotFound.default, not_moderator: Forbidden.default } as const

/** A create's refusal; a cooldown's tells when to try again (Retry-After). */
const createRefused = (refused: ReplyRefused<keyof typeof createRefusals>) =>
  Effect.zipRight(refused.retryAt === undefined ? Effect.void : retryAfter(refused.retryAt), refusedBy(createRefusals)(refused))

const replyText = ({ message }: ReplyTextRefused) => Effect.fail(CommunityTextInvalid.of(message))

/** The replies of community posts (spec 3 §2–§9): the request to the `CommunityReplies` service, its refusals to the API's. */
export const CommunityRepliesHttpLive = apiGroup(RedlineApi, "communityReplies", (handlers) =>
  Effect.gen(function* () {
    const replies = yield* CommunityReplies
    return handlers
      .handle("replies", ({ path, urlParams }) =>
        Effect.flatMap(readerId, (reader) =>
          replies.list(path.post_id, { limit: urlParams.limit ?? COMMUNITY_PAGE_SIZE, afterId: urlParams.after_id ?? null }, reader)
        ).pipe(
          Effect.map((listed) => ({ replies: listed })),
          Effect.catchTag("ReplyRefused", () => Effect.fail(CommunityPostNotFound.default()))
        )
      )
      .handle("byIds", ({ urlParams }) =>
        Effect.flatMap(readerId, (reader) => replies.byIds(urlParams.ids, reader)).pipe(Effect.map((listed) => ({ replies: listed })))
      )
      .handle("create", ({ path, payload }) =>
        Effect.flatMap(Effect.all([CurrentUser, currentDate]), ([user, now]) =>
          replies.create(
            path.post_id,
            payload.reply_to_community_reply_id ?? null,
            user,
            { text: payload.text, attachments: payload.attachments ?? [] },
            now
          )
        ).pipe(Effect.catchTags({ ReplyRefused: createRefused, ReplyTextRefused: replyText, LimitReached: limitRefusal }))
      )
      .handle("edit", ({ path, payload }) =>
        Effect.flatMap(Effect.all([CurrentUser, currentDate]), ([user, now]) =>
          replies.edit(path.reply_id, user, { text: payload.text, attachments: payload.attachments ?? [] }, now)
        ).pipe(Effect.catchTags({ ReplyRefused: refusedBy(editRefusals), ReplyTextRefused: replyText, LimitReached: limitRefusal }))
      )
      .handle("delete", ({ path }) =>
        Effect.flatMap(Effect.all([CurrentUser, currentDate]), ([user, now]) => replies.remove(path.reply_id, user, now)).pipe(
          Effect.catchTag("ReplyRefused", refusedBy(deleteRefusals))
        )
      )
      .handle("upvote", ({ path, payload }) =>
        Effect.flatMap(Effect.all([CurrentUser, currentDate]), ([user, now]) =>
          replies.upvote(path.reply_id, user, payload.vote, now)
        ).pipe(
          Effect.map((reply) => ({ upvote_count: reply.upvote_count, upvoted: reply.upvoted })),
          Effect.catchTags({ ReplyRefused: refusedBy(upvoteRefusals), LimitReached: limitRefusal })
        )
      )
      .handle("flag", ({ path, payload }) =>
        Effect.flatMap(Effect.all([CurrentUser, currentDate]), ([user, now]) => replies.flag(path.reply_id, user, payload.flag, now)).pipe(
          Effect.map((reply) => ({ flag_count: reply.flag_count, flagged: reply.flagged })),
          Effect.catchTags({ ReplyRefused: refusedBy(flagRefusals), LimitReached: limitRefusal })
        )
      )
      .handle("systemFlagReply", ({ path, payload }) =>
        Effect.flatMap(Effect.all([CurrentUser, currentDate]), ([user, now]) =>
          replies.systemFlag(path.reply_id, user, payload.is_system_flagged, now)
        ).pipe(Effect.catchTag("ReplyRefused", refusedBy(moderationRefusals)))
      )
      .handle("removeReply", ({ path }) =>
        Effect.flatMap(Effect.all([CurrentUser, currentDate]), ([user, now]) => replies.moderatorRemove(path.reply_id, user, now)).pipe(
          Effect.catchTag("ReplyRefused", refusedBy(moderationRefusals))
        )
      )
  })
).pipe(Layer.provide(CommunityReplies.Default))
