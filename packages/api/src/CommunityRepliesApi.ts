import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import {
  COMMUNITY_LIST_MAX,
  COMMUNITY_REPLIES_BY_ID_MAX,
  parseId,
  type CommunityReplyEntry as CommunityReplyEntryData
} from "@redline/domain"
import { ParseResult, Schema } from "effect"
import { Forbidden, RateLimited } from "./ApiErrors.ts"
import { Authentication, OptionalAuthentication } from "./Authentication.ts"
import { OwnContent, StaffContent } from "./CommentErrors.ts"
import {
  CommunityAttachment,
  CommunityAuthor,
  CommunityFlag,
  CommunityFlags,
  CommunityPostPath,
  CommunityUpvotes,
  CommunityVote,
  ReaderMarks,
  SystemFlag
} from "./CommunityApi.ts"
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
  NotCommunityAuthor
} from "./CommunityErrors.ts"
import { expected } from "./Expected.ts"
import { Id, IdFromString } from "./Id.ts"

/** A reply as everyone sees it: the domain's `CommunityReplyEntry`, the data of a 'community_reply' event. */
export const CommunityReplyEntry = Schema.Struct({
  id: Schema.Int,
  community_post_id: Schema.Int,
  reply_to_community_reply_id: Schema.NullOr(Schema.Int),
  level: Schema.Int,
  user: Schema.NullOr(CommunityAuthor),
  text: Schema.String,
  created_at: Schema.String,
  edited_at: Schema.NullOr(Schema.String),
  deleted_at: Schema.NullOr(Schema.String),
  /** Its own replies' ids, oldest first. */
  replies: Schema.Array(Schema.Int),
  reply_count: Schema.Int,
  upvote_count: Schema.Int,
  flag_count: Schema.Int,
  is_system_flagged: Schema.Boolean,
  attachments: Schema.Array(CommunityAttachment)
}) satisfies Schema.Schema<CommunityReplyEntryData>

/** A reply as its reader sees it (false marks for a visitor). */
export const CommunityReply = Schema.Struct({ ...CommunityReplyEntry.fields, ...ReaderMarks })
export type CommunityReply = typeof CommunityReply.Type

export const CommunityReplies = Schema.Struct({ replies: Schema.Array(CommunityReply) })

export const CommunityReplyPath = Schema.Struct({ reply_id: IdFromString })

export const CommunityRepliesQuery = Schema.Struct({
  limit: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, COMMUNITY_LIST_MAX))),
  after_id: Schema.optional(IdFromString.annotations({ description: "Level-1 replies after this one, oldest first" }))
})

const expectedIds = `at most ${COMMUNITY_REPLIES_BY_ID_MAX} reply ids separated by commas, such as 1,2,3`

/** `1,2,3`: reply ids, each once, at most 50. */
export const ReplyIds = Schema.transformOrFail(
  Schema.String.annotations({ jsonSchema: { type: "string", pattern: "^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$" } }),
  Schema.Array(Schema.typeSchema(Id)),
  {
    strict: true,
    decode: (text, _, ast) => {
      const ids = text.split(",").map(parseId)
      return ids.length > COMMUNITY_REPLIES_BY_ID_MAX || ids.some((id) => id === undefined)
        ? ParseResult.fail(new ParseResult.Type(ast, text, `Expected ${expectedIds}, actual ${JSON.stringify(text)}`))
        : ParseResult.succeed([...new Set(ids as Array<number>)])
    },
    encode: (ids) => ParseResult.succeed(ids.join(","))
  }
)
  .pipe(expected(expectedIds))
  .annotations({ identifier: "ReplyIds" })

export const CommunityRepliesByIdQuery = Schema.Struct({ ids: ReplyIds })

export const NewCommunityReply = Schema.Struct({
  text: Schema.String,
  /** Photos from `community_attachments`, not yet used; none unless given. */
  attachments: Schema.optional(Schema.Array(Id)),
  /** The reply answered; the post when none. */
  reply_to_community_reply_id: Schema.optional(Schema.NullOr(Id))
})

