import { stat } from "node:fs/promises"
import { join, relative, resolve, sep } from "node:path"
import { acceptsGzip } from "./AcceptEncoding.ts"
import { guardedRoute } from "./Guard.ts"
import { plainReply, type Reply } from "./Reply.ts"
import { type WebFile, readWebFile } from "./WebFile.ts"

export interface StaticRequest {
  readonly path: string
  readonly acceptEncoding: string
  readonly ifNoneMatch: string
}

const notBuilt = plainReply(503, "The web app is not built yet. Run `pnpm build`, then reload this page.\n")
const badPath = plainReply(400, "Bad path.\n")
const missingAsset = plainReply(404, "No such asset. The page may be older than the site: reload it.\n")

/** Vite puts a content hash in every name under assets/, so a name never changes meaning. */
const cacheControlFor = (relativePath: string) =>
  relativePath.startsWith(`assets${sep}`) ? "public, max-age=31536000, immutable" : "no-cache"

const matches = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch
    .split(",")
    .map((candidate) => candidate.trim().replace(/^W\//, ""))
    .some((candidate) => candidate === etag || candidate === "*")

/**
 * The Vite build output: files by path, and index.html for every other path
 * so client routes and deep links load the app. Files are read and gzipped on
 * first use and kept in memory; a changed size or mtime (a rebuild) reloads them.
 */
export class StaticSite {
  readonly #root: string | undefined
  readonly #files = new Map<string, { readonly version: string; readonly file: Promise<WebFile> }>()

  constructor(webRoot: string | undefined) {
    this.#root = webRoot === undefined ? undefined : resolve(webRoot)
  }

  async answer(request: StaticRequest): Promise<Reply> {
    const root = this.#root
    if (root === undefined) return notBuilt
    let path: string
    try {
      path = decodeURIComponent(request.path)
    } catch {
      return badPath
    }
    // refuse rather than normalise: no page of ours links upwards
    if (path.includes("\0") || path.includes("\\") || path.split("/").includes("..")) return badPath
    const absolute = join(root, path)
    if (absolute !== root && !absolute.startsWith(root + sep)) return badPath

    const file = await this.#load(absolute)
    if (file !== undefined) return this.#reply(file, relative(root, absolute), request)
    if (path.startsWith("/assets/")) return missingAsset
    const index = await this.#load(join(root, "index.html"))
    return index === undefined ? notBuilt : this.#reply(index, "index.html", request)
  }

  #reply(file: WebFile, relativePath: string, request: StaticRequest): Reply {
    const encoding = file.gzip !== undefined && acceptsGzip(request.acceptEncoding) ? file.gzip : file.identity
    const headers: Array<readonly [string, string]> = [
      ["content-type", file.contentType],
      ["cache-control", cacheControlFor(relativePath)],
      ["etag", encoding.etag],
      ["x-content-type-options", "nosniff"]
    ]
    if (file.gzip !== undefined) headers.push(["vary", "accept-encoding"])
    if (encoding === file.gzip) headers.push(["content-encoding", "gzip"])
    if (matches(request.ifNoneMatch, encoding.etag)) return { status: 304, headers, body: "" }
    return { status: 200, headers, body: encoding.body }
  }

  async #load(path: string): Promise<WebFile | undefined> {
    const stats = await stat(path).catch(() => undefined)
    if (stats === undefined || !stats.isFile()) return undefined
    const version = `${stats.size}:${stats.mtimeMs}`
    const cached = this.#files.get(path)
    if (cached?.version === version) return cached.file
    const entry = { version, file: readWebFile(path) }
    this.#files.set(path, entry)
    // a failed read is retried by the next request, not remembered
    entry.file.catch(() => {
      if (this.#files.get(path) === entry) this.#files.delete(path)
    })
    return entry.file
  }
}

/** Every path that is neither `/api` nor a `/ws` upgrade. */
export const staticRoute = (site: StaticSite, reportFailure: (cause: unknown) => void, siteHeaders: Reply["headers"]) =>
  guardedRoute(reportFailure, siteHeaders, (_res, req, pending) => {
    const method = req.getMethod()
    const path = req.getUrl()
    if (method !== "get" && method !== "head") {
      pending.send(plainReply(405, "Method not allowed.\n", [["allow", "GET, HEAD"]]))
      return
    }
    if (path === "/ws") {
      pending.send(plainReply(426, "This address takes WebSocket connections.\n", [["upgrade", "websocket"]]))
      return
    }
    site
      .answer({ path, acceptEncoding: req.getHeader("accept-encoding"), ifNoneMatch: req.getHeader("if-none-match") })
      .then(
        (reply) => pending.send(reply),
        (cause: unknown) => {
          reportFailure(cause)
          pending.send(plainReply(500, "The file could not be read.\n"))
        }
      )
      // the answer's writing failed: an unhandled rejection would end the process as surely as a throw in uWS
      .catch((cause: unknown) => {
        reportFailure(cause)
        pending.abandon(plainReply(500, "The file could not be read.\n"))
      })
  })
