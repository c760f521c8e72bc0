import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The fencing epochs of the engine's partitions. A process that takes a
 * partition over raises its epoch; every write of the auction engine checks
 * that the epoch is still its own, so an owner that lost its lease cannot write.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE engine_partitions (
      partition integer PRIMARY KEY,
      epoch bigint NOT NULL,
      owner text NOT NULL,
      claimed_at timestamptz NOT NULL DEFAULT now()
    )`
})
