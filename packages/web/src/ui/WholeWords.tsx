import "./WholeWords.css"

/**
 * Text whose hyphenated words ('MX-5', 'F-100', 'Mercedes-Benz') wrap as a whole: browsers
 * break a line after a hyphen, which leaves 'MX-' on one line and '5' on the next.
 */
export function WholeWords({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whole-word">
        {part}
      </span>
    ) : (
      part
    )
  )
}
