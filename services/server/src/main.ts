import { HttpApiBuilder } from "@effect/platform"
import { NodeRuntime } from "@effect/platform-node"
import { generateMarketplace } from "@redline/fixtures"
import { ApiHandler, Gateway } from "@redline/gateway"
import { AccountsConfig, ApiLive, IdentityProviders, MailDelivery, SavedSearchAlertRounds, VideoHost } from "@redline/http"
import { AppConfig, Bus, currentDate, ObjectStore, runMigrations, StartupError } from "@redline/infra"
import type { PortInUse } from "@redline/gateway"
import { SqlClient } from "@effect/sql"
import { Console, Context, Effect, Layer, Logger } from "effect"
import * as Fs from "node:fs"
import * as Path from "node:path"
import { banner } from "./Banner.ts"
import { EngineRole } from "./EngineRole.ts"
import { InfrastructureLive } from "./Infrastructure.ts"
import { seedIfEmpty } from "./Seeder.ts"
import { ensureStaffAccount } from "./StaffAccount.ts"

const serve = Effect.gen(function* () {
  const config = yield* AppConfig
  yield* runMigrations
  const seeded = config.seedFixtures ? yield* seedIfEmpty : undefined
  yield* ensureStaffAccount
  yield* Layer.build(MailDelivery.Default)
  yield* Layer.build(SavedSearchAlertRounds.Default)

  const signOn = yield* Layer.build(IdentityProviders.Default).pipe(
    Effect.mapError((error) =>
      new StartupError({
        reason: error._tag === "LocalOidcPortInUse"
          ? `Port ${error.port} of the local sign-in provider is in use: set LOCAL_SSO_PORT to another port.`
          : `Invalid configuration: ${String(error).replace(/\s+/g, " ")}`
      })
    )
  )

  const videos = yield* Layer.build(VideoHost.Default).pipe(
    Effect.mapError((error) => new StartupError({ reason: `Invalid configuration: ${String(error).replace(/\s+/g, " ")}` }))
  )

  const services = yield* Effect.context<SqlClient.SqlClient | ObjectStore | Bus | AppConfig | AccountsConfig>()
  const web = HttpApiBuilder.toWebHandler(
    Layer.provide(ApiLive, Layer.succeedContext(Context.mergeAll(services, signOn, videos)))
  )
  yield* Effect.addFinalizer(() => Effect.promise(() => web.dispose()))

  const webRoot = Fs.existsSync(Path.join(config.webRoot, "index.html")) ? config.webRoot : undefined
  const gateway = yield* Layer.build(
    Gateway.Default({ port: config.port, host: config.host, webRoot }).pipe(
      Layer.provide(Layer.succeed(ApiHandler, { handle: web.handler }))
    )
  ).pipe(Effect.map(Context.get(Gateway)))
  // After the port is ours: a start-up that fails on the port leaves no engine behind claiming partitions.
  yield* Layer.build(EngineRole.Default)

  // The fixtures are deterministic: a marketplace seeded on an earlier start has the same users as one made now.
  const marketplace = config.seedFixtures ? (seeded ?? generateMarketplace({ now: yield* currentDate })) : undefined
  yield* Console.log(banner({ url: gateway.url, config, marketplace }))
  if (webRoot === undefined) yield* Effect.logWarning(`No web app in ${config.webRoot}: run pnpm build to serve pages.`)
  return yield* Effect.never
})

/** Problems of the environment end start-up with one line, not a stack trace. */
const explain = (error: StartupError | PortInUse | { readonly _tag: string }) => {
  switch (error._tag) {
    case "StartupError":
      return (error as StartupError).reason
    case "PortInUse":
      return `Port ${(error as PortInUse).port} is already in use: stop what holds it or set PORT to another port.`
    default:
      return `Start-up failed: ${String(error)}`
  }
}

// The roles' scope closes before the infrastructure they stand on is released.
serve.pipe(
  Effect.scoped,
  Effect.provide(InfrastructureLive),
  Effect.tapError((error) => Console.error(`\n  Redline could not start. ${explain(error)}\n`)),
  Effect.provide(Logger.pretty),
  (program) => NodeRuntime.runMain(program, { disableErrorReporting: true })
)
