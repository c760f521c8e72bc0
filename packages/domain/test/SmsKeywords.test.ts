import { describe, expect, it } from "vitest"
import { smsKeyword } from "../src/SmsKeywords.ts"

describe("smsKeyword", () => {
  it("reads Twilio's opt-out, opt-in and help words in any case", () => {
    for (const body of ["STOP", "stop", " Stop ", "Stop.", "unsubscribe", "CANCEL", "end", "quit", "stop all", "STOPALL"]) {
      expect(smsKeyword(body)).toBe("stop")
    }
    for (const body of ["START", "start", "Yes", "unstop!"]) expect(smsKeyword(body)).toBe("start")
    for (const body of ["HELP", "help?", "info"]) expect(smsKeyword(body)).toBe("help")
  })

  it("takes a keyword only as the whole message", () => {
    for (const body of ["stop texting me", "please stop", "", "starter", "help me"]) expect(smsKeyword(body)).toBeNull()
  })
})
