import { Messages, NotificationType } from "@redline/domain"
import { Bus, channelSubject, Outbox } from "@redline/infra"
import { Notifier } from "../src/notifications/Notifier.ts"
import { Effect, Exit, Layer, Scope } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { caller, type Member, member, staffAccessKey, staffAuction, useApi } from "./harness/index.ts"

/**
 * The notifier on the real services (Postgres and NATS when the environment names them): what
 * the engine committed becomes notifications, once, rolled up, as each user's settings say, and
 * the user's channel hears of them.
 */

const api = useApi()
const call = caller(api)
let staffKey: string
let seller: Member
let serial = 0

const registered = { card_on_file: true, bidding_agreement: true }
/** How long the bus may take to bring a published notification on a busy machine. */
const PUBLISHED = { timeout: 10_000 }
const newMember = (prefix: string) => member(api, staffKey, `${prefix}_${++serial}`, registered)

const createAuction = async () => (await staffAuction(api, staffKey, { seller_username: "notified_seller" })).body.id as number

const bid = async (auctionId: number, who: Member, amount: number) => {
  const answer = await call("POST", `/api/v1/auctions/${auctionId}/bids`, { amount, idempotency_key: `n-${++serial}` }, who.key)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
}

/** Runs the notifier's round of what has no log: auctions gone live, their last hour, follows. */
const tellScheduled = () =>
  api.run(
    Effect.flatMap(Notifier, (notifier) => notifier.tellScheduled).pipe(
      Effect.provide(Notifier.Default.pipe(Layer.provide(Outbox.Default)))
    )
  )

/** The user's notifications of a type, as the bell lists them. */
const listed = async (who: Member, type: number) =>
  (await listOf(who)).notifications.filter((item: { notification_type: number }) => item.notification_type === type)

/** Runs the notifier over what the auction's log (or thread) holds, with the outbox given (the real one unless told). */
const tell = (auctionId: number, log: "auction" | "thread" = "auction", outbox = Outbox.Default) =>
  api.run(
    Effect.flatMap(Notifier, (notifier) => notifier.tellLog(log, auctionId)).pipe(
      Effect.provide(Notifier.Default.pipe(Layer.provide(outbox)))
    )
  )

interface Row {
  readonly user_id: number
  readonly type: number
  readonly count: number
  readonly on_site: boolean
}

const notificationsOf = (auctionId: number) =>
  api.sql(
    (sql) => sql<Row>`
      SELECT user_id, type, count, on_site FROM notifications
       WHERE related_to->>'auction_id' = ${String(auctionId)} ORDER BY user_id, type`
  )

const mailTo = (email: string) =>
  api.sql((sql) => sql<{ subject: string }>`SELECT subject FROM outbox WHERE recipient = ${email} ORDER BY id`)

const listOf = async (who: Member) => (await call("GET", "/api/v1/notifications", undefined, who.key)).body

let lines = 0
/** Gives the member a verified number with outbid texts on, as enrolling does; answers the number. */
const verifiedNumber = async (who: Member) => {
  const phone = `+1503555${3000 + ++lines}`
  await api.sql((sql) => sql`INSERT INTO sms_enrollments (user_id, phone_number, validated_at) VALUES (${who.id}, ${phone}, now())`)
  const outbidTexts = await call("POST", "/api/v1/settings/notifications", { type: "on_outbid", method: "sms", value: true }, who.key)
  expect(outbidTexts.status).toBe(200)
  return phone
}

const textsTo = (phone: string) =>
  api.sql((sql) => sql<{ body: string }>`SELECT body FROM outbox WHERE channel = 'sms' AND recipient = ${phone} ORDER BY id`)

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
  seller = await member(api, staffKey, "notified_seller")
})

