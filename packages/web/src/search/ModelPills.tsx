import { Link } from "wouter"
import { makeSearchHref } from "./searchHrefs.ts"
import "./ModelPills.css"

interface Model {
  readonly name: string
  readonly slug: string
}

/** The make's models, suggested as pills (spec 1 §2); the model shown is marked as the current page. */
export function ModelPills({ makeSlug, models, current }: { makeSlug: string; models: ReadonlyArray<Model>; current: string | null }) {
  if (models.length === 0) return null
  return (
    <nav className="model-pills" aria-label="Models">
      <ul className="model-pills__list">
        {models.map((model) => (
          <li key={model.slug}>
            <Link
              href={makeSearchHref(makeSlug, model.slug)}
              className="model-pills__pill"
              aria-current={model.slug === current ? "page" : undefined}
            >
              {model.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
