import type { BotChallenge } from "@redline/api"

type Challenge = typeof BotChallenge.Type

const bytesOf = (hex: string): Uint8Array => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
const hexOf = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")

/** ALTCHA's key derivation for SHA: the hash of salt, nonce and counter, hashed again `cost` times in all. */
async function derivedKey(challenge: Challenge, counter: number): Promise<string> {
  const { salt, nonce, cost, keyLength } = challenge.parameters
  const saltBytes = bytesOf(salt)
  const nonceBytes = bytesOf(nonce)
  let data = new Uint8Array(saltBytes.length + nonceBytes.length + 4)
  data.set(saltBytes, 0)
  data.set(nonceBytes, saltBytes.length)
  new DataView(data.buffer).setUint32(saltBytes.length + nonceBytes.length, counter, false)
  for (let round = 0; round < Math.max(1, cost); round++) {
    data = new Uint8Array(await crypto.subtle.digest(challenge.parameters.algorithm, data))
  }
  return hexOf(data.subarray(0, keyLength))
}

/**
 * The invisible bot check of sign-up (spec 2 §2 screen 4): the proof of work of an ALTCHA
 * challenge (protocol 2), found by trying counters until the derived key starts with the
 * challenge's prefix. Hand-written because altcha-lib is a server dependency; the server
 * checks the answer with it. Answers the payload `POST auth/users` takes as `recaptcha`.
 */
export async function solveBotCheck(challenge: Challenge): Promise<string> {
  const prefix = challenge.parameters.keyPrefix.toLowerCase()
  for (let counter = 0; counter <= 0xffffffff; counter++) {
    const key = await derivedKey(challenge, counter)
    if (key.startsWith(prefix)) {
      return btoa(JSON.stringify({ challenge, solution: { counter, derivedKey: key } }))
    }
  }
  throw new Error("The bot check has no solution")
}
