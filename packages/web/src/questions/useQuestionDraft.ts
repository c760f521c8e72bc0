import { type FormEvent, useState } from "react"

/**
 * Text being written for a question or an answer, held to the domain's rule: the rule's message
 * shows on sending, and goes once the text changes. `submit` sends only text that passes.
 */
export function useQuestionDraft(initialText: string, textError: (text: string) => string | null, onSubmit: (text: string) => void) {
  const [text, setText] = useState(initialText)
  const [error, setError] = useState<string | null>(null)
  return {
    text,
    error,
    change: (typed: string) => {
      setText(typed)
      setError(null)
    },
    submit: (event: FormEvent) => {
      event.preventDefault()
      const problem = textError(text)
      setError(problem)
      if (problem === null) onSubmit(text)
    }
  }
}
