/** The token the native app's web view adds to its user agent. */
const APP_TOKEN = "RedlineApp"

/**
 * Whether the page runs in the native app's wrapper, where blocking another member's content is
 * offered (spec 3 §4): on the web, blocked members' posts and replies simply show.
 */
export const inAppWrapper = (): boolean => typeof navigator !== "undefined" && navigator.userAgent.includes(APP_TOKEN)
