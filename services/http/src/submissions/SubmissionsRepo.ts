import { SqlClient } from "@effect/sql"
import type { Submission, SubmissionPhoto, SubmissionSummary } from "@redline/api"
import {
  AuctionStatus,
  type Application,
  type Campaign,
  nextSubmissionStep,
  PHOTO_SECTIONS,
  type PhotoSection,
  type SectionData,
  SUBMISSION_LISTS,
  type SubmissionList,
  submissionListOf,
  type SubmissionSort,
  type SubmissionStatus,
  SUBMIT_INQUIRIES_PERMISSION
} from "@redline/domain"
import { Effect, Option } from "effect"
import { violatedIndex } from "../accounts/AccountsRepo.ts"
import { IMAGE_BASE_URL } from "../auctions/AuctionRows.ts"
import { makeName, modelName } from "./CarNames.ts"

/** A section as stored in `submissions.sections`. */
export interface SavedSection {
  readonly data: SectionData
  readonly complete: boolean
  readonly updated_at: string
}

/** A submission as stored, with the catalogue's names of its make and model and the seller's unread count. */
export interface SubmissionRow {
  readonly id: number
  readonly user_id: number
  readonly username: string
  readonly status: SubmissionStatus
  readonly contact: Application["contact"]
  readonly vin: string
  readonly vin_check_digit_warning: boolean
  readonly year: number
  readonly make_slug: string
  readonly model_slug: string
  readonly make: string
  readonly model: string
  readonly mileage: number
  readonly zip_code: string
  readonly seller_type: 1 | 2
  readonly dealer_name: string | null
  readonly sections: Readonly<Record<string, SavedSection>>
  readonly partner: string | null
  readonly campaign: Campaign | null
  readonly review_checklist_status: boolean | null
  readonly reserve_offer: { readonly amount: number; readonly created_at: string } | null
  readonly is_inspection_booked: boolean
  readonly inspection: { readonly report_url: string | null } | null
  readonly listing_id: number | null
  readonly auction_id: number | null
  readonly created_at: Date
  readonly updated_at: Date
  readonly submitted_at: Date | null
  readonly unread: number
}

export interface PhotoRow {
  readonly id: number
  readonly submission_id: number
  readonly section: PhotoSection
  readonly position: number
  readonly is_main: boolean
  readonly key: string
  readonly width: number
  readonly height: number
}

/** An invitation to apply, and the application made from it, if any. */
export interface InvitationRow {
  readonly id: number
  readonly token: string
  readonly partner: string | null
  readonly prefill: {
    readonly contact: { readonly first_name: string | null; readonly last_name: string | null; readonly phone: string | null }
    readonly car: {
      readonly vin: string | null
      readonly year: number | null
      readonly make_slug: string | null
      readonly model_slug: string | null
      readonly mileage: number | null
      readonly zip_code: string | null
    }
  }
  readonly expires_at: Date
  readonly submission_id: number | null
  readonly submission_user_id: number | null
}

export interface MessageRow {
  readonly id: number
  readonly submission_id: number
  readonly sender: "seller" | "staff"
  readonly username: string | null
  readonly text: string
  readonly created_at: Date
  readonly seen_at: Date | null
}

export const photoOf = (row: PhotoRow): SubmissionPhoto => ({
  id: row.id,
  section: row.section,
  position: row.position,
  is_main: row.is_main,
  width: row.width,
  height: row.height,
  base_url: IMAGE_BASE_URL,
  path: row.key
})

export const messageOf = (row: MessageRow) => ({
  id: row.id,
  submission_id: row.submission_id,
  from: row.sender,
  // the seller's side is named; staff write as Redline
  user: row.sender === "seller" && row.username !== null ? { username: row.username } : null,
  text: row.text,
  timestamp: row.created_at.toISOString(),
  seen_at: row.seen_at?.toISOString() ?? null
})

