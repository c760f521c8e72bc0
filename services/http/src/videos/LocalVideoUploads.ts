import { SqlClient } from "@effect/sql"
import { VIDEO_SIGNATURE_BYTES, type VideoMediaType, videoMediaTypeOf } from "@redline/domain"
import { currentDate, ObjectStore } from "@redline/infra"
import { Effect, Option } from "effect"
import { createHash, randomBytes } from "node:crypto"
import type { UploadRequest } from "./VideoHost.ts"

/** An upload of the local video host as tus sees it. */
export interface LocalUpload {
  readonly uid: string
  readonly name: string
  readonly length: number
  readonly offset: number
  readonly completedAt: Date | null
}

/** What a tus PATCH of `bytes` at `offset` came to. */
export type AppendOutcome =
  | { readonly _tag: "Appended"; readonly offset: number }
  | { readonly _tag: "NotFound" }
  | { readonly _tag: "OffsetMismatch"; readonly offset: number }
  | { readonly _tag: "BeyondLength"; readonly length: number }

/** Upload URLs name a random token; only its hash is kept, so the table can't be used to upload. */
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex")

interface UploadRow {
  uid: string
  name: string
  upload_length: number
  upload_offset: number
  expires_at: Date
  completed_at: Date | null
}

const uploadOf = (row: UploadRow): LocalUpload => ({
  uid: row.uid,
  name: row.name,
  length: row.upload_length,
  offset: row.upload_offset,
  completedAt: row.completed_at
})

/**
 * The uploads of the local video host: a tus offset per upload in Postgres, the bytes in the
 * object store, one object per chunk received. A chunk counts once its object is stored and
 * the offset moved past it in one statement that also checks the offset is still where the
 * chunk began, so two clients sending the same chunk can't both append it. Shared by every
 * process through the database and the store. A failure of either is a defect.
 */
export class LocalVideoUploads extends Effect.Service<LocalVideoUploads>()("@redline/http/LocalVideoUploads", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const store = yield* ObjectStore

    const columns = sql`uid, name, upload_length::float8 AS upload_length, upload_offset::float8 AS upload_offset, expires_at, completed_at`

    /** The upload `token` names, unless it is unknown or its time is up. */
    const byToken = (token: string): Effect.Effect<Option.Option<LocalUpload>> =>
      Effect.gen(function* () {
        const now = yield* currentDate
        const [row] = yield* sql<UploadRow>`
          SELECT ${columns} FROM local_video_uploads WHERE token_hash = ${hashOf(token)} AND expires_at > ${now}`
        return Option.map(Option.fromNullable(row), uploadOf)
      }).pipe(Effect.orDie)

    const byUid = (uid: string): Effect.Effect<Option.Option<LocalUpload>> =>
      Effect.map(sql<UploadRow>`SELECT ${columns} FROM local_video_uploads WHERE uid = ${uid}`, ([row]) =>
        Option.map(Option.fromNullable(row), uploadOf)
      ).pipe(Effect.orDie)

    const chunk = (key: string): Effect.Effect<Uint8Array> =>
      Effect.flatMap(
        store.get(key).pipe(Effect.orDie),
        Option.match({
          onNone: () => Effect.die(new Error(`The chunk ${key} of a finished video upload is missing`)),
          onSome: (object) => Effect.succeed(object.body)
        })
      )

    return {
      /** A new upload; answers the video's uid and the secret token its upload URL names. */
      create: (request: UploadRequest): Effect.Effect<{ readonly uid: string; readonly token: string }> =>
        Effect.gen(function* () {
          const uid = randomBytes(16).toString("hex")
          const token = randomBytes(32).toString("base64url")
          yield* sql`INSERT INTO local_video_uploads ${sql.insert({
            uid,
            token_hash: hashOf(token),
            creator: request.creator,
            name: request.name,
            max_duration_seconds: request.maxDurationSeconds,
            upload_length: request.size,
            created_at: yield* currentDate,
            expires_at: request.expiresAt
          })}`
          return { uid, token }
        }).pipe(Effect.orDie),

      byToken,
      byUid,

      append: (token: string, offset: number, bytes: Uint8Array): Effect.Effect<AppendOutcome> =>
        Effect.gen(function* () {
          const found = yield* byToken(token)
          if (Option.isNone(found)) return { _tag: "NotFound" } as const
          const upload = found.value
          if (offset !== upload.offset) return { _tag: "OffsetMismatch", offset: upload.offset } as const
          if (offset + bytes.byteLength > upload.length) return { _tag: "BeyondLength", length: upload.length } as const
          if (bytes.byteLength === 0) return { _tag: "Appended", offset } as const
          // A fresh key per attempt: a chunk that loses the race below never overwrites the winner's.
          const key = `videos/${upload.uid}/${String(offset).padStart(12, "0")}-${randomBytes(4).toString("hex")}`
          yield* store.put(key, bytes, "application/octet-stream")
          const now = yield* currentDate
          const [moved] = yield* sql<{ upload_offset: number }>`
            UPDATE local_video_uploads
               SET upload_offset = upload_offset + ${bytes.byteLength},
                   parts = array_append(parts, ${key}),
                   completed_at = CASE WHEN upload_offset + ${bytes.byteLength} = upload_length THEN ${now}::timestamptz END
             WHERE uid = ${upload.uid} AND upload_offset = ${offset}
         RETURNING upload_offset::float8 AS upload_offset`
          if (moved !== undefined) return { _tag: "Appended", offset: moved.upload_offset } as const
          // Another request appended first: the client asks where the upload stands and goes on from there.
          const current = yield* byUid(upload.uid)
          return { _tag: "OffsetMismatch", offset: Option.match(current, { onNone: () => 0, onSome: (row) => row.offset }) } as const
        }).pipe(Effect.orDie),

      /** A finished upload's bytes, chunk by chunk in order; none while it is unfinished. */
      chunks: (uid: string): Effect.Effect<Option.Option<ReadonlyArray<string>>> =>
        Effect.map(
          sql<{ parts: ReadonlyArray<string> }>`
            SELECT parts FROM local_video_uploads WHERE uid = ${uid} AND completed_at IS NOT NULL`,
          ([row]) => Option.map(Option.fromNullable(row), (found) => found.parts)
        ).pipe(Effect.orDie),

      chunk,

      /**
       * What a finished upload's first bytes, read from its chunks in order, show it to be: a
       * video's type (`videoMediaTypeOf`), or null for anything else. Never its name or the
       * type the uploader claimed.
       */
      mediaType: (chunks: ReadonlyArray<string>): Effect.Effect<VideoMediaType | null> =>
        Effect.gen(function* () {
          const leading: Array<Uint8Array> = []
          let length = 0
          for (const key of chunks) {
            if (length >= VIDEO_SIGNATURE_BYTES) break
            const bytes = yield* chunk(key)
            leading.push(bytes.subarray(0, VIDEO_SIGNATURE_BYTES - length))
            length += leading[leading.length - 1]!.byteLength
          }
          return videoMediaTypeOf(Buffer.concat(leading))
        })
    }
  })
}) {}
