import { Link } from "wouter"
import "./Logo.css"

export function Logo() {
  return (
    <Link href="/" className="logo" aria-label="Redline home">
      <svg className="logo__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M6.5 22a9.5 9.5 0 0 1 19 0" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
        <path d="M16 22l6-8" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
        <circle cx="16" cy="22" r="2.4" fill="#fff" />
      </svg>
      <span className="logo__word">Redline</span>
    </Link>
  )
}
