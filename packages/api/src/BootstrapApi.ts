import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Provider } from "./SingleSignOnErrors.ts"

/** Values the client needs before anything else (spec 1 §3 'Bootstrap values'). */
export const Bootstrap = Schema.Struct({
  buyer_commission_rate: Schema.Number,
  buyer_commission_min: Schema.Int,
  buyer_commission_max: Schema.Int,
  soft_close_seconds: Schema.Int,
  feature_flags: Schema.Record({ key: Schema.String, value: Schema.Boolean }),
  /** The sign-in providers this site offers, in the order their buttons show. */
  sign_in_providers: Schema.Array(Provider)
})
export type Bootstrap = typeof Bootstrap.Type

export class BootstrapApi extends HttpApiGroup.make("bootstrap").add(
  HttpApiEndpoint.get("bootstrap", "/v1/bootstrap").addSuccess(Bootstrap)
) {}