describe("bids", () => {
  it("tell the leader they outbid, the seller and the watchers, rolled up, by site and by e-mail once", async () => {
    const [one, two, three, watcher] = await Promise.all(["one", "two", "three", "watcher"].map(newMember))
    const auctionId = await createAuction()
    await call("POST", `/api/v1/auctions/${auctionId}/watch`, { watch: true }, watcher!.key)
    await bid(auctionId, one!, 5_000)
    await bid(auctionId, two!, 5_100)
    await bid(auctionId, one!, 5_200)
    await bid(auctionId, three!, 5_300)
    expect(await tell(auctionId)).toBe(true)

    const rows = await notificationsOf(auctionId)
    const of = (who: Member, type: number) => rows.filter((row) => row.user_id === who.id && row.type === type)
    // one was outbid twice (by two, then by three): one notification counting both
    expect(of(one!, NotificationType.outbid)).toEqual([{ user_id: one!.id, type: 17, count: 2, on_site: true }])
    expect(of(two!, NotificationType.outbid)).toEqual([{ user_id: two!.id, type: 17, count: 1, on_site: true }])
    expect(of(three!, NotificationType.outbid)).toEqual([])
    // bidding watched the car: one hears of the bids that weren't theirs only as being outbid, not twice
    expect(of(one!, NotificationType.watcher_bids)).toEqual([])
    expect(of(seller, NotificationType.seller_bids)).toEqual([{ user_id: seller.id, type: 5, count: 4, on_site: true }])
    expect(of(watcher!, NotificationType.watcher_bids)).toEqual([{ user_id: watcher!.id, type: 12, count: 4, on_site: true }])

    const title = "1991 Mazda MX-5 Miata"
    expect(await mailTo(one!.email)).toEqual([{ subject: Messages.notificationOutbid(title) }])
    expect(await mailTo(seller.email)).toContainEqual({ subject: Messages.notificationSellerBids(title) })
    // new bids on a watched car are on the site only, unless the watcher asks for e-mail
    expect(await mailTo(watcher!.email)).toEqual([])

    const list = await listOf(one!)
    const outbid = list.notifications.find((item: { notification_type: number }) => item.notification_type === 17)
    expect(outbid).toMatchObject({
      count: 2,
      seen_at: null,
      text: "You've been outbid on the 1991 Mazda MX-5 Miata",
      target: `/auctions/${auctionId}/1991-mazda-mx-5-miata?c=all`,
      related_to: { auction_id: auctionId, title, highest_bid: 5_300 }
    })
    expect(list.unseen_count).toBe(list.notifications.length)

    // Told once: nothing new in the log, nothing more said.
    expect(await tell(auctionId)).toBe(true)
    expect(await notificationsOf(auctionId)).toEqual(rows)
    expect(await mailTo(one!.email)).toHaveLength(1)
  })

  it("are told once even when the notifier stops mid-way", async () => {
    const [one, two] = await Promise.all(["stop_one", "stop_two"].map(newMember))
    const auctionId = await createAuction()
    await bid(auctionId, one!, 5_000)
    await bid(auctionId, two!, 5_100)
    await bid(auctionId, one!, 5_200)
    // The process dies once it has queued the batch's e-mail: nothing it wrote is kept.
    let queued = 0
    const dying = Layer.effect(
      Outbox,
      Effect.map(Outbox, (outbox) =>
        Outbox.make({
          ...outbox,
          enqueueAll: (messages) =>
            outbox
              .enqueueAll(messages)
              .pipe(
                Effect.zipRight(Effect.sync(() => (queued += messages.length))),
                Effect.zipRight(Effect.die("the notifier's process stopped"))
              )
        })
      )
    ).pipe(Layer.provide(Outbox.Default))
    await expect(tell(auctionId, "auction", dying)).rejects.toThrow()
    expect(queued).toBeGreaterThan(1)
    expect(await notificationsOf(auctionId)).toEqual([])
    expect(await mailTo(one!.email)).toEqual([])

    // The next notifier tells it all, once.
    expect(await tell(auctionId)).toBe(true)
    expect(await tell(auctionId)).toBe(true)
    const rows = await notificationsOf(auctionId)
    expect(rows.filter((row) => row.type === NotificationType.outbid).map((row) => [row.user_id, row.count])).toEqual(
      [
        [one!.id, 1],
        [two!.id, 1]
      ].sort((a, b) => a[0]! - b[0]!)
    )
    expect(rows.filter((row) => row.type === NotificationType.seller_bids).map((row) => row.count)).toEqual([3])
    expect(await mailTo(one!.email)).toHaveLength(1)
    expect(await mailTo(two!.email)).toHaveLength(1)
  })

  it("go out as each user's settings say", async () => {
    const [quiet, mailOnly, leader] = await Promise.all(["quiet", "mail_only", "leader"].map(newMember))
    const setting = (who: Member, method: string, value: boolean) =>
      call("POST", "/api/v1/settings/notifications", { type: "on_outbid", method, value }, who.key)
    expect((await setting(quiet!, "site", false)).status).toBe(200)
    expect((await setting(quiet!, "email", false)).status).toBe(200)
    expect((await setting(mailOnly!, "site", false)).status).toBe(200)
    const auctionId = await createAuction()
    await bid(auctionId, quiet!, 5_000)
    await bid(auctionId, mailOnly!, 5_100)
    await bid(auctionId, leader!, 5_200)
    await tell(auctionId)
    const outbids = (await notificationsOf(auctionId)).filter((row) => row.type === NotificationType.outbid)
    // nothing for the one who turned both off; an e-mail, and nothing on the bell, for the other
    expect(outbids).toEqual([{ user_id: mailOnly!.id, type: 17, count: 1, on_site: false }])
    expect(await mailTo(quiet!.email)).toEqual([])
    expect(await mailTo(mailOnly!.email)).toHaveLength(1)
    expect((await listOf(mailOnly!)).notifications.filter((item: { notification_type: number }) => item.notification_type === 17)).toEqual(
      []
    )
  })

  it("reach the user's own channel, with the bell's count", async () => {
    const [one, two] = await Promise.all(["channel_one", "channel_two"].map(newMember))
    const heard: Record<number, Array<{ channel: string; kind: string; data: any }>> = { [one!.id]: [], [two!.id]: [] }
    const listening = Effect.runSync(Scope.make())
    try {
      for (const who of [one!, two!]) {
        await api.run(
          Effect.flatMap(Bus, (bus) =>
            bus.subscribe(channelSubject({ type: "notifications", id: who.id }), (message) =>
              Effect.sync(() => heard[who.id]!.push(JSON.parse(new TextDecoder().decode(message.data))))
            )
          ).pipe(Scope.extend(listening))
        )
      }
      const auctionId = await createAuction()
      await bid(auctionId, one!, 5_000)
      await bid(auctionId, two!, 5_100)
      await tell(auctionId)
      // one was outbid, and hears it once (not also of the new bid on the car bidding made them watch), with the bell's count,
      // then, with no number to text, the text-alert promo
      await expect.poll(() => heard[one!.id]!.length, PUBLISHED).toBe(2)
      const [outbid, promo] = heard[one!.id]!
      expect(outbid).toMatchObject({
        channel: `notifications:${one!.id}`,
        kind: "notification",
        data: { notification: { count: 1, text: Messages.notificationOutbid("1991 Mazda MX-5 Miata") }, unseen_count: 2 }
      })
      expect(promo).toMatchObject({
        channel: `notifications:${one!.id}`,
        kind: "notification",
        data: { notification: { notification_type: NotificationType.text_alert_promo }, unseen_count: 2 }
      })
      // two leads, and hears nothing: one's bid came before two's own bid made them watch the car
      expect(heard[two!.id]).toEqual([])

      // Seen in one tab, the others hear of it.
      const id = outbid!.data.notification.id
      expect(await call("POST", "/api/v1/notifications/clicked", { id }, one!.key)).toEqual({ status: 200, body: { unseen_count: 1 } })
      await expect.poll(() => heard[one!.id]!.length, PUBLISHED).toBe(3)
      expect(heard[one!.id]![2]).toMatchObject({ kind: "notifications_seen", data: { ids: [id], unseen_count: 1 } })
      expect(heard[two!.id]).toEqual([])
    } finally {
      await Effect.runPromise(Scope.close(listening, Exit.void))
    }
  })
})

