import { Kvm } from "@nats-io/kv"
import { Effect } from "effect"
import { freshBusPrefix } from "../BusTest.ts"
import { natsConnection } from "../NatsBus.ts"

/**
 * A NATS_NAMESPACE of its own for the server processes one test starts, so their subjects and
 * engine leases are apart from every other test's on the same NATS server. At the end of the
 * scope the key-value buckets made under it (the engines' leases) are removed.
 */
export const freshNatsNamespace = Effect.acquireRelease(Effect.sync(freshBusPrefix), (namespace) =>
  Effect.gen(function* () {
    const url = process.env["NATS_URL"]
    if (url === undefined || url === "") return
    const connection = yield* natsConnection(url)
    const kvm = new Kvm(connection)
    yield* Effect.tryPromise(async () => {
      for await (const bucket of kvm.list()) {
        if (bucket.bucket.endsWith(`_${namespace}`)) await kvm.open(bucket.bucket).then((kv) => kv.destroy())
      }
    })
  }).pipe(Effect.scoped, Effect.ignore)
)
