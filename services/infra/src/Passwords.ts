import { hash, verify } from "@node-rs/argon2"
import { Effect } from "effect"

// argon2id (the library's default algorithm) with OWASP's minimum memory cost.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => Effect.promise(() => hash(password, options))

export const verifyPassword = (passwordHash: string, password: string) =>
  Effect.promise(() => verify(passwordHash, password).catch(() => false))
