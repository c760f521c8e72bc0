import { createHash } from "node:crypto"

/** A bot-check challenge whose hidden counter is `counter`, built the way the server's ALTCHA library builds it. */
export function challengeHiding(counter: number) {
  const salt = "00112233445566778899aabbccddeeff"
  const nonce = "ffeeddccbbaa99887766554433221100"
  const password = Buffer.alloc(4)
  password.writeUInt32BE(counter)
  const key = createHash("sha256")
    .update(Buffer.concat([Buffer.from(salt, "hex"), Buffer.from(nonce, "hex"), password]))
    .digest("hex")
  return {
    parameters: { algorithm: "SHA-256", nonce, salt, cost: 1, keyLength: 32, keyPrefix: key.slice(0, 32) },
    signature: "signed"
  }
}
