import { HttpApiBuilder, HttpApp, HttpServerRequest } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { DEFAULT_BUYER_COMMISSION } from "@redline/domain"
import { AuctionLedger, PartitionLeases, runEngine } from "@redline/engine"
import type { LaneAnswer } from "@redline/api"
import { AppConfig, type AppConfigShape, Bus, type ObjectStore } from "@redline/infra"
import { emptyObjectStore, freshDatabase } from "@redline/infra/testing"
import { Context, Effect, Layer, ManagedRuntime, type Runtime } from "effect"
import { afterAll, beforeAll } from "vitest"
import { type AccountsConfigShape, AccountsConfig } from "../../src/accounts/AccountsConfig.ts"
import { apiRunnable } from "../../src/ApiLive.ts"
import { ReadLanes } from "../../src/ReadLanes.ts"
import { SigningKey } from "../../src/auth/SigningKey.ts"
import { SmsProvider } from "../../src/sms/SmsProvider.ts"
import { StandInWebhook } from "../../src/sms/TwilioStandInInbound.ts"
import { StripeClient } from "../../src/payments/StripeClient.ts"
import { IdentityProviders } from "../../src/sso/IdentityProviders.ts"
import { VideoHost } from "../../src/videos/VideoHost.ts"

const engineLayer = Layer.scopedDiscard(
  runEngine({
    owner: "test",
    leaseRenewal: "1 second",
    defaultSoftCloseSeconds: 120,
    closeGrace: "1 second",
    maxBatch: 256,
    buyerCommission: DEFAULT_BUYER_COMMISSION
  })
).pipe(Layer.provide([AuctionLedger.Default, PartitionLeases.Test]))

/** What a test's effects may use: the API's own infrastructure. */
export type Services =
  | SqlClient.SqlClient
  | ObjectStore
  | Bus
  | AppConfig
  | AccountsConfig
  | IdentityProviders
  | VideoHost
  | SmsProvider
  | StandInWebhook
  | StripeClient

export interface ApiOptions {
  /** The configuration's fields a test sets over an empty environment's; unset, the process's environment. */
  readonly app?: Partial<AppConfigShape>
  /** The local video host (`VideoHost.Test()`) unless told: it stands on the test's database, object store and site address. */
  readonly videoHost?: Layer.Layer<VideoHost, never, SqlClient.SqlClient | ObjectStore | AccountsConfig | AppConfig>
  /** The SMS provider as the configuration chooses it (the local stand-in, on the tests' loopback host) unless told. */
  readonly smsProvider?: Layer.Layer<SmsProvider, never, SqlClient.SqlClient | AccountsConfig | AppConfig>
  /** Stripe as the configuration chooses it (the local stand-in, on the tests' loopback host) unless told. */
  readonly stripe?: Layer.Layer<StripeClient, never, SqlClient.SqlClient | AccountsConfig | AppConfig | StandInWebhook>
}

/** The API of one test file, and what it stands on. */
export interface Api {
  /** Runs an effect with the API's infrastructure, e.g. to put what a test needs in place. */
  readonly run: <A, E>(effect: Effect.Effect<A, E, Services>) => Promise<A>
  /** A request to the API as the gateway hands it over, at http://redline.test: a read its lanes take is answered there. */
  readonly fetch: (path: string, init?: RequestInit) => Promise<Response>
  /** The same request through the HttpApi pipeline alone, lanes or not. */
  readonly pipeline: (path: string, init?: RequestInit) => Promise<Response>
  /** The answer of the read lanes alone: undefined when they leave the request to the pipeline. */
  readonly lane: (path: string, init?: RequestInit) => Promise<LaneAnswer | undefined>
  /** The reads the lanes take, as `group.endpoint`. */
  readonly laneNames: () => ReadonlyArray<string>
  /** Statements on the test's database, to arrange what the API can't (a lock, a ban, the past); a failure rejects. */
  readonly sql: <A>(statements: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown, Services>) => Promise<A>
  readonly close: () => Promise<void>
}

