import { it } from "@effect/vitest"
import { Effect, Exit, Layer, Logger, Option } from "effect"
import { describe, expect } from "vitest"
import { AppConfig } from "../src/AppConfig.ts"
import { Bus, subjectMatches } from "../src/Bus.ts"

const text = (value: string) => new TextEncoder().encode(value)
const read = (data: Uint8Array) => new TextDecoder().decode(data)

describe("subjectMatches", () => {
  it("follows NATS wildcards", () => {
    expect(subjectMatches("auction.12.bid", "auction.12.bid")).toBe(true)
    expect(subjectMatches("auction.*.bid", "auction.12.bid")).toBe(true)
    expect(subjectMatches("auction.*", "auction.12.bid")).toBe(false)
    expect(subjectMatches("auction.>", "auction.12.bid")).toBe(true)
    expect(subjectMatches("auction.>", "auction")).toBe(false)
    expect(subjectMatches("auction.12", "auction.13")).toBe(false)
  })
})

const natsUrl = process.env["NATS_URL"]
/** The bus `Default` chooses for a NATS_URL, or for none. */
const busFor = (url: string | undefined) => Bus.Default.pipe(Layer.provide(AppConfig.Test({ natsUrl: Option.fromNullable(url) })))
const buses: Array<[string, Layer.Layer<Bus, unknown>]> = [["in-process", busFor(undefined)]]
if (natsUrl) buses.push(["NATS", busFor(natsUrl)])

describe.each(buses)("the %s bus", (_name, layer) => {
  const prefix = `test${Math.random().toString(36).slice(2, 8)}`

  it.scopedLive("delivers published messages to matching subscribers only", () =>
    Effect.gen(function* () {
      const bus = yield* Bus
      const seen: Array<string> = []
      yield* bus.subscribe(`${prefix}.auction.*`, (message) => Effect.sync(() => seen.push(`${message.subject}=${read(message.data)}`)))
      yield* bus.publish(`${prefix}.auction.1`, text("a"))
      yield* bus.publish(`${prefix}.other.1`, text("b"))
      yield* bus.publish(`${prefix}.auction.2`, text("c"))
      yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 100)))
      expect(seen).toEqual([`${prefix}.auction.1=a`, `${prefix}.auction.2=c`])
    }).pipe(Effect.provide(layer))
  )

  it.scopedLive("logs a subscriber's failure through the bus's own logger and keeps delivering to it", () => {
    const logged: Array<string> = []
    const logger = Logger.make(({ message }) => logged.push(String(message)))
    return Effect.gen(function* () {
      const bus = yield* Bus
      const seen: Array<string> = []
      yield* bus.subscribe(`${prefix}.flaky.*`, (message) => {
        const body = read(message.data)
        if (body === "fail") return Effect.fail("refused")
        if (body === "die") return Effect.die(new Error("broken"))
        if (body === "throw") throw new Error("thrown")
        return Effect.sync(() => seen.push(body))
      })
      for (const body of ["a", "fail", "b", "die", "throw", "c"]) yield* bus.publish(`${prefix}.flaky.1`, text(body))
      yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 100)))
      expect(seen).toEqual(["a", "b", "c"])
      expect(logged.filter((line) => line.includes(`A subscriber of ${prefix}.flaky.* failed`))).toHaveLength(3)
    }).pipe(Effect.provide(layer), Effect.provide(Logger.replace(Logger.defaultLogger, logger)))
  })

  it.scopedLive("answers a request through one member of a queue group", () =>
    Effect.gen(function* () {
      const bus = yield* Bus
      const answered: Array<string> = []
      for (const member of ["one", "two"]) {
        yield* bus.serve(`${prefix}.engine.>`, { queue: "engine" }, (message) =>
          Effect.sync(() => {
            answered.push(member)
            return text(`${member}:${read(message.data)}`)
          })
        )
      }
      const reply = yield* bus.request(`${prefix}.engine.7`, text("bid"), "2 seconds")
      expect(read(reply)).toMatch(/^(one|two):bid$/)
      expect(answered).toHaveLength(1)
    }).pipe(Effect.provide(layer))
  )

  it.scopedLive("logs a responder that dies on a malformed request, leaves it unanswered and answers the next", () => {
    const logged: Array<string> = []
    const logger = Logger.make(({ message }) => logged.push(String(message)))
    return Effect.gen(function* () {
      const bus = yield* Bus
      yield* bus.serve(`${prefix}.fragile`, { queue: "fragile" }, (message) => {
        const body = JSON.parse(read(message.data)) as { readonly n: number }
        if (!Number.isSafeInteger(body.n)) throw new Error("no such number")
        return Effect.succeed(text(String(body.n + 1)))
      })
      for (const malformed of ["not json", '{"n":1e300}']) {
        const error = yield* Effect.flip(bus.request(`${prefix}.fragile`, text(malformed), "300 millis"))
        expect(error._tag).toBe("BusTimeout")
      }
      expect(read(yield* bus.request(`${prefix}.fragile`, text('{"n":41}'), "2 seconds"))).toBe("42")
      expect(logged.filter((line) => line.includes(`A responder of ${prefix}.fragile failed`))).toHaveLength(2)
    }).pipe(Effect.provide(layer), Effect.provide(Logger.replace(Logger.defaultLogger, logger)))
  })

  it.scopedLive("fails a request nobody serves", () =>
    Effect.gen(function* () {
      const bus = yield* Bus
      const exit = yield* Effect.exit(bus.request(`${prefix}.nobody`, text("x"), "500 millis"))
      expect(Exit.isFailure(exit)).toBe(true)
    }).pipe(Effect.provide(layer))
  )

  it.scopedLive("times out a request whose answer is late", () =>
    Effect.gen(function* () {
      const bus = yield* Bus
      yield* bus.serve(`${prefix}.slow`, { queue: "slow" }, () => Effect.as(Effect.sleep("2 seconds"), text("late")))
      const error = yield* Effect.flip(bus.request(`${prefix}.slow`, text("x"), "200 millis"))
      expect(error._tag).toBe("BusTimeout")
    }).pipe(Effect.provide(layer))
  )
})
