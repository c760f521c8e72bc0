import { SqlClient } from "@effect/sql"
import { AppConfig, hashPassword } from "@redline/infra"
import { Effect, Redacted } from "effect"

const STAFF_USERNAME = "redline_staff"

/**
 * The staff account of ADMIN_EMAIL / ADMIN_PASSWORD exists on every start
 * with the admin ability; a changed password takes effect on restart.
 */
export const ensureStaffAccount = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const config = yield* AppConfig
  const passwordHash = yield* hashPassword(Redacted.value(config.adminPassword))
  const email = config.adminEmail.toLowerCase()
  const updated = yield* sql`
    UPDATE users SET password_hash = ${passwordHash}, is_admin = true, verified = true
     WHERE lower(email) = ${email} RETURNING id`
  if (updated.length > 0) return
  const [taken] = yield* sql<{ count: number }>`
    SELECT count(*)::int AS count FROM users WHERE lower(username) LIKE ${`${STAFF_USERNAME}%`}`
  const username = taken?.count ? `${STAFF_USERNAME}_${taken.count + 1}` : STAFF_USERNAME
  yield* sql`INSERT INTO users ${sql.insert({
    email,
    username,
    password_hash: passwordHash,
    is_admin: true,
    verified: true
  })}`
})
