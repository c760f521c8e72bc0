import { it } from "@effect/vitest"
import { Effect } from "effect"
import { expect } from "vitest"
import { hashPassword, verifyPassword } from "../src/Passwords.ts"

it.effect("hashes with argon2id and verifies only the right password", () =>
  Effect.gen(function* () {
    const hash = yield* hashPassword("correct horse battery staple")
    expect(hash.startsWith("$argon2id$")).toBe(true)
    expect(yield* verifyPassword(hash, "correct horse battery staple")).toBe(true)
    expect(yield* verifyPassword(hash, "wrong")).toBe(false)
    expect(yield* verifyPassword("not a hash", "wrong")).toBe(false)
  })
)
