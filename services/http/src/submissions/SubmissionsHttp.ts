import {
  ApplicationInvalid,
  CardDeclined,
  CardRequired,
  CurrentUser,
  Forbidden,
  InvitationNotFound,
  ListingFeeNotPayable,
  PaymentsUnavailable,
  PromoCodeInvalid,
  RedlineApi,
  SubmissionIncomplete,
  SubmissionMessageInvalid,
  SubmissionNotCancelable,
  SubmissionNotEditable,
  SubmissionNotFound,
  SubmissionPhotoNotFound,
  SubmissionPhotoOrderInvalid,
  SubmissionPhotosFull,
  SubmissionPhotosRequired,
  SubmissionSectionInvalid,
  VinInvalid
} from "@redline/api"
import {
  invitationPrefillProblems,
  keptCampaign,
  LISTING_FEE_UNREACHABLE,
  partnerProblem,
  readVin,
  SUBMISSION_LIST_NAMES,
  submissionLatestYear,
  submissionMessageError,
  type SubmissionSort,
  type SectionData,
  type SUBMISSION_SECTIONS,
  VIN_MESSAGES,
  yearProblem
} from "@redline/domain"
import { currentDate } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
import { photoRefusal } from "../images/PhotoUpload.ts"
import { limitRefusal, RateLimits } from "../RateLimits.ts"
import { apiGroup } from "../ReadLanes.ts"
import { deskStaff, submissionReader } from "../staffDesk/DeskStaff.ts"
import { type ListingFeeRefused, ListingFees } from "./ListingFees.ts"
import { SubmissionChat } from "./SubmissionChat.ts"
import { refusedBy } from "../Refuse.ts"
import { type SubmissionRefused, Submissions } from "./Submissions.ts"
import { SubmissionsRepo } from "./SubmissionsRepo.ts"

/** Ours: a chat, not a channel for pasting in bulk. */
export const SUBMISSION_MESSAGE_RATE = { max: 30, window: "10 minutes" } as const

/** Ours, as for cards entered: plenty for a few tries and cards, too few for trying promo codes or card numbers through an account. */
export const LISTING_FEE_RATE = { max: 20, window: "1 hour" } as const
export const PROMO_CODE_RATE = { max: 30, window: "1 hour" } as const

const DEFAULT_LIMIT = 20

/** The refusal of a promo code's check or a payment; a check is never refused as not payable (a defect if it were). */
const listingFeeRefusal = (refused: ListingFeeRefused) =>
  refused.reason === "not_found" ? SubmissionNotFound.default() : PromoCodeInvalid.of(refused.message)
const paymentRefusal = (refused: ListingFeeRefused) =>
  refused.reason === "not_payable" ? ListingFeeNotPayable.of(refused.message) : listingFeeRefusal(refused)

type Refusals = Partial<Record<SubmissionRefused["reason"], (refused: SubmissionRefused) => unknown>>

const NOT_FOUND = { not_found: () => SubmissionNotFound.default() } as const
const NOT_EDITABLE = { ...NOT_FOUND, not_editable: () => SubmissionNotEditable.default() } as const
const fieldsRefusal =
  <E>(make: (message: string, fields: { fields: ReadonlyArray<{ field: string; message: string }> }) => E) =>
  (refused: SubmissionRefused) =>
    make(refused.problems[0]?.message ?? "", { fields: refused.problems })

