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

/**
 * The permission of a business-development representative (spec 3 §6: CAN_BE_BD_REPRESENTATIVE,
 * the 'business-development rep' ability): a person staff assign to a seller's submission to look
 * after it. Only users holding it are assigned; being staff does not make one a representative.
 */
export const BD_REPRESENTATIVE_PERMISSION = "CAN_BE_BD_REPRESENTATIVE"

/**
 * The permission of a business-development partner (spec 3 §6: SEES_BD_REP, the
 * 'business-development partner' ability): a seller who works with a representative and sees,
 * on their submission, who it is and how to write to them. Staff have every ability.
 */
export const SEES_BD_REP_PERMISSION = "SEES_BD_REP"

/**
 * The permission of a content moderator (spec 3 §6: MODERATION): system-flags, unflags and deletes
 * anyone's posts and replies in the community through the admin calls. Staff have every ability.
 */
export const MODERATION_PERMISSION = "MODERATION"

/** The ability, by the app's name, that a session answers for the permission (the sell inquiry page's gate). */
export const SUBMIT_INQUIRIES_ABILITY = "submit_inquiries"

/** The ability, by the app's name, that a session answers to those who work the staff desk (its pages' gate). */
export const VIEW_SUBMISSIONS_ABILITY = "view_submissions"

/** The ability, by the app's name, of a business-development representative (the desk's 'mine' filter). */
export const BD_REP_ABILITY = "bd_rep"

/** The ability, by the app's name, of a business-development partner, who sees their submissions' representative. */
export const BD_PARTNER_ABILITY = "bd_partner"

/** The ability, by the app's name, of a content moderator (the community's admin buttons). */
export const MODERATION_ABILITY = "moderation"

/** The ability a session answers to staff (the ADMIN banner's). */
export const ADMIN_ABILITY = "admin"

/** Staff (admins) and users with the VIEW_SUBMISSIONS permission work the staff desk. */
export const mayViewSubmissions = (isAdmin: boolean, permissions: ReadonlyArray<string>): boolean =>
  isAdmin || permissions.includes(VIEW_SUBMISSIONS_PERMISSION)

/** Staff (admins) and users with the MODERATION permission moderate the community. */
export const mayModerate = (isAdmin: boolean, permissions: ReadonlyArray<string>): boolean =>
  isAdmin || permissions.includes(MODERATION_PERMISSION)

/** Users holding CAN_BE_BD_REPRESENTATIVE, and only they, are assigned to submissions. */
export const mayBeRepresentative = (permissions: ReadonlyArray<string>): boolean => permissions.includes(BD_REPRESENTATIVE_PERMISSION)

/** Staff (admins) and users with SEES_BD_REP see who represents their submissions. */
export const maySeeRepresentative = (isAdmin: boolean, permissions: ReadonlyArray<string>): boolean =>
  isAdmin || permissions.includes(SEES_BD_REP_PERMISSION)

/**
 * The abilities a session answers (`abilities`), by the app's names: 'admin', 'submit_inquiries',
 * 'view_submissions', 'bd_partner', 'bd_rep', 'moderation'.
 */
export function sessionAbilities(isAdmin: boolean, permissions: ReadonlyArray<string>): ReadonlyArray<string> {
  const abilities: Array<string> = []
  if (isAdmin) abilities.push(ADMIN_ABILITY)
  if (isAdmin || permissions.includes(SUBMIT_INQUIRIES_PERMISSION)) abilities.push(SUBMIT_INQUIRIES_ABILITY)
  if (mayViewSubmissions(isAdmin, permissions)) abilities.push(VIEW_SUBMISSIONS_ABILITY)
  if (maySeeRepresentative(isAdmin, permissions)) abilities.push(BD_PARTNER_ABILITY)
  if (mayBeRepresentative(permissions)) abilities.push(BD_REP_ABILITY)
  if (mayModerate(isAdmin, permissions)) abilities.push(MODERATION_ABILITY)
  return abilities
}
