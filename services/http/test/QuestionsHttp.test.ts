import { AuctionStatus, QUESTION_EDIT_WINDOW_MS, QUESTION_MAX_LENGTH, ANSWER_MAX_LENGTH } from "@redline/domain"
import { beforeAll, describe, expect, it } from "vitest"
import { caller, member, MIATA, retryAfterOf, staffAccessKey, staffAuction, useApi } from "./harness/index.ts"

const api = useApi()
let staffKey: string
let sellerKey: string
let otherKey: string

const call = caller(api)

const TITLE = MIATA.title

/** A live auction of `miata_seller`, ending in three days; `startInHours` puts its start ahead (queued). */
const createAuction = async (startInHours = 0) => {
  const { body } = await staffAuction(
    api,
    staffKey,
    startInHours > 0 ? { auction_start: new Date(Date.now() + startInHours * 3_600_000).toISOString() } : {}
  )
  return body.id as number
}

const sql = api.sql

/** Ends the auction `hoursAgo` hours ago, as the engine would have closed it. */
const endAuction = (auctionId: number, hoursAgo: number) =>
  sql(
    (db) =>
      db`UPDATE auctions SET status = ${AuctionStatus.no_bids}, auction_end = ${new Date(Date.now() - hoursAgo * 3_600_000)} WHERE id = ${auctionId}`
  )

/** Moves the question's asking time back, as if it was asked `millis` ago. */
const askedAgo = (questionId: number, millis: number) =>
  sql((db) => db`UPDATE questions SET created_at = ${new Date(Date.now() - millis)} WHERE id = ${questionId}`)

const questionsPath = (auctionId: number) => `/api/v1/auctions/${auctionId}/questions`
const questionPath = (auctionId: number, questionId: number) => `${questionsPath(auctionId)}/${questionId}`
const answerPath = (auctionId: number, questionId: number) => `${questionPath(auctionId, questionId)}/answer`

const ask = (auctionId: number, text: string, key?: string) => call("POST", questionsPath(auctionId), { text }, key)
const list = (auctionId: number, key?: string) => call("GET", questionsPath(auctionId), undefined, key)
const answer = (auctionId: number, questionId: number, text: string, key = sellerKey) =>
  call("POST", answerPath(auctionId, questionId), { text }, key)

let members = 0

/** A new member with a session: each test asks as its own, so no test spends another's questions (they are rate limited). */
const newMember = async () => {
  const username = `member_${++members}`
  return { username, ...(await member(api, staffKey, username)) }
}

/** A question, asked by `key`. */
const asked = async (auctionId: number, key: string, text = "Has the soft top been replaced?") => {
  const { status, body } = await ask(auctionId, text, key)
  expect(status).toBe(201)
  return body.id as number
}

const counts = async (auctionId: number) => {
  const detail = (await call("GET", `/api/v2/auctions/${auctionId}`)).body
  const stats = (await call("GET", `/api/v1/auctions/${auctionId}/stats`)).body
  return [detail.questions, detail.stats.questions, stats.questions]
}

const mailTo = (email: string) =>
  sql((db) => db<{ subject: string; body: string }>`SELECT subject, body FROM outbox WHERE recipient = ${email} ORDER BY id`)

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
  sellerKey = (await member(api, staffKey, "miata_seller")).key
  otherKey = (await member(api, staffKey, "other_q")).key
})

