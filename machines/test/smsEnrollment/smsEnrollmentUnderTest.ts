import type { SmsEnrollment } from "@redline/api"
import { createActor, fromPromise } from "xstate"
import { smsEnrollmentMachine, type SmsEnrollmentStart, type SmsRefusal } from "../../src/index.ts"
import { SteppingClock } from "../realtime/SteppingClock.ts"

/** Lets promise actors answer and the machine take their answers. */
export const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** 9:00 AM on 1 March 2030, UTC: the clock starts there. */
export const START = Date.UTC(2030, 2, 1, 9, 0, 0)
export const MINUTE = 60_000

export const iso = (ms: number): string => new Date(ms).toISOString()

export const PHONE = "+15035550100"
export const OTHER_PHONE = "+15035550199"
export const SMS_NUMBER: string | null = "+15005550006"

/** No number on the account. */
export const NO_ENROLLMENT: SmsEnrollment = {
  phone_number: null,
  new_phone_number: null,
  validated_at: null,
  validation_expires_at: null,
  can_receive_sms: false,
  is_opted_in: true,
  sms_number: SMS_NUMBER
}

/** A first number, `phone`, its code sent at `at` and taken for ten minutes. */
export const codeSentTo = (phone: string, at: number): SmsEnrollment => ({
  ...NO_ENROLLMENT,
  phone_number: phone,
  validation_expires_at: iso(at + 10 * MINUTE)
})

/** `phone` verified, and a code sent at `at` to `next`, the number replacing it. */
export const changingTo = (phone: string, next: string, at: number): SmsEnrollment => ({
  ...verified(phone, at - 60 * MINUTE),
  new_phone_number: next,
  validation_expires_at: iso(at + 10 * MINUTE)
})

export const verified = (phone: string, at: number): SmsEnrollment => ({
  ...NO_ENROLLMENT,
  phone_number: phone,
  validated_at: iso(at),
  can_receive_sms: true
})

export const refusal = (value: SmsRefusal): SmsRefusal => value

/**
 * The enrollment flow on a simulated clock starting at `START`, its calls answered by `server`
 * (a test replaces one to refuse or to wait); `calls` records what was asked, `verifiedWith`
 * what the flow emitted. `startAt` is where the place that opened it asks it to open.
 */
export function smsEnrollmentUnderTest(initial: SmsEnrollment = NO_ENROLLMENT, startAt?: SmsEnrollmentStart) {
  const clock = new SteppingClock()
  clock.set(START)
  const calls: string[] = []
  const verifiedWith: SmsEnrollment[] = []
  const server = {
    enrollment: initial,
    load: async (): Promise<SmsEnrollment> => server.enrollment,
    send: async (phone: string): Promise<SmsEnrollment> => codeSentTo(phone, clock.now()),
    change: async (phone: string): Promise<SmsEnrollment> => ({
      ...server.enrollment,
      new_phone_number: phone,
      validation_expires_at: iso(clock.now() + 10 * MINUTE)
    }),
    confirm: async (_code: string): Promise<SmsEnrollment> =>
      verified(server.enrollment.new_phone_number ?? server.enrollment.phone_number ?? PHONE, clock.now()),
    remove: async (): Promise<SmsEnrollment> => NO_ENROLLMENT
  }
  const machine = smsEnrollmentMachine.provide({
    actors: {
      loadEnrollment: fromPromise(async () => {
        calls.push("load")
        return server.load()
      }),
      sendCode: fromPromise(async ({ input }) => {
        calls.push(`send ${input.phone}`)
        const answer = await server.send(input.phone)
        server.enrollment = answer
        return answer
      }),
      changeNumber: fromPromise(async ({ input }) => {
        calls.push(`change ${input.phone}`)
        const answer = await server.change(input.phone)
        server.enrollment = answer
        return answer
      }),
      confirmCode: fromPromise(async ({ input }) => {
        calls.push(`confirm ${input.code}`)
        const answer = await server.confirm(input.code)
        server.enrollment = answer
        return answer
      }),
      deleteEnrollment: fromPromise(async () => {
        calls.push("delete")
        server.enrollment = await server.remove()
        return server.enrollment
      })
    }
  })
  const actor = createActor(machine, { clock, input: { now: () => clock.now(), timeZone: "America/Los_Angeles", startAt } })
  actor.on("verified", ({ enrollment }) => verifiedWith.push(enrollment))

  return {
    actor,
    clock,
    server,
    calls,
    verifiedWith,
    start: async () => {
      actor.start()
      await settled()
    },
    /** Sends `event` and lets the calls it starts answer. */
    send: async (event: Parameters<typeof actor.send>[0]) => {
      actor.send(event)
      await settled()
      await settled()
    },
    advance: (ms: number) => clock.advanceTo(clock.now() + ms, settled),
    flow: () => actor.getSnapshot().value.flow,
    context: () => actor.getSnapshot().context,
    busy: () => actor.getSnapshot().hasTag("busy")
  }
}
