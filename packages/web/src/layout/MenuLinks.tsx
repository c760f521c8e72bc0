import { Link } from "wouter"

interface MenuLinksProps {
  readonly links: ReadonlyArray<{ readonly label: string; readonly href: string }>
  readonly className: string
  readonly itemClassName: string
  /** Following a link closes the menu it is in. */
  readonly onFollow: () => void
  readonly id?: string
  readonly hidden?: boolean
}

/** A menu's list of links. */
export function MenuLinks({ links, className, itemClassName, onFollow, id, hidden }: MenuLinksProps) {
  return (
    <ul id={id} className={className} hidden={hidden}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={itemClassName} onClick={onFollow}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
