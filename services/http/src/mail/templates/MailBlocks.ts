import { html, type Html, lines, safeUrl } from "./Html.ts"

/** One part of an e-mail, written once and rendered both ways: the text body's and the HTML body's. */
export interface MailBlock {
  readonly text: string
  readonly html: Html
}

/** A link in a paragraph: its address in the text body, its label (the address unless given) in the HTML one. */
export interface MailLink {
  readonly href: string
  readonly label?: string | undefined
}

export const link = (href: string, label?: string): MailLink => ({ href, label })

const P_STYLE = "margin:0 0 16px;font-size:16px;line-height:24px;color:#1c1c1e"
const QUOTE_STYLE = "margin:0 0 16px;padding:8px 16px;border-left:4px solid #d9d9de;color:#3a3a3c;font-size:16px;line-height:24px"
const A_STYLE = "color:#a3151d;text-decoration:underline;word-break:break-all"

/** A link as the HTML body shows it. */
export const anchor = (to: MailLink): Html => html`<a href="${safeUrl(to.href)}" style="${A_STYLE}">${to.label ?? to.href}</a>`

/** A paragraph of text and links; a newline in the text is a line break in both bodies. */
export const paragraph = (...parts: ReadonlyArray<string | MailLink>): MailBlock => ({
  text: parts.map((part) => (typeof part === "string" ? part : part.href)).join(""),
  html: html`<p style="${P_STYLE}">${parts.map((part) => (typeof part === "string" ? lines(part) : anchor(part)))}</p>`
})

/** Someone's words, quoted: `> ` before each line in the text body, a block quote in the HTML one. */
export const quote = (text: string): MailBlock => ({
  text: text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n"),
  html: html`<blockquote style="${QUOTE_STYLE}">${lines(text)}</blockquote>`
})
