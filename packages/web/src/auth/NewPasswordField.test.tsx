import { fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { describe, expect, it } from "vitest"
import { NewPasswordField } from "./NewPasswordField.tsx"
import type { PasswordOwner } from "./usePasswordStrength.ts"

function Field({ owner }: { owner?: PasswordOwner }) {
  const [password, setPassword] = useState("")
  return <NewPasswordField label="Password" value={password} owner={owner} onChange={(event) => setPassword(event.target.value)} />
}

const type = (value: string) => fireEvent.change(screen.getByLabelText("Password"), { target: { value } })
const meter = () => screen.getByLabelText("Password").closest(".text-field")?.querySelector(".password-strength")

describe("a new password's strength", () => {
  it("says nothing while empty, then 'Weak Password' or 'Strong Password' as the password is typed", async () => {
    render(<Field />)
    expect(screen.queryByText(/Password$/, { selector: "p" })).toBeNull()
    type("password1")
    expect(await screen.findByText("Weak Password")).toBeTruthy()
    expect(meter()?.getAttribute("data-strength")).toBe("weak")
    type("quartz-Harbor-lantern-1987")
    expect(await screen.findByText("Strong Password")).toBeTruthy()
    expect(meter()?.getAttribute("data-strength")).toBe("strong")
    type("")
    expect(screen.queryByText("Strong Password")).toBeNull()
    expect(meter()?.getAttribute("data-strength")).toBe("empty")
  })

  it("is read with the field and announced when it changes", async () => {
    render(<Field />)
    type("password1")
    const label = await screen.findByText("Weak Password")
    expect(label.getAttribute("aria-live")).toBe("polite")
    const input = screen.getByLabelText("Password")
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Weak Password")
  })

  it("counts the owner's username as an easy guess, as the server does", async () => {
    render(<Field owner={{ username: "rustybucket_garage77", email: "pam@example.com" }} />)
    type("rustybucket_garage77")
    expect(await screen.findByText("Weak Password")).toBeTruthy()
  })
})
