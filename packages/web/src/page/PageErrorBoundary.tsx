import { Messages } from "@redline/domain"
import { Component, type ReactNode } from "react"
import { PageMessage } from "./PageMessage.tsx"

type Props = { children: ReactNode; resetKey: string }
type State = { failed: boolean }

/**
 * Catches render errors and failed page-chunk loads. A reload is the remedy the spec offers:
 * it also picks up a newer build when an old chunk is gone. Navigating elsewhere clears it.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false })
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <PageMessage
        heading={Messages.fallbackTitle}
        action={
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Refresh
          </button>
        }
      >
        {Messages.fallbackBody}
      </PageMessage>
    )
  }
}