describe("texts", () => {
  it("go to the verified numbers of the outbid, as often as their e-mail, never to a number that replied STOP", async () => {
    const [texter, stopped, leader] = await Promise.all(["texter", "stopped", "text_leader"].map(newMember))
    const texterPhone = await verifiedNumber(texter!)
    const stoppedPhone = await verifiedNumber(stopped!)
    await api.sql((sql) => sql`INSERT INTO sms_opt_outs (phone_number, opted_out_at) VALUES (${stoppedPhone}, now())`)
    const auctionId = await createAuction()
    await bid(auctionId, texter!, 5_000)
    await bid(auctionId, stopped!, 5_100)
    await bid(auctionId, leader!, 5_200)
    await tell(auctionId)
    const text = `Redline: ${Messages.notificationOutbid("1991 Mazda MX-5 Miata")} `
    expect(await textsTo(texterPhone)).toEqual([{ body: expect.stringContaining(text) }])
    expect(await textsTo(stoppedPhone)).toEqual([])

    // outbid again within the hour, the notification unseen: no second text, as no second e-mail
    await bid(auctionId, texter!, 5_300)
    await bid(auctionId, leader!, 5_400)
    await tell(auctionId)
    expect(await textsTo(texterPhone)).toHaveLength(1)
    expect(await mailTo(texter!.email)).toHaveLength(1)
  })
})

