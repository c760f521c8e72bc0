import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** A text the local stand-in for Twilio carried. */
export interface StandInText {
  readonly sid: string
  /** `outbound`: sent by Redline (or by the stand-in on its behalf, as Twilio answers STOP); `inbound`: texted to Redline's number. */
  readonly direction: "outbound" | "inbound"
  readonly from: string
  readonly to: string
  readonly body: string
  readonly createdAt: Date
}

type Row = { sid: string; direction: "outbound" | "inbound"; from_number: string; to_number: string; body: string; created_at: Date }

/**
 * What the local SMS stand-in carried, kept in Postgres (`sms_stand_in_messages`) so the dev SMS
 * outbox of any process lists what the stand-in of another sent.
 */
export class SmsStandInLog extends Effect.Service<SmsStandInLog>()("@redline/http/SmsStandInLog", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const record = (text: Omit<StandInText, "createdAt">, now: Date): Effect.Effect<void> =>
      sql`
        INSERT INTO sms_stand_in_messages ${sql.insert({
          sid: text.sid,
          direction: text.direction,
          from_number: text.from,
          to_number: text.to,
          body: text.body,
          created_at: now
        })}`.pipe(Effect.asVoid, Effect.orDie)

    const recent = (limit: number): Effect.Effect<ReadonlyArray<StandInText>> =>
      sql<Row>`
        SELECT sid, direction, from_number, to_number, body, created_at FROM sms_stand_in_messages ORDER BY created_at DESC, id DESC LIMIT ${limit}`.pipe(
        Effect.map((rows) =>
          rows.map((row) => ({
            sid: row.sid,
            direction: row.direction,
            from: row.from_number,
            to: row.to_number,
            body: row.body,
            createdAt: row.created_at
          }))
        ),
        Effect.orDie
      )

    return { record, recent }
  })
}) {}