const refusals = {
  read: NOT_FOUND,
  cancel: {
    ...NOT_FOUND,
    not_cancelable: (refused: SubmissionRefused) =>
      refused.message === null ? SubmissionNotCancelable.default() : SubmissionNotCancelable.of(refused.message)
  },
  section: { ...NOT_EDITABLE, section_invalid: fieldsRefusal(SubmissionSectionInvalid.of) },
  addPhoto: { ...NOT_EDITABLE, photos_full: (refused: SubmissionRefused) => SubmissionPhotosFull.of(refused.message ?? "") },
  photo: { ...NOT_EDITABLE, photo_not_found: () => SubmissionPhotoNotFound.default() },
  deletePhoto: {
    ...NOT_EDITABLE,
    photo_not_found: () => SubmissionPhotoNotFound.default(),
    photos_required: (refused: SubmissionRefused) => SubmissionPhotosRequired.of(refused.message ?? "")
  },
  order: { ...NOT_EDITABLE, photo_order_invalid: () => SubmissionPhotoOrderInvalid.default() },
  apply: { application_invalid: fieldsRefusal(ApplicationInvalid.of), invitation_not_found: () => InvitationNotFound.default() },
  invitation: { invitation_not_found: () => InvitationNotFound.default() },
  inquire: { not_allowed: () => Forbidden.default(), application_invalid: fieldsRefusal(ApplicationInvalid.of) },
  changeApplication: { ...NOT_EDITABLE, application_invalid: fieldsRefusal(ApplicationInvalid.of) },
  submit: {
    ...NOT_EDITABLE,
    incomplete: (refused: SubmissionRefused) => SubmissionIncomplete.of(refused.message ?? "", { section: refused.section ?? "" })
  }
} as const satisfies Record<string, Refusals>

/**
 * The seller's submissions (spec 3 §4, §7): reads, the application, the sections, photos, the chat
 * with staff and the VIN lookup. Everything is the signed-in user's own; staff also read any
 * submission and write in its chat, as staff.
 */
