import { PasswordStrength, passwordStrengthLabel } from "@redline/domain"
import "./PasswordStrengthMeter.css"

const LEVEL = { [PasswordStrength.empty]: "empty", [PasswordStrength.weak]: "weak", [PasswordStrength.strong]: "strong" } as const

/**
 * 'Weak Password' or 'Strong Password' under a new password, with a two-step bar (spec 2 §5).
 * The words are announced as they change; the bar only repeats them for the eye.
 */
export function PasswordStrengthMeter({ strength }: { readonly strength: PasswordStrength | null }) {
  const label = strength === null ? null : passwordStrengthLabel(strength)
  return (
    <div className="password-strength" data-strength={strength === null ? "unknown" : LEVEL[strength]}>
      <div className="password-strength__bar" aria-hidden="true">
        <span className="password-strength__step" />
        <span className="password-strength__step" />
      </div>
      <p className="password-strength__label" aria-live="polite">
        {label}
      </p>
    </div>
  )
}
