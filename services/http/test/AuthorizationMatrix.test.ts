import { ErrorCode } from "@redline/domain"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CHANGES, CHANGING_READS } from "./authorization/Changes.ts"
import { type Case, casesOf, type Due, type Privacy, type Row } from "./authorization/Matrix.ts"
import { PRIVATE_READS } from "./authorization/PrivateReads.ts"
import { ACTORS, type ActorName, makeWorld, type World } from "./authorization/World.ts"
import { type Answer, caller, useApi, useGatewayStandIn } from "./harness/index.ts"

/**
 * The authorization matrix: every operation of the contract that changes something,
 * called by a visitor, an unconfirmed account, the bidder, another user on the bidder's
 * resources, the auction's seller and staff. Each row of `authorization/Changes.ts` says who may;
 * every refusal due must happen with its status and code, and no one else may succeed. The reads
 * that show private data (`authorization/PrivateReads.ts`) are checked the same way, and no one
 * but the owner may see the owner's data.
 */

const api = useApi()
// The realtime registrations ask the gateway holding the socket (`gw1_…`).
useGatewayStandIn(api, "gw1")
let world: World

interface Operation {
  readonly id: string
  readonly method: string
  /** The path as the contract names it: `/api/v1/auctions/{auction_id}/bids`. */
  readonly path: string
  readonly matches: (path: string) => boolean
}

/** The contract's operations as clients read them, from /api/openapi.json, by operation id (`bids.placeBid`). */
let operations: ReadonlyMap<string, Operation>

