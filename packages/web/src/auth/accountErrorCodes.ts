import type { ErrorCode } from "@redline/api"

/**
 * The refusals of sign-up, confirmation and password reset the auth dialog tells apart, by the
 * API's numbers, typed against its catalogue like `api/errorCodes.ts`.
 */
export const accountErrorCodes = {
  fields_required: 3005,
  invalid_email: 3006,
  email_exists: 3007,
  invalid_username: 3008,
  username_taken: 3009,
  weak_password: 3010,
  bot_suspected: 3011,
  confirmation_invalid: 3013,
  account_not_found: 3020,
  reset_invalid: 3021
} as const satisfies Partial<typeof ErrorCode>