describe("asking: POST /api/v1/auctions/{id}/questions", () => {
  it("takes a signed-in user's question, trimmed with its newlines kept, and lists it newest first for everyone", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    const first = await ask(auctionId, "  Any rust in the rockers?  \n", asker.key)
    expect(first).toMatchObject({
      status: 201,
      body: { text: "Any rust in the rockers?", user: { username: asker.username, photo: null }, edited_at: null, answer: null, mine: true }
    })
    expect(Date.parse(first.body.timestamp)).not.toBeNaN()
    const second = await ask(auctionId, "Service records?\n\nEspecially the timing belt.", otherKey)
    expect(second.body.text).toBe("Service records?\n\nEspecially the timing belt.")

    const visitor = await list(auctionId)
    expect(visitor.status).toBe(200)
    expect(visitor.body.moderator).toBe(false)
    expect(visitor.body.questions.map((question: { id: number; mine: boolean }) => [question.id, question.mine])).toEqual([
      [second.body.id, false],
      [first.body.id, false]
    ])
    const askers = await list(auctionId, asker.key)
    expect(askers.body.questions.map((question: { mine: boolean }) => question.mine)).toEqual([false, true])
    expect(await counts(auctionId)).toEqual([2, 2, 2])
    expect((await list(auctionId, staffKey)).body.moderator).toBe(true)
  })

  it("writes the seller a short mail linking to the question", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    const questionId = await asked(auctionId, asker.key, "Is the hardtop included?")
    const mails = await mailTo("miata_seller@example.com")
    const mail = mails.find((sent) => sent.body.includes(`?q=${questionId}`))
    expect(mail?.subject).toBe(`New question on your ${TITLE}`)
    expect(mail?.body).toContain(`${asker.username} asked about your 1991 Mazda MX-5 Miata:\n\n> Is the hardtop included?`)
    expect(mail?.body).toContain(`http://redline.test/auctions/${auctionId}/1991-mazda-mx-5-miata?q=${questionId}`)
  })

  it("refuses the auction's seller", async () => {
    const auctionId = await createAuction()
    expect(await ask(auctionId, "Can I ask myself?", sellerKey)).toMatchObject({
      status: 403,
      body: { error_code: 5101, message: "You can't ask a question on your own auction." }
    })
    expect(await counts(auctionId)).toEqual([0, 0, 0])
  })

  it("is closed before the auction starts and after it ends", async () => {
    const asker = await newMember()
    const queued = await createAuction(24)
    const refusal = { status: 409, body: { error_code: 5102, message: "Questions are closed for this auction." } }
    expect(await ask(queued, "Starting when?", asker.key)).toMatchObject(refusal)
    const ended = await createAuction()
    await endAuction(ended, 1)
    expect(await ask(ended, "Still for sale?", asker.key)).toMatchObject(refusal)
    expect((await list(ended)).body.questions).toEqual([])
  })

  it("needs text, and no more than the limit", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    expect(await ask(auctionId, " \n ", asker.key)).toMatchObject({
      status: 400,
      body: { error_code: 5103, message: "Please enter your question" }
    })
    expect(await ask(auctionId, "x".repeat(QUESTION_MAX_LENGTH + 1), asker.key)).toMatchObject({
      status: 400,
      body: { error_code: 5103, message: "Your question is too long" }
    })
    expect((await ask(auctionId, ` ${"x".repeat(QUESTION_MAX_LENGTH)} `, asker.key)).status).toBe(201)
    expect(await call("POST", questionsPath(auctionId), { question: "where is text?" }, asker.key)).toMatchObject({
      status: 400,
      body: { error_code: 1000 }
    })
  })

  it("needs a session, and an auction that exists", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    expect(await ask(auctionId, "Hello?")).toMatchObject({ status: 401, body: { error_code: 1002 } })
    expect(await ask(987_654, "Hello?", asker.key)).toMatchObject({ status: 404, body: { error_code: 2001 } })
    expect(await list(987_654)).toMatchObject({ status: 404, body: { error_code: 2001 } })
  })

  it("limits how many questions one user asks in a while", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    const chatty = await newMember()
    const answers = []
    for (let n = 1; n <= 11; n++) answers.push(await ask(auctionId, `Question number ${n}?`, chatty.key))
    expect(answers.slice(0, 10).every((answered) => answered.status === 201)).toBe(true)
    expect(answers[10]).toMatchObject({ status: 429, body: { error_code: 1004 } })
    expect(
      (await retryAfterOf(api)("POST", `/api/v1/auctions/${auctionId}/questions`, { text: "One more?" }, chatty.key)).seconds
    ).toBeGreaterThan(500)
    expect(await counts(auctionId)).toEqual([10, 10, 10])
    // others are not held back by it
    expect((await ask(auctionId, "One of mine?", asker.key)).status).toBe(201)
  })
})

