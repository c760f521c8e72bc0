import { createHash, randomBytes } from "node:crypto"

/** Keys are random; only their hashes are stored, so a database leak doesn't leak sessions. */
export const newKey = () => randomBytes(32).toString("base64url")
export const keyHash = (key: string) => createHash("sha256").update(key).digest("hex")

/** The access key of an `Authorization: Bearer` header. */
export const bearerKey = (headers: Readonly<Record<string, string | undefined>>) => {
  const value = headers["authorization"]
  return value?.startsWith("Bearer ") ? value.slice("Bearer ".length) : null
}
