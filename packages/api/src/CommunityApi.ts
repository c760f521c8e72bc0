import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import {
  COMMUNITY_LIST_MAX,
  COMMUNITY_MAX_ATTACHMENTS,
  COMMUNITY_POPULAR_MAX,
  COMMUNITY_SORTS,
  type CommunityAttachmentEntry as CommunityAttachmentData,
  type CommunityPostEntry as CommunityPostEntryData
} from "@redline/domain"
import { Schema } from "effect"
import { Forbidden, RateLimited } from "./ApiErrors.ts"
import { Authentication, OptionalAuthentication } from "./Authentication.ts"
import { CommentAuthor } from "./CommentsApi.ts"
import { OwnContent, StaffContent } from "./CommentErrors.ts"
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
  NotCommunityAuthor
} from "./CommunityErrors.ts"
import { Id, IdFromString } from "./Id.ts"
import { PhotoTooLarge, UnsupportedFileFormat, UploadMissing, UploadNotYours } from "./UploadErrors.ts"
import { UserNotFound } from "./UserErrors.ts"

/** A community (spec 3 §3): a make's, a model's, a topical one or the general one. */
export const Community = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  title: Schema.String,
  slug: Schema.String,
  /** `/community/{slug}`. */
  url: Schema.String,
  photo: Schema.NullOr(Schema.String),
  is_topical: Schema.Boolean,
  /** A post or reply was written in it within the last day. */
  has_new_content: Schema.Boolean,
  vehicle_make: Schema.NullOr(Schema.Struct({ name: Schema.String, slug: Schema.String })),
  vehicle_model: Schema.NullOr(Schema.Struct({ slug: Schema.String })),
  /** The make's or model's auctions, as the Auctions tab names them; null for the others. */
  auctions_search_title: Schema.NullOr(Schema.String)
})
export type Community = typeof Community.Type

/** Who wrote a post or reply, as the comments show them. */
export const CommunityAuthor = CommentAuthor

export const CommunityAttachment = Schema.Struct({
  id: Schema.Int,
  attachment: Schema.Struct({ base_url: Schema.String, path: Schema.String, width: Schema.Int, height: Schema.Int }),
  default_image: Schema.Boolean,
  is_system_flagged: Schema.Boolean
}) satisfies Schema.Schema<CommunityAttachmentData>
export type CommunityAttachment = typeof CommunityAttachment.Type

export const CommunityLink = Schema.Struct({ id: Schema.Int, title: Schema.String, slug: Schema.String, url: Schema.String })

/** A post as everyone sees it: the domain's `CommunityPostEntry`, the data of a 'community_post' event. */
export const CommunityPostEntry = Schema.Struct({
  id: Schema.Int,
  community_id: Schema.Int,
  community: CommunityLink,
  user: Schema.NullOr(CommunityAuthor),
  title: Schema.String,
  text: Schema.String,
  snippet: Schema.String,
  created_at: Schema.String,
  edited_at: Schema.NullOr(Schema.String),
  deleted_at: Schema.NullOr(Schema.String),
  active_at: Schema.String,
  upvote_count: Schema.Int,
  reply_count: Schema.Int,
  flag_count: Schema.Int,
  is_system_flagged: Schema.Boolean,
  is_new: Schema.Boolean,
  url: Schema.String,
  attachments: Schema.Array(CommunityAttachment)
}) satisfies Schema.Schema<CommunityPostEntryData>

/** What a post or reply is to its reader: their upvote and flag, whether they wrote it, whether they blocked its author. */
export const ReaderMarks = {
  upvoted: Schema.Boolean,
  flagged: Schema.Boolean,
  mine: Schema.Boolean,
  blocked_author: Schema.Boolean
}

/** A post as its reader sees it (false marks for a visitor). */
export const CommunityPost = Schema.Struct({ ...CommunityPostEntry.fields, ...ReaderMarks })
export type CommunityPost = typeof CommunityPost.Type

export const Communities = Schema.Struct({ communities: Schema.Array(Community) })

export const CommunitiesQuery = Schema.Struct({
  kind: Schema.optional(Schema.Literal("popular", "topical").annotations({ description: "popular (default): the busiest in 30 days" })),
  limit: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, COMMUNITY_POPULAR_MAX))),
  make_slug: Schema.optional(Schema.String.annotations({ description: "Only this make's community and its models'" }))
})

