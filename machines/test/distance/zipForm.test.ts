import { describe, expect, it } from "vitest"
import { type AnyEventObject, initialTransition, transition } from "xstate"
import { type ZipFormEvent, zipFormMachine } from "../../src/index.ts"
import { done, failed } from "../actorEvents.ts"
import type { DistanceSetting } from "@redline/domain"

type Step = ZipFormEvent | AnyEventObject

const after = (steps: ReadonlyArray<Step> = [], setting: DistanceSetting | null = null) => {
  let [snapshot] = initialTransition(zipFormMachine, { setting })
  for (const step of steps) [snapshot] = transition(zipFormMachine, snapshot, step as ZipFormEvent)
  return snapshot
}

const saving = "0.zipForm.saving"
const typeZip = (zip: string): Step => ({ type: "CHANGE_ZIP", zip })
const SUBMIT: Step = { type: "SUBMIT" }

describe("the zip form", () => {
  it("starts in the US within 500 miles, or from the setting saved", () => {
    expect(after().context).toEqual({ country: "US", zip: "", maxDistance: 500, problem: null })
    expect(after([], { country: "US", zip_code: "97201", max_distance: 100 }).context).toMatchObject({ zip: "97201", maxDistance: 100 })
    expect(after([], { country: "CA", zip_code: null, max_distance: null }).context).toMatchObject({ country: "CA", maxDistance: 500 })
  })

  it("strips whitespace as typed and keeps 5 characters", () => {
    expect(after([typeZip(" 97 2011234")]).context.zip).toBe("97201")
  })

  it("asks for a zip code in the US before sending anything", () => {
    const snapshot = after([typeZip("  "), SUBMIT])
    expect(snapshot.value).toBe("editing")
    expect(snapshot.context.problem).toBe("Please enter a zip code")
    expect(after([typeZip("  "), SUBMIT, typeZip("9")]).context.problem).toBeNull()
  })

  it("clears errors on 'In Canada?' and 'In the US?', and needs no zip in Canada", () => {
    const canada = after([SUBMIT, { type: "TOGGLE_COUNTRY" }])
    expect(canada.context).toMatchObject({ country: "CA", problem: null })
    expect(after([SUBMIT, { type: "TOGGLE_COUNTRY" }, { type: "TOGGLE_COUNTRY" }]).context).toMatchObject({ country: "US", problem: null })
    expect(after([{ type: "TOGGLE_COUNTRY" }, SUBMIT]).children).toHaveProperty(saving)
  })

  it("saves the setting, taking nothing more meanwhile, and ends with it", () => {
    const sending = after([typeZip("97201"), { type: "CHANGE_DISTANCE", maxDistance: 0 }, SUBMIT])
    expect(sending.value).toBe("saving")
    expect(transition(zipFormMachine, sending, typeZip("1") as ZipFormEvent)[0].context.zip).toBe("97201")
    const saved = after([typeZip("97201"), { type: "CHANGE_DISTANCE", maxDistance: 0 }, SUBMIT, done(saving)])
    expect(saved.status).toBe("done")
    expect(saved.output).toEqual({ country: "US", zip_code: "97201", max_distance: 0 })
  })

  it("shows the server's 'Invalid zip code', keeping what was typed, and clears it on typing or toggling", () => {
    const refused = after([typeZip("99999"), SUBMIT, failed(saving, { reason: "invalid_zip" })])
    expect(refused.value).toBe("editing")
    expect(refused.context).toMatchObject({ zip: "99999", problem: "Invalid zip code" })
    expect(
      after([typeZip("99999"), SUBMIT, failed(saving, { reason: "invalid_zip" }), { type: "TOGGLE_COUNTRY" }]).context.problem
    ).toBeNull()
    expect(after([typeZip("97201"), SUBMIT, failed(saving, new Error("offline"))]).context.problem).toBe(
      "Sorry, an error occurred. Please try again."
    )
  })
})
