import { expect, test } from "@playwright/test"
import { signedInAs, STAFF } from "./marketplace.ts"

const PASSWORD = "gravel-rally-stage-1983"

test("after wrong passwords the sign-in form gets through the bot check on its own", async ({ page, request }, testInfo) => {
  const username = `guessed_${testInfo.project.name}`
  const email = `${username}@example.com`
  // A visitor of its own in each project (behind the loopback proxy the Playwright server trusts), so these failures slow no other test.
  const visitor = {
    "x-forwarded-for": `127.0.9.${testInfo.config.projects.findIndex((project) => project.name === testInfo.project.name) + 1}`
  }
  await page.context().setExtraHTTPHeaders(visitor)
  const signIn = (data: object) => request.post("/api/v1/auth/login", { headers: visitor, data })
  const staffKey = ((await (await signIn(STAFF)).json()) as { access_key: string }).access_key
  const created = await request.post("/api/v1/admin/users", {
    headers: { ...visitor, authorization: `Bearer ${staffKey}` },
    data: { email, username, password: PASSWORD }
  })
  expect(created.ok()).toBe(true)

  // someone guesses three times: from now on signing in to this e-mail needs the proof of work
  for (let guess = 0; guess < 3; guess++) {
    const refused = await signIn({ email, password: `guess-${guess}` })
    expect(refused.status()).toBe(401)
  }
  expect((await (await signIn({ email, password: PASSWORD })).json()).error_code).toBe(3030)

  await page.goto("/signin/")
  await page.getByLabel("Email", { exact: true }).fill(email)
  await page.getByLabel("Password").fill(PASSWORD)
  const withProof = page.waitForRequest(
    (sent) => sent.url().endsWith("/api/v1/auth/login") && (sent.postDataJSON() as { recaptcha?: string }).recaptcha !== undefined
  )
  await page.getByRole("button", { name: "Sign in" }).click()
  await withProof
  await expect(signedInAs(page, username)).toBeVisible()
  await expect(page.getByRole("alert")).toHaveCount(0)
})
