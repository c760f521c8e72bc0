import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { AccountDisabled, RateLimited } from "./ApiErrors.ts"
import {
  AccountLocked,
  AccountNotFound,
  FieldsRequired,
  IncorrectPassword,
  InvalidEmail,
  ResetInvalid,
  WeakPassword
} from "./AccountErrors.ts"
import { Authentication } from "./Authentication.ts"

/**
 * Forgot password and change password (spec 2 §3, §8). The e-mailed link carries a reset token;
 * `GET auth/reset` trades it for a reset key when the form opens (again on a reload, which
 * retires the key given before), and `POST auth/reset` sets the password with the key, once.
 */
export class PasswordsApi extends HttpApiGroup.make("passwords")
  .add(
    HttpApiEndpoint.post("resetLink", "/v1/auth/reset/link")
      .setPayload(Schema.Struct({ email: Schema.String }))
      .addSuccess(Schema.Struct({ sent: Schema.Literal(true) }))
      .addError(InvalidEmail)
      .addError(AccountNotFound)
      .addError(AccountLocked)
      .addError(AccountDisabled)
      .addError(RateLimited)
  )
  .add(
    HttpApiEndpoint.get("resetKey", "/v1/auth/reset")
      .setUrlParams(Schema.Struct({ reset_token: Schema.String }))
      .addSuccess(Schema.Struct({ reset_key: Schema.String }))
      .addError(ResetInvalid)
  )
  .add(
    HttpApiEndpoint.post("reset", "/v1/auth/reset")
      .setPayload(Schema.Struct({ reset_key: Schema.String, password: Schema.String }))
      .addSuccess(Schema.Struct({ reset: Schema.Literal(true), email: Schema.String }))
      .addError(ResetInvalid)
      .addError(FieldsRequired)
      .addError(WeakPassword)
  )
  .add(
    HttpApiEndpoint.post("change", "/v1/auth/change")
      .setPayload(Schema.Struct({ old_password: Schema.String, password: Schema.String }))
      .addSuccess(Schema.Struct({ changed: Schema.Literal(true) }))
      .addError(FieldsRequired)
      .addError(IncorrectPassword)
      .addError(AccountLocked)
      .addError(WeakPassword)
      .addError(RateLimited)
      .middleware(Authentication)
  ) {}
