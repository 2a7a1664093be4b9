import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ChatHomePage } from './routes/chat-home-page.tsx';
import { PageLoading } from '../components/layout/page-loading.tsx';
import { AppDialogs } from './app-dialogs.tsx';
import { AppWatchers } from './app-watchers.tsx';

/*
 * '/' is in the first bundle; every other page loads on demand so the chat opens fast on a
 * phone. Each page module keeps its named export.
 */
const AboutPage = lazy(() => import('./routes/about-page.tsx').then((m) => ({ default: m.AboutPage })));
const AdminPage = lazy(() => import('./routes/admin-page.tsx').then((m) => ({ default: m.AdminPage })));
const MoodPage = lazy(() => import('./routes/mood-page.tsx').then((m) => ({ default: m.MoodPage })));
const NotFoundPage = lazy(() => import('./routes/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
const PrivacyPage = lazy(() => import('./routes/privacy-page.tsx').then((m) => ({ default: m.PrivacyPage })));
const ResetPasswordPage = lazy(() => import('./routes/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage })));
const SafetyPage = lazy(() => import('./routes/safety-page.tsx').then((m) => ({ default: m.SafetyPage })));
const SubscribePage = lazy(() => import('./routes/subscribe-page.tsx').then((m) => ({ default: m.SubscribePage })));

/** Spec section 2 routes; any other path is the not-found page. */
export function AppRouter() {
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/" component={ChatHomePage} />
          <Route path="/admin" component={AdminPage} />
          <Route path="/subscribe" component={SubscribePage} />
          <Route path="/about" component={AboutPage} />
          <Route path="/reset-password" component={ResetPasswordPage} />
          <Route path="/safety" component={SafetyPage} />
          <Route path="/privacy" component={PrivacyPage} />
          <Route path="/mood" component={MoodPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
      {/* The app-level modals (register, login, crisis, ...) outlive page changes. */}
      <AppDialogs />
      <AppWatchers />
    </>
  );
}