describe("the asker's edits and deletes: PUT and DELETE /api/v1/auctions/{id}/questions/{question_id}", () => {
  it("edits an unanswered question within the window", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    const questionId = await asked(auctionId, asker.key)
    const edited = await call(
      "PUT",
      questionPath(auctionId, questionId),
      { text: " Has the soft top been replaced, and when? " },
      asker.key
    )
    expect(edited).toMatchObject({ status: 200, body: { id: questionId, text: "Has the soft top been replaced, and when?", mine: true } })
    expect(edited.body.edited_at).not.toBeNull()
    expect((await list(auctionId)).body.questions[0].text).toBe("Has the soft top been replaced, and when?")
    expect(await call("PUT", questionPath(auctionId, questionId), { text: "" }, asker.key)).toMatchObject({
      status: 400,
      body: { error_code: 5103 }
    })
  })

  it("deletes an unanswered question within the window: it is no longer listed or counted", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    const kept = await asked(auctionId, asker.key, "Kept?")
    const deleted = await asked(auctionId, asker.key, "Deleted?")
    expect(await counts(auctionId)).toEqual([2, 2, 2])
    expect(await call("DELETE", questionPath(auctionId, deleted), undefined, asker.key)).toEqual({ status: 200, body: { questions: 1 } })
    expect((await list(auctionId)).body.questions.map((question: { id: number }) => question.id)).toEqual([kept])
    expect(await counts(auctionId)).toEqual([1, 1, 1])
    // gone: deleting or editing it again finds nothing
    expect(await call("DELETE", questionPath(auctionId, deleted), undefined, asker.key)).toMatchObject({
      status: 404,
      body: { error_code: 5104 }
    })
    expect(await call("PUT", questionPath(auctionId, deleted), { text: "Back?" }, asker.key)).toMatchObject({ status: 404 })
  })

  it("refuses anyone but the asker, the seller included", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    const questionId = await asked(auctionId, asker.key)
    const refusal = { status: 403, body: { error_code: 5105, message: "Only the person who asked this question can change it." } }
    expect(await call("PUT", questionPath(auctionId, questionId), { text: "Mine now" }, otherKey)).toMatchObject(refusal)
    expect(await call("DELETE", questionPath(auctionId, questionId), undefined, otherKey)).toMatchObject(refusal)
    expect(await call("DELETE", questionPath(auctionId, questionId), undefined, sellerKey)).toMatchObject(refusal)
    expect(await call("DELETE", questionPath(auctionId, questionId))).toMatchObject({ status: 401 })
    expect((await list(auctionId)).body.questions).toHaveLength(1)
  })

  it("refuses once the edit window is over, in the spec's words", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    const questionId = await asked(auctionId, asker.key)
    await askedAgo(questionId, QUESTION_EDIT_WINDOW_MS + 60_000)
    const refusal = { status: 403, body: { error_code: 5106, message: "Sorry, the edit period for this question has expired." } }
    expect(await call("PUT", questionPath(auctionId, questionId), { text: "Too late?" }, asker.key)).toMatchObject(refusal)
    expect(await call("DELETE", questionPath(auctionId, questionId), undefined, asker.key)).toMatchObject(refusal)
    expect((await list(auctionId)).body.questions[0].text).toBe("Has the soft top been replaced?")
  })

  it("refuses once the question is answered", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    const questionId = await asked(auctionId, asker.key)
    await answer(auctionId, questionId, "In 2021, with receipts.")
    const refusal = { status: 409, body: { error_code: 5107, message: "This question has been answered and can't be changed." } }
    expect(await call("PUT", questionPath(auctionId, questionId), { text: "Changed" }, asker.key)).toMatchObject(refusal)
    expect(await call("DELETE", questionPath(auctionId, questionId), undefined, asker.key)).toMatchObject(refusal)
  })

  it("lets staff delete any question, answered and old", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    const questionId = await asked(auctionId, asker.key)
    await answer(auctionId, questionId, "Yes.")
    await askedAgo(questionId, 30 * 86_400_000)
    expect(await call("DELETE", questionPath(auctionId, questionId), undefined, staffKey)).toEqual({ status: 200, body: { questions: 0 } })
    expect((await list(auctionId)).body.questions).toEqual([])
    expect(await counts(auctionId)).toEqual([0, 0, 0])
  })

  it("finds a question only on its own auction", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    const elsewhere = await createAuction()
    const questionId = await asked(auctionId, asker.key)
    expect(await call("PUT", questionPath(elsewhere, questionId), { text: "Here?" }, asker.key)).toMatchObject({
      status: 404,
      body: { error_code: 5104 }
    })
    expect(await call("DELETE", questionPath(987_654, questionId), undefined, asker.key)).toMatchObject({ status: 404 })
  })
})

