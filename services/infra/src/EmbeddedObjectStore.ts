import S3rver, { type S3rverContext } from "@20minutes/s3rver"
import s3rverAccount from "@20minutes/s3rver/lib/models/account.js"
import { isLoopbackHost } from "@redline/domain"
import { Effect, Redacted } from "effect"
import { randomBytes } from "node:crypto"
import * as Fs from "node:fs/promises"
import type { S3Settings } from "./AppConfig.ts"
import { StartupError } from "./StartupError.ts"

const bucket = "redline"

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * Browsers upload photos straight to the store with presigned PUT URLs, from the site's origin,
 * which is never the store's; no other origin's pages may (their preflight is refused).
 */
const uploadCors = (origins: ReadonlyArray<string>) => `<CORSConfiguration>
  <CORSRule>
${origins.map((origin) => `    <AllowedOrigin>${escapeXml(origin)}</AllowedOrigin>`).join("\n")}
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`

/**
 * The origins a site at `publicUrl` serves its pages from: that URL's, and where it is on this
 * machine, the same port by the machine's other names (a developer opens localhost or 127.0.0.1
 * alike).
 */
export const siteOrigins = (publicUrl: string): ReadonlyArray<string> => {
  const site = new URL(publicUrl)
  if (!isLoopbackHost(site.hostname)) return [site.origin]
  const port = site.port === "" ? "" : `:${site.port}`
  return [...new Set([site.origin, ...["localhost", "127.0.0.1", "[::1]"].map((host) => `${site.protocol}//${host}${port}`)])]
}

/** A request signed in one of the ways S3 takes: the Authorization header, or a presigned URL's query (V4 or V2). */
const isSigned = (ctx: S3rverContext) => ctx.get("authorization") !== "" || "X-Amz-Algorithm" in ctx.query || "Signature" in ctx.query

const unsigned = `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>AccessDenied</Code><Message>Requests to this store must be signed.</Message></Error>`

/**
 * A local S3-compatible server (s3rver) on a loopback port, keeping objects under `directory`.
 * s3rver checks a signature when a request carries one and lets unsigned requests through, with
 * credentials everyone knows (S3RVER/S3RVER); here those are revoked for a key pair made on each
 * start, and a guard before s3rver's router refuses every request that carries no signature but a
 * CORS preflight. So only the server and the holders of its presigned URLs read or write, and
 * only pages of the site's origins (`siteOrigins`) may upload from a browser.
 */
export const embeddedObjectStore = (options: { readonly directory: string; readonly siteOrigins: ReadonlyArray<string> }) =>
  Effect.gen(function* () {
    yield* Effect.promise(() => Fs.mkdir(options.directory, { recursive: true }))
    const accessKeyId = `REDLINE${randomBytes(8).toString("hex").toUpperCase()}`
    const secretAccessKey = randomBytes(30).toString("base64url")
    yield* Effect.acquireRelease(
      Effect.sync(() => {
        s3rverAccount.DUMMY_ACCOUNT.revokeAccessKey("S3RVER")
        s3rverAccount.DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey)
      }),
      () => Effect.sync(() => s3rverAccount.DUMMY_ACCOUNT.revokeAccessKey(accessKeyId))
    )
    const server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      directory: options.directory,
      silent: true,
      configureBuckets: [{ name: bucket, configs: [uploadCors(options.siteOrigins)] }]
    })
    // Koa runs its middleware in order: this one goes before s3rver's router.
    server.middleware.unshift(async (ctx, next) => {
      if (ctx.method === "OPTIONS" || isSigned(ctx)) return next()
      ctx.status = 403
      ctx.type = "application/xml"
      ctx.body = unsigned
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
      accessKeyId,
      secretAccessKey: Redacted.make(secretAccessKey)
    }
    return settings
  })
