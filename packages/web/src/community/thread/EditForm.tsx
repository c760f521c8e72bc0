import { type FormEvent, useState } from "react"
import { CountedField } from "../../ui/CountedField.tsx"

interface EditFormProps {
  readonly label: string
  readonly initial: string
  readonly textError: (text: string) => string | null
  readonly maximum: number
  /** Saves the words: resolves once saved, or with why not (the refusal's words), which the form shows. */
  readonly onSave: (text: string) => Promise<string | null>
  readonly onDone: () => void
}

/**
 * Editing a reply in place (spec 3 §4): its words held to the domain's rule, then sent; the form
 * stays open with the server's words (the edit period over, inappropriate words, or the default)
 * until it is saved or the reader cancels. A post is edited in the composer ('Edit post').
 */
export function EditForm({ label, initial, textError, maximum, onSave, onDone }: EditFormProps) {
  const [text, setText] = useState(initial)
  const [problem, setProblem] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const change = (value: string) => {
    setText(value)
    setProblem(null)
    setRefusal(null)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = textError(text)
    setProblem(found)
    if (found !== null || saving) return
    setSaving(true)
    const refused = await onSave(text)
    setSaving(false)
    if (refused === null) onDone()
    else setRefusal(refused)
  }

  return (
    <form className="question-form community-edit" noValidate onSubmit={(event) => void submit(event)}>
      <CountedField label={label} value={text} maximum={maximum} error={problem} rows={4} autoFocus onChange={change} />
      {refusal !== null && (
        <p className="alert comment__notice" role="alert">
          {refusal}
        </p>
      )}
      <div className="question-form__actions">
        <button type="submit" className="button button--small" disabled={saving}>
          Save
        </button>
        <button type="button" className="button button--quiet button--small" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  )
}
