import { type Challenge, solveChallenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/sha"
import { createHmac } from "node:crypto"
import { insertStaff, STAFF, type startApi } from "./apiHarness.ts"

type Api = Awaited<ReturnType<typeof startApi>>

// Answers are checked field by field, so bodies stay loosely typed.
export interface Answer {
  readonly status: number
  readonly body: any
}

export interface CallOptions {
  readonly key?: string
  readonly headers?: Record<string, string>
  /** Signs the request with a handshake, as a browser with a session handshake does. */
  readonly handshake?: { readonly csrf: string; readonly secret: string }
  readonly address?: string
}

/** Calls the API as a client does: JSON in and out, from one address unless told otherwise. */
export const caller = (api: Api) => async (method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<Answer> => {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-forwarded-for": options.address ?? "203.0.113.10",
    ...options.headers
  }
  if (options.key !== undefined) headers["authorization"] = `Bearer ${options.key}`
  if (options.handshake !== undefined) {
    const timestamp = String(Math.floor(Date.now() / 1000))
    headers["x-csrf"] = options.handshake.csrf
    headers["x-timestamp"] = timestamp
    headers["x-signature"] = createHmac("sha256", options.handshake.secret)
      .update(`${method}${path.split("?")[0]}${timestamp}`)
      .digest("hex")
  }
  const response = await api.fetch(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
  return { status: response.status, body: await response.json() }
}

/**
 * `caller` for tests that pass at most an access key, as the fourth argument. The API is read
 * when a call is made, so a file can set it up in `beforeAll`.
 */
export const keyCaller = (api: () => Api) => (method: string, path: string, body?: unknown, key?: string): Promise<Answer> =>
  caller(api())(method, path, body, key === undefined ? {} : { key })

/** What the bot check widget sends after solving a challenge of GET auth/challenge. */
export const solvedBotCheck = async (api: Api) => {
  const challenge = (await caller(api)("GET", "/api/v1/auth/challenge")).body as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64")
}

/** The newest message of the dev mailbox sent to `to`. */
export const latestMail = async (api: Api, to: string) => {
  const { body } = await caller(api)("GET", "/api/v1/dev/mailbox")
  const message = (body.messages as Array<{ to: string; subject: string; body: string; links: Array<string> }>).find((mail) => mail.to === to)
  if (message === undefined) throw new Error(`No mail to ${to}`)
  return message
}

/** The token at the end of the mail's link to `page` (e.g. /account/verify/). */
export const tokenFromMail = async (api: Api, to: string, page: string) => {
  const mail = await latestMail(api, to)
  const link = mail.links.find((candidate) => candidate.includes(page))
  if (link === undefined) throw new Error(`No ${page} link in the mail to ${to}`)
  return link.slice(link.indexOf(page) + page.length)
}

export const STRONG_PASSWORD = "velvet-quarter-mile-1987"

/** A staff account written straight to the database, signed in: staff make the users and auctions a test needs. */
export const staffAccessKey = async (api: Api): Promise<string> => {
  await api.run(insertStaff)
  return (await caller(api)("POST", "/api/v1/auth/login", STAFF)).body.access_key
}

let signUps = 0

/** Signs up with the e-mail route, each time from another address so the sign-up limit stays out of the way. */
export const signUp = async (api: Api, fields: { readonly username: string; readonly email: string; readonly password?: string }) =>
  caller(api)("POST", "/api/v2/auth/users", {
    password: STRONG_PASSWORD,
    recaptcha: await solvedBotCheck(api),
    accept: true,
    ...fields
  }, { address: `198.18.0.${++signUps}` })

/** Signs up, follows the verification link and gets the session with the confirm key. */
export const verifiedAccount = async (api: Api, fields: { readonly username: string; readonly email: string; readonly password?: string }) => {
  const call = caller(api)
  await signUp(api, fields)
  const token = await tokenFromMail(api, fields.email, "/account/verify/")
  const confirmed = await call("POST", "/api/v1/auth/confirm", { confirmation_token: token })
  const session = await call("GET", `/api/v1/auth/access?confirm_key=${confirmed.body.confirm_key}`)
  return session.body as { access_key: string; refresh_key: string; user: { user_id: number; username: string } }
}

/**
 * Signs in at the local OpenID Connect provider as a browser would: follows the authorization
 * URL, fills in its sign-in form with `login`, and hands the code and state the provider sends
 * back to the API. Answers the API's credential.
 */
export const providerCredential = async (api: Api, provider: "google" | "facebook" | "apple", login: string) => {
  const call = caller(api)
  const started = await call("GET", `/api/v1/auth/sso/${provider}`)
  const cookies = new Map<string, string>()
  const visit = async (url: URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") }
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";")
      const [name, ...value] = pair!.split("=")
      cookies.set(name!, value.join("="))
    }
    return response
  }
  let url = new URL(started.body.authorization_url)
  let response = await visit(url)
  for (let step = 0; step < 10 && !url.href.startsWith("http://redline.test/"); step++) {
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get("location")!, url)
      if (!url.href.startsWith("http://redline.test/")) response = await visit(url)
    } else if (url.pathname.startsWith("/interaction/")) {
      response = await visit(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ login }).toString()
      })
    } else {
      throw new Error(`The provider answered ${response.status} at ${url.href}: ${await response.text()}`)
    }
  }
  const answer = await call("POST", `/api/v1/auth/sso/${provider}/callback`, {
    code: url.searchParams.get("code"),
    state: url.searchParams.get("state")
  })
  return { landing: url, ...answer }
}
