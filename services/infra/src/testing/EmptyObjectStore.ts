import { Effect, Layer } from "effect"
import * as Fs from "node:fs/promises"
import * as Os from "node:os"
import * as Path from "node:path"
import { embeddedObjectStore } from "../EmbeddedObjectStore.ts"
import { ObjectStore } from "../ObjectStore.ts"
import { makeS3ObjectStore } from "../S3ObjectStore.ts"

/** The site whose pages a test's store takes browser uploads from, as the HTTP tests' site address. */
export const TEST_SITE_ORIGIN = "http://redline.test"

/** An empty S3-compatible store in a temporary folder, for one test file. */
export const emptyObjectStore: Layer.Layer<ObjectStore> = Layer.scoped(
  ObjectStore,
  Effect.gen(function* () {
    const directory = yield* Effect.acquireRelease(
      Effect.promise(() => Fs.mkdtemp(Path.join(Os.tmpdir(), "redline-objects-"))),
      (directory) => Effect.promise(() => Fs.rm(directory, { recursive: true, force: true }))
    )
    return ObjectStore.make(makeS3ObjectStore(yield* embeddedObjectStore({ directory, siteOrigins: [TEST_SITE_ORIGIN] })))
  })
).pipe(Layer.orDie)
