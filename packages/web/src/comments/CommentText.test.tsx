import { render } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { commentLinkUrl, plainCommentText } from "./commentMarkdown.ts"
import { CommentText } from "./CommentText.tsx"

const shown = (text: string) => render(<CommentText text={text} poster={null} title="1995 Porsche 911" seller="garage_rat" />).container

/** Ways people try to make a comment run script or load something in the page. */
const XSS = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "<svg onload=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  "[x](javascript:alert(1))",
  "[x](JaVaScRiPt:alert(1))",
  "[x](java&#9;script:alert(1))",
  "[x](&#106;avascript:alert(1))",
  "[x](javascript&#58;alert(1))",
  "[x](%20javascript:alert(1))",
  "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[x](vbscript:msgbox(1))",
  "[x][ref]\n\n[ref]: javascript:alert(1)",
  "<javascript:alert(1)>",
  "![x](javascript:alert(1))",
  '![x](https://example.com/x.png "onerror=alert(1)")',
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  '<div style="background:url(javascript:alert(1))">x</div>',
  "[x](//evil.example/)",
  "<details open ontoggle=alert(1)>"
]

const SAFE_SCHEMES = /^(https?:|mailto:|\/[^/]|\/$)/

describe("a comment's text", () => {
  it.each(XSS)("draws nothing that runs or loads: %s", (text) => {
    const container = shown(text)
    expect(container.querySelector("script, iframe, img, svg, object, embed, details, style, .comment__text div")).toBeNull()
    for (const element of container.querySelectorAll("*")) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith("on")).toBe(false)
        expect(attribute.name).not.toBe("style")
      }
    }
    for (const link of container.querySelectorAll("a")) {
      const href = link.getAttribute("href") ?? ""
      expect(href).toMatch(SAFE_SCHEMES)
      expect(["http:", "https:", "mailto:"]).toContain(new URL(href, "https://redline.test/").protocol)
    }
  })

  it("keeps HTML as the text it is, never as markup", () => {
    const container = shown("a <b>bold</b> claim &lt;i&gt;")
    expect(container.querySelector("b, i")).toBeNull()
    expect(container.textContent).toContain("a <b>bold</b> claim <i>")
    const block = shown("<script>alert(1)</script> and <div>more</div>")
    expect(block.querySelector("script, .comment__text div")).toBeNull()
    expect(block.textContent).toContain("<script>alert(1)</script> and <div>more</div>")
  })

  it("draws the allowed Markdown, and one tilde as written", () => {
    const container = shown("**Clean** _car_, ~15,000 miles, ~~rust~~\n\n- one\n- two\n\n> quoted\n\n`code`\n\n# Heading")
    expect(container.querySelector("strong")?.textContent).toBe("Clean")
    expect(container.querySelector("em")?.textContent).toBe("car")
    expect(container.querySelector("del")?.textContent).toBe("rust")
    expect(container.textContent).toContain("~15,000 miles")
    expect(container.querySelectorAll("li")).toHaveLength(2)
    expect(container.querySelector("blockquote")).not.toBeNull()
    expect(container.querySelector("code")?.textContent).toBe("code")
    expect(container.querySelector("h1, h2, h3")).toBeNull()
    expect(container.textContent).toContain("Heading")
  })

  it("links mentions to profiles, but not e-mail addresses", () => {
    const container = shown("Thanks @turbo_tess and @x! Mail me@example.com, see [@air](https://example.com)")
    const links = [...container.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")])
    expect(links).toEqual([
      ["@turbo_tess", "/user/turbo_tess/"],
      ["me@example.com", "mailto:me@example.com"],
      ["@air", "https://example.com/"]
    ])
    expect(container.querySelector('a[href="/user/turbo_tess/"]')?.getAttribute("target")).toBeNull()
  })

  it("links the keyword @seller, in any case, to the auction's seller's profile, as written", () => {
    const container = shown("@Seller is the spare in the trunk? Ask @SELLER, not @sellers")
    const links = [...container.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")])
    expect(links).toEqual([
      ["@Seller", "/user/garage_rat/"],
      ["@SELLER", "/user/garage_rat/"],
      ["@sellers", "/user/sellers/"]
    ])
  })

  it("opens links out in a new tab, vouching for nothing", () => {
    const link = shown("https://example.com/car").querySelector("a")
    expect(link?.getAttribute("href")).toBe("https://example.com/car")
    expect(link?.getAttribute("target")).toBe("_blank")
    expect(link?.getAttribute("rel")).toBe("nofollow ugc noopener noreferrer")
  })

  it("shows a YouTube or Vimeo link as a video to play on a click, and frames nothing before", () => {
    const container = shown("Cold start: https://youtu.be/dQw4w9WgXcQ and https://vimeo.com/76979871 and https://youtu.be/dQw4w9WgXcQ")
    expect(container.querySelector("iframe")).toBeNull()
    const buttons = [...container.querySelectorAll("button")].map((button) => button.textContent)
    expect(buttons).toEqual(["Play video 1 on YouTube", "Play video 2 on Vimeo"])
  })

  it("takes web, mail and site addresses as links and nothing else", () => {
    expect(commentLinkUrl("https://example.com/a?b#c")).toBe("https://example.com/a?b#c")
    expect(commentLinkUrl("mailto:a@example.com")).toBe("mailto:a@example.com")
    expect(commentLinkUrl("/auctions/7/")).toBe("/auctions/7/")
    expect(commentLinkUrl("#c-3")).toBe("/#c-3")
    expect(commentLinkUrl("java\tscript:alert(1)")).toBe("")
    expect(commentLinkUrl(" javascript:alert(1)")).toBe("")
    expect(commentLinkUrl("data:text/html,x")).toBe("")
    expect(commentLinkUrl("//evil.example/x")).toBe("https://evil.example/x")
  })
})

describe("a comment read as plain words, for a reply's quote", () => {
  it("keeps the words and drops the marks", () => {
    expect(plainCommentText("**Clean** car. Does it have the _original_ radio? cc @mud_and_chrome\n\n- books\n- two keys")).toBe(
      "Clean car. Does it have the original radio? cc @mud_and_chrome books two keys"
    )
    expect(plainCommentText("> quoted\n\n# Heading\n\nSee [the report](https://example.com) and `code`, ~~rust~~")).toBe(
      "quoted Heading See the report and code, rust"
    )
    expect(plainCommentText("snake_case_name and 2*3*4 stay")).toBe("snake_case_name and 2*3*4 stay")
  })
})