describe("the text-alert promo", () => {
  it("follows the first outbid of a bidder who can't receive texts, once ever, and never one who can", async () => {
    const [unenrolled, enrolled] = await Promise.all(["promo_unenrolled", "promo_enrolled"].map(newMember))
    await verifiedNumber(enrolled!)
    const first = await createAuction()
    await bid(first, unenrolled!, 5_000)
    await bid(first, enrolled!, 5_100)
    await bid(first, unenrolled!, 5_200)
    await tell(first)
    // both were outbid; the one without a number hears of text alerts, just after the outbid
    const types = (list: { notifications: ReadonlyArray<{ notification_type: number }> }) =>
      list.notifications.map((item) => item.notification_type)
    expect(types(await listOf(unenrolled!))).toEqual([NotificationType.text_alert_promo, NotificationType.outbid])
    const [promo] = await listed(unenrolled!, NotificationType.text_alert_promo)
    expect(promo).toMatchObject({
      count: 1,
      seen_at: null,
      text: Messages.notificationTextAlertPromo,
      target: "/account/settings?enroll_sms=true"
    })
    expect(await listed(enrolled!, NotificationType.outbid)).toHaveLength(1)
    expect(await listed(enrolled!, NotificationType.text_alert_promo)).toEqual([])
    await call("POST", "/api/v1/notifications/seen", { id: promo.id }, unenrolled!.key)

    // outbid again, on this car and on two more told at once as two notifiers would: the promo stays as it was
    await bid(first, enrolled!, 5_300)
    const [second, third] = [await createAuction(), await createAuction()]
    for (const auctionId of [second, third]) {
      await bid(auctionId, unenrolled!, 5_000)
      await bid(auctionId, enrolled!, 5_100)
    }
    await Promise.all([tell(first), tell(second), tell(third)])
    expect(await listed(unenrolled!, NotificationType.outbid)).toHaveLength(3)
    expect(await listed(unenrolled!, NotificationType.text_alert_promo)).toEqual([{ ...promo, seen_at: expect.any(String) }])
    expect(await listed(enrolled!, NotificationType.text_alert_promo)).toEqual([])
  })
})

describe("the close", () => {
  it("tells the winner, the seller the price, the other bidders and the watchers", async () => {
    const [winner, loser, watcher] = await Promise.all(["close_winner", "close_loser", "close_watcher"].map(newMember))
    const auctionId = (
      await staffAuction(api, staffKey, {
        seller_username: "notified_seller",
        auction_end: new Date(Date.now() + 2_500).toISOString(),
        soft_close_seconds: 1
      })
    ).body.id as number
    await call("POST", `/api/v1/auctions/${auctionId}/watch`, { watch: true }, watcher!.key)
    await bid(auctionId, loser!, 5_000)
    await bid(auctionId, winner!, 6_000)
    await expect
      .poll(async () => (await call("POST", `/api/v1/auctions/${auctionId}/check_end`)).body.ended, { timeout: 15_000, interval: 500 })
      .toBe(true)
    await tell(auctionId)
    expect(await listed(winner!, NotificationType.won)).toMatchObject([
      { text: "Congratulations, you won the 1991 Mazda MX-5 Miata!", target: `/buyer/${auctionId}/chat?m=true` }
    ])
    const [sold] = (await listed(seller, NotificationType.listing_status)).filter(
      (item: { related_to: { auction_id: number } }) => item.related_to.auction_id === auctionId
    )
    expect(sold).toMatchObject({ text: "Congratulations, your 1991 Mazda MX-5 Miata sold for $6,000!", related_to: { status: "sold" } })
    expect(await listed(loser!, NotificationType.auction_ended)).toMatchObject([{ text: "The 1991 Mazda MX-5 Miata sold for $6,000" }])
    expect(await listed(watcher!, NotificationType.auction_ended)).toHaveLength(1)
    expect(await listed(winner!, NotificationType.auction_ended)).toEqual([])
  }, 30_000)
})

