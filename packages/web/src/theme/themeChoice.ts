import { atomWithStorage, createJSONStorage } from "jotai/utils"

/** 'system' follows prefers-color-scheme; the others pin the theme. */
export type ThemeChoice = "system" | "light" | "dark"

export const THEME_CHOICES: ReadonlyArray<{ value: ThemeChoice; label: string }> = [
  { value: "system", label: "System" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" }
]

const isThemeChoice = (value: unknown): value is ThemeChoice => THEME_CHOICES.some((choice) => choice.value === value)

const json = createJSONStorage<unknown>()

/** localStorage as JSON, where anything but a known choice (an old or hand-edited value) reads as the default. */
const themeStorage = {
  getItem: (key: string, initial: ThemeChoice): ThemeChoice => {
    const stored = json.getItem(key, initial)
    return isThemeChoice(stored) ? stored : initial
  },
  setItem: (key: string, choice: ThemeChoice) => json.setItem(key, choice),
  removeItem: (key: string) => json.removeItem(key),
  subscribe: (key: string, callback: (choice: ThemeChoice) => void, initial: ThemeChoice) =>
    json.subscribe?.(key, (stored) => callback(isThemeChoice(stored) ? stored : initial), initial)
}

/**
 * Read on init so the first render already knows the stored choice; public/theme.js, which
 * index.html loads first, reads the same key before paint.
 */
export const themeChoiceAtom = atomWithStorage<ThemeChoice>("redline.theme", "system", themeStorage, { getOnInit: true })
