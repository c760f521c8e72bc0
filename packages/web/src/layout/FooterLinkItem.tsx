import { Link } from "wouter"
import type { FooterLink } from "./footerContent.ts"

export function FooterLinkItem({ link }: { link: FooterLink }) {
  return link.external ? (
    <a href={link.href} className="footer__link" target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  ) : (
    <Link href={link.href} className="footer__link">
      {link.label}
    </Link>
  )
}
