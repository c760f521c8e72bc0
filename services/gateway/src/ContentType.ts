import { extname } from "node:path"

interface ContentType {
  readonly mime: string
  /** Worth gzipping: text and text-like formats. Images and fonts are compressed already. */
  readonly compressible: boolean
}

const text = (mime: string): ContentType => ({ mime, compressible: true })
const binary = (mime: string): ContentType => ({ mime, compressible: false })

/** What the Vite build emits, plus the usual files beside index.html. */
const byExtension: ReadonlyMap<string, ContentType> = new Map([
  [".html", text("text/html; charset=utf-8")],
  [".js", text("text/javascript; charset=utf-8")],
  [".mjs", text("text/javascript; charset=utf-8")],
  [".css", text("text/css; charset=utf-8")],
  [".json", text("application/json; charset=utf-8")],
  [".map", text("application/json; charset=utf-8")],
  [".webmanifest", text("application/manifest+json; charset=utf-8")],
  [".txt", text("text/plain; charset=utf-8")],
  [".xml", text("application/xml; charset=utf-8")],
  [".svg", text("image/svg+xml")],
  [".wasm", text("application/wasm")],
  [".ico", text("image/x-icon")],
  [".png", binary("image/png")],
  [".jpg", binary("image/jpeg")],
  [".jpeg", binary("image/jpeg")],
  [".gif", binary("image/gif")],
  [".webp", binary("image/webp")],
  [".avif", binary("image/avif")],
  [".woff", binary("font/woff")],
  [".woff2", binary("font/woff2")],
  [".ttf", text("font/ttf")],
  [".otf", text("font/otf")],
  [".mp4", binary("video/mp4")],
  [".webm", binary("video/webm")]
])

const unknown = binary("application/octet-stream")

export const contentTypeOf = (path: string): ContentType => byExtension.get(extname(path).toLowerCase()) ?? unknown
