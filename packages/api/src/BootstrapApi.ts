import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { SUBMISSION_STATUSES, type SubmissionStatus } from "@redline/domain"
import { Schema } from "effect"
import { OptionalAuthentication } from "./Authentication.ts"
import { Provider } from "./SingleSignOnErrors.ts"

/**
 * The signed-in user's latest submission in progress or live (spec 1 §3 'Active submission'),
 * which the seller's calls to action and banners follow (`sellerCallToAction`, `needsMoreInfo`).
 */
export const ActiveSubmission = Schema.Struct({
  submission_id: Schema.Int,
  status: Schema.Literal(...(SUBMISSION_STATUSES as [SubmissionStatus, ...SubmissionStatus[]])),
  listing_id: Schema.NullOr(Schema.Int),
  auction_id: Schema.NullOr(Schema.Int),
  multiple_submissions: Schema.Boolean,
  reserve_offer: Schema.Boolean,
  review_checklist_status: Schema.NullOr(Schema.Boolean)
})

/** Values the client needs before anything else (spec 1 §3 'Bootstrap values'). */
export const Bootstrap = Schema.Struct({
  buyer_commission_rate: Schema.Number,
  buyer_commission_min: Schema.Int,
  buyer_commission_max: Schema.Int,
  soft_close_seconds: Schema.Int,
  feature_flags: Schema.Record({ key: Schema.String, value: Schema.Boolean }),
  /** The sign-in providers this site offers, in the order their buttons show. */
  sign_in_providers: Schema.Array(Provider),
  /** Null for visitors and for users with no submission in progress or live. */
  active_submission: Schema.NullOr(ActiveSubmission),
  /** The id of the community 'General', where a post goes when no other community fits. */
  general_community: Schema.Int
})
export type Bootstrap = typeof Bootstrap.Type

export class BootstrapApi extends HttpApiGroup.make("bootstrap").add(
  HttpApiEndpoint.get("bootstrap", "/v1/bootstrap").addSuccess(Bootstrap).middleware(OptionalAuthentication)
) {}
