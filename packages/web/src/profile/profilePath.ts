/** A member's public profile page. */
export const profilePath = (username: string): string => `/user/${encodeURIComponent(username)}/`
