import { describe, expect, it } from "vitest"
import { signInNeedsBotCheck, signInWaitSeconds } from "../src/SignInThrottle.ts"

describe("sign-in throttle", () => {
  it("lets an address fail five times, then makes it wait 2 s, doubling to at most 5 minutes", () => {
    expect([0, 1, 5].map(signInWaitSeconds)).toEqual([0, 0, 0])
    expect([6, 7, 8, 9].map(signInWaitSeconds)).toEqual([2, 4, 8, 16])
    expect([13, 14, 40].map(signInWaitSeconds)).toEqual([256, 300, 300])
  })

  it("asks for the bot check from the third failure for an e-mail address", () => {
    expect([0, 2].map(signInNeedsBotCheck)).toEqual([false, false])
    expect([3, 10].map(signInNeedsBotCheck)).toEqual([true, true])
  })
})
