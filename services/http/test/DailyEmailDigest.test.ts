import { it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { AuctionStatus } from "@redline/domain"
import { Outbox } from "@redline/infra"
import { freshDatabase } from "@redline/infra/testing"
import { Effect, Layer, TestClock, TestServices } from "effect"
import { expect } from "vitest"
import { AccountsConfig } from "../src/accounts/AccountsConfig.ts"
import { SigningKey } from "../src/auth/SigningKey.ts"
import { DailyEmailDigest } from "../src/dailyEmail/DailyEmailDigest.ts"
import { DailyEmailLinks } from "../src/dailyEmail/DailyEmailLinks.ts"
import { DailyEmailRounds } from "../src/dailyEmail/DailyEmailRounds.ts"
import { insertAuctions } from "./harness/Auctions.ts"
import { eventually } from "./harness/Eventually.ts"

const services = Layer.mergeAll(Outbox.Default, AccountsConfig.Test()).pipe(Layer.provideMerge(freshDatabase))
const layer = Layer.mergeAll(DailyEmailDigest.Default, DailyEmailLinks.Default).pipe(
  Layer.provideMerge(SigningKey.Default),
  Layer.provideMerge(services)
)

const at = (iso: string) => new Date(iso)

interface Mail {
  readonly recipient: string
  readonly subject: string
  readonly body: string
  readonly html: string
  readonly list_unsubscribe: string | null
}

const mailSince = (afterId: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql<Mail>`SELECT recipient, subject, body, html, list_unsubscribe FROM outbox WHERE id > ${afterId} ORDER BY id`
  ).pipe(Effect.orDie)

const lastMailId = Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: number | null }>`SELECT max(id) AS id FROM outbox`).pipe(
  Effect.map((rows) => rows[0]?.id ?? 0),
  Effect.orDie
)

const subscribe = (emails: ReadonlyArray<string>) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`INSERT INTO daily_email_subscriptions ${sql.insert(emails.map((email) => ({ email })))} ON CONFLICT DO NOTHING`
  ).pipe(Effect.orDie)

