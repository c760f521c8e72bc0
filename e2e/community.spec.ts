import { type APIRequestContext, type Browser, expect, type Page, test, type TestInfo } from "@playwright/test"
import sharp from "sharp"
import { DEMO_PASSWORD, expectSignInOver, signInDialog, signInWith, STAFF, staffHeaders } from "./marketplace.ts"

interface Member {
  readonly email: string
  readonly username: string
  readonly headers: { readonly authorization: string }
}

interface Post {
  readonly id: number
  readonly url: string
  readonly community_id: number
}

interface Reply {
  readonly id: number
}

const stamp = (testInfo: TestInfo) => `${testInfo.project.name}_${Date.now() % 1_000_000}`

/**
 * Members of this test alone, made by the staff account with the demo password: each posts and
 * replies without waiting out another test's cooldown.
 */
async function newMembers(request: APIRequestContext, testInfo: TestInfo, names: ReadonlyArray<string>): Promise<ReadonlyArray<Member>> {
  const staff = await staffHeaders(request)
  const tag = stamp(testInfo)
  return Promise.all(
    names.map(async (name) => {
      const username = `${name}_${tag}`
      const email = `${username}@example.com`
      const created = await request.post("/api/v1/admin/users", { headers: staff, data: { email, username, password: DEMO_PASSWORD } })
      expect(created.ok(), await created.text()).toBe(true)
      const signedIn = await request.post("/api/v1/auth/login", { data: { email, password: DEMO_PASSWORD } })
      expect(signedIn.ok(), await signedIn.text()).toBe(true)
      const key = ((await signedIn.json()) as { access_key: string }).access_key
      return { email, username, headers: { authorization: `Bearer ${key}` } }
    })
  )
}

/** The general community's id, where the set-up posts go. */
async function generalCommunity(request: APIRequestContext): Promise<number> {
  const response = await request.get("/api/v1/communities/general")
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { id: number }).id
}

async function postAs(request: APIRequestContext, headers: Member["headers"], title: string): Promise<Post> {
  const response = await request.post("/api/v1/community/posts", {
    headers,
    data: { community_id: await generalCommunity(request), title, text: `Set up for a browser test: ${title}` }
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as Post
}

async function replyAs(request: APIRequestContext, headers: Member["headers"], postId: number, text: string, to: Reply | null) {
  const response = await request.post(`/api/v1/community/posts/${postId}/replies`, {
    headers,
    data: { text, reply_to_community_reply_id: to?.id ?? null }
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as Reply
}

/** A page of a context of its own, signed in with `password` from the sign-in page, landing on `url`. */
async function signedInPage(browser: Browser, email: string, password: string, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(`/signin/?redirect=${encodeURIComponent(url)}`)
  const dialog = signInDialog(page)
  await dialog.getByLabel("Email", { exact: true }).fill(email)
  await dialog.getByLabel("Password").fill(password)
  await dialog.getByRole("button", { name: "Sign in" }).click()
  await expect(page).toHaveURL(url)
  return page
}

/** The page has joined the thread's live channel, so what happens next reaches it. */
async function watchingLive(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/realtime/register"))))
    .toBe(true)
}

const repliesOf = (page: Page) => page.getByRole("region", { name: /^Replies/ })
/** The reply whose own text (not its replies') is `text`. */
const replyEntry = (page: Page, text: string) =>
  repliesOf(page)
    .getByRole("listitem")
    .filter({ has: page.locator(":scope > .comment__body", { hasText: text }) })

test("a visitor writes a post, signs in when posting, finds the draft, adds a photo and the post shows in the feed", async ({
  page,
  request
}, testInfo) => {
  const [author] = await newMembers(request, testInfo, ["poster"])
  const popular = (await (await request.get("/api/v1/communities")).json()) as { communities: Array<{ title: string }> }
  const community = popular.communities[0]!.title
  const title = `Which wax for single-stage paint? (${stamp(testInfo)})`
  const body = "Thirty-year-old red, never resprayed. Carnauba or a sealant?"

  await page.goto("/community/")
  await page.getByRole("button", { name: "New Post" }).click()
  const composer = page.getByRole("dialog", { name: "Post to" })
  await composer.getByRole("radio", { name: community }).check()
  await composer.getByLabel("Title").fill(title)
  await composer.getByLabel("Body text (optional)").fill(body)
  await composer.getByRole("button", { name: "Post", exact: true }).click()
  await expectSignInOver(page, "/community/")
  await signInWith(page, author!.email)

  // back, the composer has the draft as it was left
  await expect(composer).toBeVisible()
  await expect(composer.getByLabel("Title")).toHaveValue(title)
  await expect(composer.getByLabel("Body text (optional)")).toHaveValue(body)
  await expect(composer.getByRole("radio", { name: community })).toBeChecked()
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 160, g: 20, b: 30 } } })
    .png()
    .toBuffer()
  await composer.getByLabel("Add photos").setInputFiles({ name: "hood.png", mimeType: "image/png", buffer: png })
  await expect(composer.getByRole("list", { name: "Photos" }).locator("img")).toBeVisible()
  await composer.getByRole("button", { name: "Post", exact: true }).click()
  await expect(composer).toBeHidden()

  // the feed turns to the newest, with the post and its photo first
  await expect(page).toHaveURL("/community/?sort=new")
  const card = page.getByRole("article").filter({ hasText: title })
  await expect(card).toBeVisible()
  const thumbnail = card.locator("img.post-card__photo")
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
  await card.getByRole("link", { name: title }).click()
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
  await expect(page.getByText(body)).toBeVisible()
  await expect(page.getByRole("img", { name: "Photo 1 of 1" })).toBeVisible()
})

