import type { ComponentProps } from "react"
import { TextField } from "../ui/TextField.tsx"
import { PasswordStrengthMeter } from "./PasswordStrengthMeter.tsx"
import { type PasswordOwner, usePasswordStrength } from "./usePasswordStrength.ts"

type NewPasswordFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "hint" | "value"> & {
  readonly value: string
  /** Whose password it is, where known: their name and address make a password weaker. */
  readonly owner?: PasswordOwner
}

/** A field for choosing a password, with its strength shown live as it is typed (spec 2 §2, §5). */
export function NewPasswordField({ value, owner, ...field }: NewPasswordFieldProps) {
  const strength = usePasswordStrength(value, owner)
  return (
    <TextField type="password" autoComplete="new-password" {...field} value={value} hint={<PasswordStrengthMeter strength={strength} />} />
  )
}
