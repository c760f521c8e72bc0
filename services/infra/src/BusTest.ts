import { randomBytes } from "node:crypto"

/** A subject prefix of its own, for one test's bus (and the engine processes it starts). */
export const freshBusPrefix = () => `test_${randomBytes(4).toString("hex")}`
