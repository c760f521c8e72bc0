import { describe, expect, it } from "vitest"
import { verificationMail } from "../src/accounts/AccountMail.ts"
import { sellerMessageMail } from "../src/contact/SellerMail.ts"
import { subscribedMail } from "../src/dailyEmail/DailyEmailMail.ts"
import { email } from "../src/mail/templates/Email.ts"
import { html, safeUrl } from "../src/mail/templates/Html.ts"
import { link, paragraph, quote } from "../src/mail/templates/MailBlocks.ts"
import { questionAskedMail } from "../src/questions/QuestionMail.ts"

const SITE = "http://redline.test"
const UNSUBSCRIBE = {
  page: `${SITE}/daily-email/unsubscribe?email=a%40example.com&token=t`,
  oneClick: `${SITE}/api/v1/auth/daily_email/unsubscribe?email=a%40example.com&token=t`
}

describe("e-mail templates", () => {
  it("escape what they interpolate, and keep markup made by html as it is", () => {
    const name = `<script>alert("x")</script> & 'co'`
    expect(html`<p>${name}</p>`.markup).toBe("<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</p>")
    expect(html`<div>${html`<b>${name}</b>`}</div>`.markup).toBe(
      "<div><b>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</b></div>"
    )
    expect(html`<p>${["a", html`<br />`, "<b>"]}</p>`.markup).toBe("<p>a<br />&lt;b&gt;</p>")
  })

  it("link only to http(s) addresses", () => {
    expect(safeUrl("https://redline.test/x")).toBe("https://redline.test/x")
    expect(safeUrl("javascript:alert(1)")).toBe("#")
    expect(paragraph(link("javascript:alert(1)", "x")).html.markup).toContain('href="#"')
  })

  it("make the text body and the HTML body from the same blocks", () => {
    const mail = email({
      site: SITE,
      to: "a@example.com",
      subject: "Hello <you>",
      blocks: [paragraph("Line one\nline <two>"), quote("said\nthis"), paragraph("See: ", link(`${SITE}/x?a=1&b=2`))]
    })
    expect(mail).toMatchObject({ channel: "email", recipient: "a@example.com", subject: "Hello <you>" })
    expect(mail.body).toBe(`Line one\nline <two>\n\n> said\n> this\n\nSee: ${SITE}/x?a=1&b=2`)
    expect(mail.html).toContain("<title>Hello &lt;you&gt;</title>")
    expect(mail.html).toContain("Line one<br />line &lt;two&gt;")
    expect(mail.html).toContain("said<br />this</blockquote>")
    expect(mail.html).toContain(`<a href="${SITE}/x?a=1&amp;b=2"`)
    // the Redline header and footer frame every mail; only mail to a list says how to leave it
    expect(mail.html).toMatch(/<a\s+href="http:\/\/redline\.test\/"/)
    expect(mail.html).toContain("Redline Auctions, Inc.")
    expect(mail.html).not.toContain("Unsubscribe")
    expect(mail.listUnsubscribe).toBeUndefined()
  })

  it("say in both bodies of mail to a list how to leave it, and carry its one-click address", () => {
    const mail = subscribedMail(SITE, "a@example.com", UNSUBSCRIBE)
    expect(mail.listUnsubscribe).toBe(UNSUBSCRIBE.oneClick)
    expect(mail.body).toContain(`You get this email because this address is on Redline's Daily Email. Unsubscribe: ${UNSUBSCRIBE.page}`)
    expect(mail.html).toContain(
      `<a href="${UNSUBSCRIBE.page.replace("&", "&amp;")}" style="color:#a3151d;text-decoration:underline;word-break:break-all">Unsubscribe</a>`
    )
  })

  it("keep the mails' wording", () => {
    expect(verificationMail(SITE, { username: "pam", email: "pam@example.com" }, `${SITE}/account/verify/abc`).body).toBe(
      [
        "Hi pam,",
        "",
        "Welcome to Redline. Confirm your email address to start bidding, commenting and saving searches:",
        "",
        `${SITE}/account/verify/abc`,
        "",
        "The link works for 7 days. If you didn't sign up, you can ignore this email."
      ].join("\n")
    )
    expect(questionAskedMail(SITE, { username: "sam", email: "s@example.com" }, "pam", "Rust?\nAny?", "1991 Miata", `${SITE}/a`).body).toBe(
      ["Hi sam,", "", "pam asked about your 1991 Miata:", "", "> Rust?", "> Any?", "", "Answer it on your auction:", `${SITE}/a`].join("\n")
    )
  })

  it("never let a buyer's message add markup to the seller's mail", () => {
    const mail = sellerMessageMail(SITE, {
      seller: { username: "sam", email: "s@example.com" },
      sender: { username: "pam", email: "p@example.com" },
      auctionTitle: "1991 Miata",
      auctionLink: `${SITE}/a`,
      message: `<img src=x onerror="alert(1)">\nCall me`,
      phone: null
    })
    expect(mail.replyTo).toBe("p@example.com")
    expect(mail.body).toContain(`<img src=x onerror="alert(1)">\nCall me`)
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;<br />Call me")
    expect(mail.html).not.toContain("<img")
  })
})