export const SubmissionsHttpLive = apiGroup(RedlineApi, "submissions", (handlers) =>
  Effect.gen(function* () {
    const submissions = yield* Submissions
    const repo = yield* SubmissionsRepo
    const chat = yield* SubmissionChat
    const listingFees = yield* ListingFees
    const limits = yield* RateLimits

    const section =
      (name: (typeof SUBMISSION_SECTIONS)[number]) =>
      ({
        path,
        payload
      }: {
        readonly path: { readonly submission_id: number }
        readonly payload: { readonly data: object; readonly back?: boolean | undefined }
      }) =>
        Effect.flatMap(CurrentUser, (user) =>
          submissions.saveSection(path.submission_id, user.id, name, payload.data as SectionData, payload.back ?? false)
        ).pipe(Effect.catchTag("SubmissionRefused", refusedBy(refusals.section)))

    /** The submission the reader may read, for its chat. */
    const readable = (id: number) =>
      Effect.flatMap(CurrentUser, (user) => submissions.read(id, submissionReader(user))).pipe(
        Effect.catchTag("SubmissionRefused", refusedBy(refusals.read))
      )

    return handlers
      .handle("list", ({ urlParams }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const sort = Number(urlParams.sort ?? "1") as SubmissionSort
          const offset = urlParams.offset ?? 0
          const limit = urlParams.limit ?? DEFAULT_LIMIT
          const [in_progress, live_listings, past] = yield* Effect.forEach(SUBMISSION_LIST_NAMES, (list) =>
            repo.listPage(user.id, list, sort, offset, limit, urlParams.status === undefined || urlParams.status === list)
          )
          return { in_progress: in_progress!, live_listings: live_listings!, past: past! }
        })
      )
      .handle("counts", () => Effect.flatMap(CurrentUser, (user) => repo.counts(user.id)))
      .handle("get", ({ path }) => readable(path.submission_id))
      .handle("change", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => submissions.cancel(path.submission_id, user.id)).pipe(
          Effect.catchTag("SubmissionRefused", refusedBy(refusals.cancel))
        )
      )
      .handle("saveDetails", section("details"))
      .handle("saveCondition", section("condition"))
      .handle("saveMedia", section("media"))
      .handle("saveScheduling", section("scheduling"))
      .handle("addPhoto", ({ path, payload }) =>
        Effect.flatMap(CurrentUser, (user) => submissions.addPhoto(path.submission_id, user.id, payload.section, payload.key)).pipe(
          Effect.catchTags({
            SubmissionRefused: refusedBy(refusals.addPhoto),
            LimitReached: limitRefusal,
            PhotoRefused: (refused) => Effect.fail(photoRefusal(refused))
          })
        )
      )
      .handle("deletePhoto", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => submissions.removeOwnPhoto(path.submission_id, user.id, path.photo_id)).pipe(
          Effect.catchTag("SubmissionRefused", refusedBy(refusals.deletePhoto))
        )
      )
      .handle("orderPhotos", ({ path, payload }) =>
        Effect.flatMap(CurrentUser, (user) =>
          submissions.orderPhotos(path.submission_id, user.id, payload.section, payload.photo_ids)
        ).pipe(Effect.catchTag("SubmissionRefused", refusedBy(refusals.order)))
      )
      .handle("mainPhoto", ({ path, payload }) =>
        Effect.flatMap(CurrentUser, (user) => submissions.mainPhoto(path.submission_id, user.id, payload.photo_id)).pipe(
          Effect.catchTag("SubmissionRefused", refusedBy(refusals.photo))
        )
      )
      .handle("messages", ({ path }) =>
        Effect.gen(function* () {
          const submission = yield* readable(path.submission_id)
          const messages = yield* repo.messages(submission.id)
          const row = Option.getOrThrow(yield* repo.row(submission.id, null))
          return { messages, unread_count: submission.message_count, user: { username: row.username } }
        })
      )
      .handle("sendMessage", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const submission = yield* readable(path.submission_id)
          const problem = submissionMessageError(payload.message)
          if (problem !== null) return yield* Effect.fail(SubmissionMessageInvalid.of(problem))
          yield* limits.enforce(`submission-message:${user.id}`, SUBMISSION_MESSAGE_RATE.max, SUBMISSION_MESSAGE_RATE.window)
          const row = Option.getOrThrow(yield* repo.row(submission.id, null))
          const sender = row.user_id === user.id ? "seller" : "staff"
          return yield* chat.send(
            { id: row.id, user_id: row.user_id, title: submission.title },
            sender,
            user.id,
            payload.message.trim(),
            yield* currentDate
          )
        })
      )
      .handle("messagesSeen", ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const submission = yield* readable(path.submission_id)
          const row = Option.getOrThrow(yield* repo.row(submission.id, null))
          return yield* chat.seen({ id: row.id, user_id: row.user_id }, row.user_id === user.id ? "seller" : "staff", yield* currentDate)
        })
      )
      .handle("promoCode", ({ path, urlParams }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          yield* limits.enforce(`promo-code:${user.id}`, PROMO_CODE_RATE.max, PROMO_CODE_RATE.window)
          return yield* listingFees.quote(path.submission_id, user.id, urlParams.code)
        }).pipe(
          Effect.catchTag("ListingFeeRefused", (refused) =>
            refused.reason === "not_payable" ? Effect.die(refused) : Effect.fail(listingFeeRefusal(refused))
          )
        )
      )
      .handle("pay", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          yield* limits.enforce(`listing-fee:${user.id}`, LISTING_FEE_RATE.max, LISTING_FEE_RATE.window)
          return yield* listingFees.pay(path.submission_id, user.id, payload.promo_code ?? null, payload.idempotency_key)
        }).pipe(
          Effect.catchTags({
            ListingFeeRefused: (refused) => Effect.fail(paymentRefusal(refused)),
            NoCardOnFile: () => Effect.fail(CardRequired.default()),
            ChargeDeclined: (declined) => Effect.fail(CardDeclined.of(declined.message)),
            PaymentsUnreachable: () => Effect.fail(PaymentsUnavailable.of(LISTING_FEE_UNREACHABLE))
          })
        )
      )
      .handle("prefill", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const found = yield* repo.prefill(user.id)
          return {
            email: found.email,
            username: found.username,
            contact: {
              first_name: found.contact?.first_name ?? null,
              last_name: found.contact?.last_name ?? null,
              phone: found.contact?.phone ?? found.phone
            },
            zip_code: found.zip_code
          }
        })
      )
      .handle("vinLookup", ({ urlParams }) =>
        Effect.gen(function* () {
          const now = yield* currentDate
          const year = urlParams.year === undefined ? null : yearProblem(urlParams.year, now)
          if (year !== null) return yield* Effect.fail(ApplicationInvalid.of(year, { fields: [{ field: "year", message: year }] }))
          const reading = readVin(urlParams.vin, urlParams.year ?? null, submissionLatestYear(now))
          if (reading.problem !== null) return yield* Effect.fail(VinInvalid.of(VIN_MESSAGES[reading.problem]))
          const make = reading.make_slug === null ? Option.none() : yield* repo.makeName(reading.make_slug)
          return {
            vin: reading.vin,
            check_digit_warning: reading.check_digit_warning,
            year: reading.year,
            make: Option.isNone(make) ? null : { name: make.value, slug: reading.make_slug! }
          }
        })
      )
      .handle("apply", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const partner = payload.partner?.trim() || null
          const problem = partner === null ? null : partnerProblem(partner)
          if (problem !== null)
            return yield* Effect.fail(ApplicationInvalid.of(problem, { fields: [{ field: "partner", message: problem }] }))
          return yield* submissions.apply(user.id, payload, {
            partner: partner?.toLowerCase() ?? null,
            campaign: payload.campaign == null ? null : keptCampaign(payload.campaign),
            idempotencyKey: payload.idempotency_key ?? null,
            invitation: payload.invitation_id ?? null
          })
        }).pipe(Effect.catchTags({ SubmissionRefused: refusedBy(refusals.apply), LimitReached: limitRefusal }))
      )
      .handle("invite", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* deskStaff
          const text = (value: string | null | undefined) => value?.trim() || null
          const whole = (value: number | null | undefined) => value ?? null
          const prefill = {
            email: text(payload.email),
            partner: text(payload.partner)?.toLowerCase() ?? null,
            contact: {
              first_name: text(payload.contact?.first_name),
              last_name: text(payload.contact?.last_name),
              phone: text(payload.contact?.phone)
            },
            car: {
              vin: text(payload.car?.vin),
              year: whole(payload.car?.year),
              make_slug: text(payload.car?.make_slug),
              model_slug: text(payload.car?.model_slug),
              mileage: whole(payload.car?.mileage),
              zip_code: text(payload.car?.zip_code)
            }
          }
          const problems = invitationPrefillProblems(prefill, yield* currentDate)
          if (problems.length > 0) return yield* Effect.fail(ApplicationInvalid.of(problems[0]!.message, { fields: problems }))
          const made = yield* submissions.invite(user.id, prefill)
          return { invitation_id: made.invitation_id, url: made.url, expires_at: made.expires_at }
        })
      )
      .handle("inquire", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => submissions.inquire(user.id, payload)).pipe(
          Effect.catchTags({ SubmissionRefused: refusedBy(refusals.inquire), LimitReached: limitRefusal })
        )
      )
      .handle("invitation", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => submissions.invitation(path.invitation_id, user.id)).pipe(
          Effect.catchTag("SubmissionRefused", refusedBy(refusals.invitation))
        )
      )
      .handle("application", ({ path }) => Effect.map(readable(path.submission_id), (submission) => submission.application))
      .handle("changeApplication", ({ path, payload }) =>
        Effect.flatMap(CurrentUser, (user) => submissions.changeApplication(path.submission_id, user.id, payload)).pipe(
          Effect.catchTag("SubmissionRefused", refusedBy(refusals.changeApplication))
        )
      )
      .handle("submit", ({ path }) =>
        Effect.flatMap(CurrentUser, (user) => submissions.submit(path.submission_id, user.id)).pipe(
          Effect.catchTag("SubmissionRefused", refusedBy(refusals.submit))
        )
      )
  })
).pipe(Layer.provide([Submissions.Default, SubmissionChat.Default, SubmissionsRepo.Default, ListingFees.Default]))
