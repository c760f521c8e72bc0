/**
 * Markup made by `html`: its interpolated text was escaped when it was made, so markup can only
 * come from the templates' own literal text, never from what a user typed.
 */
export class Html {
  constructor(readonly markup: string) {}
  toString() {
    return this.markup
  }
}

/** What a template interpolates: text (escaped), markup made by `html`, or a list of either. */
export type Interpolated = string | number | Html | ReadonlyArray<Interpolated>

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!)

const render = (value: Interpolated): string =>
  value instanceof Html
    ? value.markup
    : typeof value === "number"
      ? String(value)
      : typeof value === "string"
        ? escapeHtml(value)
        : value.map(render).join("")

/** A tagged template: `html\`<p>${name}</p>\`` escapes `name`, and keeps markup made by `html` as it is. */
export const html = (strings: TemplateStringsArray, ...values: ReadonlyArray<Interpolated>): Html =>
  new Html(strings.reduce((markup, literal, i) => markup + literal + (i < values.length ? render(values[i]!) : ""), ""))

/** Text whose line breaks show: escaped, each newline a `<br>`. */
export const lines = (text: string): Html => html`${text.split("\n").map((line, i) => (i === 0 ? line : html`<br />${line}`))}`

/**
 * An address for an `href` or `src`: only http(s), so a `javascript:` address can't become a link.
 * Every address a template links to is the site's own or one it made.
 */
export const safeUrl = (url: string): string => (/^https?:\/\//i.test(url) ? url : "#")