describe("the thread", () => {
  it("tells the seller and the watchers of comments, rolled up, the author replied to and the people mentioned", async () => {
    const [author, replier, mentioned, watcher] = await Promise.all(["author", "replier", "mentioned", "thread_watcher"].map(newMember))
    const auctionId = await createAuction()
    await call("POST", `/api/v1/auctions/${auctionId}/watch`, { watch: true }, watcher!.key)
    const comment = async (who: Member, body: Record<string, unknown>) => {
      const answer = await call("POST", `/api/v1/auctions/${auctionId}/comments`, body, who.key)
      expect(answer.status, JSON.stringify(answer.body)).toBe(201)
      return answer.body.id as number
    }
    const first = await comment(author!, { text: "Lovely color." })
    const mentioning = await api.sql((sql) => sql<{ username: string }>`SELECT username FROM users WHERE id = ${mentioned!.id}`)
    const reply = await comment(replier!, { text: `Agreed, @${mentioning[0]!.username} look at this`, reply_to: first })
    await call("PUT", `/api/v1/auctions/${auctionId}/comments/${first}`, { text: "Lovely color, edited." }, author!.key)
    await tell(auctionId, "thread")
    await tell(auctionId, "thread")

    const [toSeller] = (await listed(seller, NotificationType.seller_comments)).filter(
      (item: { related_to: { auction_id: number } }) => item.related_to.auction_id === auctionId
    )
    // two comments, rolled up; the edit told nothing more
    expect(toSeller).toMatchObject({ count: 2, text: "New comment(s) on your listing 1991 Mazda MX-5 Miata" })
    expect(toSeller.target).toBe(`/auctions/${auctionId}/1991-mazda-mx-5-miata?c=all`)
    expect(await listed(watcher!, NotificationType.watcher_comments)).toMatchObject([{ count: 2 }])
    expect(await listed(author!, NotificationType.reply)).toMatchObject([
      { target: `/auctions/${auctionId}/1991-mazda-mx-5-miata?c=${reply}`, related_to: { comment_id: reply } }
    ])
    expect(await listed(mentioned!, NotificationType.mention)).toMatchObject([{ related_to: { comment_id: reply } }])
    expect(await listed(replier!, NotificationType.reply)).toEqual([])
  })

  it("tells the seller mentioned by the keyword @seller, in any case, as by their username", async () => {
    const [asker] = await Promise.all(["keyword_asker"].map(newMember))
    const auctionId = await createAuction()
    const posted = await call("POST", `/api/v1/auctions/${auctionId}/comments`, { text: "@Seller are the books with it?" }, asker!.key)
    expect(posted.status, JSON.stringify(posted.body)).toBe(201)
    await tell(auctionId, "thread")
    const mentions = (await listed(seller, NotificationType.mention)).filter(
      (item: { related_to: { auction_id: number } }) => item.related_to.auction_id === auctionId
    )
    expect(mentions).toMatchObject([{ related_to: { comment_id: posted.body.id } }])
  })

  it("tells the seller of a question, and the asker and the watchers of its answer", async () => {
    const [asker, watcher] = await Promise.all(["asker", "question_watcher"].map(newMember))
    const auctionId = await createAuction()
    await call("POST", `/api/v1/auctions/${auctionId}/watch`, { watch: true }, watcher!.key)
    const asked = await call("POST", `/api/v1/auctions/${auctionId}/questions`, { text: "Any rust?" }, asker!.key)
    expect(asked.status, JSON.stringify(asked.body)).toBe(201)
    const questionId = asked.body.id as number
    await tell(auctionId, "thread")
    const [question] = (await listed(seller, NotificationType.seller_question)).filter(
      (item: { related_to: { question_id: number } }) => item.related_to.question_id === questionId
    )
    expect(question.target).toBe(`/auctions/${auctionId}/1991-mazda-mx-5-miata?q=${questionId}`)
    const answered = await call("POST", `/api/v1/auctions/${auctionId}/questions/${questionId}/answer`, { text: "None." }, seller.key)
    expect(answered.status, JSON.stringify(answered.body)).toBe(200)
    await tell(auctionId, "thread")
    expect(await listed(asker!, NotificationType.question_answered)).toMatchObject([{ related_to: { question_id: questionId } }])
    expect(await listed(watcher!, NotificationType.watcher_answer)).toMatchObject([
      { target: `/auctions/${auctionId}/1991-mazda-mx-5-miata?q=all` }
    ])
  })
})