export const CommunityDirectory = Schema.Struct({
  makes: Schema.Array(Community),
  topical: Schema.Array(Community),
  general: Community
})

export const CommunityPredictQuery = Schema.Struct({ query: Schema.optional(Schema.String) })
export const CommunityPredictions = Schema.Struct({ query: Schema.String, communities: Schema.Array(Community) })

export const CommunityPath = Schema.Struct({
  community: Schema.String.annotations({ description: "A community's slug, or its id" })
})
export const CommunityPostPath = Schema.Struct({ post_id: IdFromString })
export const CommunityAttachmentPath = Schema.Struct({ attachment_id: IdFromString })
export const BlockedUserPath = Schema.Struct({ username: Schema.String })

export const CommunityPostsQuery = Schema.Struct({
  community_id: Schema.optional(IdFromString.annotations({ description: "One community's posts; every community's when left out" })),
  sort: Schema.optional(Schema.Literal(...COMMUNITY_SORTS).annotations({ description: "active (default): latest activity; new; top" })),
  limit: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, COMMUNITY_LIST_MAX))),
  after_id: Schema.optional(IdFromString.annotations({ description: "Posts after this one in the sort's order" })),
  hide_sketchy: Schema.optional(Schema.BooleanFromString.annotations({ description: "Leave out deleted and community-flagged posts" }))
})

export const CommunityPosts = Schema.Struct({ posts: Schema.Array(CommunityPost) })

export const NewCommunityPost = Schema.Struct({
  community_id: Id,
  title: Schema.String,
  text: Schema.String,
  /** Photos from `community_attachments`, not yet used; none unless given. */
  attachments: Schema.optional(Schema.Array(Id))
})

export const CommunityPostEdit = Schema.Struct({
  title: Schema.String,
  text: Schema.String,
  /** The photos the post keeps and gains; the others it had are let go. */
  attachments: Schema.optional(Schema.Array(Id))
})

export const CommunityVote = Schema.Struct({ vote: Schema.Boolean })
export const CommunityUpvotes = Schema.Struct({ upvote_count: Schema.Int, upvoted: Schema.Boolean })
export const CommunityFlag = Schema.Struct({ flag: Schema.Boolean })
export const CommunityFlags = Schema.Struct({ flag_count: Schema.Int, flagged: Schema.Boolean })
export const SystemFlag = Schema.Struct({ is_system_flagged: Schema.Boolean })

export const CommunityAttachmentUpload = Schema.Struct({
  key: Schema.String.annotations({ description: "The key of an upload, from auth/s3-token" })
})
export const CommunityAttachmentIds = Schema.Struct({ ids: Schema.Array(Id).pipe(Schema.maxItems(COMMUNITY_MAX_ATTACHMENTS * 2)) })
export const DeletedCommunityAttachments = Schema.Struct({ deleted: Schema.Array(Schema.Int) })

export const CommunityBlock = Schema.Struct({ blocked: Schema.Boolean })

/**
 * The community (spec 3 §2–§9): communities, their posts, the posts' photos, moderators' calls
 * and members' blocks. Anyone reads; signed-in members post, upvote and flag others' posts, edit
 * and delete their own within the window; moderators (MODERATION) system-flag and delete any.
 * Replies are the `communityReplies` group.
 */
