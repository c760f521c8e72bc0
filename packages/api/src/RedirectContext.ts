import { Schema } from "effect"

/** Where the client goes after the e-mail is confirmed (spec 2 §3 'Confirm'). */
export const RedirectContext = Schema.Struct({
  referrer: Schema.optional(Schema.Struct({ to: Schema.String, state: Schema.optional(Schema.Unknown) })),
  history: Schema.optional(Schema.Literal("push", "replace"))
})
export type RedirectContext = typeof RedirectContext.Type
