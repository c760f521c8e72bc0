import { HttpApiBuilder, HttpApp } from "@effect/platform"
import {
  AccountsConfig,
  apiRunnable,
  IdentityProviders,
  SigningKey,
  SmsProvider,
  StandInWebhook,
  StripeClient,
  VideoHost
} from "@redline/http"
import { AppConfig, Bus } from "@redline/infra"
import { emptyObjectStore, freshDatabase } from "@redline/infra/testing"
import { Effect, Layer, ManagedRuntime } from "effect"
import * as Os from "node:os"
import { performance } from "node:perf_hooks"

/**
 * What the read benchmarks share: the API on a fresh database (real Postgres at DATABASE_URL or
 * else the embedded PGlite), each request handled in this process as the gateway hands it over
 * (the web handler), one at a time after a warm-up, timed from the request to the last byte of
 * its answer: no network.
 */

const WARM_UP = 100

/**
 * The services the API runs on, over a fresh database and an empty object store, with the local
 * stand-ins of the video host, the SMS provider and Stripe (no engine: the reads don't bid).
 */
const Services = Layer.provideMerge(
  Layer.mergeAll(
    VideoHost.Test(),
    SmsProvider.Default.pipe(Layer.provide(SigningKey.Default), Layer.orDie),
    Layer.provideMerge(StripeClient.Configured.pipe(Layer.orDie), Layer.succeed(StandInWebhook, StandInWebhook.overHttp))
  ),
  Layer.mergeAll(
    freshDatabase,
    emptyObjectStore,
    Bus.Test(),
    AppConfig.Default,
    AccountsConfig.Test({}),
    Layer.provide(IdentityProviders.Test, AccountsConfig.Test({}))
  )
)

export const benchRuntime = () => ManagedRuntime.make(Services)

/** Which database the figures are of. */
export const databaseName = () => (process.env["DATABASE_URL"] ? "Postgres at DATABASE_URL" : "embedded PGlite")

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

const loadAverage = () =>
  Os.loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")

/** A kind of read: its name, and the path of its `i`th request. */
export type ReadKind = readonly [name: string, path: (i: number) => string]

/**
 * Times `requests` reads of each kind through the API, after a warm-up, and prints each kind's
 * p50 and p99; a read answered other than 200 stops the run.
 */
export async function measureReads(
  runtime: ReturnType<typeof benchRuntime>,
  kinds: ReadonlyArray<ReadKind>,
  requests: number
): Promise<void> {
  const api = ManagedRuntime.make(apiRunnable(await runtime.runPromise(Effect.context<Layer.Layer.Success<typeof Services>>())))
  const handler = HttpApp.toWebHandlerRuntime(await api.runtime())(await api.runPromise(HttpApiBuilder.httpApp))
  const timed = async (path: string) => {
    const start = performance.now()
    const response = await handler(new Request(`http://redline.test${path}`, { headers: { "x-client-address": "203.0.113.10" } }))
    await response.text()
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
    return performance.now() - start
  }
  const width = Math.max(...kinds.map(([name]) => name.length)) + 2
  console.log(`${requests} requests of each kind, one at a time, after ${WARM_UP} to warm up; load average ${loadAverage()}`)
  for (const [name, path] of kinds) {
    for (let i = 0; i < WARM_UP; i++) await timed(path(i))
    const times: Array<number> = []
    for (let i = 0; i < requests; i++) times.push(await timed(path(i)))
    times.sort((a, b) => a - b)
    console.log(`${name.padEnd(width)} p50 ${percentile(times, 50).toFixed(2)} ms   p99 ${percentile(times, 99).toFixed(2)} ms`)
  }
  console.log(`load average after: ${loadAverage()}`)
  await api.dispose()
}
