// The abilities a session carries (spec 3 §6), kept apart from the rules they gate: every page's
// header reads them, and the browser loads a module whole.

/**
 * The permission that lets a user make sell inquiries (spec 3 §6: CAN_MAKE_SUBMISSION_INQUIRIES,
 * the 'submit inquiries' ability): business-development people who bring in a seller's car and
 * send the seller a prefilled application. Kept in `users.abilities`; staff have every ability.
 */
export const SUBMIT_INQUIRIES_PERMISSION = "CAN_MAKE_SUBMISSION_INQUIRIES"

/**
 * The permission that opens the staff desk (spec 3 §6: VIEW_SUBMISSIONS): the queue of sellers'
 * submissions, each one's full data, and the decision to accept or decline it. Kept in
 * `users.abilities`; staff have every ability.
 */
export const VIEW_SUBMISSIONS_PERMISSION = "VIEW_SUBMISSIONS"

/** The ability, by the app's name, that a session answers for the permission (the sell inquiry page's gate). */
export const SUBMIT_INQUIRIES_ABILITY = "submit_inquiries"

/** The abilities a session answers (`abilities`), by the app's names: 'admin', 'submit_inquiries'. */
export function sessionAbilities(isAdmin: boolean, permissions: ReadonlyArray<string>): ReadonlyArray<string> {
  const abilities: Array<string> = []
  if (isAdmin) abilities.push("admin")
  if (isAdmin || permissions.includes(SUBMIT_INQUIRIES_PERMISSION)) abilities.push(SUBMIT_INQUIRIES_ABILITY)
  return abilities
}
