import type { BusShape } from "./Bus.ts"

/** `bus` with every subject moved under `prefix`, and back again for the subscribers. */
export const underPrefix = (bus: BusShape, prefix: string): BusShape => {
  const inside = (subject: string) => `${prefix}.${subject}`
  const outside = (subject: string) => subject.slice(prefix.length + 1)
  return {
    publish: (subject, data) => bus.publish(inside(subject), data),
    publishPassedOn: (subject, data) => bus.publishPassedOn(inside(subject), data),
    subscribe: (subject, handle) =>
      bus.subscribe(inside(subject), (message) => handle({ subject: outside(message.subject), data: message.data })),
    serve: (subject, options, handle) =>
      bus.serve(inside(subject), options, (message) => handle({ subject: outside(message.subject), data: message.data })),
    request: (subject, data, timeout) => bus.request(inside(subject), data, timeout)
  }
}
