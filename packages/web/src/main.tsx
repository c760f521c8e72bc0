// Global styles first, so component stylesheets come after them in the bundle and win ties.
import "./styles/theme.css"
import "./styles/base.css"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { Root } from "./app/Root.tsx"

const root = document.getElementById("root")
if (!root) throw new Error("index.html has no #root element")

createRoot(root).render(
  <StrictMode>
    <Root />
  </StrictMode>
)
