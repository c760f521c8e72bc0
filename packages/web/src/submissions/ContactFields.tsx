import type { FieldProblem } from "@redline/domain"
import type { ApplicationDraft } from "@redline/machines"
import { TextField } from "../ui/TextField.tsx"

type NameOrPhone = "first_name" | "last_name" | "phone"
type ContactField = NameOrPhone | "email"

type ContactFieldsProps = { readonly problems: ReadonlyArray<FieldProblem> } & (
  | {
      readonly form: "application"
      readonly draft: ApplicationDraft
      readonly onChange: (field: NameOrPhone, value: string) => void
    }
  | {
      readonly form: "inquiry"
      readonly draft: ApplicationDraft & { readonly email: string }
      readonly onChange: (field: ContactField, value: string) => void
    }
)

/**
 * Who sells the car (spec 3 §4): their name and phone. The seller's own application fills them
 * from the browser's memory of the seller; a sell inquiry, typed for someone else, adds their
 * e-mail, where their application's link goes, and leaves the browser's memory out.
 */
export function ContactFields(props: ContactFieldsProps) {
  const { problems } = props
  const own = props.form === "application"
  const valueOf = (name: ContactField) => (name === "email" ? (props.form === "inquiry" ? props.draft.email : "") : props.draft[name])
  const change = (name: ContactField, value: string) => {
    if (props.form === "inquiry") props.onChange(name, value)
    else if (name !== "email") props.onChange(name, value)
  }
  const field = (name: ContactField, label: string, autoComplete: string, type = "text") => (
    <TextField
      label={label}
      type={type}
      autoComplete={own ? autoComplete : "off"}
      value={valueOf(name)}
      error={problems.find((problem) => problem.field === `contact.${name}`)?.message}
      hint={name === "email" ? <p className="wizard__hint">Their application's link goes here.</p> : undefined}
      onChange={(event) => change(name, event.target.value)}
    />
  )
  return (
    <>
      {field("first_name", "First name", "given-name")}
      {field("last_name", "Last name", "family-name")}
      {!own && field("email", "Email", "email", "email")}
      {field("phone", "Phone", "tel", "tel")}
    </>
  )
}
