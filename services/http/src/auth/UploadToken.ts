import type { UploadToken } from "@redline/api"
import { UPLOAD_URL_SECONDS, uploadKeyOf, uploadPrefixOf } from "@redline/domain"
import { currentDate, ObjectStore } from "@redline/infra"
import { Effect } from "effect"

/**
 * A presigned PUT URL for one fresh key in the user's folder, for an upload of `bytes`. Presigned
 * URLs rather than temporary credentials: they work with every S3-compatible store (the embedded
 * one has no STS), and a URL can write one key of one size only, where credentials scoped to a
 * prefix need a policy per user and cap no size. The caller has checked the size is one an upload may have.
 */
export const uploadTokenFor = (userId: number, bytes: number) =>
  Effect.gen(function* () {
    const store = yield* ObjectStore
    const key = uploadKeyOf(userId, crypto.randomUUID())
    const upload_url = yield* store.presignPut(key, bytes, UPLOAD_URL_SECONDS).pipe(Effect.orDie)
    const now = yield* currentDate
    const token: UploadToken = {
      expiration: new Date(now.getTime() + UPLOAD_URL_SECONDS * 1000).toISOString(),
      endpoint: store.location.endpoint,
      bucket: store.location.bucket,
      prefix: uploadPrefixOf(userId),
      key,
      upload_url
    }
    return token
  })