/** The API as the gateway sees it (a web handler), with an engine, over a fresh database and object store. */
export const startApi = async (accounts: Partial<AccountsConfigShape> = {}, options: ApiOptions = {}): Promise<Api> => {
  // The stand-ins' posts to Redline's webhooks (Twilio's texts, Stripe's events) reach this API, at the webhook's path, as its gateway would hand them over.
  const standInWebhook = Layer.succeed(StandInWebhook, {
    post: (url, init): Promise<Response> => {
      const { pathname, search } = new URL(url)
      return fetch(`${pathname}${search}`, init)
    }
  })
  const accountsLayer = AccountsConfig.Test(accounts)
  const runtime = ManagedRuntime.make(
    Layer.provideMerge(
      Layer.mergeAll(
        engineLayer,
        options.videoHost ?? VideoHost.Test(),
        options.smsProvider ?? SmsProvider.Default.pipe(Layer.provide(SigningKey.Default), Layer.orDie),
        Layer.provideMerge(options.stripe ?? StripeClient.Configured.pipe(Layer.orDie), standInWebhook)
      ),
      Layer.mergeAll(
        freshDatabase,
        emptyObjectStore,
        Bus.Test(),
        options.app === undefined ? AppConfig.Default : AppConfig.Test(options.app),
        accountsLayer,
        Layer.provide(IdentityProviders.Test, accountsLayer)
      )
    )
  )
  const context = await runtime.runPromise(Effect.context<Services>())
  // The API as its role runs it: the HttpApi, and in front of it the reads its lanes answer.
  const apiRuntime = ManagedRuntime.make(apiRunnable(context))
  const built = await apiRuntime.runtime()
  const pipeline = HttpApp.toWebHandlerRuntime(built)(await apiRuntime.runPromise(HttpApiBuilder.httpApp))
  const lanes = Context.get(built.context, ReadLanes)
  const run = <A, E>(effect: Effect.Effect<A, E, Services>) => runtime.runPromise(effect)
  const lane = async (request: Request, path: string) => {
    const headers: Record<string, string> = {}
    request.headers.forEach((value, name) => (headers[name] = value))
    return lanes.answer({ method: request.method, url: path, headers }, HttpServerRequest.fromWeb(request), built as Runtime.Runtime<never>)
  }
  const fetch = async (path: string, init?: RequestInit): Promise<Response> => {
    const request = new Request(`http://redline.test${path}`, init)
    const answer = await lane(request, path)
    if (answer === undefined) return pipeline(request)
    return new Response(answer.body, { status: answer.status, headers: { "content-type": "application/json" } })
  }
  return {
    run,
    fetch,
    pipeline: (path, init) => pipeline(new Request(`http://redline.test${path}`, init)),
    lane: (path, init) => lane(new Request(`http://redline.test${path}`, init), path),
    laneNames: () => lanes.names(),
    sql: (statements) => run(Effect.flatMap(SqlClient.SqlClient, statements).pipe(Effect.orDie)),
    close: async () => {
      await apiRuntime.dispose()
      await runtime.dispose()
    }
  }
}

/**
 * The API of a test file: started before its tests, closed after them. It can be handed around
 * (to `caller`, `verifiedAccount`…) before it starts, as it is only used once the tests run.
 */
export const useApi = (accounts: Partial<AccountsConfigShape> = {}, options: ApiOptions = {}): Api => {
  let started: Api | undefined
  beforeAll(async () => {
    started = await startApi(accounts, options)
  })
  afterAll(() => started?.close())
  const api = () => {
    if (started === undefined) throw new Error("The API starts before the file's tests: use it in a test or a hook")
    return started
  }
  return {
    run: (effect) => api().run(effect),
    fetch: (path, init) => api().fetch(path, init),
    pipeline: (path, init) => api().pipeline(path, init),
    lane: (path, init) => api().lane(path, init),
    laneNames: () => api().laneNames(),
    sql: (statements) => api().sql(statements),
    close: () => api().close()
  }
}
