// Resolved before the first paint so the page never flashes the other theme. A file of its own,
// not inline, so the security policy can refuse every inline script.
// Same key and rule as themeChoiceAtom and useAppliedTheme (src/theme/).
try {
  var choice = JSON.parse(localStorage.getItem("redline.theme") || "null")
  var dark = choice === "dark" || (choice !== "light" && matchMedia("(prefers-color-scheme: dark)").matches)
  document.documentElement.dataset.theme = dark ? "dark" : "light"
} catch {
  // no storage (a private window may refuse it): the page follows the system's theme
}