describe("answers: POST and PUT /api/v1/auctions/{id}/questions/{question_id}/answer", () => {
  it("lets the seller answer once and edit the answer, and mails the asker", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    const questionId = await asked(auctionId, asker.key, "Does the A/C blow cold?")
    const answered = await answer(auctionId, questionId, "  Yes, recharged last summer.\nR134a conversion.  ")
    expect(answered).toMatchObject({
      status: 200,
      body: {
        id: questionId,
        answer: {
          user: { username: "miata_seller", photo: null },
          text: "Yes, recharged last summer.\nR134a conversion.",
          edited_at: null
        },
        mine: false
      }
    })
    expect((await list(auctionId)).body.questions[0].answer.text).toBe("Yes, recharged last summer.\nR134a conversion.")

    const mail = (await mailTo(asker.email)).find((sent) => sent.body.includes(`?q=${questionId}`))
    expect(mail?.subject).toBe(`Your question on the ${TITLE} was answered`)
    expect(mail?.body).toContain("miata_seller answered your question:\n\n> Yes, recharged last summer.\n> R134a conversion.")

    const edited = await call("PUT", answerPath(auctionId, questionId), { text: "Yes, recharged in June." }, sellerKey)
    expect(edited.body.answer).toMatchObject({ text: "Yes, recharged in June." })
    expect(edited.body.answer.edited_at).not.toBeNull()
    expect(edited.body.answer.timestamp).toBe(answered.body.answer.timestamp)
  })

  it("refuses anyone but the seller", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    const questionId = await asked(auctionId, asker.key)
    const refusal = { status: 403, body: { error_code: 5108, message: "Only the seller can answer questions." } }
    expect(await answer(auctionId, questionId, "I know!", otherKey)).toMatchObject(refusal)
    expect(await answer(auctionId, questionId, "Staff answer", staffKey)).toMatchObject(refusal)
    await answer(auctionId, questionId, "Seller's answer")
    expect(await call("PUT", answerPath(auctionId, questionId), { text: "Changed by me" }, asker.key)).toMatchObject(refusal)
    expect(await answer(auctionId, questionId, "No session", "")).toMatchObject({ status: 401 })
  })

  it("answers a question once, however many answers arrive together", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    const questionId = await asked(auctionId, asker.key)
    const together = await Promise.all([answer(auctionId, questionId, "First"), answer(auctionId, questionId, "Second")])
    expect(together.map((answered) => answered.status).sort()).toEqual([200, 409])
    expect(together.find((answered) => answered.status === 409)?.body).toMatchObject({
      error_code: 5107,
      message: "This question has already been answered."
    })
    const stored = (await list(auctionId)).body.questions[0].answer.text
    expect(together.find((answered) => answered.status === 200)?.body.answer.text).toBe(stored)
  })

  it("changes nothing, and tells nobody, when a question or an answer is sent back as it is", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    const questionId = await asked(auctionId, asker.key, "Has the soft top been replaced?")
    expect(await call("PUT", questionPath(auctionId, questionId), { text: " Has the soft top been replaced? " }, asker.key)).toMatchObject({
      status: 200,
      body: { id: questionId, text: "Has the soft top been replaced?", edited_at: null }
    })
    await answer(auctionId, questionId, "In 2021.")
    expect(await call("PUT", answerPath(auctionId, questionId), { text: "In 2021.\n" }, sellerKey)).toMatchObject({
      status: 200,
      body: { answer: { text: "In 2021.", edited_at: null } }
    })
    const rewound = await call("GET", `/api/v1/realtime/rewind?channel=thread:${auctionId}&since=0`)
    expect(rewound.body.events.map((event: { seq: number }) => event.seq)).toEqual([1, 2])
  })

  it("edits only an answer there is", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    const questionId = await asked(auctionId, asker.key)
    expect(await call("PUT", answerPath(auctionId, questionId), { text: "Edit of nothing" }, sellerKey)).toMatchObject({
      status: 409,
      body: { error_code: 5111, message: "This question has no answer to edit." }
    })
  })

  it("needs text, and no more than the limit", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    const questionId = await asked(auctionId, asker.key)
    expect(await answer(auctionId, questionId, "   ")).toMatchObject({
      status: 400,
      body: { error_code: 5110, message: "Please enter your answer" }
    })
    expect(await answer(auctionId, questionId, "y".repeat(ANSWER_MAX_LENGTH + 1))).toMatchObject({
      status: 400,
      body: { error_code: 5110, message: "Your answer is too long" }
    })
    expect((await list(auctionId)).body.questions[0].answer).toBeNull()
    await answer(auctionId, questionId, "Fine.")
    expect(await call("PUT", answerPath(auctionId, questionId), { text: "" }, sellerKey)).toMatchObject({
      status: 400,
      body: { error_code: 5110 }
    })
  })

  it("stays open for a day after the end, then closes", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    const late = await asked(auctionId, asker.key, "Asked in the last minute?")
    const later = await asked(auctionId, asker.key, "And this one?")
    await endAuction(auctionId, 23)
    expect((await answer(auctionId, late, "Answered the next morning.")).status).toBe(200)
    await endAuction(auctionId, 25)
    const refusal = { status: 409, body: { error_code: 5109, message: "Answers closed a day after this auction ended." } }
    expect(await answer(auctionId, later, "Too late.")).toMatchObject(refusal)
    expect(await call("PUT", answerPath(auctionId, late), { text: "Rewritten" }, sellerKey)).toMatchObject(refusal)
  })

  it("refuses a question that isn't there", async () => {
    const auctionId = await createAuction()
    expect(await answer(auctionId, 987_654, "To whom?")).toMatchObject({ status: 404, body: { error_code: 5104 } })
    expect(await answer(987_654, 1, "Where?")).toMatchObject({ status: 404, body: { error_code: 2001 } })
  })
})

