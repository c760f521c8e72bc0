import { useEffect } from "react"

/** Every page names itself; the tab reads 'Name — Redline'. */
export function usePageTitle(name: string): void {
  useEffect(() => {
    document.title = `${name} — Redline`
  }, [name])
}
