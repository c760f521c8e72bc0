/** The native app's web view names itself in its user agent (`RedlineApp`); blocking is offered there only. */
export const inAppWrapper = (): boolean => typeof navigator !== "undefined" && navigator.userAgent.includes("RedlineApp")
