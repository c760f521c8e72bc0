import { AccountsRepo } from "@redline/http"
import { AppConfig, hashPassword } from "@redline/infra"
import { Effect, Redacted } from "effect"

const STAFF_USERNAME = "redline_staff"

/**
 * The staff account of ADMIN_EMAIL / ADMIN_PASSWORD exists on every start
 * with the admin ability, and as a business-development representative (CAN_BE_BD_REPRESENTATIVE),
 * so the desk has someone to assign; a changed password takes effect on restart.
 */
export const ensureStaffAccount = Effect.gen(function* () {
  const accounts = yield* AccountsRepo
  const config = yield* AppConfig
  const passwordHash = yield* hashPassword(Redacted.value(config.adminPassword))
  const email = config.adminEmail.toLowerCase()
  if (yield* accounts.makeStaff(email, passwordHash)) return
  const taken = yield* accounts.usernamesStartingWith(STAFF_USERNAME)
  const username = taken > 0 ? `${STAFF_USERNAME}_${taken + 1}` : STAFF_USERNAME
  yield* accounts.insert({ email, username, passwordHash, isAdmin: true, verified: true }).pipe(Effect.orDie)
  yield* accounts.makeStaff(email, passwordHash)
}).pipe(Effect.provide(AccountsRepo.Default))
