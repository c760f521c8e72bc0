import { ConfigProvider, Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { appConfig } from "../src/AppConfig.ts"

const read = (env: Record<string, string>) =>
  Effect.runSync(Effect.either(appConfig).pipe(Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env))))))

const config = (env: Record<string, string>) => Either.getOrThrow(read(env))

describe("stand-ins", () => {
  it("serve on a loopback HOST, the default, unless STAND_INS=false", () => {
    expect(config({}).standIns).toBe(true)
    expect(config({ HOST: "localhost" }).standIns).toBe(true)
    expect(config({ HOST: "::1" }).standIns).toBe(true)
    expect(config({ HOST: "127.0.0.1", STAND_INS: "false" }).standIns).toBe(false)
  })

  it("don't serve on a public HOST, every interface included, unless STAND_INS=true", () => {
    expect(config({ HOST: "0.0.0.0" }).standIns).toBe(false)
    expect(config({ HOST: "::" }).standIns).toBe(false)
    expect(config({ HOST: "203.0.113.7" }).standIns).toBe(false)
    expect(config({ HOST: "0.0.0.0", STAND_INS: "true" }).standIns).toBe(true)
  })
})

describe("PUBLIC_URL", () => {
  it("is the port on HOST unless set, on loopback when listening everywhere, without a trailing slash", () => {
    expect(config({}).publicUrl).toBe("http://127.0.0.1:3000")
    expect(config({ HOST: "0.0.0.0", PORT: "8080" }).publicUrl).toBe("http://127.0.0.1:8080")
    expect(config({ HOST: "::1" }).publicUrl).toBe("http://[::1]:3000")
    expect(config({ PUBLIC_URL: "https://redline.example/" }).publicUrl).toBe("https://redline.example")
  })

  it("must be an http or https address", () => {
    expect(Either.isLeft(read({ PUBLIC_URL: "redline.example" }))).toBe(true)
    expect(Either.isLeft(read({ PUBLIC_URL: "javascript:alert(1)" }))).toBe(true)
  })
})
