import { type KeyboardEvent, useId, useState } from "react"
import { useLocation } from "wouter"
import { SearchIcon } from "../ui/icons.tsx"
import { textSearchHref } from "./searchHrefs.ts"
import { type SearchPrediction, usePredictions } from "./usePredictions.ts"
import "./SearchBox.css"

/**
 * The header's search (spec 1 §2 'Search'): predictions under the field as the user types, a
 * combobox whose listbox a screen reader follows (the active option by `aria-activedescendant`,
 * the number of predictions in a live region). Up and down move through them, Enter opens the
 * highlighted one or searches the text, Escape closes the list. A make or model opens its page,
 * text the text search.
 */
export function SearchBox({ onDone, autoFocus = false }: { readonly onDone?: () => void; readonly autoFocus?: boolean }) {
  const id = useId()
  const [, navigate] = useLocation()
  const [text, setText] = useState("")
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const { predictions, settled } = usePredictions(text)
  const shown = open && text.trim() !== "" ? predictions : []
  const listId = `${id}-predictions`
  const optionId = (index: number) => `${id}-prediction-${index}`

  const go = (href: string) => {
    setText("")
    setOpen(false)
    setActive(-1)
    navigate(href)
    onDone?.()
  }
  const choose = (prediction: SearchPrediction) => go(prediction.href)

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault()
      setOpen(true)
      if (shown.length === 0) return
      // past either end the highlight goes back to the typed text (-1)
      const step = event.key === "ArrowDown" ? 1 : -1
      setActive((current) => ((current + step + 1 + shown.length + 1) % (shown.length + 1)) - 1)
    } else if (event.key === "Escape") {
      if (shown.length > 0) event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  const onSubmit = () => {
    const highlighted = shown[active]
    if (highlighted !== undefined) choose(highlighted)
    else if (text.trim() !== "") go(textSearchHref(text))
  }

  const status =
    !open || text.trim() === "" || !settled ? "" : predictions.length === 0 ? "No suggestions" : `${predictions.length} suggestions`

  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <label htmlFor={`${id}-field`} className="visually-hidden">
        Search for a make, model or anything
      </label>
      <SearchIcon className="search-box__icon" width="18" height="18" />
      <input
        id={`${id}-field`}
        className="search-box__field"
        type="search"
        role="combobox"
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder="Search for a car"
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && shown[active] !== undefined ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Suggestions" className="search-box__predictions" hidden={shown.length === 0}>
        {shown.map((prediction, index) => (
          <li
            key={prediction.href}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="search-box__prediction"
            // the field keeps the focus: a click must not blur it and close the list first
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(prediction)}
          >
            <span className="search-box__label">{prediction.label}</span>
            <span className="search-box__kind">{prediction.kind}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </form>
  )
}
