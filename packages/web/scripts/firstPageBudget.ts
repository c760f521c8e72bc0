import { readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"

/**
 * The first page's JavaScript budget (DESIGN 'Client': at most 150 kB gzipped): what a browser
 * loads for `/` in the built app is the entry script of index.html, the home page's lazy chunk,
 * and every chunk either imports statically, each gzipped at level 9 (BENCHMARKS.md, 'Web: the
 * first page's JavaScript'). Run after `pnpm build`; exits 1 past the budget.
 */
const BUDGET_BYTES = 150_000
/** The chunk of the page `/` shows (`src/home/HomePage.tsx`, lazy in the route table). */
const HOME_PAGE_CHUNK = "HomePage"

const dist = join(import.meta.dirname, "..", "dist")
const read = (file: string): string => readFileSync(join(dist, file), "utf8")

const entry = /<script type="module"[^>]*\ssrc="\/([^"]+)"/.exec(read("index.html"))?.[1]
if (entry === undefined) throw new Error("index.html names no module script: build the web app first (pnpm build)")

/** The chunks a chunk imports statically, as paths under dist (minified: `from"./x.js"`, `import"./x.js"`). */
const staticImports = (file: string): ReadonlyArray<string> =>
  [...read(file).matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)].map(([, name]) => `assets/${name}`)

const homePage = new RegExp(`import\\("\\./(${HOME_PAGE_CHUNK}-[^"]+\\.js)"\\)`).exec(read(entry))?.[1]
if (homePage === undefined) throw new Error(`The entry chunk imports no ${HOME_PAGE_CHUNK} chunk`)

const loaded = new Set<string>()
const load = (file: string) => {
  if (loaded.has(file)) return
  loaded.add(file)
  staticImports(file).forEach(load)
}
load(entry)
load(`assets/${homePage}`)

const sizes = [...loaded].map((file) => ({ file, gzipped: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }))
const total = sizes.reduce((sum, { gzipped }) => sum + gzipped, 0)
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

for (const { file, gzipped } of sizes.toSorted((a, b) => b.gzipped - a.gzipped)) console.log(`${kB(gzipped).padStart(9)}  ${file}`)
console.log(`${kB(total).padStart(9)}  first page total (budget ${kB(BUDGET_BYTES)})`)
if (total > BUDGET_BYTES) {
  console.error(`The first page's JavaScript is ${kB(total)} gzipped, over the ${kB(BUDGET_BYTES)} budget.`)
  process.exit(1)
}
