import { ConfigProvider, Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { appConfig } from "../src/AppConfig.ts"
import { trustsProxy } from "../src/TrustedProxies.ts"

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

describe("TRUSTED_PROXIES", () => {
  it("trusts no one unless set, then the addresses and CIDR blocks listed", () => {
    expect(config({}).trustedProxies).toEqual([])
    const listed = config({ TRUSTED_PROXIES: " 10.0.0.0/8, 192.0.2.7 ,2001:db8::/32," }).trustedProxies
    expect(listed).toEqual(["10.0.0.0/8", "192.0.2.7", "2001:db8::/32"])
    const trusted = trustsProxy(listed)
    expect(["10.200.3.4", "192.0.2.7", "2001:db8::9"].map(trusted)).toEqual([true, true, true])
    expect(["11.0.0.1", "192.0.2.8", "2001:db9::1", "unknown"].map(trusted)).toEqual([false, false, false, false])
  })

  it("refuses what is no address or block, naming it", () => {
    const refused = read({ TRUSTED_PROXIES: "10.0.0.0/8, proxy.internal" })
    expect(Either.isLeft(refused) && String(refused.left)).toMatch(/'proxy\.internal' is not an address or a CIDR block/)
    expect(Either.isLeft(read({ TRUSTED_PROXIES: "10.0.0.0/33" }))).toBe(true)
  })
})
