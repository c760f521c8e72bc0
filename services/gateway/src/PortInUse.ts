import { Schema } from "effect"

/** The gateway could not listen: another process (or gateway) holds the port. */
export class PortInUse extends Schema.TaggedError<PortInUse>()("PortInUse", { port: Schema.Number }) {}
