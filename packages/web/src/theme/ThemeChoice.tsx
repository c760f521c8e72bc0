import { useAtom } from "jotai"
import { useId } from "react"
import { THEME_CHOICES, themeChoiceAtom } from "./themeChoice.ts"
import "./ThemeChoice.css"

export function ThemeChoice() {
  const [choice, setChoice] = useAtom(themeChoiceAtom)
  const group = useId()
  return (
    <fieldset className="theme-choice">
      <legend className="theme-choice__legend">Theme</legend>
      <div className="theme-choice__options">
        {THEME_CHOICES.map(({ value, label }) => (
          <label key={value} className="theme-choice__option">
            <input type="radio" name={group} value={value} checked={choice === value} onChange={() => setChoice(value)} />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
