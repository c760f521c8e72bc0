import { useEffect } from "react"
import { useLocation } from "wouter"
import { PageLoading } from "../page/PageLoading.tsx"
import { useSignOut } from "../session/useSignOut.ts"

/** `/logout`: forgets the session and the client's data, then shows the live auctions. */
export default function SignOutPage() {
  const signOut = useSignOut()
  const [, navigate] = useLocation()
  useEffect(() => {
    signOut()
    navigate("/", { replace: true })
  }, [signOut, navigate])
  return <PageLoading />
}
