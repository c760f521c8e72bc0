export const NOTIFICATION_BADGE_CAP = 99

/** The bell's count: nothing at zero, '99+' above 99 (spec 2 §2). */
export function notificationBadge(unseen: number): string | null {
  if (unseen <= 0) return null
  return unseen > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unseen)
}
