import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { type Campaign, CAMPAIGN_TAG_LENGTH, SUBMISSION_LIST_NAMES, SUBMISSION_STATUSES, SubmissionStatus } from "@redline/domain"
import { Schema } from "effect"
import { CardDeclined, Forbidden, PaymentsUnavailable, RateLimited } from "./ApiErrors.ts"
import { Authentication } from "./Authentication.ts"
import { Id, IdFromString } from "./Id.ts"
import { PhotoSection } from "./Photo.ts"
import {
  ApplicationInvalid,
  CardRequired,
  InvitationNotFound,
  ListingFeeNotPayable,
  PromoCodeInvalid,
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
} from "./SubmissionErrors.ts"
import { PhotoTooLarge, UnsupportedFileFormat, UploadMissing, UploadNotYours } from "./UploadErrors.ts"

export const SubmissionIdPath = Schema.Struct({ submission_id: IdFromString })
export const SubmissionPhotoPath = Schema.Struct({ submission_id: IdFromString, photo_id: IdFromString })

export const SubmissionStatusCode = Schema.Literal(...(SUBMISSION_STATUSES as [SubmissionStatus, ...SubmissionStatus[]]))
export const SubmissionListName = Schema.Literal(...SUBMISSION_LIST_NAMES)

const optionalField = <S extends Schema.Schema.Any>(schema: S) => Schema.optional(Schema.NullOr(schema))

// ---------------------------------------------------------------------------------------------
// The application: contact and car.

export const ApplicationContact = Schema.Struct({
  first_name: Schema.String,
  last_name: Schema.String,
  phone: Schema.String.annotations({ description: "A US number; kept and answered as E.164 (+15035550100)" })
})

/** The car as the seller types it; the make and model are the search catalogue's slugs. */
export const ApplicationCarInput = Schema.Struct({
  vin: Schema.String,
  year: Schema.Number,
  make_slug: Schema.String,
  model_slug: Schema.String,
  mileage: Schema.Number,
  zip_code: Schema.String,
  seller_type: Schema.Number.annotations({ description: "1 Private Party, 2 Dealer" }),
  dealer_name: optionalField(Schema.String)
})

export const ApplicationRequest = Schema.Struct({
  contact: ApplicationContact,
  car: ApplicationCarInput
})
export type ApplicationRequest = typeof ApplicationRequest.Type

/** Where the seller came from: the campaign tags of the link to the application (`utm_source` as `source`…). */
const campaignTag = Schema.optional(Schema.String.pipe(Schema.maxLength(CAMPAIGN_TAG_LENGTH)))
export const SubmissionCampaign: Schema.Schema<Campaign> = Schema.Struct({
  source: campaignTag,
  medium: campaignTag,
  campaign: campaignTag,
  content: campaignTag,
  term: campaignTag
})

/**
 * A new application. `partner` is the partner of `/sell-car/submit/{partner}` (letters, digits and
 * dashes); `idempotency_key` makes a retry of the same POST answer the submission the first made.
 */
export const NewApplicationRequest = Schema.Struct({
  contact: ApplicationContact,
  car: ApplicationCarInput,
  partner: optionalField(Schema.String.pipe(Schema.maxLength(50))),
  campaign: optionalField(SubmissionCampaign),
  idempotency_key: optionalField(Schema.String.pipe(Schema.maxLength(100))),
  invitation_id: optionalField(
    Schema.String.pipe(Schema.maxLength(100)).annotations({ description: "The invitation applied from, if any" })
  )
})
export type NewApplicationRequest = typeof NewApplicationRequest.Type

export const ApplicationCar = Schema.Struct({
  vin: Schema.String,
  year: Schema.Int,
  make_slug: Schema.String,
  model_slug: Schema.String,
  make: Schema.String.annotations({ description: "The catalogue's name of the make ('Porsche')" }),
  model: Schema.String,
  mileage: Schema.Int,
  zip_code: Schema.String,
  seller_type: Schema.Literal(1, 2),
  dealer_name: Schema.NullOr(Schema.String)
})

export const Application = Schema.Struct({
  contact: ApplicationContact,
  car: ApplicationCar,
  /** The VIN's check digit doesn't match, on a car made outside North America: taken, worth a look. */
  vin_check_digit_warning: Schema.Boolean
})
export type Application = typeof Application.Type

// ---------------------------------------------------------------------------------------------
// The sections: each field optional, so a half-done section can be saved going back; the
// domain's rules (`checkSection`) say what is missing or wrong.

