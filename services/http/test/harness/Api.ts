import { HttpApiBuilder } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { DEFAULT_BUYER_COMMISSION } from "@redline/domain"
import { AuctionLedger, PartitionLeases, runEngine } from "@redline/engine"
import { AppConfig, type AppConfigShape, Bus, type ObjectStore } from "@redline/infra"
import { emptyObjectStore, freshDatabase } from "@redline/infra/testing"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll } from "vitest"
import { type AccountsConfigShape, AccountsConfig } from "../../src/accounts/AccountsConfig.ts"
import { ApiLive } from "../../src/ApiLive.ts"
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
export type Services = SqlClient.SqlClient | ObjectStore | Bus | AppConfig | AccountsConfig | IdentityProviders | VideoHost

export interface ApiOptions {
  /** The configuration's fields a test sets over an empty environment's; unset, the process's environment. */
  readonly app?: Partial<AppConfigShape>
  /** The local video host (`VideoHost.Test()`) unless told: it stands on the test's database, object store and site address. */
  readonly videoHost?: Layer.Layer<VideoHost, never, SqlClient.SqlClient | ObjectStore | AccountsConfig | AppConfig>
}

/** The API of one test file, and what it stands on. */
export interface Api {
  /** Runs an effect with the API's infrastructure, e.g. to put what a test needs in place. */
  readonly run: <A, E>(effect: Effect.Effect<A, E, Services>) => Promise<A>
  /** A request to the API as the gateway hands it over, at http://redline.test. */
  readonly fetch: (path: string, init?: RequestInit) => Promise<Response>
  /** Statements on the test's database, to arrange what the API can't (a lock, a ban, the past); a failure rejects. */
  readonly sql: <A>(statements: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown, Services>) => Promise<A>
  readonly close: () => Promise<void>
}

/** The API as the gateway sees it (a web handler), with an engine, over a fresh database and object store. */
export const startApi = async (accounts: Partial<AccountsConfigShape> = {}, options: ApiOptions = {}): Promise<Api> => {
  const accountsLayer = AccountsConfig.Test(accounts)
  const runtime = ManagedRuntime.make(
    Layer.provideMerge(
      Layer.merge(engineLayer, options.videoHost ?? VideoHost.Test()),
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
  const web = HttpApiBuilder.toWebHandler(Layer.provide(ApiLive, Layer.succeedContext(context)))
  const run = <A, E>(effect: Effect.Effect<A, E, Services>) => runtime.runPromise(effect)
  return {
    run,
    fetch: (path, init) => web.handler(new Request(`http://redline.test${path}`, init)),
    sql: (statements) => run(Effect.flatMap(SqlClient.SqlClient, statements).pipe(Effect.orDie)),
    close: async () => {
      await web.dispose()
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
    sql: (statements) => api().sql(statements),
    close: () => api().close()
  }
}