const completeSections = (row: Pick<SubmissionRow, "sections">) =>
  new Set(Object.entries(row.sections).flatMap(([section, saved]) => (saved.complete ? [section] : [])))

const photoCounts = (photos: ReadonlyArray<Pick<PhotoRow, "section">>) => {
  const counts: Partial<Record<PhotoSection, number>> = {}
  for (const photo of photos) counts[photo.section] = (counts[photo.section] ?? 0) + 1
  return counts
}

/** The title a submission goes by: its year, make and model ('2003 Porsche 911'). */
export const titleOf = (row: Pick<SubmissionRow, "year" | "make" | "model">) => `${row.year} ${row.make} ${row.model}`

const sectionOf = (row: SubmissionRow, section: string) => {
  const saved = row.sections[section]
  return saved === undefined ? null : { data: saved.data, complete: saved.complete, updated_at: saved.updated_at }
}

/** The submission as the seller reads it. */
export const submissionOf = (row: SubmissionRow, photos: ReadonlyArray<PhotoRow>): Submission => ({
  id: row.id,
  status: row.status,
  list: submissionListOf(row.status),
  title: titleOf(row),
  application: {
    contact: row.contact,
    car: {
      vin: row.vin,
      year: row.year,
      make_slug: row.make_slug,
      model_slug: row.model_slug,
      make: row.make,
      model: row.model,
      mileage: row.mileage,
      zip_code: row.zip_code,
      seller_type: row.seller_type,
      dealer_name: row.dealer_name
    },
    vin_check_digit_warning: row.vin_check_digit_warning
  },
  sections: {
    details: sectionOf(row, "details"),
    condition: sectionOf(row, "condition"),
    media: sectionOf(row, "media"),
    scheduling: sectionOf(row, "scheduling")
  } as Submission["sections"],
  photos: photos.map(photoOf),
  next_step: nextSubmissionStep(row.status, completeSections(row), photoCounts(photos)),
  partner: row.partner,
  campaign: row.campaign,
  listing_id: row.listing_id,
  auction_id: row.auction_id,
  reserve_offer: row.reserve_offer,
  review_checklist_status: row.review_checklist_status,
  is_inspection_booked: row.is_inspection_booked,
  inspection: row.inspection,
  message_count: row.unread,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  submitted_at: row.submitted_at?.toISOString() ?? null
})

const summaryOf = (row: SubmissionRow, photos: ReadonlyArray<PhotoRow>): SubmissionSummary => {
  const main = photos.find((photo) => photo.is_main)
  return {
    id: row.id,
    status: row.status,
    title: titleOf(row),
    main_photo: main === undefined ? null : photoOf(main),
    next_step: nextSubmissionStep(row.status, completeSections(row), photoCounts(photos)),
    listing_id: row.listing_id,
    auction_id: row.auction_id,
    reserve_offer: row.reserve_offer !== null,
    review_checklist_status: row.review_checklist_status,
    message_count: row.unread,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString()
  }
}

const SORTS: Readonly<Record<SubmissionSort, string>> = { 1: "s.id DESC", 2: "s.id ASC", 3: "s.updated_at DESC, s.id DESC" }

/** A photo section's rank, so photos list exterior first, as the listing shows them. */
const SECTION_RANK = `array_position(ARRAY['${PHOTO_SECTIONS.join("','")}'], p.section)`

/**
 * The sellers' submissions, their photos and their chats with staff. Repos die on database
 * errors, as the API's do.
 */
