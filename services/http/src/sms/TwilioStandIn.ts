import { normalizePhoneNumber } from "@redline/domain"
import { Data, Effect, FiberSet, Redacted } from "effect"
import { randomBytes } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { sameSecret } from "../auth/SameSecret.ts"
import type { TwilioAccount } from "./SmsProvider.ts"
import { SmsStandInLog, type StandInText } from "./SmsStandInLog.ts"

/** The local stand-in could not listen. */
export class TwilioStandInNotStarted extends Data.TaggedError("TwilioStandInNotStarted")<{ readonly reason: string }> {}

/** A message SID as Twilio writes them: SM and 32 hex digits. */
export const messageSid = () => `SM${randomBytes(16).toString("hex")}`

/** The date format of Twilio's REST answers (RFC 2822). */
const rfc2822 = (date: Date) => date.toUTCString().replace("GMT", "+0000")

/** Twilio's error answer: its code, message, more_info and the HTTP status. */
const twilioError = (status: number, code: number, message: string) => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }
})

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = ""
    request.setEncoding("utf8")
    request.on("data", (chunk: string) => {
      body += chunk
      if (body.length > 100_000) reject(new Error("Request too large"))
    })
    request.on("end", () => resolve(body))
    request.on("error", reject)
  })

/** The account the request's basic authorization names, when its credentials are the account's. */
const authorized = (request: IncomingMessage, account: TwilioAccount) => {
  const header = request.headers.authorization ?? ""
  if (!header.startsWith("Basic ")) return false
  const [user, ...password] = Buffer.from(header.slice("Basic ".length), "base64").toString("utf8").split(":")
  return sameSecret(user ?? "", account.accountSid) && sameSecret(password.join(":"), Redacted.value(account.authToken))
}

interface Answer {
  readonly status: number
  readonly body: object
  /** The text taken, to keep in the log. */
  readonly taken?: Omit<StandInText, "createdAt">
}

/**
 * Twilio's Messages resource, as its REST API answers it (`POST /2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded `To`, `From`, `Body`, basic authorization with the account SID and auth token): 201
 * with the message resource, or Twilio's error codes for what it refuses (20003 unauthenticated,
 * 20404 no such resource, 21602 no body, 21604 no recipient, 21211 a recipient that is no number,
 * 21606 a sender that is not the account's number). The text taken is answered with what to keep.
 */
const createMessage = (account: TwilioAccount, accountSid: string, form: URLSearchParams, now: Date): Answer => {
  if (accountSid !== account.accountSid) {
    return twilioError(404, 20404, `The requested resource /2010-04-01/Accounts/${accountSid}/Messages.json was not found`)
  }
  const to = form.get("To") ?? ""
  const from = form.get("From") ?? ""
  const body = form.get("Body") ?? ""
  if (to === "") return twilioError(400, 21604, "A 'To' phone number is required.")
  if (body === "") return twilioError(400, 21602, "Message body is required.")
  if (normalizePhoneNumber(to) !== to) return twilioError(400, 21211, `Invalid 'To' Phone Number: ${to}`)
  if (from !== account.from) {
    return twilioError(
      400,
      21606,
      `The From phone number ${from} is not a valid, SMS-capable inbound phone number or short code for your account.`
    )
  }
  const sid = messageSid()
  const uri = `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`
  return {
    status: 201,
    body: {
      account_sid: accountSid,
      api_version: "2010-04-01",
      body,
      date_created: rfc2822(now),
      date_sent: null,
      date_updated: rfc2822(now),
      direction: "outbound-api",
      error_code: null,
      error_message: null,
      from,
      messaging_service_sid: null,
      num_media: "0",
      num_segments: String(Math.max(1, Math.ceil(body.length / 160))),
      price: null,
      price_unit: "USD",
      sid,
      status: "queued",
      subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
      to,
      uri
    },
    taken: { sid, direction: "outbound", from, to, body }
  }
}

/**
 * A local HTTP server that speaks Twilio's REST API for sending texts, for the official `twilio`
 * SDK to send through where no Twilio account is configured (`twilioSender` points the SDK at
 * it): it checks what Twilio checks and keeps every text in `SmsStandInLog` for the dev SMS
 * outbox. It answers before it writes the text down: the sender may hold the database's only
 * connection (the embedded mode's) in the outbox's transaction while it waits for the answer.
 * Listens on loopback, on a port of its own, for this process's SDK only; closed with its scope,
 * after the texts it took are kept. Answers its origin.
 */
export const startTwilioStandIn = (account: TwilioAccount) =>
  Effect.gen(function* () {
    const log = yield* SmsStandInLog
    const keeping = yield* FiberSet.make()
    const keep = yield* FiberSet.runtime(keeping)<never>()
    // Finalizers run last first: the texts taken are written down before the fiber set closes.
    yield* Effect.addFinalizer(() => FiberSet.awaitEmpty(keeping))
    const respond = (response: ServerResponse, answer: Answer) => {
      response.writeHead(answer.status, { "content-type": "application/json" })
      response.end(JSON.stringify(answer.body))
    }
    const handle = async (request: IncomingMessage, response: ServerResponse) => {
      const path = new URL(request.url ?? "/", "http://stand-in").pathname
      const match = MESSAGES_PATH.exec(path)
      if (!authorized(request, account)) return respond(response, twilioError(401, 20003, "Authenticate"))
      if (match === null || request.method !== "POST") {
        return respond(response, twilioError(404, 20404, `The requested resource ${path} was not found`))
      }
      const form = new URLSearchParams(await readBody(request))
      const now = new Date()
      const answer = createMessage(account, decodeURIComponent(match[1]!), form, now)
      respond(response, answer)
      if (answer.taken !== undefined) keep(log.record(answer.taken, now))
    }
    const server = createServer((request, response) => {
      handle(request, response).catch((error: unknown) => {
        if (!response.headersSent) respond(response, twilioError(500, 20500, `Internal Server Error: ${String(error)}`))
        else response.destroy()
      })
    })
    const address = yield* Effect.async<AddressInfo, TwilioStandInNotStarted>((resume) => {
      server.once("error", (error) => resume(Effect.fail(new TwilioStandInNotStarted({ reason: String(error) }))))
      server.listen(0, "127.0.0.1", () => resume(Effect.succeed(server.address() as AddressInfo)))
    })
    yield* Effect.addFinalizer(() =>
      Effect.async<void>((resume) => {
        server.closeAllConnections()
        server.close(() => resume(Effect.void))
      })
    )
    return `http://127.0.0.1:${address.port}`
  })
