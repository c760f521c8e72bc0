import type { ErrorCode } from "@redline/api"

/**
 * The refusals the client tells apart, by the API's numbers. Typed against the API's catalogue
 * (a type, so no server code reaches the browser): a renumbered code fails the build here.
 */
export const errorCodes = {
  unauthorized: 1002,
  rate_limited: 1004,
  auction_ended: 2002,
  bid_too_low: 2003,
  bid_not_whole_dollars: 2004,
  not_registered_to_bid: 2005,
  bid_not_taken: 2008,
  shipping_destination_invalid: 107,
  shipping_quote_paid: 157,
  unknown_connection: 4002,
  unsupported_file_format: 2104,
  photo_too_large: 2105,
  sso_account_unknown: 3301,
  sso_link_required: 3302,
  sso_email_required: 3303,
  sso_connection_expired: 3305,
  different_provider_linked: 3306,
  incorrect_credentials: 3001,
  account_locked: 3002,
  account_disabled: 3003,
  provider_only_account: 3004,
  fields_required: 3005,
  invalid_email: 3006,
  email_exists: 3007,
  invalid_username: 3008,
  username_taken: 3009,
  weak_password: 3010,
  bot_suspected: 3011,
  confirmation_invalid: 3013,
  access_expired: 3016,
  refresh_key_missing: 3017,
  handshake_required: 3018,
  signature_invalid: 3019,
  account_not_found: 3020,
  reset_invalid: 3021,
  incorrect_password: 3022,
  question_text_invalid: 5103,
  question_edit_expired: 5106,
  answer_text_invalid: 5110
} as const satisfies Partial<typeof ErrorCode>