export const DetailsData = Schema.Struct({
  body_style: optionalField(Schema.String),
  drivetrain: optionalField(Schema.String),
  transmission: optionalField(Schema.String),
  transmission_details: optionalField(Schema.String),
  engine: optionalField(Schema.String),
  exterior_color: optionalField(Schema.String),
  interior_color: optionalField(Schema.String),
  title_status: optionalField(Schema.String),
  title_state: optionalField(Schema.String),
  title_in_seller_name: optionalField(Schema.Boolean),
  highlights: optionalField(Schema.String),
  equipment: optionalField(Schema.String),
  modifications: optionalField(Schema.String),
  ownership_history: optionalField(Schema.String)
})

export const ConditionData = Schema.Struct({
  known_flaws: optionalField(Schema.String),
  has_accident_history: optionalField(Schema.Boolean),
  accident_history: optionalField(Schema.String),
  has_mechanical_issues: optionalField(Schema.Boolean),
  mechanical_issues: optionalField(Schema.String),
  recent_service_history: optionalField(Schema.String),
  other_items: optionalField(Schema.String)
})

export const MediaData = Schema.Struct({
  video_ids: optionalField(Schema.Array(Id).annotations({ description: "Hosted videos the seller uploaded (video token), at most 5" }))
})

export const SchedulingData = Schema.Struct({
  timing: optionalField(Schema.String.annotations({ description: "asap, or date: not before earliest_date" })),
  earliest_date: optionalField(Schema.String.annotations({ description: "YYYY-MM-DD" })),
  has_reserve: optionalField(Schema.Boolean),
  reserve_amount: optionalField(Schema.Number),
  referral: optionalField(Schema.String)
})

/** A section's save: its data, and `back`, true when the seller goes back a step (nothing required then; false if left out). */
const sectionRequest = <S extends Schema.Schema.Any>(data: S) => Schema.Struct({ data, back: Schema.optional(Schema.Boolean) })

export const DetailsRequest = sectionRequest(DetailsData)
export const ConditionRequest = sectionRequest(ConditionData)
export const MediaRequest = sectionRequest(MediaData)
export const SchedulingRequest = sectionRequest(SchedulingData)

/** A section as saved: its data, trimmed, blanks left out, and whether it holds every required field. */
const savedSection = <S extends Schema.Schema.Any>(data: S) =>
  Schema.NullOr(Schema.Struct({ data, complete: Schema.Boolean, updated_at: Schema.String }))

export const SubmissionSections = Schema.Struct({
  details: savedSection(DetailsData),
  condition: savedSection(ConditionData),
  media: savedSection(MediaData),
  scheduling: savedSection(SchedulingData)
})

// ---------------------------------------------------------------------------------------------
// Photos.

/** A photo of a submission, served by the image endpoint from `base_url` + `path`; `position` counts from 1 within its section. */
export const SubmissionPhoto = Schema.Struct({
  id: Schema.Int,
  section: PhotoSection,
  position: Schema.Int,
  is_main: Schema.Boolean,
  width: Schema.Int,
  height: Schema.Int,
  base_url: Schema.String,
  path: Schema.String
})
export type SubmissionPhoto = typeof SubmissionPhoto.Type

export const AddSubmissionPhotoRequest = Schema.Struct({
  key: Schema.String.annotations({ description: "The upload's key (GET auth/s3-token)" }),
  section: PhotoSection
})

export const SubmissionPhotoOrderRequest = Schema.Struct({
  section: PhotoSection,
  photo_ids: Schema.Array(Id).annotations({ description: "Every photo of the section, once each, in their new order" })
})

export const MainPhotoRequest = Schema.Struct({ photo_id: Id })

export const SubmissionPhotos = Schema.Struct({ photos: Schema.Array(SubmissionPhoto) })

// ---------------------------------------------------------------------------------------------
// The submission.

/** A reserve offer from staff: the amount, and when it was made. */
export const ReserveOffer = Schema.Struct({ amount: Schema.Int, created_at: Schema.String })

/** The step the seller is due to do next: a section not complete, `submit`, or null once submitted. */
export const NextStep = Schema.NullOr(Schema.Literal("details", "condition", "media", "scheduling", "submit"))

