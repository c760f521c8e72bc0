import { ECHO_MARK } from "./BadRequests.ts"
import type { FuzzAnswer } from "./Callers.ts"

/** Words of a schema's notation or a decoder's report, which no refusal written for people has. */
const SCHEMA_WORDS = /readonly |Expected |actual |\{ [a-z_]+: |\| undefined|Schema|ParseError|at \[/

/**
 * What is wrong with an answer, or null when nothing is: no 5xx; every 4xx JSON
 * `{ error_code, message }` with a sentence that is no schema dump and doesn't repeat what was sent
 * (of HEAD, the JSON type).
 */
export const faultOf = (method: string, answer: FuzzAnswer): string | null => {
  if (answer.status >= 500) return `answered ${answer.status}`
  if (answer.status < 400) return null
  if (!answer.contentType.startsWith("application/json")) {
    // a page of the site that doesn't exist is a page, not an API refusal
    return answer.status === 404 && answer.contentType.startsWith("text/plain")
      ? null
      : `a ${answer.status} of ${answer.contentType || "no type"}`
  }
  // a HEAD answer is the GET's head, without its body
  if (method === "HEAD") return null
  let body: unknown
  try {
    body = JSON.parse(answer.body)
  } catch {
    return `a ${answer.status} whose body is no JSON`
  }
  const { error_code: code, message } = (body ?? {}) as { error_code?: unknown; message?: unknown }
  if (typeof code !== "number") return `a ${answer.status} without an error_code`
  if (typeof message !== "string" || message.trim().length < 3) return `a ${answer.status} without a message`
  if (SCHEMA_WORDS.test(message)) return `a ${answer.status} whose message is a schema dump`
  if (message.includes(ECHO_MARK)) return `a ${answer.status} that repeats what was sent`
  return null
}
