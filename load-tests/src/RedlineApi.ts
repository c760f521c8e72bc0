import { channelName, type EnvelopeOf, REWIND_LIMIT } from "@redline/domain"

/** The slice of Redline's HTTP API the harness drives, typed as the contract documents it. */

export interface ApiAnswer<A> {
  readonly status: number
  readonly body: A
}

export interface Refusal {
  readonly error_code: number
  readonly message: string
  readonly min_bid?: number
  readonly received_at?: string
}

export interface AuctionStats {
  readonly auction_end: string
  readonly bids: number
  readonly current_bid: { readonly amount: number; readonly bidder: string | null }
  readonly status: number
}

/** What an auction's channel carries: its bids, the thread's system entries and the close. */
export type Envelope = EnvelopeOf<"bid" | "auction_end" | "comment">

export const ErrorCodes = {
  rateLimited: 1004,
  auctionEnded: 2002,
  bidTooLow: 2003,
  bidNotTaken: 2008,
  unknownConnection: 4002
} as const

export class TargetUnreachable extends Error {
  override readonly name = "TargetUnreachable"
}

// A person gives up on a request long before this; a call still unanswered is counted as failed, not waited for forever.
const ANSWER_TIMEOUT_MS = 30_000

/** A JSON call; `key` signs it in as a user. A network failure says which target could not be reached. */
export const apiCall = async <A>(
  target: string,
  method: "GET" | "POST",
  path: string,
  options: { readonly body?: unknown; readonly key?: string } = {}
): Promise<ApiAnswer<A>> => {
  const headers: Record<string, string> = {}
  if (options.body !== undefined) headers["content-type"] = "application/json"
  if (options.key !== undefined) headers["authorization"] = `Bearer ${options.key}`
  let response: Response
  try {
    response = await fetch(new URL(path, target), {
      method,
      headers,
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) })
    })
  } catch (error) {
    if ((error as Error).name === "TimeoutError")
      throw new TargetUnreachable(`No answer from ${target}${path} within ${ANSWER_TIMEOUT_MS / 1000} s`)
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    throw new TargetUnreachable(`Cannot reach ${target}${path}: ${cause?.code ?? cause?.message ?? (error as Error).message}`)
  }
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    throw new TargetUnreachable(`The answer from ${target}${path} broke off: ${(error as Error).message}`)
  }
  let body: unknown
  try {
    body = text === "" ? {} : JSON.parse(text)
  } catch {
    body = { error_code: 0, message: `not JSON (HTTP ${response.status}): ${text.slice(0, 200)}` }
  }
  return { status: response.status, body: body as A }
}

/** Any 2xx: the contract names the bodies, and a 200 becoming a 201 must not read as a refusal. */
export const succeeded = (answer: ApiAnswer<unknown>): boolean => answer.status >= 200 && answer.status < 300

export const describeRefusal = (what: string, answer: ApiAnswer<unknown>) => {
  const refusal = answer.body as Partial<Refusal>
  return `${what} failed with HTTP ${answer.status}${refusal.error_code === undefined ? "" : ` (${refusal.error_code}: ${refusal.message})`}`
}

export const login = async (target: string, email: string, password: string): Promise<string> => {
  const answer = await apiCall<{ access_key?: string }>(target, "POST", "/api/v1/auth/login", { body: { email, password } })
  if (!succeeded(answer)) throw new Error(describeRefusal(`Signing in as ${email}`, answer))
  // An account whose e-mail is still to be confirmed signs in without a session.
  if (answer.body.access_key === undefined) throw new Error(`Signing in as ${email} gave no session: is the e-mail confirmed?`)
  return answer.body.access_key
}

export const auctionStats = async (target: string, auctionId: number): Promise<AuctionStats> => {
  const answer = await apiCall<AuctionStats>(target, "GET", `/api/v1/auctions/${auctionId}/stats`)
  if (!succeeded(answer)) throw new Error(describeRefusal(`Reading the stats of auction ${auctionId}`, answer))
  return answer.body
}

/** Events after `since`; at most a page of them (the API's limit), so ask again from the last. */
export const rewindPage = async (target: string, auctionId: number, since: number): Promise<ReadonlyArray<Envelope>> => {
  const channel = encodeURIComponent(channelName({ type: "auction", id: auctionId }))
  const answer = await apiCall<{ events: ReadonlyArray<Envelope> }>(
    target,
    "GET",
    `/api/v1/realtime/rewind?channel=${channel}&since=${since}`
  )
  if (!succeeded(answer)) throw new Error(describeRefusal(`Rewinding auction ${auctionId} from ${since}`, answer))
  return answer.body.events
}

/** Every event after `since`, page after page. */
export const rewindAll = async (target: string, auctionId: number, since = 0): Promise<Array<Envelope>> => {
  const events: Array<Envelope> = []
  let from = since
  for (;;) {
    const page = await rewindPage(target, auctionId, from)
    events.push(...page)
    if (page.length < REWIND_LIMIT) return events
    from = page.at(-1)!.seq
  }
}