export const Submission = Schema.Struct({
  id: Schema.Int,
  status: SubmissionStatusCode,
  list: SubmissionListName,
  /** '1995 Porsche 911' */
  title: Schema.String,
  application: Application,
  sections: SubmissionSections,
  photos: Schema.Array(SubmissionPhoto),
  next_step: NextStep,
  partner: Schema.NullOr(Schema.String),
  campaign: Schema.NullOr(SubmissionCampaign),
  listing_id: Schema.NullOr(Schema.Int),
  auction_id: Schema.NullOr(Schema.Int),
  reserve_offer: Schema.NullOr(ReserveOffer),
  review_checklist_status: Schema.NullOr(Schema.Boolean),
  is_inspection_booked: Schema.Boolean,
  /** The inspection once its address is saved: its report's link, null until staff record it. */
  inspection: Schema.NullOr(Schema.Struct({ report_url: Schema.NullOr(Schema.String) })),
  /** Staff's messages the seller hasn't seen. */
  message_count: Schema.Int,
  created_at: Schema.String,
  updated_at: Schema.String,
  submitted_at: Schema.NullOr(Schema.String)
})
export type Submission = typeof Submission.Type

/** A submission as the seller's lists show it. */
export const SubmissionSummary = Schema.Struct({
  id: Schema.Int,
  status: SubmissionStatusCode,
  title: Schema.String,
  main_photo: Schema.NullOr(SubmissionPhoto),
  next_step: NextStep,
  listing_id: Schema.NullOr(Schema.Int),
  auction_id: Schema.NullOr(Schema.Int),
  reserve_offer: Schema.Boolean,
  review_checklist_status: Schema.NullOr(Schema.Boolean),
  message_count: Schema.Int,
  created_at: Schema.String,
  updated_at: Schema.String
})
export type SubmissionSummary = typeof SubmissionSummary.Type

export const SUBMISSIONS_PAGE_SIZE = 20
export const SUBMISSIONS_MAX_LIMIT = 50

export const SubmissionListQuery = Schema.Struct({
  status: Schema.optional(SubmissionListName.annotations({ description: "One list to page through; none: the first page of each" })),
  sort: Schema.optional(Schema.Literal("1", "2", "3").annotations({ description: "1 newest (default), 2 oldest, 3 last changed" })),
  offset: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(0, 10_000))),
  limit: Schema.optional(
    Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, SUBMISSIONS_MAX_LIMIT)).annotations({
      description: `How many; ${SUBMISSIONS_PAGE_SIZE} when not given`
    })
  )
})

/** One list: a page of it, how many it holds and the unread messages of its submissions. */
export const SubmissionListPage = Schema.Struct({
  submissions: Schema.Array(SubmissionSummary),
  total_count: Schema.Int,
  message_count: Schema.Int
})

export const SubmissionLists = Schema.Struct({
  in_progress: SubmissionListPage,
  live_listings: SubmissionListPage,
  past: SubmissionListPage
})
export type SubmissionLists = typeof SubmissionLists.Type

export const SubmissionCounts = Schema.Struct({
  in_progress: Schema.Int,
  live_listings: Schema.Int,
  past: Schema.Int,
  message_count: Schema.Int
})

/** The seller's change of a submission: canceling it (104) is the one there is. */
export const SubmissionChange = Schema.Struct({ status: Schema.Literal(SubmissionStatus.canceled) })

// ---------------------------------------------------------------------------------------------
// The VIN lookup and the prefill.

export const VinLookupQuery = Schema.Struct({
  vin: Schema.String.pipe(Schema.maxLength(40)),
  year: Schema.optional(
    Schema.NumberFromString.pipe(Schema.int()).annotations({
      description: "The year typed, if any: a shorter chassis number is taken before 1981"
    })
  )
})

export const VinLookup = Schema.Struct({
  vin: Schema.String,
  check_digit_warning: Schema.Boolean,
  year: Schema.NullOr(Schema.Int),
  make: Schema.NullOr(Schema.Struct({ name: Schema.String, slug: Schema.String }))
})
export type VinLookup = typeof VinLookup.Type

/** What the application starts from: the contact of the seller's last application, their number and zip code. */
export const ApplicationPrefill = Schema.Struct({
  email: Schema.String,
  username: Schema.String,
  contact: Schema.Struct({
    first_name: Schema.NullOr(Schema.String),
    last_name: Schema.NullOr(Schema.String),
    phone: Schema.NullOr(Schema.String)
  }),
  zip_code: Schema.NullOr(Schema.String)
})

// ---------------------------------------------------------------------------------------------
// Invitations: staff prefill an application behind a link.

