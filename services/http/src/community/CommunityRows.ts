import type { Community, CommunityAttachment } from "@redline/api"
import { type CommentAuthor, type CommunityPostEntry, communityPostUrl, communitySnippet, communityUrl, isNewPost } from "@redline/domain"
import { IMAGE_BASE_URL, profilePhotoOf } from "../auctions/AuctionRows.ts"

/** A community as read from `communities`, with its make and model, and whether something was written in it lately. */
export interface CommunityRow {
  readonly id: number
  readonly name: string
  readonly title: string
  readonly slug: string
  readonly photo_key: string | null
  readonly is_topical: boolean
  readonly has_new_content: boolean
  readonly make_name: string | null
  readonly make_slug: string | null
  readonly model_slug: string | null
}

export const communityOf = (row: CommunityRow): Community => ({
  id: row.id,
  name: row.name,
  title: row.title,
  slug: row.slug,
  url: communityUrl(row.slug),
  photo: row.photo_key === null ? null : `${IMAGE_BASE_URL}${row.photo_key}`,
  is_topical: row.is_topical,
  has_new_content: row.has_new_content,
  vehicle_make: row.make_name === null || row.make_slug === null ? null : { name: row.make_name, slug: row.make_slug },
  vehicle_model: row.model_slug === null ? null : { slug: row.model_slug },
  auctions_search_title: row.make_name === null ? null : row.title
})

/** A photo of a post or reply as kept in `community_attachments`. */
export interface AttachmentRow {
  readonly id: number
  readonly key: string
  readonly width: number
  readonly height: number
  readonly is_system_flagged: boolean
}

/** The photo as answered; the first of a post or reply is its default image. */
export const attachmentOf = (row: AttachmentRow, defaultImage: boolean): CommunityAttachment => ({
  id: row.id,
  attachment: { base_url: IMAGE_BASE_URL, path: row.key, width: row.width, height: row.height },
  default_image: defaultImage,
  is_system_flagged: row.is_system_flagged
})

/** The author of a post or reply as read with it. */
export interface AuthorRow {
  readonly username: string
  readonly photo_key: string | null
  readonly verified: boolean | null
  readonly is_admin: boolean | null
}

export const authorOf = (row: AuthorRow): CommentAuthor => ({
  username: row.username,
  photo: profilePhotoOf(row.photo_key),
  verified: row.verified ?? false,
  is_staff: row.is_admin ?? false
})

/** A post as read with its community, author, photos and the reader's marks. */
export interface PostRow extends AuthorRow {
  readonly id: number
  readonly community_id: number
  readonly community_title: string
  readonly community_slug: string
  readonly user_id: number
  readonly title: string
  readonly text: string
  readonly created_at: Date
  readonly edited_at: Date | null
  readonly deleted_at: Date | null
  readonly active_at: Date
  readonly upvote_count: number
  readonly reply_count: number
  readonly flag_count: number
  readonly is_system_flagged: boolean
  readonly attachments: ReadonlyArray<AttachmentRow>
  readonly upvoted: boolean
  readonly flagged: boolean
  readonly blocked_author: boolean
}

/** The post as everyone sees it at `now`; a deleted post tells nothing of who wrote what. */
export const postEntryOf = (row: PostRow, now: Date): CommunityPostEntry => {
  const deleted = row.deleted_at !== null
  return {
    id: row.id,
    community_id: row.community_id,
    community: {
      id: row.community_id,
      title: row.community_title,
      slug: row.community_slug,
      url: communityUrl(row.community_slug)
    },
    user: deleted ? null : authorOf(row),
    title: deleted ? "" : row.title,
    text: deleted ? "" : row.text,
    snippet: deleted ? "" : communitySnippet(row.text),
    created_at: row.created_at.toISOString(),
    edited_at: row.edited_at?.toISOString() ?? null,
    deleted_at: row.deleted_at?.toISOString() ?? null,
    active_at: row.active_at.toISOString(),
    upvote_count: row.upvote_count,
    reply_count: row.reply_count,
    flag_count: row.flag_count,
    is_system_flagged: row.is_system_flagged,
    is_new: isNewPost(row.created_at, now),
    url: communityPostUrl(row.id, deleted ? "" : row.title),
    attachments: deleted ? [] : row.attachments.map((attachment, index) => attachmentOf(attachment, index === 0))
  }
}