test("a reply written in one browser appears in another on the same thread without a reload", async ({
  page,
  browser,
  request
}, testInfo) => {
  const [writer] = await newMembers(request, testInfo, ["replier"])
  const post = await postAs(request, await staffHeaders(request), `Best road in the county? (${stamp(testInfo)})`)

  await page.goto(post.url)
  // the replies have been read (none yet)
  await expect(repliesOf(page).getByRole("list", { name: "Replies" })).toBeAttached()
  await watchingLive(page)

  const other = await signedInPage(browser, writer!.email, DEMO_PASSWORD, post.url)
  const text = `The old mountain road, early on a Sunday (${stamp(testInfo)})`
  await repliesOf(other).getByLabel("Write a reply").fill(text)
  await repliesOf(other).getByRole("button", { name: "Reply", exact: true }).first().click()
  await expect(replyEntry(other, text)).not.toContainText("Sending…")

  await expect(replyEntry(page, text)).toBeVisible()
  await expect(replyEntry(page, text)).toContainText(writer!.username)
  await expect(page.getByRole("heading", { name: /^Replies/ })).toContainText("1")
  await other.context().close()
})

test("level-1 and level-2 replies offer Reply, a level-3 reply does not", async ({ page, request }, testInfo) => {
  // staff moderate the community: no cooldown between their replies
  const staff = await staffHeaders(request)
  const post = await postAs(request, staff, `A reply chain three deep (${stamp(testInfo)})`)
  const first = await replyAs(request, staff, post.id, "First level", null)
  const second = await replyAs(request, staff, post.id, "Second level", first)
  await replyAs(request, staff, post.id, "Third level", second)

  await page.goto(post.url)
  const actionsOf = (text: string) => replyEntry(page, text).locator(":scope > .comment__body > .comment__actions")
  await expect(actionsOf("First level").getByRole("button", { name: "Reply" })).toBeVisible()
  await expect(actionsOf("Second level").getByRole("button", { name: "Reply" })).toBeVisible()
  await replyEntry(page, "Second level").getByRole("button", { name: "1 reply" }).click()
  await expect(actionsOf("Third level").getByRole("button", { name: /^Upvote/ })).toBeVisible()
  await expect(actionsOf("Third level").getByRole("button", { name: "Reply" })).toHaveCount(0)
})

test("a moderator's System Flag holds the post back on a member's open thread, and View shows it", async ({
  page,
  browser,
  request
}, testInfo) => {
  const [author, reader] = await newMembers(request, testInfo, ["flagged_author", "flag_reader"])
  const title = `Selling my spare set of wheels (${stamp(testInfo)})`
  const post = await postAs(request, author!.headers, title)

  await page.goto(`/signin/?redirect=${encodeURIComponent(post.url)}`)
  await signInWith(page, reader!.email)
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
  await watchingLive(page)

  const moderator = await signedInPage(browser, STAFF.email, STAFF.password, post.url)
  await moderator.getByRole("article").getByRole("button", { name: "System Flag" }).click()
  await expect(moderator.getByRole("article").getByRole("button", { name: "Remove System Flag" })).toBeVisible()
  // the moderator still sees it, to judge it
  await expect(moderator.getByRole("heading", { level: 1, name: title })).toBeVisible()

  const shown = page.getByRole("article")
  await expect(shown.getByText("The community has flagged this.")).toBeVisible()
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeHidden()
  await shown.getByRole("button", { name: "View" }).click()
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
  await moderator.context().close()
})
