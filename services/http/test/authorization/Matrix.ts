import type { ErrorCode } from "@redline/domain"
import type { Answer, CallOptions } from "../harness/index.ts"
import { type Actor, ACTORS, type ActorName, type World } from "./World.ts"

export type Code = keyof typeof ErrorCode

/** What one actor's call is due: to succeed, or a refusal with its status and `error_code`. */
export type Due = { readonly allowed: true } | { readonly status: number; readonly code: Code }
export type Dues = Readonly<Record<ActorName, Due>>

export const OK: Due = { allowed: true }
export const refused = (status: number, code: Code): Due => ({ status, code })
/** What a visitor and an unconfirmed account (whose confirm key is no session) get where a session is needed. */
export const SIGN_IN = refused(401, "unauthorized")
export const FORBIDDEN = refused(403, "forbidden")

/** Anyone, a visitor too: the operation is public by design, or what it needs is in the request (a token, a password). */
export const anyone = (refusing: Partial<Dues> = {}): Dues => ({
  visitor: OK,
  unverified: OK,
  bidder: OK,
  intruder: OK,
  seller: OK,
  staff: OK,
  ...refusing
})

/** Anyone signed in, each as themselves or on their own account, but for the refusals given. */
export const signedIn = (refusing: Partial<Dues> = {}): Dues => anyone({ visitor: SIGN_IN, unverified: SIGN_IN, ...refusing })

/** The bidder alone, whose resource the request names; to everyone else signed in it is someone else's: `refusal`. */
export const bidderOnly = (refusal: Due, allowing: Partial<Dues> = {}): Dues =>
  signedIn({ intruder: refusal, seller: refusal, staff: refusal, ...allowing })

/** The seller alone, whose auction the request names. */
export const sellerOnly = (refusal: Due, allowing: Partial<Dues> = {}): Dues =>
  signedIn({ bidder: refusal, intruder: refusal, staff: refusal, ...allowing })

/** Staff alone; the others signed in are forbidden. */
export const STAFF_ONLY: Dues = signedIn({ bidder: FORBIDDEN, intruder: FORBIDDEN, seller: FORBIDDEN })

/** The actors named alone; everyone else, signed in or not, gets the same `refusal`. */
export const only = (allowed: ReadonlyArray<ActorName>, refusal: Due): Dues =>
  Object.fromEntries(ACTORS.map((actor) => [actor, allowed.includes(actor) ? OK : refusal])) as Record<ActorName, Due>

/**
 * The developer's pages of the embedded mode (the dev mailbox, the local video host's uploads)
 * answer this machine's loopback address, or staff from anywhere; everyone else, signed in or
 * not, is told there is nothing there. The actors call from public addresses.
 */
export const DEVELOPERS_ONLY = only(["staff"], refused(404, "not_found"))

/** One request of an operation: its path (with the query) and body, and what it sends besides the actor's key and address. */
export interface Call {
  readonly path: string
  readonly body?: unknown
  readonly options?: CallOptions
}

/**
 * One request of an operation, made by each actor, and what each is due. Every actor sends the
 * same request unless `request` says otherwise (its own password, a session of its own to end),
 * so a difference in outcome is who asked. A request that is valid for the actors allowed proves
 * that a refusal is the authorization's: the matrix fails when an allowed actor is refused.
 */
export interface Case<A = any> {
  readonly due: Dues
  /**
   * What the request needs that a success may use up (a question to delete, a token to spend):
   * made before the first call and again after each success. Refused calls go first, so a
   * refusal that harmed the owner's resource shows as the owner's failure.
   */
  readonly arrange?: (world: World) => Promise<A>
  readonly request: (world: World, actor: Actor, arranged: A) => Call | Promise<Call>
  /** What an allowed actor's success must show (its own channel, not another's); a sentence saying what is wrong, or null. */
  readonly shows?: (answer: Answer, actor: Actor, world: World) => string | null
  /** What a success changed of the actor (its password). */
  readonly after?: (actor: Actor) => void
}

/** Private data of one actor's that a read shows to them and to no one else (but those listed in `seenBy`). */
export interface Privacy {
  readonly owner: ActorName
  /** Texts that appear in the owner's answer and must appear in no one else's. */
  readonly marks: (world: World) => ReadonlyArray<string>
  readonly seenBy?: ReadonlyArray<ActorName>
}

interface Described {
  /** Who may, in the product's words, and why. */
  readonly who: string
  /**
   * The rule the dues state is not in force yet: why, and where it is being made. The row is
   * still called, and its report printed; once its dues hold, the matrix fails until the
   * pending note goes.
   */
  readonly pending?: string
  readonly privacy?: Privacy
}

/** An operation's row: one case, or one per kind of request where the request decides who may (a quote by zip code or to an address). */
export type Row = Described & (Case | { readonly cases: Readonly<Record<string, Case>> })

export const casesOf = (row: Row): ReadonlyArray<readonly [string | null, Case]> =>
  "cases" in row ? Object.entries(row.cases) : [[null, row]]
