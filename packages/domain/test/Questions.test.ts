import { describe, expect, it } from "vitest"
import { AuctionStatus } from "../src/AuctionStatus.ts"
import {
  ANSWER_MAX_LENGTH,
  answerEditRefusal,
  answerRefusal,
  answersOpen,
  answerTextError,
  askRefusal,
  QUESTION_EDIT_WINDOW_MS,
  QUESTION_MAX_LENGTH,
  questionChangeRefusal,
  questionActions,
  questionDeleteRefusal,
  questionTextError,
  textLength,
  withinQuestionEditWindow
} from "../src/Questions.ts"

const NOW = new Date("2025-06-01T12:00:00Z")
const ago = (millis: number) => new Date(NOW.getTime() - millis)
const HOUR = 3_600_000

describe("questionTextError and answerTextError", () => {
  it("need text once trimmed", () => {
    expect(questionTextError("")).toBe("Please enter your question")
    expect(questionTextError(" \n\t ")).toBe("Please enter your question")
    expect(answerTextError("  ")).toBe("Please enter your answer")
  })

  it("need something to read: invisible format characters alone are no question nor answer", () => {
    expect(questionTextError("\u200B\u200D \uFEFF")).toBe("Please enter your question")
    expect(answerTextError("\u2060\n\u200C")).toBe("Please enter your answer")
    expect(questionTextError("\u200BWhen?")).toBeNull()
  })

  it("take up to the limit once trimmed, newlines inside counted, and refuse more", () => {
    expect(questionTextError(`  ${"x".repeat(QUESTION_MAX_LENGTH)}\n\n`)).toBeNull()
    expect(questionTextError("x".repeat(QUESTION_MAX_LENGTH + 1))).toBe("Your question is too long")
    expect(questionTextError(`${"x".repeat(QUESTION_MAX_LENGTH / 2)}\n${"x".repeat(QUESTION_MAX_LENGTH / 2)}`)).toBe(
      "Your question is too long"
    )
    expect(answerTextError("x".repeat(ANSWER_MAX_LENGTH))).toBeNull()
    expect(answerTextError("x".repeat(ANSWER_MAX_LENGTH + 1))).toBe("Your answer is too long")
  })

  it("count an emoji as one character", () => {
    expect(textLength(" 🏁 ok ")).toBe(4)
    expect(questionTextError("🏁".repeat(QUESTION_MAX_LENGTH))).toBeNull()
  })
})

describe("askRefusal", () => {
  it("lets anyone but the seller ask while the auction runs", () => {
    expect(askRefusal({ status: AuctionStatus.live, isSeller: false })).toBeNull()
    expect(askRefusal({ status: AuctionStatus.last_second_bids, isSeller: false })).toBeNull()
    expect(askRefusal({ status: AuctionStatus.live, isSeller: true })).toBe("seller")
  })

  it("closes questions before the start and after the end", () => {
    for (const status of [
      AuctionStatus.queued,
      AuctionStatus.sold,
      AuctionStatus.reserve_not_met,
      AuctionStatus.no_bids,
      AuctionStatus.canceled
    ]) {
      expect(askRefusal({ status, isSeller: false })).toBe("closed")
    }
  })
})

describe("answersOpen", () => {
  it("is open while the auction runs and for a day after it ends, not before it starts", () => {
    expect(answersOpen(AuctionStatus.live, ago(-HOUR), NOW)).toBe(true)
    expect(answersOpen(AuctionStatus.sold, ago(24 * HOUR), NOW)).toBe(true)
    expect(answersOpen(AuctionStatus.sold, ago(24 * HOUR + 1), NOW)).toBe(false)
    expect(answersOpen(AuctionStatus.queued, ago(-HOUR), NOW)).toBe(false)
  })
})

