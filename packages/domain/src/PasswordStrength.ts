import { Messages } from "./Messages.ts"

export const PasswordStrength = { empty: 0, weak: 1, strong: 2 } as const
export type PasswordStrength = (typeof PasswordStrength)[keyof typeof PasswordStrength]

/** More than 100 million guesses counts as strong (spec 2 §5). */
export const STRONG_PASSWORD_GUESSES = 100_000_000

/** `guesses` is the estimate of the strength estimator (zxcvbn-ts) for `password`. */
export function passwordStrength(password: string, guesses: number): PasswordStrength {
  if (password === "") return PasswordStrength.empty
  return guesses > STRONG_PASSWORD_GUESSES ? PasswordStrength.strong : PasswordStrength.weak
}

export function passwordStrengthLabel(strength: PasswordStrength): string | null {
  if (strength === PasswordStrength.strong) return Messages.strongPassword
  if (strength === PasswordStrength.weak) return Messages.weakPassword
  return null
}
