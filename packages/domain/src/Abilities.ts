// The abilities a session carries (spec 3 §6) and who has each, kept apart from the rules they
// gate: every page's header reads them, and the browser loads a module whole.

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

/** The ability, by the app's name, that a session answers to those who work the staff desk (its pages' gate). */
export const VIEW_SUBMISSIONS_ABILITY = "view_submissions"

/** The ability a session answers to staff (the ADMIN banner's). */
export const ADMIN_ABILITY = "admin"

/** Staff (admins) and users with the VIEW_SUBMISSIONS permission work the staff desk. */
export const mayViewSubmissions = (isAdmin: boolean, permissions: ReadonlyArray<string>): boolean =>
  isAdmin || permissions.includes(VIEW_SUBMISSIONS_PERMISSION)

/** The abilities a session answers (`abilities`), by the app's names: 'admin', 'submit_inquiries', 'view_submissions'. */
export function sessionAbilities(isAdmin: boolean, permissions: ReadonlyArray<string>): ReadonlyArray<string> {
  const abilities: Array<string> = []
  if (isAdmin) abilities.push(ADMIN_ABILITY)
  if (isAdmin || permissions.includes(SUBMIT_INQUIRIES_PERMISSION)) abilities.push(SUBMIT_INQUIRIES_ABILITY)
  if (mayViewSubmissions(isAdmin, permissions)) abilities.push(VIEW_SUBMISSIONS_ABILITY)
  return abilities
}
