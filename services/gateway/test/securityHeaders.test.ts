import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { contentSecurityPolicy, securityHeaders } from "../src/index.ts"
import { rawRequest } from "./RawHttp.ts"
import { type RunningGateway, startGateway } from "./RunningGateway.ts"

const site = {
  publicUrl: "http://127.0.0.1:3000",
  connect: ["http://127.0.0.1:41234"],
  frames: ["http://127.0.0.1:3000"]
}

describe("the security policy", () => {
  it("is built from the site's sources: its socket, the upload targets, the players it frames", () => {
    expect(contentSecurityPolicy(site)).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self' ws://127.0.0.1:3000 http://127.0.0.1:41234",
        "frame-src http://127.0.0.1:3000",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'"
      ].join("; ")
    )
  })

  it("frames nothing when no player is configured, and speaks wss to an https site", () => {
    const policy = contentSecurityPolicy({ publicUrl: "https://redline.example" })
    expect(policy).toContain("frame-src 'none'")
    expect(policy).toContain("connect-src 'self' wss://redline.example;")
  })

  it("asks for HSTS only where the site is https", () => {
    const names = (publicUrl: string) => securityHeaders({ publicUrl }).map(([name]) => name)
    expect(names("https://redline.example")).toContain("strict-transport-security")
    expect(names("http://127.0.0.1:3000")).not.toContain("strict-transport-security")
    expect(new Map(securityHeaders({ publicUrl: "https://redline.example" })).get("strict-transport-security")).toBe("max-age=31536000")
  })
})

let webRoot: string
let gateway: RunningGateway
beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), "redline-headers-"))
  await mkdir(join(webRoot, "assets"), { recursive: true })
  await writeFile(join(webRoot, "index.html"), "<!doctype html><title>Redline</title>")
  await writeFile(join(webRoot, "assets", "index-Bx1.js"), "export {}\n")
  gateway = await startGateway({ port: 0, host: "127.0.0.1", webRoot, site }, async (request) => {
    const { pathname } = new URL(request.url)
    if (pathname === "/api/throws") throw new Error("the handler broke")
    if (pathname === "/api/own-policy") return new Response("{}", { headers: { "content-security-policy": "sandbox" } })
    return Response.json({ error_code: 1001, message: "Not found" }, { status: 404 })
  })
})
afterAll(async () => {
  await gateway.stop()
  await rm(webRoot, { recursive: true, force: true })
})

describe("every answer of the gateway", () => {
  it("carries the policy, no framing, no sniffing and the referrer policy: pages, files, the API and the gateway's own refusals", async () => {
    const answers = {
      page: await rawRequest(gateway.port, "/auctions/7"),
      asset: await rawRequest(gateway.port, "/assets/index-Bx1.js"),
      missingAsset: await rawRequest(gateway.port, "/assets/gone-X1.js"),
      badPath: await rawRequest(gateway.port, "/%2e%2e/secret"),
      wrongMethod: await rawRequest(gateway.port, "/", { method: "POST" }),
      api: await rawRequest(gateway.port, "/api/v1/nothing"),
      apiBroken: await rawRequest(gateway.port, "/api/throws"),
      tooLarge: await rawRequest(gateway.port, "/api/v1/auth/login", {
        method: "POST",
        headers: { "content-length": String(2 * 1024 * 1024) }
      })
    }
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.headers["content-security-policy"], name).toBe(contentSecurityPolicy(site))
      expect(answer.headers["x-frame-options"], name).toBe("DENY")
      expect(answer.headers["x-content-type-options"], name).toBe("nosniff")
      expect(answer.headers["referrer-policy"], name).toBe("strict-origin-when-cross-origin")
      expect(answer.headers["strict-transport-security"], name).toBeUndefined()
    }
    expect(answers.apiBroken.status).toBe(500)
    expect(answers.tooLarge.status).toBe(413)
  })

  it("keeps a policy the API set for its own answer", async () => {
    const answer = await rawRequest(gateway.port, "/api/own-policy")
    expect(answer.headers["content-security-policy"]).toBe("sandbox")
    expect(answer.headers["x-frame-options"]).toBe("DENY")
  })

  it("says each header once, even where the answer set it too", async () => {
    const answer = await rawRequest(gateway.port, "/assets/index-Bx1.js")
    expect(answer.headers["x-content-type-options"]).toBe("nosniff")
  })
})
