import { hashPassword } from "@redline/infra"
import { type Challenge, solveChallenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/sha"
import { Effect } from "effect"
import { AccountsRepo, type NewUser } from "../../src/accounts/AccountsRepo.ts"
import type { Api } from "./Api.ts"
import { caller } from "./Caller.ts"

/** The staff account, which creates users and auctions through the admin endpoints. */
export const STAFF = { email: "staff@redline.test", password: "staff-password-1" } as const

/** The password of the members staff create. */
export const MEMBER_PASSWORD = "correct-horse-7"

/** A password strong enough for sign-up and resets. */
export const STRONG_PASSWORD = "velvet-quarter-mile-1987"

/** An account written straight to the database, as every account is (`AccountsRepo.insert`); answers its id. */
export const insertAccount = (user: NewUser) =>
  Effect.flatMap(AccountsRepo, (accounts) => accounts.insert(user)).pipe(Effect.orDie, Effect.provide(AccountsRepo.Default))

export const insertStaff = Effect.flatMap(hashPassword(STAFF.password), (passwordHash) =>
  insertAccount({ email: STAFF.email, username: "staff", passwordHash, isAdmin: true, verified: true })
)

let addresses = 0

/**
 * An address no other call of the test file came from (198.18.0.0/15, the benchmarking block), so
 * what a test puts in place spends none of the per-address limits its calls are about.
 */
export const freshAddress = () => {
  const n = addresses++
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`
}

/** The access key of a session signed in with the e-mail and password, from an address of its own. */
export const accessKey = async (api: Api, email: string, password: string): Promise<string> =>
  (await caller(api)("POST", "/api/v1/auth/login", { email, password }, { address: freshAddress() })).body.access_key

/** The staff account, signed in: staff make the users and auctions a test needs. */
export const staffAccessKey = async (api: Api): Promise<string> => {
  await api.run(insertStaff)
  return accessKey(api, STAFF.email, STAFF.password)
}

export interface Member {
  readonly id: number
  readonly email: string
  readonly key: string
}

const memberEmail = (username: string) => `${username.toLowerCase()}@example.com`

/**
 * A user staff create through the admin endpoint (`<username>@example.com`, `MEMBER_PASSWORD`);
 * answers the endpoint's answer. `fields` are its others, e.g. a card on file and the bidding agreement.
 */
export const staffUser = (api: Api, staffKey: string, username: string, fields: Record<string, unknown> = {}) =>
  caller(api)("POST", "/api/v1/admin/users", { email: memberEmail(username), username, password: MEMBER_PASSWORD, ...fields }, staffKey)

/** A user staff create, signed in. */
export const member = async (api: Api, staffKey: string, username: string, fields: Record<string, unknown> = {}): Promise<Member> => {
  const created = await staffUser(api, staffKey, username, fields)
  return { id: created.body.user_id, email: memberEmail(username), key: await accessKey(api, memberEmail(username), MEMBER_PASSWORD) }
}

/** What the bot check widget sends after solving a challenge of GET auth/challenge. */
export const solvedBotCheck = async (api: Api) => {
  const challenge = (await caller(api)("GET", "/api/v1/auth/challenge")).body as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64")
}

/** A client on the server's own machine, where the developer's pages answer anyone. */
export const DEVELOPER_ADDRESS = "127.0.0.1"

export interface DevMail {
  readonly to: string
  readonly reply_to: string | null
  readonly headers: Readonly<Record<string, string>>
  readonly subject: string
  readonly body: string
  readonly html: string | null
  readonly links: ReadonlyArray<string>
}

/** The dev mailbox, newest first, as a developer on the server's machine reads it. */
export const devMailbox = async (api: Api): Promise<ReadonlyArray<DevMail>> =>
  (await caller(api)("GET", "/api/v1/dev/mailbox", undefined, { address: DEVELOPER_ADDRESS })).body.messages

/** The newest message of the dev mailbox sent to `to`. */
export const latestMail = async (api: Api, to: string) => {
  const message = (await devMailbox(api)).find((mail) => mail.to === to)
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

/** Signs up with the e-mail route, each time from another address so the sign-up limit stays out of the way. */
export const signUp = async (api: Api, fields: { readonly username: string; readonly email: string; readonly password?: string }) =>
  caller(api)(
    "POST",
    "/api/v2/auth/users",
    {
      password: STRONG_PASSWORD,
      recaptcha: await solvedBotCheck(api),
      accept: true,
      ...fields
    },
    { address: freshAddress() }
  )

/** Signs up, follows the verification link and gets the session with the confirm key. */
export const verifiedAccount = async (
  api: Api,
  fields: { readonly username: string; readonly email: string; readonly password?: string }
) => {
  const call = caller(api)
  await signUp(api, fields)
  const token = await tokenFromMail(api, fields.email, "/account/verify/")
  const confirmed = await call("POST", "/api/v1/auth/confirm", { confirmation_token: token })
  const session = await call("GET", `/api/v1/auth/access?confirm_key=${confirmed.body.confirm_key}`)
  return session.body as { access_key: string; refresh_key: string; user: { user_id: number; username: string } }
}

/**
 * Signs in at the local OpenID Connect provider as a browser would: follows the authorization
 * URL and fills in its sign-in form with `login`. Answers where the provider sends the browser
 * back: the client's landing route, with the code and state in its query.
 */
export const providerLanding = async (api: Api, provider: "google" | "facebook" | "apple", login: string) => {
  const started = await caller(api)("GET", `/api/v1/auth/sso/${provider}`)
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
  return url
}

/** Signs in at the local provider (`providerLanding`) and hands its code and state to the API; answers the API's credential. */
export const providerCredential = async (api: Api, provider: "google" | "facebook" | "apple", login: string) => {
  const landing = await providerLanding(api, provider, login)
  const answer = await caller(api)("POST", `/api/v1/auth/sso/${provider}/callback`, {
    code: landing.searchParams.get("code"),
    state: landing.searchParams.get("state")
  })
  return { landing, ...answer }
}
