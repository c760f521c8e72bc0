import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { rawRequest } from "./RawHttp.ts"
import { type RunningGateway, startGateway } from "./RunningGateway.ts"

const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-Bx1.js"></script></head><body><div id="root"></div></body></html>`
const script = `export const bidSteps = [${Array.from({ length: 400 }, (_, i) => i * 100).join(", ")}];\n`.repeat(10)
const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex")

let site: string
let gateway: RunningGateway
beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), "redline-gateway-"))
  const webRoot = join(site, "dist")
  await mkdir(join(webRoot, "assets"), { recursive: true })
  await writeFile(join(webRoot, "index.html"), indexHtml)
  await writeFile(join(webRoot, "assets", "index-Bx1.js"), script)
  await writeFile(join(webRoot, "assets", "logo-C2.png"), png)
  await writeFile(join(webRoot, "robots.txt"), "User-agent: *\n")
  await writeFile(join(site, "secret.txt"), "do not serve")
  gateway = await startGateway({ port: 0, host: "127.0.0.1", webRoot }, async () => Response.json({ api: true }))
})
afterAll(async () => {
  await gateway.stop()
  await rm(site, { recursive: true, force: true })
})

describe("files of the web build", () => {
  it("serves an asset with its type and a year of immutable caching", async () => {
    const response = await rawRequest(gateway.port, "/assets/logo-C2.png", { headers: { "accept-encoding": "gzip" } })
    expect(response.status).toBe(200)
    expect(response.headers["content-type"]).toBe("image/png")
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(response.headers["content-encoding"]).toBeUndefined()
    expect(response.body.equals(png)).toBe(true)
  })

  it("serves index.html at / with no-cache", async () => {
    const response = await rawRequest(gateway.port, "/")
    expect(response.status).toBe(200)
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
    expect(response.headers["cache-control"]).toBe("no-cache")
    expect(response.body.toString()).toBe(indexHtml)
  })

  it("gzips text for clients that accept it, and only for them", async () => {
    const zipped = await rawRequest(gateway.port, "/assets/index-Bx1.js", {
      headers: { "accept-encoding": "gzip, deflate, br" }
    })
    expect(zipped.status).toBe(200)
    expect(zipped.headers["content-type"]).toBe("text/javascript; charset=utf-8")
    expect(zipped.headers["content-encoding"]).toBe("gzip")
    expect(zipped.headers["vary"]).toBe("accept-encoding")
    expect(zipped.body.byteLength).toBeLessThan(Buffer.byteLength(script))
    expect(gunzipSync(zipped.body).toString()).toBe(script)

    for (const acceptEncoding of [undefined, "identity", "gzip;q=0, deflate"]) {
      const plain = await rawRequest(gateway.port, "/assets/index-Bx1.js", {
        headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }
      })
      expect(plain.headers["content-encoding"]).toBeUndefined()
      expect(plain.body.toString()).toBe(script)
    }
  })

  it("decodes through fetch", async () => {
    const response = await fetch(`${gateway.url}/assets/index-Bx1.js`)
    expect(await response.text()).toBe(script)
  })

  it("answers HEAD with the headers and length of GET", async () => {
    const response = await rawRequest(gateway.port, "/robots.txt", { method: "HEAD" })
    expect(response.status).toBe(200)
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8")
    expect(response.headers["content-length"]).toBe(String("User-agent: *\n".length))
    expect(response.body.byteLength).toBe(0)
  })

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await rawRequest(gateway.port, "/assets/index-Bx1.js", { headers: { "accept-encoding": "gzip" } })
    const etag = String(first.headers["etag"])
    const again = await rawRequest(gateway.port, "/assets/index-Bx1.js", {
      headers: { "accept-encoding": "gzip", "if-none-match": etag }
    })
    expect(again.status).toBe(304)
    expect(again.body.byteLength).toBe(0)
    // the gzip and identity forms are different bytes, so their validators differ
    const identity = await rawRequest(gateway.port, "/assets/index-Bx1.js", { headers: { "if-none-match": etag } })
    expect(identity.status).toBe(200)
  })

  it("serves a rebuilt file, not the remembered one", async () => {
    const robots = join(site, "dist", "robots.txt")
    await writeFile(robots, "User-agent: *\nDisallow: /account/\n")
    const response = await rawRequest(gateway.port, "/robots.txt")
    expect(response.body.toString()).toBe("User-agent: *\nDisallow: /account/\n")
  })
})

describe("client routes", () => {
  it.each(["/auctions/12/some-slug", "/past-auctions/", "/account/settings?enroll_sms=true", "/assets"])(
    "serves index.html for %s",
    async (path) => {
      const response = await rawRequest(gateway.port, path)
      expect(response.status).toBe(200)
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
      expect(response.headers["cache-control"]).toBe("no-cache")
      expect(response.body.toString()).toBe(indexHtml)
    }
  )

  it("answers 404 for a missing asset rather than HTML under a script's name", async () => {
    const response = await rawRequest(gateway.port, "/assets/index-OLD.js")
    expect(response.status).toBe(404)
  })

  it("keeps /api for the API", async () => {
    expect(await (await fetch(`${gateway.url}/api/v1/anything`)).json()).toEqual({ api: true })
  })

  it("tells plain HTTP on /ws to upgrade", async () => {
    expect((await rawRequest(gateway.port, "/ws")).status).toBe(426)
  })

  it("refuses other methods", async () => {
    const response = await rawRequest(gateway.port, "/auctions/12", { method: "POST" })
    expect(response.status).toBe(405)
    expect(response.headers["allow"]).toBe("GET, HEAD")
  })
})

describe("odd paths", () => {
  const oddPaths = [
    "/../secret.txt",
    "/%2e%2e/secret.txt",
    "/assets/..%2f..%2fsecret.txt",
    "/assets/%2E%2E/%2E%2E/secret.txt",
    "/..%5csecret.txt",
    "/%00",
    "/auctions%00.html",
    "//evil.example/",
    "/auctions//12",
    "/assets%2findex.js",
    "/%c0%ae%c0%ae/secret.txt",
    "/%e0%80%ae%e0%80%ae/secret.txt",
    "/%ZZ",
    "/./index.html"
  ]

  it.each(oddPaths)("answers %s with 404, serving nothing", async (path) => {
    const response = await rawRequest(gateway.port, path)
    expect(response.status).toBe(404)
    expect(response.body.toString()).toBe("There is no page at this address.\n")
  })

  it("answers them with 404 without a web build too, not that the app is not built", async () => {
    const bare = await startGateway({ port: 0, host: "127.0.0.1", webRoot: undefined })
    try {
      for (const path of oddPaths) expect([path, (await rawRequest(bare.port, path)).status]).toEqual([path, 404])
    } finally {
      await bare.stop()
    }
  })
})

describe("without a web build", () => {
  it.each([
    ["no webRoot", undefined],
    ["a missing webRoot", join(tmpdir(), "redline-gateway-never-built")]
  ])("answers 503 with %s, and still serves the API", async (_, webRoot) => {
    const bare = await startGateway({ port: 0, host: "127.0.0.1", webRoot }, async () => Response.json({ api: true }))
    try {
      for (const path of ["/", "/auctions/12/some-slug"]) {
        const response = await fetch(`${bare.url}${path}`)
        expect(response.status).toBe(503)
        expect(await response.text()).toContain("pnpm build")
      }
      expect((await fetch(`${bare.url}/api/v1/health`)).status).toBe(200)
    } finally {
      await bare.stop()
    }
  })
})