describe("answerRefusal and answerEditRefusal", () => {
  const open = { isSeller: true, answered: false, status: AuctionStatus.live, auctionEnd: ago(-HOUR), now: NOW }

  it("let the seller answer an unanswered question once", () => {
    expect(answerRefusal(open)).toBeNull()
    expect(answerRefusal({ ...open, answered: true })).toBe("answered")
    expect(answerRefusal({ ...open, isSeller: false })).toBe("not_seller")
    expect(answerRefusal({ ...open, status: AuctionStatus.sold, auctionEnd: ago(25 * HOUR) })).toBe("closed")
  })

  it("let the seller edit an answer there is", () => {
    expect(answerEditRefusal({ ...open, answered: true })).toBeNull()
    expect(answerEditRefusal(open)).toBe("unanswered")
    expect(answerEditRefusal({ ...open, answered: true, isSeller: false })).toBe("not_seller")
    expect(answerEditRefusal({ ...open, answered: true, status: AuctionStatus.no_bids, auctionEnd: ago(25 * HOUR) })).toBe("closed")
  })
})

describe("questionChangeRefusal and questionDeleteRefusal", () => {
  const fresh = { isAsker: true, answered: false, askedAt: ago(60_000), now: NOW }

  it("let the asker change an unanswered question within the window, its last instant included", () => {
    expect(questionChangeRefusal(fresh)).toBeNull()
    expect(questionChangeRefusal({ ...fresh, askedAt: ago(QUESTION_EDIT_WINDOW_MS) })).toBeNull()
    expect(withinQuestionEditWindow(ago(QUESTION_EDIT_WINDOW_MS), NOW)).toBe(true)
    expect(questionChangeRefusal({ ...fresh, askedAt: ago(QUESTION_EDIT_WINDOW_MS + 1) })).toBe("expired")
  })

  it("refuse anyone else, and an answered question", () => {
    expect(questionChangeRefusal({ ...fresh, isAsker: false })).toBe("not_asker")
    expect(questionChangeRefusal({ ...fresh, answered: true })).toBe("answered")
    expect(questionDeleteRefusal({ ...fresh, isAsker: false, isStaff: false })).toBe("not_asker")
  })

  it("let staff delete any question at any time", () => {
    expect(questionDeleteRefusal({ isAsker: false, answered: true, askedAt: ago(400 * 24 * HOUR), now: NOW, isStaff: true })).toBeNull()
  })
})

describe("questionActions", () => {
  const facts = {
    isAsker: false,
    isSeller: false,
    isStaff: false,
    answered: false,
    askedAt: ago(60_000),
    status: AuctionStatus.live,
    auctionEnd: new Date(NOW.getTime() + HOUR),
    now: NOW
  }
  const none = { edit: false, delete: false, answer: false, editAnswer: false }

  it("offers a reader who is neither asker, seller nor staff nothing", () => {
    expect(questionActions(facts)).toEqual(none)
  })

  it("offers the asker edit and delete within the window, while unanswered", () => {
    expect(questionActions({ ...facts, isAsker: true })).toEqual({ ...none, edit: true, delete: true })
    expect(questionActions({ ...facts, isAsker: true, askedAt: ago(QUESTION_EDIT_WINDOW_MS + 1) })).toEqual(none)
    expect(questionActions({ ...facts, isAsker: true, answered: true })).toEqual(none)
  })

  it("offers staff the delete of any question", () => {
    expect(questionActions({ ...facts, isStaff: true, answered: true, askedAt: ago(10 * HOUR) })).toEqual({ ...none, delete: true })
  })

  it("offers the seller the answer, then its edit, while answers are open", () => {
    expect(questionActions({ ...facts, isSeller: true })).toEqual({ ...none, answer: true })
    expect(questionActions({ ...facts, isSeller: true, answered: true })).toEqual({ ...none, editAnswer: true })
    const closed = { ...facts, isSeller: true, status: AuctionStatus.sold, auctionEnd: ago(25 * HOUR) }
    expect(questionActions(closed)).toEqual(none)
    expect(questionActions({ ...closed, answered: true })).toEqual(none)
  })
})
