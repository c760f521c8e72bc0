import { SqlClient } from "@effect/sql"
import type { ApplicationRequest, NewInquiry, Submission } from "@redline/api"
import {
  checkApplication,
  inquiryProblems,
  checkSection,
  type Campaign,
  LISTING_FEE_UNDER_WAY_CANCEL,
  type FieldProblem,
  type PhotoSection,
  photoLimitProblem,
  photoRemovalProblem,
  photosEditable,
  type SectionData,
  sectionsEditable,
  sellerMayCancel,
  SubmissionStatus,
  submitProblem,
  type SUBMISSION_SECTIONS
} from "@redline/domain"
import { currentDate, Outbox } from "@redline/infra"
import { randomBytes } from "node:crypto"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"
import { Data, Effect, Option } from "effect"
import { removePhoto } from "../images/ImageVariants.ts"
import { photoFromUpload, PhotoRefused } from "../images/PhotoUpload.ts"
import { RateLimits } from "../RateLimits.ts"
import { transactionOf } from "../Transaction.ts"
import { invitationMail } from "./InvitationMail.ts"
import { type InvitationRow, photoOf, type SubmissionRow, SubmissionsRepo, titleOf } from "./SubmissionsRepo.ts"

/** Why a change of a submission was not made; the handler turns each into its refusal. */
export class SubmissionRefused extends Data.TaggedError("SubmissionRefused")<{
  readonly reason:
    | "not_found"
    | "not_editable"
    | "not_cancelable"
    | "photo_not_found"
    | "photo_order_invalid"
    | "application_invalid"
    | "section_invalid"
    | "incomplete"
    | "photos_full"
    | "photos_required"
    | "invitation_not_found"
    | "not_allowed"
  /** Each field's problem, for an invalid application or section. */
  readonly problems: ReadonlyArray<FieldProblem>
  /** The section to finish, when incomplete. */
  readonly section: string | null
  /** The words, where the reason has more than one. */
  readonly message: string | null
}> {}

type Reason = SubmissionRefused["reason"]

const refusedFor = (reason: Reason, more: Partial<Omit<SubmissionRefused, "reason">> = {}) =>
  new SubmissionRefused({ reason, problems: more.problems ?? [], section: more.section ?? null, message: more.message ?? null })

const refused = (reason: Reason) => Effect.fail(refusedFor(reason))

type InquiryRequest = typeof NewInquiry.Type

/** Ours: an invitation is good for a month. */
export const INVITATION_DAYS = 30

/** What staff, or a sell inquiry, prefill an invitation with. */
export type InvitationPrefill = InvitationRow["prefill"] & { readonly email: string | null; readonly partner: string | null }

/** Ours: a seller applies for a few cars, not a fleet an hour; photos come by the dozen. */
export const APPLICATION_RATE = { max: 10, window: "1 hour" } as const
export const SUBMISSION_PHOTO_RATE = { max: 300, window: "10 minutes" } as const
/** Ours: each inquiry e-mails someone; a partner records cars one at a time, not by the hundred. */
export const INQUIRY_RATE = { max: 30, window: "1 hour" } as const

/**
 * The seller's side of a submission: the application, the sections, the photos, submitting and
 * canceling, each checked by the domain's rules, on the seller's own submission only (someone
 * else's is not found). Each change runs in one transaction with the submission's row locked,
 * so two tabs saving at once take turns.
 */
