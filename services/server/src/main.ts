import { NodeRuntime } from "@effect/platform-node"
import { generateMarketplace } from "@redline/fixtures"
import { LocalPartitions } from "@redline/engine"
import { Gateway, type PortInUse } from "@redline/gateway"
import {
  DailyEmailRounds,
  MailDelivery,
  NotifierRounds,
  SavedSearchAlertRounds,
  SigningKey,
  SmsDelivery,
  SmsProvider,
  StandInWebhook,
  standInsServing,
  StripeClient
} from "@redline/http"
import { AppConfig, currentDate, runMigrations, type StartupError } from "@redline/infra"
import { Console, Context, Effect, Layer, Logger, Option } from "effect"
import * as Fs from "node:fs"
import * as Path from "node:path"
import { ApiNotServed, ApiRole } from "./ApiRole.ts"
import { banner } from "./Banner.ts"
import { EngineRole } from "./EngineRole.ts"
import { InfrastructureLive, invalidConfiguration } from "./Infrastructure.ts"
import { processRoles } from "./Roles.ts"
import { seedIfEmpty } from "./Seeder.ts"
import { siteSources } from "./SiteSources.ts"
import { ensureStaffAccount } from "./StaffAccount.ts"

const serve = Effect.gen(function* () {
  const config = yield* AppConfig
  const roles = yield* processRoles
  yield* runMigrations
  // The process that answers people makes sure there is a marketplace to answer with.
  const seeded = roles.has("api") && config.seedFixtures ? yield* seedIfEmpty : undefined
  if (roles.has("api")) yield* ensureStaffAccount

  const webRoot = Fs.existsSync(Path.join(config.webRoot, "index.html")) ? config.webRoot : undefined
  // Stripe, or its stand-in, before the gateway: the security policy names where the card form posts cards.
  const stripe = roles.has("api")
    ? yield* Layer.build(StripeClient.Configured.pipe(Layer.provide(Layer.succeed(StandInWebhook, StandInWebhook.overHttp)))).pipe(
        Effect.mapError(invalidConfiguration)
      )
    : Context.make(StripeClient, StripeClient.make({ access: Option.none() }))
  const cardForm = Option.map(Context.get(stripe, StripeClient).access, ({ cardForm }) => new URL(cardForm.api_url).origin)
  const site = yield* siteSources(Option.toArray(cardForm)).pipe(Effect.mapError(invalidConfiguration))
  const partitions = yield* LocalPartitions
  const gateway = roles.has("gateway")
    ? yield* Layer.build(
        Gateway.Default({
          port: config.port,
          host: config.host,
          webRoot,
          site,
          trustedProxies: config.trustedProxies,
          announceLocally: partitions.announce
        }).pipe(Layer.provide(roles.has("api") ? Layer.provide(ApiRole, Layer.succeedContext(stripe)) : ApiNotServed))
      ).pipe(Effect.map(Context.get(Gateway)))
    : undefined
  // After the port is ours: a start-up that fails on the port leaves no engine behind claiming partitions.
  if (roles.has("engine")) yield* Layer.build(EngineRole.Default)
  if (roles.has("mail")) yield* Layer.build(MailDelivery.Default)
  if (roles.has("alerts")) yield* Layer.build(SavedSearchAlertRounds.Default)
  if (roles.has("notifier")) yield* Layer.build(NotifierRounds.Default)
  if (roles.has("sms")) {
    yield* Layer.build(SmsDelivery.Default.pipe(Layer.provide(SmsProvider.Default), Layer.provide(SigningKey.Default))).pipe(
      Effect.mapError(invalidConfiguration)
    )
  }
  if (roles.has("digest")) yield* Layer.build(DailyEmailRounds.Default)

  // The fixtures are deterministic: a marketplace seeded on an earlier start has the same users as one made now.
  const marketplace = roles.has("api") && config.seedFixtures ? (seeded ?? generateMarketplace({ now: yield* currentDate })) : undefined
  const standIns = roles.has("api") ? yield* standInsServing.pipe(Effect.orElseSucceed(() => [])) : []
  yield* Console.log(banner({ url: gateway?.url, roles, config, marketplace, standIns }))
  if (gateway !== undefined && webRoot === undefined)
    yield* Effect.logWarning(`No web app in ${config.webRoot}: run pnpm build to serve pages.`)
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
  // The repos the seeder and the staff account write with die on a database error rather than fail.
  Effect.tapDefect((defect) => Console.error(`\n  Redline could not start. Start-up failed: ${String(defect)}\n`)),
  Effect.provide(Logger.pretty),
  (program) => NodeRuntime.runMain(program, { disableErrorReporting: true })
)
