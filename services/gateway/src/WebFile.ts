import { createHash } from "node:crypto"
import { readFile } from "node:fs/promises"
import { promisify } from "node:util"
import { constants, gzip } from "node:zlib"
import { contentTypeOf } from "./ContentType.ts"

const gzipAsync = promisify(gzip)

/** One representation of a file: its bytes and the validator that names them. */
export interface Encoding {
  readonly body: Uint8Array
  readonly etag: string
}

/** A file of the web build, read once and kept in memory with its gzip form. */
export interface WebFile {
  readonly contentType: string
  readonly identity: Encoding
  /** Absent when the type does not compress or gzip would not make it smaller. */
  readonly gzip: Encoding | undefined
}

export const readWebFile = async (path: string): Promise<WebFile> => {
  const body = await readFile(path)
  const type = contentTypeOf(path)
  const tag = createHash("sha256").update(body).digest("base64url").slice(0, 22)
  const identity: Encoding = { body, etag: `"${tag}"` }
  if (!type.compressible) return { contentType: type.mime, identity, gzip: undefined }
  // compressed once per file version, so the slowest level costs nothing later
  const zipped = await gzipAsync(body, { level: constants.Z_BEST_COMPRESSION })
  return {
    contentType: type.mime,
    identity,
    gzip: zipped.byteLength < body.byteLength ? { body: zipped, etag: `"${tag}-gzip"` } : undefined
  }
}
