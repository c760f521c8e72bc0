import { Fragment } from "react"

/**
 * A username that wraps, where it must, after an underscore ('overland_' / 'outfitters_co')
 * rather than mid-word.
 */
export function UserName({ name }: { name: string }) {
  return name.split(/(?<=_)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ))
}