const operationsOf = (document: { readonly paths: Record<string, Record<string, { readonly operationId?: string }>> }) =>
  new Map(
    Object.entries(document.paths).flatMap(([path, methods]) => {
      const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`)
      return Object.entries(methods).flatMap(([method, operation]) =>
        operation.operationId === undefined
          ? []
          : [
              [
                operation.operationId,
                { id: operation.operationId, method: method.toUpperCase(), path, matches: (p: string) => pattern.test(p) }
              ] as const
            ]
      )
    })
  )

const CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"])

beforeAll(async () => {
  operations = operationsOf((await caller(api)("GET", "/api/openapi.json")).body)
  world = await makeWorld(api)
})

const isAllowed = (due: Due): due is { readonly allowed: true } => "allowed" in due
/** A redirect is a success too: Apple's return is answered 303. */
const succeeded = (answer: Answer) => answer.status >= 200 && answer.status < 400

const said = (answer: Answer) =>
  `${answer.status}${answer.body?.error_code === undefined ? "" : ` ${answer.body.error_code} '${answer.body.message}'`}`
const dueText = (due: Due) => (isAllowed(due) ? "success" : `${due.status} ${due.code} (${ErrorCode[due.code]})`)

interface Outcome {
  readonly actor: ActorName
  readonly due: Due
  readonly answer: Answer
}

/**
 * Each actor makes the case's request, those due a refusal first: a refused call that harmed the
 * resource then shows as the owner's failure. The resource is made again after each success.
 */
const callAll = async (operation: Operation, label: string, request: Case): Promise<ReadonlyArray<Outcome>> => {
  const order = [...ACTORS].sort((a, b) => Number(isAllowed(request.due[a])) - Number(isAllowed(request.due[b])))
  const outcomes: Array<Outcome> = []
  let arranged: unknown
  let spent = true
  for (const name of order) {
    const actor = world.actors[name]
    if (spent && request.arrange !== undefined) arranged = await request.arrange(world)
    spent = false
    const { path, body, options } = await request.request(world, actor, arranged)
    if (!operation.matches(path.split("?")[0]!))
      throw new Error(`${label} calls ${path}, which is not ${operation.method} ${operation.path}`)
    const answer = await world.call(actor, operation.method, path, body, options)
    if (succeeded(answer)) {
      spent = true
      request.after?.(actor)
    }
    outcomes.push({ actor: name, due: request.due[name], answer })
  }
  return outcomes
}

/** What is wrong with the outcomes, one sentence each: an unauthorized success, a refusal other than the one due, a leak. */
const problemsOf = (label: string, request: Case, outcomes: ReadonlyArray<Outcome>, privacy: Privacy | undefined) =>
  outcomes.flatMap(({ actor, due, answer }): Array<string> => {
    const as = `${label} as the ${actor}`
    if (!isAllowed(due)) {
      if (succeeded(answer)) return [`UNAUTHORIZED SUCCESS: ${as} answered ${answer.status}, due ${dueText(due)}`]
      if (answer.status !== due.status || answer.body?.error_code !== ErrorCode[due.code]) {
        return [`${as}: due ${dueText(due)}, answered ${said(answer)}`]
      }
      return []
    }
    if (!succeeded(answer)) return [`${as}: due success, answered ${said(answer)} (is the row's request valid?)`]
    const shown = request.shows?.(answer, world.actors[actor], world)
    const problems = shown === null || shown === undefined ? [] : [`${as}: ${shown}`]
    if (privacy === undefined) return problems
    const text = JSON.stringify(answer.body)
    const marks = privacy.marks(world)
    if (actor === privacy.owner || privacy.seenBy?.includes(actor)) {
      // Else the check of what the others see proves nothing.
      const missing = marks.filter((mark) => !text.includes(mark))
      return missing.length === 0 ? problems : [...problems, `${as}: the answer lacks the ${privacy.owner}'s ${missing.join(", ")}`]
    }
    const leaked = marks.filter((mark) => text.includes(mark))
    return leaked.length === 0 ? problems : [...problems, `${as} sees the ${privacy.owner}'s ${leaked.join(", ")}`]
  })

const summary = { operations: 0, requests: 0, calls: 0, pending: [] as Array<string> }

const checkRow = async (id: string, row: Row) => {
  const operation = operations.get(id)
  if (operation === undefined) throw new Error(`The contract has no operation ${id}`)
  summary.operations++
  const problems: Array<string> = []
  for (const [name, request] of casesOf(row)) {
    const label = name === null ? id : `${id} (${name})`
    const outcomes = await callAll(operation, label, request)
    summary.requests++
    summary.calls += outcomes.length
    problems.push(...problemsOf(label, request, outcomes, row.privacy))
  }
  if (row.pending === undefined) {
    expect(problems, `${id}: ${row.who}`).toEqual([])
    return
  }
  if (problems.length === 0) throw new Error(`${id} is marked pending, but its dues hold now: remove its pending note`)
  summary.pending.push(id)
  console.warn(`PENDING ${id}: ${row.pending}\n  Meanwhile:\n  ${problems.join("\n  ")}`)
}

describe("the authorization matrix", () => {
  it("has a row for every operation of the contract that changes something, and private reads are reads", () => {
    const changing = [...operations.values()]
      .filter((operation) => CHANGING_METHODS.has(operation.method) || (CHANGING_READS as ReadonlyArray<string>).includes(operation.id))
      .map((operation) => operation.id)
    const rows = Object.keys(CHANGES)
    expect(
      changing.filter((id) => !rows.includes(id)),
      "operations without a row in authorization/Changes.ts"
    ).toEqual([])
    expect(
      rows.filter((id) => !changing.includes(id)),
      "rows of authorization/Changes.ts that are no changing operation"
    ).toEqual([])
    expect(
      Object.keys(PRIVATE_READS).filter((id) => operations.get(id)?.method !== "GET"),
      "rows of authorization/PrivateReads.ts that are no read"
    ).toEqual([])
  })

  describe("changes", () => {
    for (const [id, row] of Object.entries(CHANGES)) it(`${id}: ${row.who}`, () => checkRow(id, row))
  })

  describe("private reads", () => {
    for (const [id, row] of Object.entries(PRIVATE_READS)) it(`${id}: ${row.who}`, () => checkRow(id, row))
  })
})

afterAll(() => {
  console.info(
    `Authorization matrix: ${summary.operations} operations, ${summary.requests} requests × ${ACTORS.length} actors = ${summary.calls} calls; ` +
      `${summary.pending.length} pending${summary.pending.length === 0 ? "" : ` (${summary.pending.join(", ")}: see their reports above)`}`
  )
})