describe("what has no log", () => {
  it("tells the followed of new followers, rolled up, and followers and watchers of an auction gone live, and of its last hour", async () => {
    const [followed, first, second] = await Promise.all(["followed", "follower_a", "follower_b"].map(newMember))
    const usernames = await api.sql(
      (sql) =>
        sql<{ id: number; username: string }>`SELECT id, username FROM users WHERE id IN ${sql.in([followed!.id, first!.id, second!.id])}`
    )
    const nameOf = (who: Member) => usernames.find((row) => row.id === who.id)!.username
    await call("POST", `/api/v1/users/${nameOf(followed!)}/follow`, undefined, first!.key)
    await tellScheduled()
    expect(await listed(followed!, NotificationType.new_follower)).toMatchObject([
      { count: 1, text: `${nameOf(first!)} started following you`, target: `/user/${nameOf(first!)}/` }
    ])
    await call("POST", `/api/v1/users/${nameOf(followed!)}/follow`, undefined, second!.key)
    await tellScheduled()
    await tellScheduled()
    expect(await listed(followed!, NotificationType.new_follower)).toMatchObject([
      { count: 2, text: "2 new followers", target: `/user/${nameOf(followed!)}/followers` }
    ])

    // first follows the seller: the seller's next auction is news to them
    await call("POST", "/api/v1/users/notified_seller/follow", undefined, first!.key)
    const auctionId = await createAuction()
    const closing = (
      await staffAuction(api, staffKey, {
        seller_username: "notified_seller",
        auction_end: new Date(Date.now() + 30 * 60_000).toISOString()
      })
    ).body.id as number
    await call("POST", `/api/v1/auctions/${closing}/watch`, { watch: true }, second!.key)
    // followed watched it while it was queued: its going live is news to them, not to second, who watched it live
    await call("POST", `/api/v1/auctions/${closing}/watch`, { watch: true }, followed!.key)
    await api.sql(
      (sql) => sql`
        UPDATE watches w SET created_at = a.auction_start - interval '1 day' FROM auctions a
         WHERE a.id = w.auction_id AND w.auction_id = ${closing} AND w.user_id = ${followed!.id}`
    )
    await tellScheduled()
    await tellScheduled()
    expect(await listed(followed!, NotificationType.watched_live)).toMatchObject([{ related_to: { auction_id: closing } }])
    expect(await listed(second!, NotificationType.watched_live)).toEqual([])
    expect(
      (await listed(first!, NotificationType.followed_new_auction))
        .map((item: { related_to: { auction_id: number } }) => item.related_to.auction_id)
        .sort()
    ).toEqual([auctionId, closing].sort())
    expect(await listed(second!, NotificationType.ending_soon)).toMatchObject([
      { text: "The 1991 Mazda MX-5 Miata ends in 1 hour", related_to: { auction_id: closing } }
    ])
  })
})

describe("the lower-reserve prompt", () => {
  it("tells the seller once, fifteen minutes before the end, when the reserve is not met; a met reserve or a later end, never", async () => {
    const bidder = await newMember("reserve_bidder")
    const auction = async (minutesLeft: number, reserve: number) =>
      (
        await staffAuction(api, staffKey, {
          seller_username: "notified_seller",
          title: `1991 Mazda MX-5 Miata ${++serial}`,
          reserve,
          no_reserve: false,
          auction_end: new Date(Date.now() + minutesLeft * 60_000).toISOString()
        })
      ).body.id as number
    const [unmet, met, later] = await Promise.all([auction(10, 20_000), auction(10, 5_000), auction(40, 20_000)])
    await Promise.all([unmet, met, later].map((auctionId) => bid(auctionId, bidder, 6_000)))
    await tellScheduled()
    await tellScheduled()
    const prompts = await listed(seller, NotificationType.lower_reserve)
    expect(prompts.map((item: { related_to: { auction_id: number } }) => item.related_to.auction_id)).toEqual([unmet])
    expect(prompts[0]).toMatchObject({
      text: expect.stringMatching(/^Lower the reserve to sell your .* now$/),
      target: expect.stringContaining("lr=true")
    })
  })
})

