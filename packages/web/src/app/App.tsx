import { Suspense } from "react"
import { Route, Switch, useLocation } from "wouter"
import { AuthModal } from "../auth/AuthModal.tsx"
import { Footer } from "../layout/Footer.tsx"
import { Header } from "../layout/Header.tsx"
import { PageErrorBoundary } from "../page/PageErrorBoundary.tsx"
import { PageLoading } from "../page/PageLoading.tsx"
import { SavedSearchLanding } from "../savedSearch/SavedSearchLanding.tsx"
import { WatchSmsPrompt } from "../sms/WatchSmsPrompt.tsx"
import { useAppliedTheme } from "../theme/useAppliedTheme.ts"
import { NotFoundPage, routes } from "./routes.tsx"
import { useScrollToTop } from "./useScrollToTop.ts"
import { SignedInSellerCall } from "../submissions/SellerCallToActionLink.tsx"

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
      <Footer />
      <AuthModal />
      <SavedSearchLanding />
      <WatchSmsPrompt />
    </>
  )
}
