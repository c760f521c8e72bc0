import { expect, type Page, type Response, test } from "@playwright/test"
import sharp from "sharp"
import { auctionFor, staffHeaders } from "./marketplace.ts"

const PASSWORD = "correct-horse-battery-7"

/** What every answer of the site carries (the gateway's security headers). */
const SECURITY_HEADERS = {
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin"
}

/**
 * The page's every brush with the security policy: the `securitypolicyviolation` events of each
 * document (listened for before any script of the page runs) and Chromium's 'Refused to …'
 * console messages, which also tell of what never reached a document's listener.
 */
async function watchPolicy(page: Page): Promise<ReadonlyArray<string>> {
  const refusals: Array<string> = []
  await page.exposeFunction("reportPolicyViolation", (report: string) => refusals.push(report))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportPolicyViolation: (report: string) => void }).reportPolicyViolation
      report(`${event.effectiveDirective} refused ${event.blockedURI || "inline"} on ${location.pathname}`)
    })
  })
  page.on("console", (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refusals.push(`console: ${message.text()}`)
  })
  return refusals
}

/** Every answer from the site's origin, pages, files, API answers and photos alike, with its headers. */
function siteAnswers(page: Page, origin: string): Array<Response> {
  const answers: Array<Response> = []
  page.on("response", (response) => {
    if (new URL(response.url()).origin === origin) answers.push(response)
  })
  return answers
}

/** The images on the page that have a source have loaded: a refused or broken one has no width. */
async function expectImagesLoaded(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          // a card's photo starts without a source until it nears the screen
          .filter((image) => image.currentSrc !== "" && (image.loading !== "lazy" || image.complete))
          .filter((image) => !(image.complete && image.naturalWidth > 0))
          .map((image) => `${image.currentSrc || image.src} complete=${image.complete} loading=${image.loading}`)
      )
    )
    .toEqual([])
}

test("every kind of page works under the security policy, and every answer carries the security headers", async ({
  page,
  request,
  baseURL
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one viewport is enough: the policy is the same for both")
  test.setTimeout(120_000)
  const origin = new URL(baseURL!).origin
  const refusals = await watchPolicy(page)
  const answers = siteAnswers(page, origin)

  // The lists
  for (const path of ["/", "/featured-auctions/", "/past-auctions/"]) {
    const document = await page.goto(path)
    const policy = await document!.headerValue("content-security-policy")
    expect(policy).toContain("script-src 'self';")
    expect(policy).toContain("frame-ancestors 'none'")
    await expect(page.getByRole("article").first()).toBeVisible()
    await expectImagesLoaded(page)
  }

  // An auction: its gallery, share dialog, financing and shipping panels
  const auction = await auctionFor(request, testInfo, 6)
  await page.goto(auction.auction_url)
  await expect(page.getByRole("heading", { level: 1, name: auction.title })).toBeVisible()
  await page.getByRole("button", { name: /photo 1 of \d+/ }).click()
  const gallery = page.getByRole("dialog", { name: `Photos of ${auction.title}` })
  await expect(gallery.getByRole("img", { name: new RegExp(`${auction.title}, exterior photo 1 of`) })).toBeVisible()
  await expectImagesLoaded(page)
  await page.keyboard.press("Escape")
  await page.getByRole("button", { name: "Share", exact: true }).click()
  const share = page.getByRole("dialog", { name: "Share", exact: true })
  await expect(share).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(page.getByRole("region", { name: "Financing" }).getByRole("table")).toBeVisible()
  const shipping = page.getByRole("region", { name: "Shipping" })
  await shipping.getByLabel("Zip code").fill("10001")
  await shipping.getByRole("button", { name: "Get quote" }).click()
  await expect(shipping.getByText("Open transport")).toBeVisible()

  // The sign-in dialog
  await page.goto("/signin/")
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible()

  // Account settings, with a photo uploaded straight to the object store
  const username = `policy_${Date.now()}`
  const email = `${username}@example.com`
  const staff = await staffHeaders(request)
  expect((await request.post("/api/v1/admin/users", { headers: staff, data: { email, username, password: PASSWORD } })).ok()).toBe(true)
  await page.goto("/signin/?redirect=%2Faccount%2Fsettings")
  const signIn = page.getByRole("dialog", { name: "Sign in" })
  await signIn.getByLabel("Email", { exact: true }).fill(email)
  await signIn.getByLabel("Password").fill(PASSWORD)
  await signIn.getByRole("button", { name: "Sign in" }).click()
  await expect(page).toHaveURL(/\/account\/settings$/)
  const profile = page.getByRole("region", { name: "Profile" })
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer()
  await profile.getByLabel("Add photo").setInputFiles({ name: "coupe.png", mimeType: "image/png", buffer: png })
  await expect(profile.getByText("Your photo was saved.")).toBeVisible()
  await expect(profile.getByRole("img", { name: "Your profile photo" })).toBeVisible()
  await expectImagesLoaded(page)

  // A member's profile
  await page.goto("/user/demo_seller/")
  await expect(page.getByRole("heading", { name: "demo_seller" })).toBeVisible()
  await expectImagesLoaded(page)

  // The dev mailbox, open to a developer on this machine, with a reset link in it
  expect((await request.post("/api/v1/auth/reset/link", { data: { email } })).ok()).toBe(true)
  await page.goto("/dev/mailbox")
  await expect(page.getByRole("heading", { name: "Dev mailbox" })).toBeVisible()
  await expect(page.getByRole("article", { name: new RegExp(`to ${email}$`) })).toBeVisible()

  // A page that doesn't exist is still the app, under the same policy
  await page.goto("/no-such-page/")
  await expect(page.getByRole("main")).toBeVisible()

  expect(refusals).toEqual([])
  const kinds = new Set(answers.map((answer) => answer.request().resourceType()))
  expect([...kinds]).toEqual(expect.arrayContaining(["document", "script", "stylesheet", "image", "fetch"]))
  for (const answer of answers) {
    const headers = await answer.allHeaders()
    expect(headers, answer.url()).toMatchObject(SECURITY_HEADERS)
    expect(headers["content-security-policy"], answer.url()).toContain("default-src 'self'")
  }
})

test("no other site can frame Redline's pages", async ({ page, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one viewport is enough")
  const refusals = await watchPolicy(page)
  await page.setContent(`<iframe title="Redline" src="${baseURL}/"></iframe>`)
  await expect.poll(() => refusals.some((refusal) => /frame-ancestors/.test(refusal))).toBe(true)
  // Chromium shows its error page in the frame instead: the app never runs there.
  await expect(page.frameLocator("iframe").locator("#root")).toHaveCount(0)
})
