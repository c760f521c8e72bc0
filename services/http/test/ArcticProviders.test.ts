import { describe, expect, it } from "vitest"
import { facebookProvider } from "../src/sso/ArcticProviders.ts"

describe("facebookProvider", () => {
  it("asks for the e-mail again when the person declined it before", () => {
    const url = facebookProvider("app-id", "app-secret", "https://redline.example/auth/fb/").authorizationUrl("state-1", "verifier")
    expect(url.searchParams.get("scope")).toBe("public_profile email")
    expect(url.searchParams.get("auth_type")).toBe("rerequest")
    expect(url.searchParams.get("state")).toBe("state-1")
  })
})
