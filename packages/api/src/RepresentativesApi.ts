import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Forbidden } from "./ApiErrors.ts"
import { Authentication } from "./Authentication.ts"
import { Id } from "./Id.ts"
import { RepresentativeNotEligible } from "./RepresentativeErrors.ts"
import { SubmissionNotFound } from "./SubmissionErrors.ts"
import { SubmissionIdPath } from "./SubmissionsApi.ts"
import { Representative, StaffSubmission } from "./StaffDeskApi.ts"

/** The users staff may assign, by username. */
export const Representatives = Schema.Struct({ representatives: Schema.Array(Representative) })

export const RepresentativeAssignment = Schema.Struct({
  user_id: Schema.NullOr(Id).annotations({
    description: "A user holding CAN_BE_BD_REPRESENTATIVE to assign, or null to take the one assigned off"
  })
})

/** The representative a business-development partner sees on their submission: whom to write to. */
export const SubmissionRepresentative = Schema.Struct({
  representative: Schema.NullOr(Schema.Struct({ username: Schema.String, email: Schema.String }))
})

/**
 * Business-development representatives (spec 3 §6: CAN_BE_BD_REPRESENTATIVE, SEES_BD_REP). At
 * the staff desk (staff and VIEW_SUBMISSIONS; anyone else signed in is forbidden) the users who
 * may represent a submission, and the assignment of one to a submission or its removal, recorded
 * among its decisions. A seller who is a business-development partner (SEES_BD_REP) reads who
 * represents their submission; any other seller is forbidden, and someone else's submission is not found.
 */
export class RepresentativesApi extends HttpApiGroup.make("representatives")
  .add(HttpApiEndpoint.get("list", "/v1/staff/representatives").addSuccess(Representatives))
  .add(
    HttpApiEndpoint.put("assign", "/v1/staff/submissions/:submission_id/representative")
      .setPath(SubmissionIdPath)
      .setPayload(RepresentativeAssignment)
      .addSuccess(StaffSubmission)
      .addError(SubmissionNotFound)
      .addError(RepresentativeNotEligible)
  )
  .add(
    HttpApiEndpoint.get("ofSubmission", "/v1/submissions/:submission_id/representative")
      .setPath(SubmissionIdPath)
      .addSuccess(SubmissionRepresentative)
      .addError(SubmissionNotFound)
  )
  .middleware(Authentication)
  .addError(Forbidden) {}
