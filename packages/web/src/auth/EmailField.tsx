import type { ComponentProps } from "react"
import { TextField } from "../ui/TextField.tsx"

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  "label" | "type" | "name" | "autoComplete" | "inputMode" | "autoCapitalize" | "spellCheck"
>

/**
 * The e-mail field of the sign-in and sign-up screens: the browser offers the saved address,
 * phones show their e-mail keyboard, and nothing capitalizes or corrects what is typed.
 */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      {...props}
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
    />
  )
}
