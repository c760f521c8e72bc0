import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MAX_HEADER_BYTES, MAX_URL_BYTES } from "../src/HeadLimits.ts"
import { rawRequest } from "./RawHttp.ts"
import { type RunningGateway, startGateway } from "./RunningGateway.ts"

let gateway: RunningGateway

beforeAll(async () => {
  gateway = await startGateway({ port: 0, host: "127.0.0.1", webRoot: undefined }, async () => Response.json({ api: true }))
})

afterAll(() => gateway.stop())

const json = (body: Buffer) => JSON.parse(body.toString()) as unknown

describe("the request line and headers", () => {
  it.each(["/api/v1/health", "/auctions/12"])("refuses a path and query over 8 KiB at %s with 414 JSON", async (path) => {
    const response = await rawRequest(gateway.port, `${path}?q=${"a".repeat(MAX_URL_BYTES)}`)
    expect(response.status).toBe(414)
    expect(response.headers["content-type"]).toBe("application/json")
    expect(response.headers["x-content-type-options"]).toBe("nosniff")
    expect(json(response.body)).toEqual({
      error_code: 1008,
      message: "The address is too long: at most 8 KiB for the path and query together."
    })
  })

  it.each(["/api/v1/health", "/auctions/12"])("refuses headers over 16 KiB at %s with 431 JSON, not uWS's page", async (path) => {
    for (const headers of [
      { "x-big": "a".repeat(MAX_HEADER_BYTES) },
      Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`x-part-${index}`, "b".repeat(500)]))
    ]) {
      const response = await rawRequest(gateway.port, path, { headers })
      expect(response.status).toBe(431)
      expect(json(response.body)).toEqual({ error_code: 1009, message: "The request's headers are too large: at most 16 KiB together." })
    }
  })

  it("refuses a request with a body past the limits without reading it", async () => {
    const response = await fetch(`${gateway.url}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-big": "a".repeat(MAX_HEADER_BYTES) },
      body: JSON.stringify({ email: "a@example.com", password: "x" })
    })
    expect(response.status).toBe(431)
    expect(response.headers.get("connection")).toBe("close")
  })

  it("serves requests within the limits", async () => {
    const response = await rawRequest(gateway.port, `/api/v1/health?q=${"a".repeat(MAX_URL_BYTES - 100)}`, {
      headers: { "x-big": "a".repeat(MAX_HEADER_BYTES - 100) }
    })
    expect(response.status).toBe(200)
    expect(json(response.body)).toEqual({ api: true })
  })
})
