/**
 * Whether a failed end check was the server's rate limit (HTTP 429): the app's `checkEnd`
 * rejects with its API error, which carries the answer's HTTP status.
 */
export function isRateLimited(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && error.status === 429
}