export class Submissions extends Effect.Service<Submissions>()("@redline/http/Submissions", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)
    const repo = yield* SubmissionsRepo
    const limits = yield* RateLimits
    const outbox = yield* Outbox
    const { publicUrl } = yield* AccountsConfig

    /** The seller's own submission, locked until the change commits. */
    const own = (id: number, userId: number) =>
      Effect.flatMap(repo.row(id, userId, true), (found) => (Option.isNone(found) ? refused("not_found") : Effect.succeed(found.value)))

    const editable = (id: number, userId: number) =>
      Effect.flatMap(own(id, userId), (row) => (sectionsEditable(row.status) ? Effect.succeed(row) : refused("not_editable")))

    const answer = (id: number) => Effect.map(repo.find(id, null), Option.getOrThrow)

    /** The application checked by the domain's rules, its make and model in the catalogue, its zip code in the zip table. */
    const checked = (input: ApplicationRequest, now: Date) =>
      Effect.gen(function* () {
        const check = checkApplication(input, now)
        if (check._tag === "invalid") return yield* Effect.fail(refusedFor("application_invalid", { problems: check.problems }))
        const { car } = check.application
        const known = yield* repo.catalogued(car.make_slug, car.model_slug)
        const problems: Array<FieldProblem> = []
        if (!known.make) problems.push({ field: "car.make_slug", message: "Please choose a make from the list." })
        else if (!known.model) problems.push({ field: "car.model_slug", message: "Please choose a model of this make from the list." })
        if (!(yield* repo.knownZipCode(car.zip_code))) problems.push({ field: "car.zip_code", message: "Invalid zip code" })
        if (problems.length > 0) return yield* Effect.fail(refusedFor("application_invalid", { problems }))
        return check
      })

    /**
     * An invitation a user may apply from: not expired, and not applied from by another account
     * (`submission_id` is the user's own application from it, if made).
     */
    const usableInvitation = (token: string, userId: number, now: Date, lock = false) =>
      Effect.flatMap(repo.invitation(token, lock), (found) =>
        Option.isNone(found) ||
        found.value.expires_at <= now ||
        (found.value.submission_user_id !== null && found.value.submission_user_id !== userId)
          ? refused("invitation_not_found")
          : Effect.succeed(found.value)
      )

    /**
     * A new draft from an application (spec 3 §4 'application'); a retry with the same key answers
     * the first, before the hourly limit is counted, so a retry never spends it. From an
     * invitation, the invitation is locked while it is used, so it makes one application, and
     * applying from it again answers that one; an invitation not to be had is refused before the
     * limit is counted too. Two accounts applying from one invitation at once: one makes the
     * application, the other is refused as for an invitation already used.
     */
    const apply = (
      userId: number,
      input: ApplicationRequest,
      origin: {
        readonly partner: string | null
        readonly campaign: Campaign | null
        readonly idempotencyKey: string | null
        readonly invitation: string | null
      }
    ) =>
      Effect.gen(function* () {
        const now = yield* currentDate
        const check = yield* checked(input, now)
        const retried = origin.idempotencyKey === null ? Option.none<number>() : yield* repo.byIdempotencyKey(userId, origin.idempotencyKey)
        if (Option.isSome(retried)) return yield* answer(retried.value)
        if (origin.invitation !== null) yield* usableInvitation(origin.invitation, userId, now)
        yield* limits.within(`submission-application:${userId}`, APPLICATION_RATE.max, APPLICATION_RATE.window)
        const id = yield* transaction(
          Effect.gen(function* () {
            const invitation = origin.invitation === null ? null : yield* usableInvitation(origin.invitation, userId, now, true)
            if (invitation?.submission_id != null) return invitation.submission_id
            const made = yield* repo.create(
              userId,
              check.application,
              check.vinWarning,
              {
                partner: origin.partner ?? invitation?.partner ?? null,
                campaign: origin.campaign,
                idempotencyKey: origin.idempotencyKey,
                invitationId: invitation?.id ?? null
              },
              now
            )
            return Option.isSome(made) ? made.value : yield* refused("invitation_not_found")
          })
        )
        return yield* answer(id)
      })

    /** An invitation to apply, prefilled: an unguessable token, good for `INVITATION_DAYS`, in the caller's transaction. */
    const invite = (createdBy: number, prefill: InvitationPrefill) =>
      Effect.gen(function* () {
        const token = randomBytes(18).toString("base64url")
        const expiresAt = new Date((yield* currentDate).getTime() + INVITATION_DAYS * 86_400_000)
        const id = yield* repo.invite(createdBy, prefill, token, expiresAt)
        return { id, invitation_id: token, url: `/sell-car/invitation/${token}`, expires_at: expiresAt.toISOString() }
      })

    /**
     * A sell inquiry (spec 3 §2): someone with the submit-inquiries ability records a seller's car
     * and contact, checked as an application is; an invitation prefilled with them is mailed to
     * the seller, all in one transaction.
     */
    const inquire = (userId: number, input: InquiryRequest) =>
      Effect.gen(function* () {
        if (!(yield* repo.maySubmitInquiries(userId))) return yield* refused("not_allowed")
        const now = yield* currentDate
        const notes = (input.notes ?? "").trim()
        const problems = inquiryProblems({ email: input.contact.email, notes })
        const check = yield* checked({ contact: input.contact, car: input.car }, now).pipe(
          Effect.catchIf(
            () => problems.length > 0,
            (refusal) => Effect.fail(refusedFor("application_invalid", { problems: [...refusal.problems, ...problems] }))
          )
        )
        if (problems.length > 0) return yield* Effect.fail(refusedFor("application_invalid", { problems }))
        const { contact, car } = check.application
        const email = input.contact.email.trim()
        yield* limits.within(`sell-inquiry:${userId}`, INQUIRY_RATE.max, INQUIRY_RATE.window)
        const made = yield* transaction(
          Effect.gen(function* () {
            const invitation = yield* invite(userId, { email, partner: null, contact, car })
            const id = yield* repo.recordInquiry(userId, { contact: { ...contact, email }, car, notes }, invitation.id)
            const title = titleOf({ year: car.year, ...(yield* repo.carNames(car.make_slug, car.model_slug)) })
            yield* outbox.enqueue(invitationMail(publicUrl, { email, firstName: contact.first_name }, title, invitation.url))
            return { inquiry_id: id, invitation_id: invitation.invitation_id, url: invitation.url, expires_at: invitation.expires_at }
          })
        )
        return made
      })

    /** The invitation's prefill for the user about to apply from it. */
    const invitation = (token: string, userId: number) =>
      Effect.flatMap(currentDate, (now) => usableInvitation(token, userId, now)).pipe(
        Effect.map((found) => ({
          invitation_id: found.token,
          partner: found.partner,
          prefill: found.prefill,
          expires_at: found.expires_at.toISOString(),
          submission_id: found.submission_id
        }))
      )

    const changeApplication = (id: number, userId: number, input: ApplicationRequest) =>
      Effect.gen(function* () {
        const now = yield* currentDate
        yield* transaction(
          Effect.gen(function* () {
            yield* editable(id, userId)
            const check = yield* checked(input, now)
            yield* repo.changeApplication(id, check.application, check.vinWarning, now)
          })
        )
        return yield* answer(id)
      })

    /** Saves a section with its data and back flag (spec 3 §4); the same save again is the same submission. */
    const saveSection = (id: number, userId: number, section: (typeof SUBMISSION_SECTIONS)[number], data: SectionData, back: boolean) =>
      Effect.gen(function* () {
        const now = yield* currentDate
        yield* transaction(
          Effect.gen(function* () {
            const row = yield* editable(id, userId)
            const check = checkSection(section, data, { back, status: row.status }, now)
            if (check._tag === "invalid") return yield* Effect.fail(refusedFor("section_invalid", { problems: check.problems }))
            const videos = check.data["video_ids"]
            if (Array.isArray(videos) && !(yield* repo.ownVideos(id, userId, videos))) {
              return yield* Effect.fail(
                refusedFor("section_invalid", { problems: [{ field: "video_ids", message: "Videos must be ones you uploaded." }] })
              )
            }
            yield* repo.saveSection(id, section, check.data, check.complete, now)
          })
        )
        return yield* answer(id)
      })

    /** Sends the draft to staff (2) once every section is complete and the photos are there; submitted already is no change. */
    const submit = (id: number, userId: number) =>
      Effect.gen(function* () {
        const now = yield* currentDate
        yield* transaction(
          Effect.gen(function* () {
            const row = yield* own(id, userId)
            if (row.status !== SubmissionStatus.draft) {
              return row.status === SubmissionStatus.submitted ? undefined : yield* refused("not_editable")
            }
            const complete = new Set(Object.entries(row.sections).flatMap(([section, saved]) => (saved.complete ? [section] : [])))
            const problem = submitProblem(complete, yield* repo.photoCounts(id))
            if (problem !== null) return yield* Effect.fail(refusedFor("incomplete", problem))
            yield* repo.setStatus(id, SubmissionStatus.submitted, now)
          })
        )
        return yield* answer(id)
      })

    /**
     * The seller cancels (104) while it is not live, and not while the listing fee's payment is
     * under way (the submission locked, as paying locks it); canceled already is no change. A
     * scheduled auction, still queued, is canceled with it; one the engine started meanwhile made
     * the submission Live, which stays.
     */
    const cancel = (id: number, userId: number) =>
      Effect.gen(function* () {
        const now = yield* currentDate
        yield* transaction(
          Effect.gen(function* () {
            yield* repo.lockAuction(id)
            const row = yield* own(id, userId)
            if (row.status === SubmissionStatus.canceled) return
            if (!sellerMayCancel(row.status)) return yield* refused("not_cancelable")
            if (row.status === SubmissionStatus.scheduled && !(yield* repo.cancelQueuedAuction(id))) return yield* refused("not_cancelable")
            // the card may be charged yet: the fee's payment ends first, paid or refused
            if (yield* repo.feePaymentUnderWay(id)) {
              return yield* Effect.fail(refusedFor("not_cancelable", { message: LISTING_FEE_UNDER_WAY_CANCEL }))
            }
            yield* repo.setStatus(id, SubmissionStatus.canceled, now)
          })
        )
        return yield* answer(id)
      })

    /**
     * Adds a photo to a section from the seller's upload, judged by its bytes as every photo is
     * (`photoFromUpload`); the limits are counted with the row locked, so photos added at once
     * can't pass them together. An upload claimed twice makes one photo; the second claim is
     * 'missing', as a comment attachment's is.
     */
    const addPhoto = (id: number, userId: number, section: PhotoSection, key: string) =>
      Effect.gen(function* () {
        yield* transaction(Effect.flatMap(own(id, userId), (row) => (photosEditable(row.status) ? Effect.void : refused("not_editable"))))
        yield* limits.within(`submission-photo:${userId}`, SUBMISSION_PHOTO_RATE.max, SUBMISSION_PHOTO_RATE.window)
        const photo = yield* photoFromUpload(userId, key)
        const added = yield* transaction(
          Effect.gen(function* () {
            const row: SubmissionRow = yield* own(id, userId)
            if (!photosEditable(row.status)) return yield* refused("not_editable")
            const counts = yield* repo.photoCounts(id)
            const total = Object.values(counts).reduce((sum, count) => sum + count, 0)
            const problem = photoLimitProblem(counts[section] ?? 0, total)
            if (problem !== null) return yield* Effect.fail(refusedFor("photos_full", { message: problem }))
            return yield* repo.addPhoto(id, section, key, photo)
          })
        ).pipe(Effect.tapError(() => removePhoto(photo.key)))
        if (Option.isSome(added)) return photoOf(added.value)
        yield* removePhoto(photo.key)
        return yield* new PhotoRefused({ reason: "missing" })
      })

    const removeOwnPhoto = (id: number, userId: number, photoId: number) =>
      Effect.gen(function* () {
        const removed = yield* transaction(
          Effect.gen(function* () {
            const row = yield* own(id, userId)
            if (!photosEditable(row.status)) return yield* refused("not_editable")
            const section = yield* repo.photoSection(id, photoId)
            if (Option.isNone(section)) return yield* refused("photo_not_found")
            const problem = photoRemovalProblem(row.status, section.value, (yield* repo.photoCounts(id))[section.value] ?? 0)
            if (problem !== null) return yield* Effect.fail(refusedFor("photos_required", { message: problem }))
            const key = yield* repo.removePhoto(id, photoId)
            return Option.isNone(key) ? yield* refused("photo_not_found") : key.value
          })
        )
        yield* removePhoto(removed)
        return { photos: yield* repo.photos(id) }
      })

    const orderPhotos = (id: number, userId: number, section: PhotoSection, photoIds: ReadonlyArray<number>) =>
      Effect.gen(function* () {
        yield* transaction(
          Effect.gen(function* () {
            const row = yield* own(id, userId)
            if (!photosEditable(row.status)) return yield* refused("not_editable")
            if (!(yield* repo.orderPhotos(id, section, photoIds))) return yield* refused("photo_order_invalid")
          })
        )
        return { photos: yield* repo.photos(id) }
      })

    const mainPhoto = (id: number, userId: number, photoId: number) =>
      Effect.gen(function* () {
        yield* transaction(
          Effect.gen(function* () {
            const row = yield* own(id, userId)
            if (!photosEditable(row.status)) return yield* refused("not_editable")
            if (!(yield* repo.setMainPhoto(id, photoId))) return yield* refused("photo_not_found")
          })
        )
        return { photos: yield* repo.photos(id) }
      })

    /** The submission as its seller (`readerId`), or those who work the staff desk (null), read it; anyone else finds none. */
    const read = (id: number, readerId: number | null): Effect.Effect<Submission, SubmissionRefused> =>
      Effect.flatMap(repo.find(id, readerId), (found) => (Option.isNone(found) ? refused("not_found") : Effect.succeed(found.value)))

    return {
      apply,
      invite,
      inquire,
      invitation,
      changeApplication,
      saveSection,
      submit,
      cancel,
      addPhoto,
      removeOwnPhoto,
      orderPhotos,
      mainPhoto,
      read
    } as const
  }),
  dependencies: [SubmissionsRepo.Default]
}) {}
