import { AccountDisabled, AccountLocked } from "@redline/api"

/**
 * The refusal of an account the domain's `accountAccessRefusal` keeps out: signing in with a
 * password or a provider, linking one, and asking for a reset mail all answer it alike.
 */
export const accessRefusal = (refusal: "disabled" | "locked") =>
  refusal === "disabled" ? AccountDisabled.default() : AccountLocked.default()
