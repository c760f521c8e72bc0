import {
  CommunityAttachmentsInvalid,
  CommunityBlockSelf,
  CommunityCooldown,
  CommunityEditExpired,
  CommunityInappropriate,
  CommunityNotFound,
  CommunityPostNotFound,
  CommunitySuspended,
  CommunityTextInvalid,
  CommunityTitleInvalid,
  CurrentUser,
  Forbidden,
  NotCommunityAuthor,
  NotFound,
  OwnContent,
  RedlineApi,
  StaffContent,
  UserNotFound
} from "@redline/api"
import { COMMUNITY_PAGE_SIZE, Messages } from "@redline/domain"
import { currentDate } from "@redline/infra"
import { Effect, Layer } from "effect"
import { readerId } from "../auth/OptionalSession.ts"
import { photoRefusal } from "../images/PhotoUpload.ts"
import { limitRefusal, retryAfter } from "../RateLimits.ts"
import { apiGroup } from "../ReadLanes.ts"
import { refusedBy } from "../Refuse.ts"
import { Communities } from "./Communities.ts"
import { CommunityAttachments } from "./CommunityAttachments.ts"
import { type BlockRefused, CommunityBlocks } from "./CommunityBlocks.ts"
import { type CommunityFieldRefused, CommunityPosts, type CommunityRefused } from "./CommunityPosts.ts"

const ownContent = () => OwnContent.of(Messages.ownCommunityVote)

const createRefusals = {
  community_not_found: CommunityNotFound.default,
  suspended: () => CommunitySuspended.of(Messages.suspendedFromPosting),
  inappropriate: () => CommunityInappropriate.of(Messages.postInappropriate),
  attachments_invalid: CommunityAttachmentsInvalid.default,
  cooldown: () => CommunityCooldown.of(Messages.postCooldown)
} as const
const changeRefusals = {
  post_not_found: CommunityPostNotFound.default,
  not_author: NotCommunityAuthor.default,
  expired: () => CommunityEditExpired.of(Messages.postEditExpired)
} as const
const editRefusals = {
  ...changeRefusals,
  suspended: () => CommunitySuspended.of(Messages.suspendedFromPosting),
  inappropriate: () => CommunityInappropriate.of(Messages.postInappropriate),
  attachments_invalid: CommunityAttachmentsInvalid.default
} as const
const upvoteRefusals = { post_not_found: CommunityPostNotFound.default, own: ownContent } as const
const flagRefusals = { ...upvoteRefusals, staff: StaffContent.default } as const
const moderatorRefusals = { post_not_found: CommunityPostNotFound.default, forbidden: Forbidden.default } as const
const attachmentFlagRefusals = { attachment_not_found: NotFound.default, forbidden: Forbidden.default } as const

/** A create's refusal; a cooldown's tells when to try again (Retry-After). */
const createRefused = (refused: CommunityRefused<keyof typeof createRefusals>) =>
  Effect.zipRight(refused.retryAt === undefined ? Effect.void : retryAfter(refused.retryAt), refusedBy(createRefusals)(refused))

const fieldRefusal = ({ field, message }: CommunityFieldRefused) =>
  Effect.fail(
    field === "title"
      ? CommunityTitleInvalid.of(message)
      : field === "text"
        ? CommunityTextInvalid.of(message)
        : CommunityAttachmentsInvalid.of(message)
  )

const blockRefusal = ({ reason }: BlockRefused) => Effect.fail(reason === "self" ? CommunityBlockSelf.default() : UserNotFound.default())