export const InvitationPath = Schema.Struct({ invitation_id: Schema.String.pipe(Schema.maxLength(100)) })

/** What staff know of the seller and the car; each field optional, the application checks them all. */
export const InvitationPrefill = Schema.Struct({
  contact: Schema.Struct({
    first_name: Schema.NullOr(Schema.String),
    last_name: Schema.NullOr(Schema.String),
    phone: Schema.NullOr(Schema.String)
  }),
  car: Schema.Struct({
    vin: Schema.NullOr(Schema.String),
    year: Schema.NullOr(Schema.Int),
    make_slug: Schema.NullOr(Schema.String),
    model_slug: Schema.NullOr(Schema.String),
    mileage: Schema.NullOr(Schema.Int),
    zip_code: Schema.NullOr(Schema.String)
  })
})

const shortText = (max: number) => optionalField(Schema.String.pipe(Schema.maxLength(max)))

export const NewInvitation = Schema.Struct({
  email: shortText(254),
  partner: shortText(50),
  contact: Schema.optional(Schema.Struct({ first_name: shortText(50), last_name: shortText(50), phone: shortText(30) })),
  car: Schema.optional(
    Schema.Struct({
      vin: shortText(17),
      year: optionalField(Schema.Int),
      make_slug: shortText(100),
      model_slug: shortText(100),
      mileage: optionalField(Schema.Int),
      zip_code: shortText(10)
    })
  )
})

export const InvitationCreated = Schema.Struct({ invitation_id: Schema.String, url: Schema.String, expires_at: Schema.String })

/** The invitation's prefill (`/sell-car/invitation/{id}`); `submission_id` is the reader's application from it, once made. */
export const Invitation = Schema.Struct({
  invitation_id: Schema.String,
  partner: Schema.NullOr(Schema.String),
  prefill: InvitationPrefill,
  expires_at: Schema.String,
  submission_id: Schema.NullOr(Schema.Int)
})

/**
 * A sell inquiry: the seller's contact (with the e-mail their prefilled application goes to) and
 * car, checked as an application is, and notes.
 */
export const NewInquiry = Schema.Struct({
  contact: Schema.Struct({ first_name: Schema.String, last_name: Schema.String, email: Schema.String, phone: Schema.String }),
  car: ApplicationCarInput,
  notes: optionalField(Schema.String)
})

export const InquiryCreated = Schema.Struct({
  inquiry_id: Schema.Int,
  invitation_id: Schema.String,
  url: Schema.String,
  expires_at: Schema.String
})

// ---------------------------------------------------------------------------------------------
// The chat with staff.

export const SubmissionMessage = Schema.Struct({
  id: Schema.Int,
  submission_id: Schema.Int,
  from: Schema.Literal("seller", "staff"),
  user: Schema.NullOr(Schema.Struct({ username: Schema.String })),
  text: Schema.String,
  timestamp: Schema.String,
  seen_at: Schema.NullOr(Schema.String)
})

export const Conversation = Schema.Struct({
  messages: Schema.Array(SubmissionMessage),
  unread_count: Schema.Int,
  user: Schema.Struct({ username: Schema.String })
})

export const NewSubmissionMessage = Schema.Struct({
  message: Schema.String,
  connection_id: Schema.optional(Schema.String.pipe(Schema.maxLength(100)))
})

export const MessagesSeen = Schema.Struct({ unread_count: Schema.Int, total_unread_count: Schema.Int })

// ---------------------------------------------------------------------------------------------
// The listing fee (spec 3 §4 'payment'), paid once staff accept the car. Amounts are in cents.

export const PromoCodeQuery = Schema.Struct({
  code: Schema.String.pipe(Schema.maxLength(100)).annotations({ description: "The promo code as typed (case doesn't matter)" })
})

export const ListingFeeQuote = Schema.Struct({
  promo_code: Schema.NullOr(Schema.String),
  fee: Schema.Int.annotations({ description: "The listing fee before the code, in cents" }),
  amount: Schema.Int.annotations({ description: "What the seller pays after it, in cents" })
})

export const PayRequest = Schema.Struct({
  promo_code: optionalField(Schema.String.pipe(Schema.maxLength(100))),
  idempotency_key: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100)).annotations({
    description: "The same key again answers the first payment's outcome and never charges twice"
  })
})

