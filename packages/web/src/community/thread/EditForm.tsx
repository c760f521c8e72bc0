import { type FormEvent, useState } from "react"
import { QuestionTextField } from "../../questions/QuestionTextField.tsx"
import { TextField } from "../../ui/TextField.tsx"

/** A post's or reply's words as edited: a reply has no title. */
export interface Edited {
  readonly title: string
  readonly text: string
}

interface EditFormProps {
  readonly label: string
  readonly initial: Edited
  /** A post's title is edited too, held to its rule. */
  readonly titleError?: (title: string) => string | null
  readonly textError: (text: string) => string | null
  readonly maximum: number
  /** Saves the words: resolves once saved, or with why not (the refusal's words), which the form shows. */
  readonly onSave: (edited: Edited) => Promise<string | null>
  readonly onDone: () => void
}

/**
 * Editing a post or reply in place (spec 3 §4): its words held to the domain's rules, then sent;
 * the form stays open with the server's words (the edit period over, inappropriate words, or the
 * default) until it is saved or the reader cancels.
 */
export function EditForm({ label, initial, titleError, textError, maximum, onSave, onDone }: EditFormProps) {
  const [edited, setEdited] = useState(initial)
  const [problems, setProblems] = useState<{ readonly title: string | null; readonly text: string | null }>({ title: null, text: null })
  const [refusal, setRefusal] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const change = (field: keyof Edited, value: string) => {
    setEdited((shown) => ({ ...shown, [field]: value }))
    setProblems((shown) => ({ ...shown, [field]: null }))
    setRefusal(null)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = { title: titleError?.(edited.title) ?? null, text: textError(edited.text) }
    setProblems(found)
    if (found.title !== null || found.text !== null || saving) return
    setSaving(true)
    const refused = await onSave(edited)
    setSaving(false)
    if (refused === null) onDone()
    else setRefusal(refused)
  }

  return (
    <form className="question-form community-edit" noValidate onSubmit={(event) => void submit(event)}>
      {titleError !== undefined && (
        <TextField
          label="Title"
          value={edited.title}
          error={problems.title ?? undefined}
          onChange={(event) => change("title", event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") event.preventDefault()
          }}
        />
      )}
      <QuestionTextField
        label={label}
        value={edited.text}
        maximum={maximum}
        error={problems.text}
        rows={4}
        autoFocus
        onChange={(value) => change("text", value)}
      />
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