describe("upvoting and flagging: PUT /api/v1/auctions/{id}/questions/{question_id}/upvote and /flag", () => {
  const upvote = (auctionId: number, questionId: number, on: boolean, key: string) =>
    call("PUT", `${questionPath(auctionId, questionId)}/upvote`, { upvote: on }, key)
  const flag = (auctionId: number, questionId: number, on: boolean, key: string) =>
    call("PUT", `${questionPath(auctionId, questionId)}/flag`, { flag: on }, key)

  it("sets the reader's vote as asked, once however often it is sent, and never counts below 0", async () => {
    const asker = await newMember()
    const voter = await newMember()
    const auctionId = await createAuction()
    const questionId = await asked(auctionId, asker.key)
    expect(await upvote(auctionId, questionId, true, voter.key)).toMatchObject({ status: 200, body: { upvotes: 1, upvoted: true } })
    expect(await upvote(auctionId, questionId, true, voter.key)).toMatchObject({ status: 200, body: { upvotes: 1, upvoted: true } })
    expect(await upvote(auctionId, questionId, true, sellerKey)).toMatchObject({ body: { upvotes: 2, upvoted: true } })
    expect(await flag(auctionId, questionId, true, voter.key)).toMatchObject({ status: 200, body: { flags: 1, flagged: true } })

    const [seen] = (await list(auctionId, voter.key)).body.questions
    expect(seen).toMatchObject({ upvotes: 2, upvoted: true, flags: 1, flagged: true, system_flagged: false, mine: false })
    const [visitors] = (await list(auctionId)).body.questions
    expect(visitors).toMatchObject({ upvotes: 2, upvoted: false, flags: 1, flagged: false })

    expect(await upvote(auctionId, questionId, false, voter.key)).toMatchObject({ body: { upvotes: 1, upvoted: false } })
    expect(await upvote(auctionId, questionId, false, voter.key)).toMatchObject({ body: { upvotes: 1, upvoted: false } })
    expect(await flag(auctionId, questionId, false, voter.key)).toMatchObject({ body: { flags: 0, flagged: false } })
    // A count moved by hand below the votes it holds still never goes under 0.
    await sql((db) => db`UPDATE questions SET upvotes = 0 WHERE id = ${questionId}`)
    expect(await upvote(auctionId, questionId, false, sellerKey)).toMatchObject({ body: { upvotes: 0, upvoted: false } })
  })

  it("counts two readers upvoting at the same moment twice", async () => {
    const asker = await newMember()
    const voters = await Promise.all([newMember(), newMember()])
    const auctionId = await createAuction()
    const questionId = await asked(auctionId, asker.key)
    const answers = await Promise.all(voters.map((voter) => upvote(auctionId, questionId, true, voter.key)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(answers.map((answer) => answer.body.upvotes).sort()).toEqual([1, 2])
    expect((await list(auctionId)).body.questions[0].upvotes).toBe(2)
  })

  it("refuses one's own question, and flagging the staff account's", async () => {
    const asker = await newMember()
    const auctionId = await createAuction()
    const questionId = await asked(auctionId, asker.key)
    const own = { status: 403, body: { error_code: 5709, message: "You can't upvote or flag your own question." } }
    expect(await upvote(auctionId, questionId, true, asker.key)).toMatchObject(own)
    expect(await flag(auctionId, questionId, true, asker.key)).toMatchObject(own)
    const staffQuestion = await asked(auctionId, staffKey, "A note from the Redline team: is the title clean?")
    expect(await flag(auctionId, staffQuestion, true, asker.key)).toMatchObject({
      status: 403,
      body: { error_code: 5710, message: "Posts of the Redline team can't be flagged." }
    })
    expect(await upvote(auctionId, staffQuestion, true, asker.key)).toMatchObject({ status: 200, body: { upvotes: 1 } })
    expect(
      (await list(auctionId)).body.questions.map((question: { upvotes: number; flags: number }) => [question.upvotes, question.flags])
    ).toEqual([
      [1, 0],
      [0, 0]
    ])
  })

  it("refuses a question deleted or on another auction, and a visitor", async () => {
    const asker = await newMember()
    const voter = await newMember()
    const auctionId = await createAuction()
    const other = await createAuction()
    const questionId = await asked(auctionId, asker.key)
    expect(await upvote(other, questionId, true, voter.key)).toMatchObject({ status: 404, body: { error_code: 5104 } })
    expect(await call("PUT", `${questionPath(auctionId, questionId)}/upvote`, { upvote: true })).toMatchObject({ status: 401 })
    await call("DELETE", questionPath(auctionId, questionId), undefined, asker.key)
    expect(await flag(auctionId, questionId, true, voter.key)).toMatchObject({ status: 404, body: { error_code: 5104 } })
  })
})

describe("live questions: the auction's thread channel", () => {
  const threadEvents = async (auctionId: number) => {
    const { status, body } = await call("GET", `/api/v1/realtime/rewind?channel=thread:${auctionId}&since=0`)
    expect(status).toBe(200)
    return body.events as ReadonlyArray<{ seq: number; kind: string; data: { id: number; question: Record<string, unknown> | null } }>
  }

  it("carries every change of a question as everyone then sees it, in order, and its deletion as null", async () => {
    const asker = await newMember()
    const voter = await newMember()
    const auctionId = await createAuction()
    const questionId = await asked(auctionId, asker.key, "Is the hardtop included?")
    const questions = async () => (await threadEvents(auctionId)).map((event) => event.data.question)
    expect(await questions()).toEqual([
      {
        id: questionId,
        user: { username: asker.username, photo: null },
        text: "Is the hardtop included?",
        timestamp: expect.any(String),
        edited_at: null,
        answer: null,
        upvotes: 0,
        flags: 0,
        system_flagged: false
      }
    ])
    await call("PUT", questionPath(auctionId, questionId), { text: "Is the hardtop included, with its stand?" }, asker.key)
    await call("PUT", `${questionPath(auctionId, questionId)}/upvote`, { upvote: true }, voter.key)
    // The same vote again changes nothing, and tells nobody.
    await call("PUT", `${questionPath(auctionId, questionId)}/upvote`, { upvote: true }, voter.key)
    await call("PUT", `${questionPath(auctionId, questionId)}/flag`, { flag: true }, voter.key)
    const edited = { text: "Is the hardtop included, with its stand?", edited_at: expect.any(String) }
    expect(await questions()).toEqual([
      expect.objectContaining({ ...edited, upvotes: 0, flags: 0 }),
      expect.objectContaining({ ...edited, upvotes: 0, flags: 0 }),
      expect.objectContaining({ ...edited, upvotes: 1, flags: 0 }),
      expect.objectContaining({ ...edited, upvotes: 1, flags: 1 })
    ])
    await answer(auctionId, questionId, "Yes, both.")
    expect((await questions())[4]).toMatchObject({ answer: { user: { username: "miata_seller" }, text: "Yes, both.", edited_at: null } })
    await call("PUT", answerPath(auctionId, questionId), { text: "Yes, both, and the boot cover." }, sellerKey)
    // Refused changes roll their event back with them.
    expect((await call("PUT", `${questionPath(auctionId, questionId)}/upvote`, { upvote: true }, asker.key)).status).toBe(403)
    expect((await call("DELETE", questionPath(auctionId, questionId), undefined, asker.key)).status).toBe(409)
    // An edit rewrites what the log told before it: a rewind never replays the words taken back.
    const answered = await questions()
    expect(answered).toHaveLength(6)
    for (const question of answered) {
      expect(question).toMatchObject({ ...edited, answer: { text: "Yes, both, and the boot cover.", edited_at: expect.any(String) } })
      // As everyone sees it: nobody's own marks.
      expect(Object.keys(question!)).not.toContain("mine")
    }

    expect((await call("DELETE", questionPath(auctionId, questionId), undefined, staffKey)).status).toBe(200)
    const events = await threadEvents(auctionId)
    expect(events.map((event) => [event.seq, event.kind, event.data.id])).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((seq) => [seq, "question", questionId])
    )
    // Deleted, the question is null in every event the log keeps of it.
    expect(events.map((event) => event.data.question)).toEqual(Array(7).fill(null))
  })
})
