import { useAtomValue } from "jotai"
import { useEffect } from "react"
import { themeChoiceAtom } from "./themeChoice.ts"

const systemDark = "(prefers-color-scheme: dark)"

/**
 * Writes the theme in force onto <html data-theme>, which the stylesheets key on. With the
 * 'system' choice it follows the operating system live, as the user switches it.
 */
export function useAppliedTheme(): void {
  const choice = useAtomValue(themeChoiceAtom)
  useEffect(() => {
    const media = window.matchMedia(systemDark)
    const apply = () => {
      document.documentElement.dataset.theme = choice === "system" ? (media.matches ? "dark" : "light") : choice
    }
    apply()
    if (choice !== "system") return
    media.addEventListener("change", apply)
    return () => media.removeEventListener("change", apply)
  }, [choice])
}