export class SubmissionsRepo extends Effect.Service<SubmissionsRepo>()("@redline/http/SubmissionsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const columns = sql`
      s.id, s.user_id, u.username, s.status, s.contact, s.vin, s.vin_check_digit_warning, s.year, s.make_slug, s.model_slug,
      ${makeName(sql, sql`s.make_slug`)} AS make, ${modelName(sql, sql`s.make_slug`, sql`s.model_slug`)} AS model,
      s.mileage, s.zip_code, s.seller_type, s.dealer_name, s.sections, s.partner, s.campaign, s.review_checklist_status, s.reserve_offer,
      s.is_inspection_booked, s.listing_id, s.auction_id, s.created_at, s.updated_at, s.submitted_at,
      (SELECT jsonb_build_object('report_url', i.report_url) FROM submission_inspections i WHERE i.submission_id = s.id) AS inspection,
      (SELECT count(*)::int FROM submission_messages m
        WHERE m.submission_id = s.id AND m.sender = 'staff' AND m.seen_at IS NULL) AS unread`

    const photoRows = (submissionIds: ReadonlyArray<number>) =>
      submissionIds.length === 0
        ? Effect.succeed<ReadonlyArray<PhotoRow>>([])
        : sql<PhotoRow>`
            SELECT p.id, p.submission_id, p.section, p.position, p.is_main, p.key, p.width, p.height
              FROM submission_photos p WHERE p.submission_id IN ${sql.in(submissionIds)}
             ORDER BY p.submission_id, ${sql.literal(SECTION_RANK)}, p.position`.pipe(Effect.orDie)

    /** The submission, if there is one by that id and `userId` is its seller (null: whoever's it is, for staff). */
    const row = (id: number, userId: number | null, lock = false) =>
      sql<SubmissionRow>`
        SELECT ${columns} FROM submissions s JOIN users u ON u.id = s.user_id
         WHERE s.id = ${id} ${userId === null ? sql`` : sql`AND s.user_id = ${userId}`}
         ${lock ? sql`FOR UPDATE OF s` : sql``}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const find = (id: number, userId: number | null) =>
      Effect.gen(function* () {
        const found = yield* row(id, userId)
        if (Option.isNone(found)) return Option.none<Submission>()
        return Option.some(submissionOf(found.value, yield* photoRows([id])))
      })

    const photos = (submissionId: number) => Effect.map(photoRows([submissionId]), (rows) => rows.map(photoOf))

    /** One list's page and counts. */
    const listPage = (userId: number, list: SubmissionList, sort: SubmissionSort, offset: number, limit: number, read: boolean) =>
      Effect.gen(function* () {
        const statuses = SUBMISSION_LISTS[list]
        const [counts] = yield* sql<{ total: number; unread: number }>`
          SELECT count(*)::int AS total,
                 coalesce(sum((SELECT count(*) FROM submission_messages m
                                WHERE m.submission_id = s.id AND m.sender = 'staff' AND m.seen_at IS NULL)), 0)::int AS unread
            FROM submissions s WHERE s.user_id = ${userId} AND s.status IN ${sql.in(statuses)}`
        const rows = read
          ? yield* sql<SubmissionRow>`
              SELECT ${columns} FROM submissions s JOIN users u ON u.id = s.user_id
               WHERE s.user_id = ${userId} AND s.status IN ${sql.in(statuses)}
               ORDER BY ${sql.literal(SORTS[sort])} LIMIT ${limit} OFFSET ${offset}`
          : []
        const photosOf = yield* photoRows(rows.map((found) => found.id))
        return {
          submissions: rows.map((found) =>
            summaryOf(
              found,
              photosOf.filter((photo) => photo.submission_id === found.id)
            )
          ),
          total_count: counts!.total,
          message_count: counts!.unread
        }
      }).pipe(Effect.orDie)

    return {
      row,
      find,
      photos,
      listPage,

      /** Each list's count and the seller's unread messages over all their submissions. */
      counts: (userId: number) =>
        sql<{ status: SubmissionStatus; total: number; unread: number }>`
          SELECT s.status, count(*)::int AS total,
                 coalesce(sum((SELECT count(*) FROM submission_messages m
                                WHERE m.submission_id = s.id AND m.sender = 'staff' AND m.seen_at IS NULL)), 0)::int AS unread
            FROM submissions s WHERE s.user_id = ${userId} GROUP BY s.status`.pipe(
          Effect.map((rows) => {
            const counts = { in_progress: 0, live_listings: 0, past: 0, message_count: 0 }
            for (const found of rows) {
              counts[submissionListOf(found.status)] += found.total
              counts.message_count += found.unread
            }
            return counts
          }),
          Effect.orDie
        ),

      /** The seller's latest submission in progress or live, and how many they have (spec 1 §3). */
      active: (userId: number) =>
        sql<{
          id: number
          status: SubmissionStatus
          listing_id: number | null
          auction_id: number | null
          reserve_offer: unknown
          review_checklist_status: boolean | null
          active: number
        }>`
          SELECT s.id, s.status, s.listing_id, s.auction_id, s.reserve_offer, s.review_checklist_status, count(*) OVER ()::int AS active
            FROM submissions s
           WHERE s.user_id = ${userId} AND s.status IN ${sql.in([...SUBMISSION_LISTS.in_progress, ...SUBMISSION_LISTS.live_listings])}
           ORDER BY s.updated_at DESC, s.id DESC LIMIT 1`.pipe(
          Effect.map((rows) => {
            const latest = rows[0]
            return latest === undefined
              ? null
              : {
                  submission_id: latest.id,
                  status: latest.status,
                  listing_id: latest.listing_id,
                  auction_id: latest.auction_id,
                  multiple_submissions: latest.active > 1,
                  reserve_offer: latest.reserve_offer !== null,
                  review_checklist_status: latest.review_checklist_status
                }
          }),
          Effect.orDie
        ),

      /** Whether the catalogue has the make, and the model of it. */
      catalogued: (makeSlug: string, modelSlug: string) =>
        sql<{ make: boolean; model: boolean }>`
          SELECT EXISTS (SELECT 1 FROM makes WHERE slug = ${makeSlug}) AS make,
                 EXISTS (SELECT 1 FROM models md JOIN makes mk ON mk.id = md.make_id
                          WHERE mk.slug = ${makeSlug} AND md.slug = ${modelSlug}) AS model`.pipe(
          Effect.map((rows) => rows[0]!),
          Effect.orDie
        ),

      /** The catalogue's name of a make. */
      makeName: (makeSlug: string) =>
        sql<{ name: string }>`SELECT name FROM makes WHERE slug = ${makeSlug}`.pipe(
          Effect.map((rows) => Option.fromNullable(rows[0]?.name)),
          Effect.orDie
        ),

      /** Whether the submission's listing fee is being paid now (reserved, its charge not settled). */
      /**
       * Locks the submission's auction, if it has one. A change of both takes the auction first, as
       * the engine's start of a scheduled auction does, so the two never wait on each other.
       */
      lockAuction: (id: number) =>
        sql`SELECT a.id FROM submissions s JOIN auctions a ON a.id = s.auction_id WHERE s.id = ${id} FOR UPDATE OF a`.pipe(
          Effect.asVoid,
          Effect.orDie
        ),

      /** The submission's auction, while still queued, is canceled (104); false when it has started. */
      cancelQueuedAuction: (id: number) =>
        sql`
          UPDATE auctions SET status = ${AuctionStatus.canceled}
           WHERE id = (SELECT auction_id FROM submissions WHERE id = ${id}) AND status = ${AuctionStatus.queued}
          RETURNING id`.pipe(
          Effect.map((rows) => rows.length === 1),
          Effect.orDie
        ),

      feePaymentUnderWay: (id: number) =>
        sql<{ pending: boolean }>`
          SELECT EXISTS (SELECT 1 FROM submission_payments WHERE submission_id = ${id} AND status = 'pending') AS pending`.pipe(
          Effect.map((rows) => rows[0]!.pending),
          Effect.orDie
        ),

      /** The catalogue's names of a make and one of its models ('Porsche', '911'), the slugs where it has none. */
      carNames: (makeSlug: string, modelSlug: string) =>
        sql<{ make: string; model: string }>`
          SELECT ${makeName(sql, makeSlug)} AS make, ${modelName(sql, makeSlug, modelSlug)} AS model`.pipe(
          Effect.map((rows) => rows[0]!),
          Effect.orDie
        ),

      /** Staff's invitation to apply, prefilled; answers its token, the link's id. */
      invite: (
        createdBy: number,
        invitation: InvitationRow["prefill"] & { readonly email: string | null; readonly partner: string | null },
        token: string,
        expiresAt: Date
      ) =>
        sql<{ id: number }>`
          INSERT INTO submission_invitations ${sql.insert({
            token,
            created_by: createdBy,
            email: invitation.email,
            partner: invitation.partner,
            prefill: JSON.stringify({ contact: invitation.contact, car: invitation.car }),
            expires_at: expiresAt
          })} RETURNING id`.pipe(
          Effect.map((rows) => rows[0]!.id),
          Effect.orDie
        ),

      /** The invitation by its token, with the application made from it (locked until the caller's commit when asked). */
      invitation: (token: string, lock = false) =>
        sql<InvitationRow>`
          SELECT i.id, i.token, i.partner, i.prefill, i.expires_at, s.id AS submission_id, s.user_id AS submission_user_id
            FROM submission_invitations i LEFT JOIN submissions s ON s.invitation_id = i.id
           WHERE i.token = ${token} ${lock ? sql`FOR UPDATE OF i` : sql``}`.pipe(
          Effect.map((rows) => Option.fromNullable(rows[0])),
          Effect.orDie
        ),

      /** Whether the user may make sell inquiries: staff, or a user with the permission. */
      maySubmitInquiries: (userId: number) =>
        sql<{ may: boolean }>`
          SELECT is_admin OR ${SUBMIT_INQUIRIES_PERMISSION} = ANY (abilities) AS may FROM users WHERE id = ${userId}`.pipe(
          Effect.map((rows) => rows[0]?.may === true),
          Effect.orDie
        ),

      /** A sell inquiry, with the invitation made for it; answers its id. */
      recordInquiry: (
        userId: number,
        inquiry: { readonly contact: object; readonly car: object; readonly notes: string },
        invitationId: number
      ) =>
        sql<{ id: number }>`
          INSERT INTO sell_inquiries ${sql.insert({
            user_id: userId,
            contact: JSON.stringify(inquiry.contact),
            car: JSON.stringify(inquiry.car),
            notes: inquiry.notes,
            invitation_id: invitationId
          })} RETURNING id`.pipe(
          Effect.map((rows) => rows[0]!.id),
          Effect.orDie
        ),

      /** Whether the zip table knows the US zip code. */
      knownZipCode: (zipCode: string) =>
        sql`SELECT 1 FROM zip_codes WHERE code = ${zipCode} AND country = 'US'`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie
        ),

      /** The user's submission made with this idempotency key, if any. */
      byIdempotencyKey: (userId: number, key: string) =>
        sql<{ id: number }>`SELECT id FROM submissions WHERE user_id = ${userId} AND idempotency_key = ${key}`.pipe(
          Effect.map((rows) => Option.fromNullable(rows[0]?.id)),
          Effect.orDie
        ),

      /**
       * A new draft; a retry with the same key answers the first's id. `None` when the invitation
       * was applied from in the meantime (its unique index, in a transaction that raced the lock).
       */
      create: (
        userId: number,
        application: Application,
        vinWarning: boolean,
        origin: {
          readonly partner: string | null
          readonly campaign: Campaign | null
          readonly idempotencyKey: string | null
          readonly invitationId: number | null
        },
        now: Date
      ) =>
        sql<{ id: number }>`
          INSERT INTO submissions ${sql.insert({
            user_id: userId,
            contact: JSON.stringify(application.contact),
            ...carColumns(application, vinWarning),
            partner: origin.partner,
            campaign: origin.campaign === null ? null : JSON.stringify(origin.campaign),
            idempotency_key: origin.idempotencyKey,
            invitation_id: origin.invitationId,
            created_at: now,
            updated_at: now
          })}
          ON CONFLICT (user_id, idempotency_key) DO UPDATE SET idempotency_key = EXCLUDED.idempotency_key
          RETURNING id`.pipe(
          Effect.map((rows) => Option.some(rows[0]!.id)),
          Effect.catchIf(
            (error) => violatedIndex(error) === "submissions_invitation_idx",
            () => Effect.succeed(Option.none<number>())
          ),
          Effect.orDie
        ),

      /** The application changed; the same application again changes nothing, its time included. */
      changeApplication: (id: number, application: Application, vinWarning: boolean, now: Date) => {
        const car = carColumns(application, vinWarning)
        return sql`
          UPDATE submissions SET contact = ${JSON.stringify(application.contact)}::jsonb, vin = ${car.vin},
                 vin_check_digit_warning = ${car.vin_check_digit_warning}, year = ${car.year}, make_slug = ${car.make_slug},
                 model_slug = ${car.model_slug}, mileage = ${car.mileage}, zip_code = ${car.zip_code},
                 seller_type = ${car.seller_type}, dealer_name = ${car.dealer_name}, updated_at = ${now}
           WHERE id = ${id}
             AND (contact, vin, year, make_slug, model_slug, mileage, zip_code, seller_type, dealer_name)
                 IS DISTINCT FROM (${JSON.stringify(application.contact)}::jsonb, ${car.vin}, ${car.year}, ${car.make_slug}, ${car.model_slug},
                                   ${car.mileage}, ${car.zip_code}, ${car.seller_type}::smallint, ${car.dealer_name}::text)`.pipe(
          Effect.asVoid,
          Effect.orDie
        )
      },

      /** Saves a section; the same data again changes nothing, its time included, so a save repeated answers alike. */
      saveSection: (id: number, section: string, data: SectionData, complete: boolean, now: Date) =>
        sql`
          UPDATE submissions
             SET sections = sections || jsonb_build_object(${section}::text,
                   jsonb_build_object('data', ${JSON.stringify(data)}::jsonb, 'complete', ${complete}::boolean, 'updated_at', ${now.toISOString()}::text)),
                 updated_at = ${now}
           WHERE id = ${id}
             AND (sections -> ${section} -> 'data', (sections -> ${section} ->> 'complete')::boolean)
                 IS DISTINCT FROM (${JSON.stringify(data)}::jsonb, ${complete}::boolean)`.pipe(Effect.asVoid, Effect.orDie),

      setStatus: (id: number, status: SubmissionStatus, now: Date) =>
        sql`
          UPDATE submissions SET status = ${status}, updated_at = ${now},
                 submitted_at = CASE WHEN ${status} = 2 THEN coalesce(submitted_at, ${now}) ELSE submitted_at END,
                 canceled_at = CASE WHEN ${status} = 104 THEN ${now} ELSE canceled_at END
           WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie),

      /** Photo counts of the submission, for the limits. */
      photoCounts: (submissionId: number) => Effect.map(photoRows([submissionId]), photoCounts),

      /**
       * Adds a photo at the end of its section; the first photo of the submission is its main
       * photo. An upload already made a photo of (a second claim) adds none: `None`.
       */
      addPhoto: (submissionId: number, section: PhotoSection, uploadKey: string, photo: { key: string; width: number; height: number }) =>
        sql<PhotoRow>`
          INSERT INTO submission_photos (submission_id, section, position, is_main, key, upload_key, width, height)
          SELECT ${submissionId}, ${section},
                 coalesce((SELECT max(position) FROM submission_photos WHERE submission_id = ${submissionId} AND section = ${section}), 0) + 1,
                 NOT EXISTS (SELECT 1 FROM submission_photos WHERE submission_id = ${submissionId} AND is_main),
                 ${photo.key}, ${uploadKey}, ${photo.width}, ${photo.height}
          ON CONFLICT (upload_key) DO NOTHING
          RETURNING id, submission_id, section, position, is_main, key, width, height`.pipe(
          Effect.map((rows) => Option.fromNullable(rows[0])),
          Effect.orDie
        ),

      /**
       * Removes a photo, closes the gap in its section's order and, when it was the main photo,
       * makes the first exterior photo (else the first left) the main one; answers its stored key.
       */
      /** The section a photo of the submission is in. */
      photoSection: (submissionId: number, photoId: number) =>
        sql<{
          section: PhotoSection
        }>`SELECT section FROM submission_photos WHERE id = ${photoId} AND submission_id = ${submissionId}`.pipe(
          Effect.map((rows) => Option.fromNullable(rows[0]?.section)),
          Effect.orDie
        ),

      removePhoto: (submissionId: number, photoId: number) =>
        Effect.gen(function* () {
          const [removed] = yield* sql<{ key: string; section: string; position: number; is_main: boolean }>`
            DELETE FROM submission_photos WHERE id = ${photoId} AND submission_id = ${submissionId}
            RETURNING key, section, position, is_main`
          if (removed === undefined) return Option.none<string>()
          yield* sql`
            UPDATE submission_photos SET position = position - 1
             WHERE submission_id = ${submissionId} AND section = ${removed.section} AND position > ${removed.position}`
          if (removed.is_main) {
            yield* sql`
              UPDATE submission_photos SET is_main = true WHERE id = (
                SELECT p.id FROM submission_photos p WHERE p.submission_id = ${submissionId}
                 ORDER BY ${sql.literal(SECTION_RANK)}, p.position LIMIT 1)`
          }
          return Option.some(removed.key)
        }).pipe(Effect.orDie),

      /** Puts the section's photos in the order given; false unless it lists each of them once. */
      orderPhotos: (submissionId: number, section: PhotoSection, photoIds: ReadonlyArray<number>) =>
        Effect.gen(function* () {
          const current = yield* sql<{ id: number }>`
            SELECT id FROM submission_photos WHERE submission_id = ${submissionId} AND section = ${section}`
          const ids = new Set(current.map((photo) => photo.id))
          if (photoIds.length !== ids.size || new Set(photoIds).size !== ids.size || photoIds.some((id) => !ids.has(id))) return false
          if (photoIds.length > 0) {
            yield* sql`
              UPDATE submission_photos p SET position = o.position
                FROM unnest(${`{${photoIds.join(",")}}`}::int[]) WITH ORDINALITY AS o(id, position)
               WHERE p.id = o.id AND p.submission_id = ${submissionId}`
          }
          return true
        }).pipe(Effect.orDie),

      /** Makes the photo the main one; false when the submission has no such photo. */
      setMainPhoto: (submissionId: number, photoId: number) =>
        Effect.gen(function* () {
          const found = yield* sql`SELECT 1 FROM submission_photos WHERE id = ${photoId} AND submission_id = ${submissionId}`
          if (found.length === 0) return false
          yield* sql`UPDATE submission_photos SET is_main = false WHERE submission_id = ${submissionId} AND is_main AND id <> ${photoId}`
          yield* sql`UPDATE submission_photos SET is_main = true WHERE id = ${photoId}`
          return true
        }).pipe(Effect.orDie),

      /** Whether every video is the seller's, or one staff uploaded for the submission. */
      ownVideos: (submissionId: number, userId: number, videoIds: ReadonlyArray<number>) =>
        videoIds.length === 0
          ? Effect.succeed(true)
          : sql<{ owned: number }>`
              SELECT count(*)::int AS owned FROM videos
               WHERE id IN ${sql.in(videoIds)}
                 AND (user_id = ${userId} OR (object_type = 'submission' AND object_id = ${submissionId}))`.pipe(
              Effect.map((rows) => rows[0]!.owned === new Set(videoIds).size),
              Effect.orDie
            ),

      /** The chat, oldest first. */
      messages: (submissionId: number) =>
        sql<MessageRow>`
          SELECT m.id, m.submission_id, m.sender, u.username, m.text, m.created_at, m.seen_at
            FROM submission_messages m LEFT JOIN users u ON u.id = m.user_id
           WHERE m.submission_id = ${submissionId} ORDER BY m.id`.pipe(
          Effect.map((rows) => rows.map(messageOf)),
          Effect.orDie
        ),

      postMessage: (submissionId: number, sender: "seller" | "staff", userId: number, text: string, now: Date) =>
        sql<MessageRow>`
          WITH message AS (
            INSERT INTO submission_messages (submission_id, sender, user_id, text, created_at)
            VALUES (${submissionId}, ${sender}, ${userId}, ${text}, ${now})
            RETURNING id, submission_id, sender, user_id, text, created_at, seen_at)
          SELECT m.id, m.submission_id, m.sender, u.username, m.text, m.created_at, m.seen_at
            FROM message m LEFT JOIN users u ON u.id = m.user_id`.pipe(
          Effect.map((rows) => messageOf(rows[0]!)),
          Effect.orDie
        ),

      /** Marks what the other side wrote as seen by `reader`. */
      markSeen: (submissionId: number, reader: "seller" | "staff", now: Date) =>
        sql`
          UPDATE submission_messages SET seen_at = ${now}
           WHERE submission_id = ${submissionId} AND sender <> ${reader} AND seen_at IS NULL`.pipe(Effect.asVoid, Effect.orDie),

      /** Staff's messages the seller hasn't seen: in the submission, and over all the seller's submissions. */
      unread: (submissionId: number) =>
        sql<{ unread: number; total: number }>`
          SELECT (SELECT count(*)::int FROM submission_messages
                   WHERE submission_id = ${submissionId} AND sender = 'staff' AND seen_at IS NULL) AS unread,
                 (SELECT count(*)::int FROM submission_messages m JOIN submissions s ON s.id = m.submission_id
                   WHERE s.user_id = (SELECT user_id FROM submissions WHERE id = ${submissionId})
                     AND m.sender = 'staff' AND m.seen_at IS NULL) AS total`.pipe(
          Effect.map((rows) => rows[0]!),
          Effect.orDie
        ),

      /** What the application starts from: the account, the contact of the seller's last application, their verified number and zip code. */
      prefill: (userId: number) =>
        sql<{
          email: string
          username: string
          contact: Application["contact"] | null
          phone: string | null
          zip_code: string | null
        }>`
          SELECT u.email, u.username,
                 (SELECT s.contact FROM submissions s WHERE s.user_id = u.id ORDER BY s.id DESC LIMIT 1) AS contact,
                 (SELECT e.phone_number FROM sms_enrollments e WHERE e.user_id = u.id AND e.validated_at IS NOT NULL) AS phone,
                 coalesce((SELECT s.zip_code FROM submissions s WHERE s.user_id = u.id ORDER BY s.id DESC LIMIT 1),
                          (SELECT d.zip_code FROM distance_settings d WHERE d.user_id = u.id)) AS zip_code
            FROM users u WHERE u.id = ${userId}`.pipe(
          Effect.map((rows) => rows[0]!),
          Effect.orDie
        )
    }
  })
}) {}

const carColumns = (application: Application, vinWarning: boolean) => ({
  vin: application.car.vin,
  vin_check_digit_warning: vinWarning,
  year: application.car.year,
  make_slug: application.car.make_slug,
  model_slug: application.car.model_slug,
  mileage: application.car.mileage,
  zip_code: application.car.zip_code,
  seller_type: application.car.seller_type,
  dealer_name: application.car.dealer_name
})
