import { Bus } from "@redline/infra"
import { Effect, Layer } from "effect"

/**
 * The bus below, with every subject moved under `prefix`. Test files run in
 * parallel against one NATS server and each has its own database: without
 * this, one file's engine would answer another file's bids (same subjects,
 * same auction ids, different databases).
 */
export const isolatedBusLayer = (prefix: string) =>
  Layer.effect(
    Bus,
    Effect.map(Bus, (bus) => {
      const inside = (subject: string) => `${prefix}.${subject}`
      const outside = (subject: string) => subject.slice(prefix.length + 1)
      return Bus.of({
        publish: (subject, data) => bus.publish(inside(subject), data),
        subscribe: (subject, onMessage) =>
          bus.subscribe(inside(subject), (message) => onMessage({ subject: outside(message.subject), data: message.data })),
        serve: (subject, options, handle) =>
          bus.serve(inside(subject), options, (message) => handle({ subject: outside(message.subject), data: message.data })),
        request: (subject, data, timeout) => bus.request(inside(subject), data, timeout)
      })
    })
  )