export class CommunityApi extends HttpApiGroup.make("community")
  .add(
    HttpApiEndpoint.get("communities", "/v1/communities")
      .setUrlParams(CommunitiesQuery)
      .addSuccess(Communities)
      .middleware(OptionalAuthentication)
  )
  .add(HttpApiEndpoint.get("directory", "/v1/communities/directory").addSuccess(CommunityDirectory).middleware(OptionalAuthentication))
  .add(
    HttpApiEndpoint.get("predict", "/v1/communities/predict")
      .setUrlParams(CommunityPredictQuery)
      .addSuccess(CommunityPredictions)
      .middleware(OptionalAuthentication)
  )
  .add(
    HttpApiEndpoint.get("community", "/v1/communities/:community")
      .setPath(CommunityPath)
      .addSuccess(Community)
      .addError(CommunityNotFound)
      .middleware(OptionalAuthentication)
  )
  .add(
    HttpApiEndpoint.get("posts", "/v1/community/posts")
      .setUrlParams(CommunityPostsQuery)
      .addSuccess(CommunityPosts)
      .addError(CommunityNotFound)
      .middleware(OptionalAuthentication)
  )
  .add(
    HttpApiEndpoint.get("post", "/v1/community/posts/:post_id")
      .setPath(CommunityPostPath)
      .addSuccess(CommunityPost)
      .addError(CommunityPostNotFound)
      .middleware(OptionalAuthentication)
  )
  .add(
    HttpApiEndpoint.post("create", "/v1/community/posts")
      .setPayload(NewCommunityPost)
      .addSuccess(CommunityPost, { status: 201 })
      .addError(CommunityNotFound)
      .addError(CommunitySuspended)
      .addError(CommunityCooldown)
      .addError(CommunityTitleInvalid)
      .addError(CommunityTextInvalid)
      .addError(CommunityInappropriate)
      .addError(CommunityAttachmentsInvalid)
      .addError(RateLimited)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.put("edit", "/v1/community/posts/:post_id")
      .setPath(CommunityPostPath)
      .setPayload(CommunityPostEdit)
      .addSuccess(CommunityPost)
      .addError(CommunityPostNotFound)
      .addError(NotCommunityAuthor)
      .addError(CommunityEditExpired)
      .addError(CommunitySuspended)
      .addError(CommunityTitleInvalid)
      .addError(CommunityTextInvalid)
      .addError(CommunityInappropriate)
      .addError(CommunityAttachmentsInvalid)
      .addError(RateLimited)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.del("delete", "/v1/community/posts/:post_id")
      .setPath(CommunityPostPath)
      .addSuccess(CommunityPost)
      .addError(CommunityPostNotFound)
      .addError(NotCommunityAuthor)
      .addError(CommunityEditExpired)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.put("upvote", "/v1/community/posts/:post_id/upvote")
      .setPath(CommunityPostPath)
      .setPayload(CommunityVote)
      .addSuccess(CommunityUpvotes)
      .addError(CommunityPostNotFound)
      .addError(OwnContent)
      .addError(RateLimited)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.put("flag", "/v1/community/posts/:post_id/flag")
      .setPath(CommunityPostPath)
      .setPayload(CommunityFlag)
      .addSuccess(CommunityFlags)
      .addError(CommunityPostNotFound)
      .addError(OwnContent)
      .addError(StaffContent)
      .addError(RateLimited)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("attach", "/v1/community_attachments")
      .setPayload(CommunityAttachmentUpload)
      .addSuccess(CommunityAttachment, { status: 201 })
      .addError(UploadNotYours)
      .addError(UploadMissing)
      .addError(UnsupportedFileFormat)
      .addError(PhotoTooLarge)
      .addError(RateLimited)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("deleteAttachments", "/v1/community_attachments/delete")
      .setPayload(CommunityAttachmentIds)
      .addSuccess(DeletedCommunityAttachments)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.put("systemFlagPost", "/v1/admin/community/posts/:post_id/system_flag")
      .setPath(CommunityPostPath)
      .setPayload(SystemFlag)
      .addSuccess(CommunityPost)
      .addError(CommunityPostNotFound)
      .addError(Forbidden)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.del("removePost", "/v1/admin/community/posts/:post_id")
      .setPath(CommunityPostPath)
      .addSuccess(CommunityPost)
      .addError(CommunityPostNotFound)
      .addError(Forbidden)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.put("systemFlagAttachment", "/v1/admin/community/attachments/:attachment_id/system_flag")
      .setPath(CommunityAttachmentPath)
      .setPayload(SystemFlag)
      .addSuccess(CommunityAttachment)
      .addError(Forbidden)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("block", "/v1/community/blocks/:username")
      .setPath(BlockedUserPath)
      .addSuccess(CommunityBlock)
      .addError(UserNotFound)
      .addError(CommunityBlockSelf)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.del("unblock", "/v1/community/blocks/:username")
      .setPath(BlockedUserPath)
      .addSuccess(CommunityBlock)
      .addError(UserNotFound)
      .addError(CommunityBlockSelf)
      .middleware(Authentication)
  ) {}
