import { SqlClient, type SqlError } from "@effect/sql"
import { BD_REPRESENTATIVE_PERMISSION, usernameKey } from "@redline/domain"
import { Data, Effect, Option } from "effect"
import { givenColumns } from "../Columns.ts"

/** What the account keeps of a card on file: never its number. */
export interface CardSummary {
  readonly brand: string
  readonly last4: string
}

/**
 * The card of the accounts made registered to bid, by the seeder and by staff: the payment
 * provider's test Visa, 4242 4242 4242 4242, so they read like any bidder's.
 */
export const TEST_CARD: CardSummary = { brand: "Visa", last4: "4242" }

/** A row of users as an account is made: by sign-up, by staff, at start-up (the staff account) or by the seeder. */
export interface NewUser {
  /** As it is to be stored; sign-up and staff lower-case it first. */
  readonly email: string
  readonly username: string
  /** Null for an account that signs in only through a provider, or has no password yet. */
  readonly passwordHash: string | null
  readonly verified: boolean
  readonly isAdmin?: boolean
  /** The card on file, as the payment provider describes it; none unless given. */
  readonly card?: CardSummary
  readonly biddingAgreement?: boolean
  readonly bio?: string
  /** The database's clock unless told (the seeder's accounts are older than the seeding). */
  readonly createdAt?: Date
  readonly acceptedTermsAt?: Date
  readonly attribution?: { readonly attribution_source: string | null; readonly attribution_id: string | null }
}

/** Another account has the e-mail or the username (either matched whatever its case). */
export class UserTaken extends Data.TaggedError("UserTaken")<{ readonly taken: "email" | "username" }> {}

/** The unique index a violation names, or null for any other database error. */
export const violatedIndex = (error: SqlError.SqlError) => {
  const cause = error.cause as { readonly code?: string; readonly constraint?: string } | undefined
  return cause?.code === "23505" ? (cause.constraint ?? "") : null
}

/**
 * The accounts of the users table: the one place a user is inserted, and the changes of an
 * account that are neither a session's nor a profile's. A database error is a defect; a taken
 * e-mail or username is an outcome the caller decides on.
 */
export class AccountsRepo extends Effect.Service<AccountsRepo>()("@redline/http/AccountsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** Inserts the account; answers its id. In the caller's transaction, if there is one. */
    const insert = (user: NewUser): Effect.Effect<number, UserTaken> =>
      sql<{ id: number }>`
        INSERT INTO users ${sql.insert(
          givenColumns({
            email: user.email,
            username: user.username,
            password_hash: user.passwordHash,
            verified: user.verified,
            is_admin: user.isAdmin,
            card_on_file: user.card !== undefined,
            card_brand: user.card?.brand,
            card_last4: user.card?.last4,
            bidding_agreement: user.biddingAgreement,
            bio: user.bio,
            created_at: user.createdAt,
            accepted_terms_at: user.acceptedTermsAt,
            ...user.attribution
          })
        )} RETURNING id`.pipe(
        Effect.map((rows) => rows[0]!.id),
        Effect.catchTag("SqlError", (error) => {
          const index = violatedIndex(error)
          if (index === null) return Effect.die(error)
          return Effect.fail(new UserTaken({ taken: index.includes("email") ? "email" : "username" }))
        })
      )

    /** Which of the e-mail (lower-cased) and the username another account has already. */
    const taken = (email: string, username: string) =>
      sql<{ email_taken: boolean; username_taken: boolean }>`
        SELECT bool_or(lower(email) = ${email}) AS email_taken, bool_or(lower(username) = ${usernameKey(username)}) AS username_taken
          FROM users WHERE lower(email) = ${email} OR lower(username) = ${usernameKey(username)}`.pipe(
        Effect.map(([row]) => ({ email: row?.email_taken === true, username: row?.username_taken === true })),
        Effect.orDie
      )

    /** The id of the account with this username, whatever its case. */
    const idByUsername = (username: string) =>
      sql<{ id: number }>`SELECT id FROM users WHERE lower(username) = ${usernameKey(username)}`.pipe(
        Effect.map(([row]) => Option.map(Option.fromNullable(row), (found) => found.id)),
        Effect.orDie
      )

    /**
     * Gives the account of the e-mail (lower-cased) the admin ability, CAN_BE_BD_REPRESENTATIVE,
     * this password and a confirmed address; false when there is no such account.
     */
    const makeStaff = (email: string, passwordHash: string) =>
      sql`
        UPDATE users SET password_hash = ${passwordHash}, is_admin = true, verified = true,
               abilities = CASE WHEN ${BD_REPRESENTATIVE_PERMISSION} = ANY (abilities) THEN abilities
                                ELSE array_append(abilities, ${BD_REPRESENTATIVE_PERMISSION}) END
         WHERE lower(email) = ${email} RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /** How many usernames start with `prefix` (lower-case), to name one more. */
    const usernamesStartingWith = (prefix: string) =>
      sql<{ count: number }>`SELECT count(*)::int AS count FROM users WHERE lower(username) LIKE ${`${prefix}%`}`.pipe(
        Effect.map(([row]) => row?.count ?? 0),
        Effect.orDie
      )

    const setPassword = (userId: number, passwordHash: string) =>
      sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${userId}`.pipe(Effect.asVoid, Effect.orDie)

    /** The address of the account is confirmed (a provider vouched for it). */
    const confirmEmail = (userId: number) => sql`UPDATE users SET verified = true WHERE id = ${userId}`.pipe(Effect.asVoid, Effect.orDie)

    /** Subscribes the address (lower-cased) to the daily e-mail; false when it was already, which changes nothing. */
    const subscribeDailyEmail = (email: string) =>
      sql`INSERT INTO daily_email_subscriptions ${sql.insert({ email })} ON CONFLICT (email) DO NOTHING RETURNING email`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    const unsubscribeDailyEmail = (email: string) =>
      sql`DELETE FROM daily_email_subscriptions WHERE email = ${email}`.pipe(Effect.asVoid, Effect.orDie)

    const isSubscribedToDailyEmail = (email: string) =>
      sql`SELECT 1 FROM daily_email_subscriptions WHERE email = ${email}`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    return {
      insert,
      taken,
      idByUsername,
      makeStaff,
      usernamesStartingWith,
      setPassword,
      confirmEmail,
      subscribeDailyEmail,
      unsubscribeDailyEmail,
      isSubscribedToDailyEmail
    } as const
  })
}) {}
