import S3rver from "@20minutes/s3rver"
import { Effect, Redacted } from "effect"
import * as Fs from "node:fs/promises"
import type { S3Settings } from "./AppConfig.ts"
import { StartupError } from "./StartupError.ts"

const bucket = "redline"

/**
 * Browsers upload photos straight to the store with presigned PUT URLs, from the site's origin,
 * which is never the store's. The embedded store only listens on loopback, so any origin may PUT.
 */
const uploadCors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`

/** A local S3-compatible server on a loopback port, keeping objects under `directory`. */
export const embeddedObjectStore = (directory: string) =>
  Effect.gen(function* () {
    yield* Effect.promise(() => Fs.mkdir(directory, { recursive: true }))
    const server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [uploadCors] }]
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
