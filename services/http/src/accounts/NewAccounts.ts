import { SqlClient, type SqlError } from "@effect/sql"
import { EmailExists, UsernameTaken } from "@redline/api"
import { Effect } from "effect"
import { Confirmations, type Redirect } from "./Confirmations.ts"

export interface NewAccount {
  readonly username: string
  /** Lower-cased. */
  readonly email: string
  /** Null for an account that signs in only through a provider. */
  readonly passwordHash: string | null
  /** True when a provider vouched for the address; otherwise a verification e-mail goes out. */
  readonly verified: boolean
  readonly dailyEmail: boolean
  readonly attribution: { readonly attribution_source: string | null; readonly attribution_id: string | null }
  readonly redirect: Redirect
}

export interface CreatedAccount {
  readonly id: number
  readonly username: string
  readonly email: string
}

const uniqueViolation = (error: SqlError.SqlError) => {
  const cause = error.cause as { readonly code?: string; readonly constraint?: string } | undefined
  return cause?.code === "23505" ? (cause.constraint ?? "") : null
}

/**
 * Creates an account, refusing a taken e-mail before a taken username (the e-mail route sends
 * the user back to step 1). `alongside` runs in the same transaction, as does the verification
 * e-mail of an unconfirmed address, so a refused sign-up leaves nothing behind.
 */
export const createAccount = <R>(
  account: NewAccount,
  now: Date,
  alongside: (created: CreatedAccount) => Effect.Effect<void, never, R>
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const confirmations = yield* Confirmations
    const usernameKey = account.username.toLowerCase()

    const [taken] = yield* sql<{ email_taken: boolean; username_taken: boolean }>`
      SELECT bool_or(lower(email) = ${account.email}) AS email_taken, bool_or(lower(username) = ${usernameKey}) AS username_taken
        FROM users WHERE lower(email) = ${account.email} OR lower(username) = ${usernameKey}`.pipe(Effect.orDie)
    if (taken?.email_taken) return yield* Effect.fail(EmailExists.default({ email: account.email }))
    if (taken?.username_taken) return yield* Effect.fail(UsernameTaken.default())

    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const [row] = yield* sql<{ id: number }>`
          INSERT INTO users ${sql.insert({
            email: account.email,
            username: account.username,
            password_hash: account.passwordHash,
            verified: account.verified,
            accepted_terms_at: now,
            ...account.attribution
          })} RETURNING id`
        if (account.dailyEmail) {
          yield* sql`INSERT INTO daily_email_subscriptions ${sql.insert({ email: account.email })} ON CONFLICT (email) DO NOTHING`
        }
        const created = { id: row!.id, username: account.username, email: account.email }
        if (!account.verified) yield* confirmations.sendLink(created, account.redirect, now)
        yield* alongside(created)
        return created
      })
    ).pipe(
      // Someone took the name or address between the check and the insert.
      Effect.catchTag("SqlError", (error) => {
        const constraint = uniqueViolation(error)
        if (constraint === null) return Effect.die(error)
        return Effect.fail(constraint.includes("email") ? EmailExists.default({ email: account.email }) : UsernameTaken.default())
      })
    )
  })
