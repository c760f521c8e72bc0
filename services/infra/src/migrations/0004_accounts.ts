import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Accounts: sign-up with e-mail confirmation, lockout after failed sign-ins, password reset,
 * browser handshakes, the daily e-mail list, removal requests and outbox delivery. Every token
 * and key is stored as its SHA-256 hash; only a handshake's signing secret is kept as is, since
 * the server signs with it too.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    ALTER TABLE users
      ADD COLUMN locked_until timestamptz,
      ADD COLUMN removal_requested_at timestamptz,
      ADD COLUMN accepted_terms_at timestamptz,
      ADD COLUMN attribution_source text,
      ADD COLUMN attribution_id text`

  yield* sql`
    CREATE TABLE sign_in_failures (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      failed_at timestamptz NOT NULL
    )`
  yield* sql`CREATE INDEX sign_in_failures_user_idx ON sign_in_failures (user_id, failed_at)`

  // The link of a verification e-mail; redirect is where the client goes once it is followed.
  yield* sql`
    CREATE TABLE email_confirmations (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      email text NOT NULL,
      redirect jsonb,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      confirmed_at timestamptz
    )`
  yield* sql`CREATE INDEX email_confirmations_user_idx ON email_confirmations (user_id)`

  // Held by the client while the e-mail is unconfirmed: resends the mail, then gets the session once.
  yield* sql`
    CREATE TABLE confirm_keys (
      key_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`

  yield* sql`
    CREATE TABLE password_resets (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      reset_key_hash text UNIQUE,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`

  yield* sql`
    CREATE TABLE handshakes (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      csrf_hash text NOT NULL UNIQUE,
      secret text NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    )`
  yield* sql`ALTER TABLE sessions ADD COLUMN handshake_id integer REFERENCES handshakes (id) ON DELETE SET NULL`

  // A solved bot-check challenge counts once.
  yield* sql`
    CREATE TABLE spent_challenges (
      signature text PRIMARY KEY,
      expires_at timestamptz NOT NULL
    )`

  yield* sql`
    CREATE TABLE daily_email_subscriptions (
      email text PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now()
    )`

  yield* sql`
    ALTER TABLE outbox
      ADD COLUMN attempts integer NOT NULL DEFAULT 0,
      ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN last_error text`
  yield* sql`CREATE INDEX outbox_unsent_idx ON outbox (next_attempt_at) WHERE sent_at IS NULL`
})
