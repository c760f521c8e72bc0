import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Single sign-on: the providers linked to each account, sign-ins under way (state and PKCE
 * verifier until the provider sends the browser back), the credentials that stand for a
 * provider's answer while the person picks a username or links an account, and the one-time
 * tokens that hand a session over to the mobile app. Secrets are stored as SHA-256 hashes.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE auth_sources (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      source text NOT NULL,
      subject text NOT NULL,
      email text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, source),
      UNIQUE (source, subject)
    )`

  yield* sql`
    CREATE TABLE sso_attempts (
      state_hash text PRIMARY KEY,
      source text NOT NULL,
      code_verifier text NOT NULL,
      expires_at timestamptz NOT NULL
    )`

  yield* sql`
    CREATE TABLE sso_credentials (
      credential_hash text PRIMARY KEY,
      source text NOT NULL,
      subject text NOT NULL,
      email text,
      email_verified boolean NOT NULL,
      is_private_email boolean NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`

  yield* sql`
    CREATE TABLE handover_tokens (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    )`
})
