import { useEffect } from "react"
import { useLocation } from "wouter"
import { PageLoading } from "../page/PageLoading.tsx"
import { useSignOut } from "../session/useSignOut.ts"

/** `/logout`: ends the session on the server, forgets it and the client's data, then shows the live auctions. */
export default function SignOutPage() {
  const signOut = useSignOut()
  const [, navigate] = useLocation()
  useEffect(() => {
    let shown = true
    void signOut().then(() => {
      if (shown) navigate("/", { replace: true })
    })
    return () => {
      shown = false
    }
  }, [signOut, navigate])
  return <PageLoading />
}