export const CommunityReplyEdit = Schema.Struct({
  text: Schema.String,
  /** The photos the reply keeps and gains; the others it had are let go. */
  attachments: Schema.optional(Schema.Array(Id))
})

/**
 * The replies of community posts (spec 3 §2–§9): anyone reads a thread's replies, a page of
 * level-1 replies each followed by its level-2 ones, and deeper ones by id; signed-in members
 * reply, upvote and flag others' replies, edit and delete their own within the window;
 * moderators (MODERATION) system-flag and delete any.
 */
export class CommunityRepliesApi extends HttpApiGroup.make("communityReplies")
  .add(
    HttpApiEndpoint.get("replies", "/v1/community/posts/:post_id/replies")
      .setPath(CommunityPostPath)
      .setUrlParams(CommunityRepliesQuery)
      .addSuccess(CommunityReplies)
      .addError(CommunityPostNotFound)
      .middleware(OptionalAuthentication)
  )
  .add(
    HttpApiEndpoint.get("byIds", "/v1/community/replies")
      .setUrlParams(CommunityRepliesByIdQuery)
      .addSuccess(CommunityReplies)
      .middleware(OptionalAuthentication)
  )
  .add(
    HttpApiEndpoint.post("create", "/v1/community/posts/:post_id/replies")
      .setPath(CommunityPostPath)
      .setPayload(NewCommunityReply)
      .addSuccess(CommunityReply, { status: 201 })
      .addError(CommunityPostNotFound)
      .addError(CommunityReplyNotFound)
      .addError(CommunityNestingTooDeep)
      .addError(CommunitySuspended)
      .addError(CommunityCooldown)
      .addError(CommunityTextInvalid)
      .addError(CommunityInappropriate)
      .addError(CommunityAttachmentsInvalid)
      .addError(RateLimited)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.put("edit", "/v1/community/replies/:reply_id")
      .setPath(CommunityReplyPath)
      .setPayload(CommunityReplyEdit)
      .addSuccess(CommunityReply)
      .addError(CommunityPostNotFound)
      .addError(CommunityReplyNotFound)
      .addError(NotCommunityAuthor)
      .addError(CommunityEditExpired)
      .addError(CommunitySuspended)
      .addError(CommunityTextInvalid)
      .addError(CommunityInappropriate)
      .addError(CommunityAttachmentsInvalid)
      .addError(RateLimited)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.del("delete", "/v1/community/replies/:reply_id")
      .setPath(CommunityReplyPath)
      .addSuccess(CommunityReply)
      .addError(CommunityReplyNotFound)
      .addError(NotCommunityAuthor)
      .addError(CommunityEditExpired)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.put("upvote", "/v1/community/replies/:reply_id/upvote")
      .setPath(CommunityReplyPath)
      .setPayload(CommunityVote)
      .addSuccess(CommunityUpvotes)
      .addError(CommunityPostNotFound)
      .addError(CommunityReplyNotFound)
      .addError(OwnContent)
      .addError(RateLimited)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.put("flag", "/v1/community/replies/:reply_id/flag")
      .setPath(CommunityReplyPath)
      .setPayload(CommunityFlag)
      .addSuccess(CommunityFlags)
      .addError(CommunityPostNotFound)
      .addError(CommunityReplyNotFound)
      .addError(OwnContent)
      .addError(StaffContent)
      .addError(RateLimited)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.put("systemFlagReply", "/v1/admin/community/replies/:reply_id/system_flag")
      .setPath(CommunityReplyPath)
      .setPayload(SystemFlag)
      .addSuccess(CommunityReply)
      .addError(CommunityReplyNotFound)
      .addError(Forbidden)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.del("removeReply", "/v1/admin/community/replies/:reply_id")
      .setPath(CommunityReplyPath)
      .addSuccess(CommunityReply)
      .addError(CommunityReplyNotFound)
      .addError(Forbidden)
      .middleware(Authentication)
  ) {}
