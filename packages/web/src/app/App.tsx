import { lazy, Suspense } from "react"
import { Route, Switch, useLocation } from "wouter"
import { AuthModal } from "../auth/AuthModal.tsx"
import { Header } from "../layout/Header.tsx"
import { PageErrorBoundary } from "../page/PageErrorBoundary.tsx"
import { PageLoading } from "../page/PageLoading.tsx"
import { SavedSearchLanding } from "../savedSearch/SavedSearchLanding.tsx"
import { WatchSmsPrompt } from "../sms/WatchSmsPrompt.tsx"
import { useAppliedTheme } from "../theme/useAppliedTheme.ts"
import { NotFoundPage, routes } from "./routes.tsx"
import { useScrollToTop } from "./useScrollToTop.ts"
import { SignedInSellerCall } from "../submissions/SellerCallToActionLink.tsx"

// below every page: its links and the daily e-mail's sign-up load after the first page's script
const Footer = lazy(() => import("../layout/Footer.tsx").then(({ Footer }) => ({ default: Footer })))

export function App() {
  useAppliedTheme()
  useScrollToTop()
  const [location] = useLocation()
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <SignedInSellerCall place="banner" />
      <main id="main" className="main" tabIndex={-1}>
        <PageErrorBoundary resetKey={location}>
          <Suspense fallback={<PageLoading />}>
            <Switch>
              {routes.map(([path, page]) => (
                <Route key={path} path={path}>
                  {page}
                </Route>
              ))}
              <Route>
                <NotFoundPage />
              </Route>
            </Switch>
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <AuthModal />
      <SavedSearchLanding />
      <WatchSmsPrompt />
    </>
  )
}