/** The community (spec 3 §2–§9): the request to the `Communities` and `CommunityPosts` services, their refusals to the API's. */
export const CommunityHttpLive = apiGroup(RedlineApi, "community", (handlers) =>
  Effect.gen(function* () {
    const communities = yield* Communities
    const posts = yield* CommunityPosts
    const photos = yield* CommunityAttachments
    const blocks = yield* CommunityBlocks
    const actorAndNow = Effect.all([CurrentUser, currentDate])
    return handlers
      .handle("communities", ({ urlParams }) =>
        Effect.flatMap(currentDate, (now) =>
          communities.list(urlParams.kind ?? "popular", urlParams.limit ?? null, urlParams.make_slug ?? null, now)
        ).pipe(Effect.map((list) => ({ communities: list })))
      )
      .handle("directory", () => Effect.flatMap(currentDate, communities.directory))
      .handle("predict", ({ urlParams }) => Effect.flatMap(currentDate, (now) => communities.predict(urlParams.query ?? "", now)))
      .handle("community", ({ path }) =>
        Effect.flatMap(currentDate, (now) => communities.byKey(path.community, now)).pipe(
          Effect.catchTag("CommunityMissing", () => Effect.fail(CommunityNotFound.default()))
        )
      )
      .handle("posts", ({ urlParams }) =>
        Effect.gen(function* () {
          const [reader, now] = yield* Effect.all([readerId, currentDate])
          const page = {
            communityId: urlParams.community_id ?? null,
            sort: urlParams.sort ?? "active",
            limit: urlParams.limit ?? COMMUNITY_PAGE_SIZE,
            afterId: urlParams.after_id ?? null,
            hideSketchy: urlParams.hide_sketchy ?? false
          }
          return { posts: yield* posts.feed(page, reader, now) }
        }).pipe(Effect.catchTag("CommunityRefused", () => Effect.fail(CommunityNotFound.default())))
      )
      .handle("post", ({ path }) =>
        Effect.flatMap(Effect.all([readerId, currentDate]), ([reader, now]) => posts.one(path.post_id, reader, now)).pipe(
          Effect.catchTag("CommunityRefused", () => Effect.fail(CommunityPostNotFound.default()))
        )
      )
      .handle("create", ({ payload }) =>
        Effect.flatMap(actorAndNow, ([user, now]) =>
          posts.create(
            user,
            payload.community_id,
            { title: payload.title, text: payload.text, attachments: payload.attachments ?? [] },
            now
          )
        ).pipe(Effect.catchTags({ CommunityRefused: createRefused, CommunityFieldRefused: fieldRefusal, LimitReached: limitRefusal }))
      )
      .handle("edit", ({ path, payload }) =>
        Effect.flatMap(actorAndNow, ([user, now]) =>
          posts.edit(path.post_id, user, { title: payload.title, text: payload.text, attachments: payload.attachments ?? [] }, now)
        ).pipe(
          Effect.catchTags({ CommunityRefused: refusedBy(editRefusals), CommunityFieldRefused: fieldRefusal, LimitReached: limitRefusal })
        )
      )
      .handle("delete", ({ path }) =>
        Effect.flatMap(actorAndNow, ([user, now]) => posts.remove(path.post_id, user, now)).pipe(
          Effect.catchTag("CommunityRefused", refusedBy(changeRefusals))
        )
      )
      .handle("upvote", ({ path, payload }) =>
        Effect.flatMap(actorAndNow, ([user, now]) => posts.upvote(path.post_id, user, payload.vote, now)).pipe(
          Effect.map((post) => ({ upvote_count: post.upvote_count, upvoted: post.upvoted })),
          Effect.catchTags({ CommunityRefused: refusedBy(upvoteRefusals), LimitReached: limitRefusal })
        )
      )
      .handle("flag", ({ path, payload }) =>
        Effect.flatMap(actorAndNow, ([user, now]) => posts.flag(path.post_id, user, payload.flag, now)).pipe(
          Effect.map((post) => ({ flag_count: post.flag_count, flagged: post.flagged })),
          Effect.catchTags({ CommunityRefused: refusedBy(flagRefusals), LimitReached: limitRefusal })
        )
      )
      .handle("attach", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => photos.attach(user.id, payload.key)).pipe(
          Effect.catchTags({ LimitReached: limitRefusal, PhotoRefused: (refused) => Effect.fail(photoRefusal(refused)) })
        )
      )
      .handle("deleteAttachments", ({ payload }) =>
        Effect.flatMap(actorAndNow, ([user, now]) => photos.removeOwn(user, payload.ids, now)).pipe(Effect.map((deleted) => ({ deleted })))
      )
      .handle("systemFlagPost", ({ path, payload }) =>
        Effect.flatMap(actorAndNow, ([user, now]) => posts.systemFlag(path.post_id, user, payload.is_system_flagged, now)).pipe(
          Effect.catchTag("CommunityRefused", refusedBy(moderatorRefusals))
        )
      )
      .handle("removePost", ({ path }) =>
        Effect.flatMap(actorAndNow, ([user, now]) => posts.moderatorRemove(path.post_id, user, now)).pipe(
          Effect.catchTag("CommunityRefused", refusedBy(moderatorRefusals))
        )
      )
      .handle("systemFlagAttachment", ({ path, payload }) =>
        Effect.flatMap(actorAndNow, ([user, now]) =>
          posts.systemFlagAttachment(path.attachment_id, user, payload.is_system_flagged, now)
        ).pipe(
          Effect.catchTags({
            CommunityRefused: refusedBy(attachmentFlagRefusals),
            ReplyRefused: refusedBy({ attachment_not_found: NotFound.default, not_moderator: Forbidden.default })
          })
        )
      )
      .handle("block", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => blocks.block(user.id, path.username)).pipe(Effect.catchTag("BlockRefused", blockRefusal))
      )
      .handle("unblock", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => blocks.unblock(user.id, path.username)).pipe(Effect.catchTag("BlockRefused", blockRefusal))
      )
  })
).pipe(Layer.provide([Communities.Default, CommunityPosts.Default, CommunityAttachments.Default, CommunityBlocks.Default]))