const editions = Effect.flatMap(
  SqlClient.SqlClient,
  (sql) =>
    sql<{ day: string | null; auctions: number | null; mails: number; finished: boolean }>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, auctions, mails, finished_at IS NOT NULL AS finished FROM daily_emails ORDER BY id`
).pipe(Effect.orDie)

/** An auction of the given status that went live at `start`; answers its id. */
const auctionStartedAt = (title: string, start: Date, status: number = AuctionStatus.live) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [id] = yield* insertAuctions(
      [
        {
          title,
          status,
          endInHours: 24 * 7,
          year: 1991,
          transmission: "Manual",
          bodyStyle: "Coupe",
          mileage: 41_000,
          currentBid: 0,
          reserve: null,
          photoKey: `photos/${title.replaceAll(" ", "-")}.jpg`
        }
      ],
      start
    )
    yield* sql`UPDATE auctions SET auction_start = ${start} WHERE id = ${id!}`.pipe(Effect.orDie)
    // the harness makes its seller each time: the one made now steps aside for the next
    yield* sql`UPDATE users SET email = ${`seller${id}@example.com`}, username = ${`garage_find_${id}`} WHERE email = 'seller@example.com'`.pipe(
      Effect.orDie
    )
    return id!
  })

// The tests follow one another over one database: each day's edition takes in what went live since the day before's.
it.layer(layer, { timeout: 180_000 })("the Daily Email", (it) => {
  it.effect("goes out at its time, once that day, to every subscriber, with the auctions that went live since the day before", () =>
    Effect.gen(function* () {
      yield* subscribe(["ann@example.com", "bo@example.com"])
      const fresh = yield* auctionStartedAt("1991 Porsche 911 Carrera", at("2025-06-10T09:00:00Z"))
      yield* auctionStartedAt("1989 Porsche 944 Turbo", at("2025-06-09T10:00:00Z")) // before the day
      yield* auctionStartedAt("1995 Porsche 993 Coupe", at("2025-06-10T10:00:00Z"), AuctionStatus.sold) // over already
      const before = yield* lastMailId

      yield* TestClock.setTime(at("2025-06-10T13:59:00Z").getTime())
      yield* Effect.forkScoped(Layer.launch(DailyEmailRounds.Default))
      yield* TestClock.adjust("30 seconds") // 13:59:30: not yet
      yield* TestServices.provideLive(Effect.sleep("300 millis"))
      expect(yield* editions).toEqual([])

      yield* TestClock.adjust("30 seconds") // 14:00
      yield* eventually(editions, (rows) => rows[0]?.finished === true)
      expect(yield* editions).toEqual([{ day: "2025-06-10", auctions: 1, mails: 2, finished: true }])
      const mails = yield* mailSince(before)
      expect(mails.map((mail) => mail.recipient)).toEqual(["ann@example.com", "bo@example.com"])

      const links = yield* DailyEmailLinks
      const [ann] = mails
      expect(ann!.subject).toBe("Today on Redline: 1 new auction")
      const page = `http://redline.test/auctions/${fresh}/1991-porsche-911-carrera`
      expect(ann!.body).toContain(`1991 Porsche 911 Carrera\n~41,000 Miles\n${page}`)
      expect(ann!.body).not.toContain("944")
      expect(ann!.body).not.toContain("993")
      expect(ann!.body).toContain(`Unsubscribe: ${links.page("ann@example.com")}`)
      expect(ann!.html).toMatch(/<img\s+src="http:\/\/redline\.test\/api\/v1\/images\/photos\/1991-Porsche-911-Carrera\.jpg\?w=1200"/)
      expect(ann!.html).toContain(`<a href="${page}"`)
      expect(ann!.html).toContain(`<a href="${links.page("ann@example.com").replace("&", "&amp;")}"`)
      expect(ann!.list_unsubscribe).toBe(links.oneClick("ann@example.com"))

      // the rest of the day: rounds go on, the edition is not sent again
      yield* TestClock.adjust("5 hours")
      yield* TestServices.provideLive(Effect.sleep("300 millis"))
      expect(yield* editions).toHaveLength(1)
      expect(yield* mailSince(before)).toHaveLength(2)
    }).pipe(Effect.scoped)
  )

  it.effect("mails nobody when no auction went live since the last edition, and the next takes in only what is new", () =>
    Effect.gen(function* () {
      const digest = yield* DailyEmailDigest
      const before = yield* lastMailId
      expect(yield* digest.round(at("2025-06-11T14:00:10Z"))).toBe(0)
      expect((yield* editions).at(-1)).toEqual({ day: "2025-06-11", auctions: 0, mails: 0, finished: true })
      expect(yield* mailSince(before)).toEqual([])

      yield* auctionStartedAt("1972 Datsun 240Z", at("2025-06-12T08:00:00Z"))
      expect(yield* digest.round(at("2025-06-12T14:00:05Z"))).toBe(2)
      const mails = yield* mailSince(before)
      expect(mails.every((mail) => mail.body.includes("1972 Datsun 240Z") && !mail.body.includes("911"))).toBe(true)
    })
  )

  it.effect(
    "is sent once whichever processes claim it at once, in batches, each subscriber mailed once; a half-sent edition is finished",
    () =>
      Effect.gen(function* () {
        const digest = yield* DailyEmailDigest
        const many = Array.from({ length: 1_100 }, (_, i) => `reader${String(i).padStart(4, "0")}@example.com`)
        yield* subscribe(many)
        yield* auctionStartedAt("1987 Buick GNX", at("2025-06-13T07:00:00Z"))
        const before = yield* lastMailId

        // one process claims the day and sends one batch, then stops
        const now = at("2025-06-13T14:00:00Z")
        expect(yield* digest.claimDue(now)).toBe(true)
        expect(yield* digest.sendBatch(now)).toMatchObject({ _tag: "Sent", mails: 500, finished: false })
        // two others come along at once
        const claimed = yield* Effect.all([digest.claimDue(now), digest.claimDue(now)], { concurrency: 2 })
        expect(claimed).toEqual([false, false])
        yield* Effect.all([digest.round(now), digest.round(now)], { concurrency: 2 })

        const recipients = (yield* mailSince(before)).map((mail) => mail.recipient)
        expect(recipients).toHaveLength(1_102)
        expect(new Set(recipients).size).toBe(1_102)
        expect((yield* editions).filter((edition) => edition.day === "2025-06-13")).toEqual([
          { day: "2025-06-13", auctions: 1, mails: 1_102, finished: true }
        ])
        expect(yield* digest.round(at("2025-06-13T20:00:00Z"))).toBe(0)
      })
  )

  it.effect("sends an edition out of schedule for a developer, with the last day's auctions, leaving the schedule alone", () =>
    Effect.gen(function* () {
      const digest = yield* DailyEmailDigest
      const sql = yield* SqlClient.SqlClient
      yield* sql`DELETE FROM daily_email_subscriptions WHERE email LIKE 'reader%'`.pipe(Effect.orDie)
      const before = yield* lastMailId
      expect(yield* digest.sendNow(at("2025-06-13T18:00:00Z"))).toEqual({ auctions: 1, mails: 2 })
      expect(yield* mailSince(before)).toHaveLength(2)
      // or to one subscriber; an address not on the list gets nothing
      const one = yield* lastMailId
      expect(yield* digest.sendNow(at("2025-06-13T18:00:00Z"), "bo@example.com")).toEqual({ auctions: 1, mails: 1 })
      expect(yield* digest.sendNow(at("2025-06-13T18:00:00Z"), "stranger@example.com")).toEqual({ auctions: 1, mails: 0 })
      expect((yield* mailSince(one)).map((mail) => mail.recipient)).toEqual(["bo@example.com"])
      // tomorrow's edition still starts where the scheduled one of the 13th ended: the GNX is not new to it
      const next = yield* lastMailId
      yield* auctionStartedAt("1970 Plymouth Superbird", at("2025-06-14T06:00:00Z"))
      yield* digest.round(at("2025-06-14T14:00:00Z"))
      const mails = yield* mailSince(next)
      expect(mails).toHaveLength(2)
      expect(mails[0]!.body).toContain("1970 Plymouth Superbird")
      expect(mails[0]!.body).not.toContain("1987 Buick GNX")
    })
  )
})
