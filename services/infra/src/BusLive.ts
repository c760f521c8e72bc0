import { Effect, Layer, Option } from "effect"
import { AppConfig } from "./AppConfig.ts"
import { localBusLayer } from "./LocalBus.ts"
import { natsBusLayer } from "./NatsBus.ts"

/** NATS when NATS_URL is set, the in-process bus otherwise. */
export const busLayer = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) => Option.match(config.natsUrl, { onNone: () => localBusLayer, onSome: natsBusLayer }))
)
