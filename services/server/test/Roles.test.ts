import { describe, expect, it } from "vitest"
import { parseRoles, ROLE_NAMES } from "../src/Roles.ts"

describe("ROLES", () => {
  it("runs every role when empty or 'all'", () => {
    expect(parseRoles("")).toEqual({ roles: new Set(ROLE_NAMES) })
    expect(parseRoles(" all ")).toEqual({ roles: new Set(ROLE_NAMES) })
  })

  it("reads a comma-separated list, whatever its case and spaces", () => {
    expect(parseRoles("Gateway, api,engine")).toEqual({ roles: new Set(["gateway", "api", "engine"]) })
    expect(parseRoles("mail,alerts,Notifier,digest")).toEqual({ roles: new Set(["mail", "alerts", "notifier", "digest"]) })
  })

  it("names what is not a role", () => {
    expect(parseRoles("gateway,notify,web")).toEqual({
      problem: "ROLES names 'notify', 'web', which are not roles: the roles are gateway, api, engine, mail, alerts, notifier, sms, digest."
    })
  })

  it("refuses the api without a gateway to answer through", () => {
    expect(parseRoles("api,engine")).toEqual({
      problem: "The api role is answered through the gateway of its process: ROLES must name gateway with api."
    })
  })
})
