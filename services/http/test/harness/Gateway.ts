import { Bus, gatewaySubject, RegistrationReplyCodec, type RegistrationRequest, RegistrationRequestCodec } from "@redline/infra"
import { Effect, Exit, Option, Scope } from "effect"
import { afterAll, beforeAll } from "vitest"
import type { Api } from "./Api.ts"

/**
 * A gateway that holds every socket whose id starts with `<gatewayId>_`, for the test file's API:
 * it answers the API's registrations on the bus as the real gateway does, and keeps what it was
 * asked to do, in order. It starts after the API and stops before it.
 */
export const useGatewayStandIn = (api: Api, gatewayId: string): ReadonlyArray<RegistrationRequest> => {
  const asked: Array<RegistrationRequest> = []
  const scope = Effect.runSync(Scope.make())
  beforeAll(() =>
    api.run(
      Effect.gen(function* () {
        const bus = yield* Bus
        yield* bus.serve(gatewaySubject(gatewayId), { queue: gatewayId }, (message) =>
          Effect.sync(() => {
            Option.map(RegistrationRequestCodec.decode(message.data), (request) => asked.push(request))
            return RegistrationReplyCodec.encode({ ok: true })
          })
        )
      }).pipe(Scope.extend(scope))
    )
  )
  // After-hooks run in the reverse order of their registration: this one before the API closes.
  afterAll(() => Effect.runPromise(Scope.close(scope, Exit.void)))
  return asked
}