export const ListingFeePayment = Schema.Struct({
  status: Schema.Literal("paid", "processing", "requires_action").annotations({
    description:
      "paid: the submission is Paid (5); processing: the charge settles later; requires_action: the bank confirms it at authentication.url first. Either way its webhook then makes the submission Paid"
  }),
  promo_code: Schema.NullOr(Schema.String),
  fee: Schema.Int,
  amount: Schema.Int,
  authentication: Schema.NullOr(Schema.Struct({ url: Schema.String })),
  submission: Submission
})

/**
 * The seller's submissions (spec 3 §4, §7 'Submission and seller'), each the signed-in user's own:
 * someone else's answers as one that doesn't exist. Staff read any submission and write in its
 * chat; the seller's changes are the seller's alone.
 */
export class SubmissionsApi extends HttpApiGroup.make("submissions")
  .add(HttpApiEndpoint.get("list", "/v1/submissions").setUrlParams(SubmissionListQuery).addSuccess(SubmissionLists))
  .add(HttpApiEndpoint.get("counts", "/v1/submissions/counts").addSuccess(SubmissionCounts))
  .add(
    HttpApiEndpoint.get("get", "/v1/submissions/:submission_id")
      .setPath(SubmissionIdPath)
      .addSuccess(Submission)
      .addError(SubmissionNotFound)
  )
  .add(
    HttpApiEndpoint.patch("change", "/v1/submissions/:submission_id")
      .setPath(SubmissionIdPath)
      .setPayload(SubmissionChange)
      .addSuccess(Submission)
      .addError(SubmissionNotFound)
      .addError(SubmissionNotCancelable)
  )
  .add(
    HttpApiEndpoint.put("saveDetails", "/v1/submissions/:submission_id/details")
      .setPath(SubmissionIdPath)
      .setPayload(DetailsRequest)
      .addSuccess(Submission)
      .addError(SubmissionNotFound)
      .addError(SubmissionNotEditable)
      .addError(SubmissionSectionInvalid)
  )
  .add(
    HttpApiEndpoint.put("saveCondition", "/v1/submissions/:submission_id/condition")
      .setPath(SubmissionIdPath)
      .setPayload(ConditionRequest)
      .addSuccess(Submission)
      .addError(SubmissionNotFound)
      .addError(SubmissionNotEditable)
      .addError(SubmissionSectionInvalid)
  )
  .add(
    HttpApiEndpoint.put("saveMedia", "/v1/submissions/:submission_id/media")
      .setPath(SubmissionIdPath)
      .setPayload(MediaRequest)
      .addSuccess(Submission)
      .addError(SubmissionNotFound)
      .addError(SubmissionNotEditable)
      .addError(SubmissionSectionInvalid)
  )
  .add(
    HttpApiEndpoint.put("saveScheduling", "/v1/submissions/:submission_id/scheduling")
      .setPath(SubmissionIdPath)
      .setPayload(SchedulingRequest)
      .addSuccess(Submission)
      .addError(SubmissionNotFound)
      .addError(SubmissionNotEditable)
      .addError(SubmissionSectionInvalid)
  )
  .add(
    HttpApiEndpoint.post("addPhoto", "/v1/submissions/:submission_id/photos")
      .setPath(SubmissionIdPath)
      .setPayload(AddSubmissionPhotoRequest)
      .addSuccess(SubmissionPhoto, { status: 201 })
      .addError(SubmissionNotFound)
      .addError(SubmissionNotEditable)
      .addError(SubmissionPhotosFull)
      .addError(UploadNotYours)
      .addError(UploadMissing)
      .addError(PhotoTooLarge)
      .addError(UnsupportedFileFormat)
      .addError(RateLimited)
  )
  .add(
    HttpApiEndpoint.del("deletePhoto", "/v1/submissions/:submission_id/photos/:photo_id")
      .setPath(SubmissionPhotoPath)
      .addSuccess(SubmissionPhotos)
      .addError(SubmissionNotFound)
      .addError(SubmissionNotEditable)
      .addError(SubmissionPhotoNotFound)
      .addError(SubmissionPhotosRequired)
  )
  .add(
    HttpApiEndpoint.put("orderPhotos", "/v1/submissions/:submission_id/photos/order")
      .setPath(SubmissionIdPath)
      .setPayload(SubmissionPhotoOrderRequest)
      .addSuccess(SubmissionPhotos)
      .addError(SubmissionNotFound)
      .addError(SubmissionNotEditable)
      .addError(SubmissionPhotoOrderInvalid)
  )
  .add(
    HttpApiEndpoint.put("mainPhoto", "/v1/submissions/:submission_id/photos/main")
      .setPath(SubmissionIdPath)
      .setPayload(MainPhotoRequest)
      .addSuccess(SubmissionPhotos)
      .addError(SubmissionNotFound)
      .addError(SubmissionNotEditable)
      .addError(SubmissionPhotoNotFound)
  )
  .add(
    HttpApiEndpoint.get("messages", "/v1/submissions/:submission_id/messages")
      .setPath(SubmissionIdPath)
      .addSuccess(Conversation)
      .addError(SubmissionNotFound)
  )
  .add(
    HttpApiEndpoint.post("sendMessage", "/v1/submissions/:submission_id/messages")
      .setPath(SubmissionIdPath)
      .setPayload(NewSubmissionMessage)
      .addSuccess(SubmissionMessage, { status: 201 })
      .addError(SubmissionNotFound)
      .addError(SubmissionMessageInvalid)
      .addError(RateLimited)
  )
  .add(
    HttpApiEndpoint.post("messagesSeen", "/v1/submissions/:submission_id/messages/seen")
      .setPath(SubmissionIdPath)
      .addSuccess(MessagesSeen)
      .addError(SubmissionNotFound)
  )
  .add(
    HttpApiEndpoint.get("promoCode", "/v1/submissions/:submission_id/promo_code")
      .setPath(SubmissionIdPath)
      .setUrlParams(PromoCodeQuery)
      .addSuccess(ListingFeeQuote)
      .addError(SubmissionNotFound)
      .addError(PromoCodeInvalid)
      .addError(RateLimited)
  )
  .add(
    HttpApiEndpoint.post("pay", "/v1/submissions/:submission_id/pay")
      .setPath(SubmissionIdPath)
      .setPayload(PayRequest)
      .addSuccess(ListingFeePayment)
      .addError(SubmissionNotFound)
      .addError(PromoCodeInvalid)
      .addError(ListingFeeNotPayable)
      .addError(CardRequired)
      .addError(CardDeclined)
      .addError(PaymentsUnavailable)
      .addError(RateLimited)
  )
  .add(HttpApiEndpoint.get("prefill", "/v1/applications/prefill").addSuccess(ApplicationPrefill))
  .add(
    HttpApiEndpoint.get("vinLookup", "/v1/vin_lookup")
      .setUrlParams(VinLookupQuery)
      .addSuccess(VinLookup)
      .addError(VinInvalid)
      .addError(ApplicationInvalid)
  )
  .add(
    HttpApiEndpoint.post("apply", "/v1/applications")
      .setPayload(NewApplicationRequest)
      .addSuccess(Submission, { status: 201 })
      .addError(ApplicationInvalid)
      .addError(InvitationNotFound)
      .addError(RateLimited)
  )
  .add(
    HttpApiEndpoint.post("invite", "/v1/invitations")
      .setPayload(NewInvitation)
      .addSuccess(InvitationCreated, { status: 201 })
      .addError(Forbidden)
      .addError(ApplicationInvalid)
  )
  .add(
    HttpApiEndpoint.post("inquire", "/v1/inquiries")
      .setPayload(NewInquiry)
      .addSuccess(InquiryCreated, { status: 201 })
      .addError(Forbidden)
      .addError(ApplicationInvalid)
      .addError(RateLimited)
  )
  .add(
    HttpApiEndpoint.get("invitation", "/v1/invitations/:invitation_id")
      .setPath(InvitationPath)
      .addSuccess(Invitation)
      .addError(InvitationNotFound)
  )
  .add(
    HttpApiEndpoint.get("application", "/v1/applications/:submission_id")
      .setPath(SubmissionIdPath)
      .addSuccess(Application)
      .addError(SubmissionNotFound)
  )
  .add(
    HttpApiEndpoint.put("changeApplication", "/v1/applications/:submission_id")
      .setPath(SubmissionIdPath)
      .setPayload(ApplicationRequest)
      .addSuccess(Submission)
      .addError(SubmissionNotFound)
      .addError(SubmissionNotEditable)
      .addError(ApplicationInvalid)
  )
  .add(
    HttpApiEndpoint.post("submit", "/v1/applications/:submission_id/submit")
      .setPath(SubmissionIdPath)
      .addSuccess(Submission)
      .addError(SubmissionNotFound)
      .addError(SubmissionNotEditable)
      .addError(SubmissionIncomplete)
  )
  .middleware(Authentication) {}
