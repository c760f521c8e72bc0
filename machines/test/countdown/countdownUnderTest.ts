import { createActor, fromPromise } from "xstate"
import { type CountdownWarning, countdownMachine, type EndCheckAnswer } from "../../src/index.ts"
import { SteppingClock } from "../realtime/SteppingClock.ts"

/** Lets promise actors answer and the machine take their answers. */
export const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export const iso = (ms: number): string => new Date(ms).toISOString()

/**
 * The countdown of an auction ending at `end`, on a simulated clock that starts at 0 and ticks
 * the machine every second, as the page's clock does. `server.checkEnd` answers the end checks;
 * a test replaces it to refuse or to extend.
 */
export function countdownUnderTest({ end }: { readonly end: number }) {
  const clock = new SteppingClock()
  const checks: number[] = []
  const reports: EndCheckAnswer[] = []
  const warnings: Array<{ readonly warning: CountdownWarning; readonly at: number }> = []
  const server = {
    checkEnd: async (): Promise<EndCheckAnswer> => ({ ended: true, status: 101, auction_end: iso(end) })
  }
  const machine = countdownMachine.provide({
    actors: {
      checkEnd: fromPromise(async () => {
        checks.push(clock.now())
        return server.checkEnd()
      })
    },
    actions: {
      report: (_, answer) => {
        reports.push(answer)
      },
      warn: (_, warning) => {
        warnings.push({ warning, at: clock.now() })
      }
    }
  })
  const actor = createActor(machine, { clock, input: { end, now: clock.now() } }).start()

  const tickTo = async (time: number) => {
    while (clock.now() < time) {
      await clock.advanceTo(Math.min(time, Math.floor(clock.now() / 1000) * 1000 + 1000), settled)
      actor.send({ type: "TICK", now: clock.now() })
      await settled()
    }
  }

  return {
    actor,
    clock,
    server,
    checks,
    reports,
    warnings,
    /** Moves the clock `ms` on, ticking the machine every whole second on the way. */
    advance: (ms: number) => tickTo(clock.now() + ms),
    /** Moves the clock to `time` with one tick there, as after a sleeping laptop wakes. */
    jumpTo: async (time: number) => {
      await clock.advanceTo(time, settled)
      actor.send({ type: "TICK", now: clock.now() })
      await settled()
    },
    state: () => actor.getSnapshot().value
  }
}
