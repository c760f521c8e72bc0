/**
 * What a text to Redline's number asks, by Twilio's keywords (its default opt-out handling):
 * a message that is one of these words alone, in any case, around spaces and punctuation.
 */
export type SmsKeyword = "stop" | "start" | "help"

const KEYWORDS: ReadonlyMap<string, SmsKeyword> = new Map([
  ...["STOP", "STOPALL", "STOP ALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "OPTOUT", "REVOKE"].map((word) => [word, "stop"] as const),
  ...["START", "YES", "UNSTOP"].map((word) => [word, "start"] as const),
  ...["HELP", "INFO"].map((word) => [word, "help"] as const)
])

/** The keyword a text is, or null for anything else ('stop texting me' is no keyword, as for Twilio). */
export function smsKeyword(body: string): SmsKeyword | null {
  const word = body
    .trim()
    .replace(/[.!?]+$/, "")
    .replace(/\s+/g, " ")
    .toUpperCase()
  return KEYWORDS.get(word) ?? null
}
