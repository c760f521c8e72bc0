import type { ComponentProps } from "react"
import { TextField } from "../ui/TextField.tsx"

type UsernameFieldProps = Omit<ComponentProps<typeof TextField>, "label" | "name" | "autoComplete" | "autoCapitalize" | "spellCheck">

/** The username chosen when an account is created: the browser saves it with the account, and nothing capitalizes or corrects it. */
export function UsernameField(props: UsernameFieldProps) {
  return (
    <TextField
      {...props}
      label="Username (public name others see)"
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
    />
  )
}