describe("the bell", () => {
  it("marks seen, all seen, and resets its count without marking anything seen", async () => {
    const [one, two, three] = await Promise.all(["bell_one", "bell_two", "bell_three"].map(newMember))
    const first = await createAuction()
    const second = await createAuction()
    for (const auctionId of [first, second]) {
      await bid(auctionId, one!, 5_000)
      await bid(auctionId, two!, 5_100)
      await bid(auctionId, three!, 5_200)
      await tell(auctionId)
    }
    const before = await listOf(one!)
    // two outbids, new bids on each car bidding made one watch, and the text-alert promo
    expect(before.unseen_count).toBe(5)
    const [newest] = before.notifications
    expect(await call("POST", "/api/v1/notifications/seen", { id: newest.id }, one!.key)).toEqual({
      status: 200,
      body: { unseen_count: 4 }
    })
    expect(await call("POST", "/api/v1/notifications/seen", { id: newest.id }, two!.key)).toMatchObject({
      status: 404,
      body: { error_code: 5801 }
    })
    expect(await call("POST", "/api/v1/notifications/badge_reset", undefined, one!.key)).toEqual({ status: 200, body: { unseen_count: 0 } })
    const reset = await listOf(one!)
    expect(reset.unseen_count).toBe(0)
    expect(reset.notifications.filter((item: { seen_at: string | null }) => item.seen_at === null)).toHaveLength(4)

    // outbid on each car, and the promo (one's bids came before two's own made them watch)
    expect((await listOf(two!)).unseen_count).toBe(3)
    expect(await call("POST", "/api/v1/notifications/seen_all", undefined, two!.key)).toEqual({ status: 200, body: { unseen_count: 0 } })
    expect((await listOf(two!)).notifications.every((item: { seen_at: string | null }) => item.seen_at !== null)).toBe(true)
  })

  it("starts a rolled-up notification again once it was seen", async () => {
    const [one, two] = await Promise.all(["again_one", "again_two"].map(newMember))
    const auctionId = await createAuction()
    await bid(auctionId, one!, 5_000)
    await bid(auctionId, two!, 5_100)
    await tell(auctionId)
    const [outbid] = (await listOf(one!)).notifications.filter((item: { notification_type: number }) => item.notification_type === 17)
    await call("POST", "/api/v1/notifications/seen", { id: outbid.id }, one!.key)
    await bid(auctionId, one!, 5_200)
    await bid(auctionId, two!, 5_300)
    await tell(auctionId)
    const [again] = (await listOf(one!)).notifications.filter((item: { notification_type: number }) => item.notification_type === 17)
    expect(again).toMatchObject({ id: outbid.id, count: 1, seen_at: null })
    // seen, then outbid again: a new e-mail
    expect(await mailTo(one!.email)).toHaveLength(2)
  })
})

describe("settings", () => {
  it("keep each option's channels, refuse one not offered, and text alerts without a phone", async () => {
    const who = await newMember("settings")
    const set = (body: Record<string, unknown>) => call("POST", "/api/v1/settings/notifications", body, who.key)
    const answer = await set({ type: "watcher_new_bids", method: "email", value: true })
    expect(answer.status).toBe(200)
    const watchList = answer.body.notification_settings.find((group: { group: string }) => group.group === "watch_list")
    expect(watchList.options.find((option: { type: string }) => option.type === "watcher_new_bids")).toEqual({
      type: "watcher_new_bids",
      email: true,
      site: true,
      sms: null
    })
    expect(await set({ type: "mentions", method: "sms", value: true })).toMatchObject({ status: 400, body: { error_code: 5802 } })
    expect(await set({ type: "on_outbid", method: "sms", value: true })).toMatchObject({ status: 409, body: { error_code: 5305 } })
    expect(await set({ type: "play_bid_sound", method: "site", value: false })).toMatchObject({
      status: 200,
      body: { play_bid_sound: false }
    })
    expect((await call("GET", "/api/v1/settings", undefined, who.key)).body.play_bid_sound).toBe(false)
    const login = await call("POST", "/api/v1/auth/login", { email: who.email, password: "correct-horse-7" })
    expect(login.body.details.play_bid_sound).toBe(false)
    expect(await set({ type: "daily_email", method: "email", value: false })).toMatchObject({ status: 200 })
    expect((await call("GET", "/api/v1/settings", undefined, who.key)).body.daily_email).toBe(false)
  })
})
