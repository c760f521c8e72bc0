import { ErrorCode } from "@redline/domain"
import { Schema } from "effect"
import { Refusal } from "./Refusal.ts"

/** Refusals of business-development representatives (spec 3 §6); the spec shows none of their words, so all are ours. */

/** Assigning someone who doesn't hold CAN_BE_BD_REPRESENTATIVE (or no one by that id): `field` names the id given. */
export class RepresentativeNotEligible extends Refusal<RepresentativeNotEligible>()(
  "RepresentativeNotEligible",
  ErrorCode.representative_not_eligible,
  409,
  "This user can't represent a submission: pick one of the business-development representatives.",
  { field: Schema.String }
) {}
