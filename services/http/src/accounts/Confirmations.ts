import { SqlClient } from "@effect/sql"
import type { RedirectContext } from "@redline/api"
import { Outbox } from "@redline/infra"
import { Effect, Option } from "effect"
import { keyHash, newKey } from "../auth/AccessKeys.ts"
import { AccountsConfig } from "./AccountsConfig.ts"
import { verificationLink, verificationMail } from "./AccountMail.ts"
import { transactionOf } from "../Transaction.ts"

const LINK_LIFETIME_MS = 7 * 24 * 3_600_000
const CONFIRM_KEY_LIFETIME_MS = 7 * 24 * 3_600_000

/** Where the client goes once the e-mail is confirmed, as the sign-up asked. */
export interface Redirect {
  readonly redirect_context?: RedirectContext | undefined
  readonly redirect_url?: string | undefined
}

export interface ConfirmedAccount {
  readonly userId: number
  readonly username: string
  readonly email: string
  readonly redirect: Redirect
}

/**
 * E-mail confirmation. A verification e-mail carries a link token that confirms the address; the
 * client that signed up holds a confirm key instead, to resend the mail and, once the address is
 * confirmed, to get its session once. Both are stored as hashes.
 */
export class Confirmations extends Effect.Service<Confirmations>()("@redline/http/Confirmations", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)
    const outbox = yield* Outbox
    const config = yield* AccountsConfig

    const issueKey = (userId: number, now: Date) =>
      Effect.gen(function* () {
        const key = newKey()
        yield* sql`DELETE FROM confirm_keys WHERE user_id = ${userId} AND expires_at < ${now}`
        yield* sql`INSERT INTO confirm_keys ${sql.insert({
          key_hash: keyHash(key),
          user_id: userId,
          expires_at: new Date(now.getTime() + CONFIRM_KEY_LIFETIME_MS)
        })}`
        return key
      }).pipe(Effect.orDie)

    /** Writes a verification e-mail to the outbox, in the caller's transaction if there is one. */
    const sendLink = (account: { readonly id: number; readonly username: string; readonly email: string }, redirect: Redirect, now: Date) =>
      Effect.gen(function* () {
        const token = newKey()
        const stored = redirect.redirect_context === undefined && redirect.redirect_url === undefined ? null : JSON.stringify(redirect)
        yield* sql`INSERT INTO email_confirmations ${sql.insert({
          token_hash: keyHash(token),
          user_id: account.id,
          email: account.email,
          redirect: stored,
          created_at: now,
          expires_at: new Date(now.getTime() + LINK_LIFETIME_MS)
        })}`
        yield* outbox.enqueue(verificationMail(config.publicUrl, account, verificationLink(config.publicUrl, token)))
      }).pipe(Effect.orDie)

    /** Sends the link again, to where the newest one would have taken the client. */
    const resendLink = (account: { readonly id: number; readonly username: string; readonly email: string }, now: Date) =>
      Effect.gen(function* () {
        const [newest] = yield* sql<{ redirect: Redirect | null }>`
          SELECT redirect FROM email_confirmations WHERE user_id = ${account.id} ORDER BY created_at DESC LIMIT 1`
        yield* sendLink(account, newest?.redirect ?? {}, now)
      }).pipe(Effect.orDie)

    /** Confirms the address of an unused, unexpired link; none for any other token. */
    const confirm = (token: string, now: Date) =>
      transaction(
        Effect.gen(function* () {
          const [link] = yield* sql<{ user_id: number; email: string; redirect: Redirect | null }>`
            UPDATE email_confirmations SET confirmed_at = ${now}
             WHERE token_hash = ${keyHash(token)} AND confirmed_at IS NULL AND expires_at > ${now}
            RETURNING user_id, email, redirect`
          if (link === undefined) return Option.none<ConfirmedAccount>()
          // A link sent before the address changed confirms nothing.
          const [user] = yield* sql<{ id: number; username: string; email: string }>`
            UPDATE users SET verified = true WHERE id = ${link.user_id} AND lower(email) = lower(${link.email})
            RETURNING id, username, email`
          if (user === undefined) return Option.none<ConfirmedAccount>()
          return Option.some({ userId: user.id, username: user.username, email: user.email, redirect: link.redirect ?? {} })
        })
      )

    /** The account of an unused, unexpired confirm key. */
    const keyHolder = (key: string, now: Date) =>
      sql<{ id: number; username: string; email: string; verified: boolean }>`
        SELECT u.id, u.username, u.email, u.verified FROM confirm_keys k JOIN users u ON u.id = k.user_id
         WHERE k.key_hash = ${keyHash(key)} AND k.used_at IS NULL AND k.expires_at > ${now} AND NOT u.banned`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** Spends a confirm key; false when it was spent already (two tabs racing). */
    const spendKey = (key: string, now: Date) =>
      sql`UPDATE confirm_keys SET used_at = ${now} WHERE key_hash = ${keyHash(key)} AND used_at IS NULL RETURNING user_id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /**
     * Someone signed in to the unconfirmed account from a page: the links already mailed, and
     * those resent, lead back there once the address is confirmed.
     */
    const redirectPending = (userId: number, redirect: Redirect) =>
      sql`UPDATE email_confirmations SET redirect = ${JSON.stringify(redirect)}
           WHERE user_id = ${userId} AND confirmed_at IS NULL`.pipe(Effect.asVoid, Effect.orDie)

    return { issueKey, sendLink, resendLink, redirectPending, confirm, keyHolder, spendKey } as const
  })
}) {}
