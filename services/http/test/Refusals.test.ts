import { Messages } from "@redline/domain"
import { beforeAll, describe, expect, it } from "vitest"
import { caller, staffAccessKey, useApi } from "./harness/index.ts"

const api = useApi()
const call = caller(api)
let staffKey: string

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
})

interface OpenApi {
  readonly paths: Record<string, Record<string, { readonly requestBody?: { readonly content: Record<string, unknown> } }>>
}

/** Path parameters that decode, so the body is what the API reads next. */
const examplePath = (path: string) => path.replace("{provider}", "google").replace(/\{[a-z_]+\}/g, "1")

const jsonOperations = async () => {
  const document = (await (await api.fetch("/api/openapi.json")).json()) as OpenApi
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.requestBody?.content["application/json"] !== undefined)
      .map(([method, operation]) => ({ method: method.toUpperCase(), path: examplePath(path), operation }))
  )
}

const send = (method: string, path: string, body: string, contentType = "application/json") =>
  call(method, path, undefined, { key: staffKey, raw: body, headers: { "content-type": contentType } })

describe("a body the operation can't read", () => {
  it("is refused on every operation with a JSON body: malformed, empty, too deep, or in another format", async () => {
    const operations = await jsonOperations()
    expect(operations.length).toBeGreaterThan(30)
    const deep = `${"[".repeat(40)}${"]".repeat(40)}`
    const multipart = '--x\r\ncontent-disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--\r\n'
    for (const { method, path } of operations) {
      const answers = {
        malformed: await send(method, path, '{"amount": 10'),
        empty: await send(method, path, ""),
        deep: await send(method, path, deep),
        multipart: await send(method, path, multipart, "multipart/form-data; boundary=x"),
        form: await send(method, path, "email=a%40example.com", "application/x-www-form-urlencoded"),
        text: await send(method, path, '{"email":"a@example.com"}', "text/plain")
      }
      expect([method, path, answers]).toEqual([
        method,
        path,
        {
          malformed: { status: 400, body: expect.objectContaining({ error_code: 1000, message: Messages.bodyNotJson }) },
          empty: { status: 400, body: expect.objectContaining({ error_code: 1000, message: Messages.bodyEmpty }) },
          deep: { status: 400, body: expect.objectContaining({ error_code: 1000, message: Messages.bodyTooDeep(32) }) },
          multipart: { status: 415, body: expect.objectContaining({ error_code: 1007, message: Messages.bodyNotJsonType }) },
          form: { status: 415, body: expect.objectContaining({ error_code: 1007, message: Messages.bodyNotJsonType }) },
          text: { status: 415, body: expect.objectContaining({ error_code: 1007, message: Messages.bodyNotJsonType }) }
        }
      ])
    }
  }, 60_000)

  it("takes JSON with a charset, and a body without a content type as JSON", async () => {
    const withCharset = await send(
      "POST",
      "/api/v1/auth/login",
      JSON.stringify({ email: "staff@redline.test" }),
      "application/json; charset=utf-8"
    )
    expect(withCharset.body.message).toBe("password is missing.")
    // bytes, as a string body would be sent as text/plain
    const response = await api.fetch("/api/v1/auth/login", {
      method: "POST",
      body: new TextEncoder().encode(JSON.stringify({ password: "x" }))
    })
    expect(((await response.json()) as { message: string }).message).toBe("email is missing.")
  })

  it("refuses JSON where the operation takes a form", async () => {
    const answer = await send("POST", "/api/v1/auth/sso/apple/return", "{}")
    expect(answer).toEqual({ status: 415, body: expect.objectContaining({ error_code: 1007, message: Messages.bodyNotFormType }) })
  })

  it("takes JSON nested as deep as the limit", async () => {
    const nested = (depth: number): unknown => (depth === 0 ? "x" : { to: nested(depth - 1) })
    const answer = await send(
      "POST",
      "/api/v1/auth/login",
      JSON.stringify({ email: 1, redirect_context: { referrer: { to: "/", state: nested(28) } } })
    )
    expect(answer.body.message).toBe("email must be text.")
  })
})

describe("a request that doesn't match the contract", () => {
  it.each([
    ["the body's field of the wrong type", "POST", "/api/v1/auctions/1/watch", { watch: "yes" }, "watch must be true or false."],
    ["a missing field", "POST", "/api/v1/auth/login", {}, "email is missing."],
    ["a body that is no object", "POST", "/api/v1/auth/login", ["a@example.com"], "The request body must be a JSON object."],
    [
      "a number out of range",
      "POST",
      "/api/v1/admin/auctions",
      { title: "Miata", year: 1800 },
      "year must be a whole number from 1900 to 2100."
    ],
    [
      "a value not among the choices",
      "POST",
      "/api/v1/admin/auctions",
      { title: "Miata", year: 1991, make: "Mazda", model: "MX-5", location: "Austin, TX", body_style: "Convertible", transmission: "Auto" },
      'transmission must be one of "Automatic", "Manual".'
    ],
    [
      "a pattern, in its own words",
      "POST",
      "/api/v1/admin/users",
      { email: "nobody", username: "ab", password: "12345678" },
      "email must be an e-mail address."
    ],
    ["a path parameter of fixed choices", "GET", "/api/v1/images/other/a.jpg", undefined, 'folder must be "photos".'],
    ["a missing query parameter", "GET", "/api/v1/auth/access", undefined, "confirm_key is missing."],
    [
      "a query parameter",
      "GET",
      "/api/v1/realtime/rewind?channel=timestamp&since=soon",
      undefined,
      "since must be a whole number of at least 0."
    ]
  ])("names %s and what it must be", async (_, method, path, body, message) => {
    const answer = await call(method, path, body, staffKey)
    expect(answer).toEqual({ status: 400, body: expect.objectContaining({ error_code: 1000, message }) })
  })

  it.each([
    ["a path parameter", "GET", "/api/v1/users/a%00b", undefined, "username can't contain a NUL character."],
    ["a query parameter", "GET", "/api/v1/auctions?sort=%00", undefined, "sort can't contain a NUL character."],
    [
      "a body's field",
      "POST",
      "/api/v1/auth/login",
      { email: "a\u0000@example.com", password: "x" },
      "email can't contain a NUL character."
    ],
    [
      "a nested field",
      "POST",
      "/api/v1/auth/login",
      { email: "a@example.com", password: "x", redirect_context: { referrer: { to: "/\u0000" } } },
      "redirect_context.referrer.to can't contain a NUL character."
    ]
  ])("refuses a NUL character in %s, which the database can't keep", async (_, method, path, body, message) => {
    expect(await call(method, path, body, staffKey)).toEqual({ status: 400, body: expect.objectContaining({ error_code: 1000, message }) })
  })

  it("never shows the schema or echoes what was sent", async () => {
    const sent = { email: { "<script>": "secret-words-1" }, password: ["secret-words-2"] }
    const answer = await call("POST", "/api/v1/auth/login", sent)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe("email must be text.")
    expect(JSON.stringify(answer.body)).not.toMatch(/readonly|secret-words|<script>|\{ /)
  })
})
