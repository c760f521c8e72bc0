import { Schema } from "effect"

/** A configuration or environment problem that stops start-up; `reason` is the one line shown to the operator. */
export class StartupError extends Schema.TaggedError<StartupError>()("StartupError", {
  reason: Schema.String
}) {}
