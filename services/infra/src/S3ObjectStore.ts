import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client
} from "@aws-sdk/client-s3"
import { getSignedUrl } from "@aws-sdk/s3-request-presigner"
import { Effect, Option, Redacted } from "effect"
import { type S3Settings } from "./AppConfig.ts"
import { ObjectStoreError, type ObjectStoreShape } from "./ObjectStore.ts"

const reasonOf = (cause: unknown) => (cause instanceof Error ? cause.message || cause.name : String(cause))

/** The store over any S3-compatible server: S3 itself, or the embedded one. */
export const makeS3ObjectStore = (settings: S3Settings): ObjectStoreShape => {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    // A checksum computed when presigning would be of an empty body: a browser's PUT must not be held to it.
    requestChecksumCalculation: "WHEN_REQUIRED",
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: Redacted.value(settings.secretAccessKey) }
  })
  return {
    put: (key, body, contentType) =>
      Effect.tryPromise({
        try: () => client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: body, ContentType: contentType })),
        catch: (cause) => new ObjectStoreError({ key, reason: reasonOf(cause) })
      }).pipe(Effect.asVoid),
    get: (key) =>
      Effect.tryPromise({
        try: async () => {
          try {
            const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }))
            const body = await answer.Body!.transformToByteArray()
            return Option.some({ body, contentType: answer.ContentType ?? "application/octet-stream" })
          } catch (cause) {
            if (cause instanceof NoSuchKey) return Option.none()
            throw cause
          }
        },
        catch: (cause) => new ObjectStoreError({ key, reason: reasonOf(cause) })
      }),
    size: (key) =>
      Effect.tryPromise({
        try: async () => {
          try {
            const answer = await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key }))
            return Option.some(answer.ContentLength ?? 0)
          } catch (cause) {
            if (cause instanceof NotFound || cause instanceof NoSuchKey) return Option.none()
            throw cause
          }
        },
        catch: (cause) => new ObjectStoreError({ key, reason: reasonOf(cause) })
      }),
    delete: (key) =>
      Effect.tryPromise({
        try: () => client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key })),
        catch: (cause) => new ObjectStoreError({ key, reason: reasonOf(cause) })
      }).pipe(Effect.asVoid),
    presignPut: (key, bytes, expiresInSeconds) =>
      Effect.tryPromise({
        try: () =>
          getSignedUrl(client, new PutObjectCommand({ Bucket: settings.bucket, Key: key, ContentLength: bytes }), {
            expiresIn: expiresInSeconds
          }),
        catch: (cause) => new ObjectStoreError({ key, reason: reasonOf(cause) })
      }),
    location: { endpoint: settings.endpoint, bucket: settings.bucket }
  }
}
