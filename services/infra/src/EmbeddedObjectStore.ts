import S3rver from "@20minutes/s3rver"
import { Effect, Redacted } from "effect"
import * as Fs from "node:fs/promises"
import type { S3Settings } from "./AppConfig.ts"
import { StartupError } from "./StartupError.ts"

const bucket = "redline"

/** A local S3-compatible server on a loopback port, keeping objects under `directory`. */
export const embeddedObjectStore = (directory: string) =>
  Effect.gen(function* () {
    yield* Effect.promise(() => Fs.mkdir(directory, { recursive: true }))
    const server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket }]
    })
    const address = yield* Effect.acquireRelease(
      Effect.tryPromise({
        try: () => server.run(),
        catch: (cause) => new StartupError({ reason: `Cannot start the embedded object store: ${String(cause)}` })
      }),
      () => Effect.promise(() => server.close())
    )
    const settings: S3Settings = {
      endpoint: `http://127.0.0.1:${address.port}`,
      bucket,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: Redacted.make("S3RVER")
    }
    return settings
  })
