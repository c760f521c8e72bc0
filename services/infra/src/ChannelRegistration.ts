import { Schema } from "effect"
import { busCodec } from "./BusCodec.ts"

/** What the API asks, over the bus, of the gateway that holds a socket: to (de)register one of its channels. */
export const RegistrationRequest = Schema.Struct({
  op: Schema.Literal("register", "deregister"),
  connection_id: Schema.String,
  channel: Schema.String
})
export type RegistrationRequest = typeof RegistrationRequest.Type

export const RegistrationReply = Schema.Struct({ ok: Schema.Boolean })

export const RegistrationRequestCodec = busCodec(RegistrationRequest)
export const RegistrationReplyCodec = busCodec(RegistrationReply)

/** Connection ids name their gateway, so a registration can reach it from any API process. */
export const gatewayIdOf = (connectionId: string) => connectionId.split("_")[0] ?? ""
