import { createHash, randomBytes } from "node:crypto"

/** Keys are random; only their hashes are stored, so a database leak doesn't leak sessions. */
export const newKey = () => randomBytes(32).toString("base64url")
export const keyHash = (key: string) => createHash("sha256").update(key).digest("hex")
