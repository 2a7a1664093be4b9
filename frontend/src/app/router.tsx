import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { ChatHomePage } from './routes/chat-home-page.tsx';
import { PageLoading } from '../components/layout/page-loading.tsx';
import { RegionBoundary, type Region } from '../components/safety/region-boundary.tsx';
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

/** A page inside its region's error boundary: a crash shows the crisis resources and a way back. */
function inRegion(region: Region, Page: ComponentType) {
  return function RegionPage() {
    return (
      <RegionBoundary region={region}>
        <Page />
      </RegionBoundary>
    );
  };
}

const ChatRegion = inRegion('chat', ChatHomePage);
const MoodRegion = inRegion('chat', MoodPage);
const AdminRegion = inRegion('admin', AdminPage);
const SubscribeRegion = inRegion('account', SubscribePage);
const ResetPasswordRegion = inRegion('account', ResetPasswordPage);

/** Spec section 2 routes; any other path is the not-found page. */
export function AppRouter() {
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path="/" component={ChatRegion} />
          <Route path="/admin" component={AdminRegion} />
          <Route path="/subscribe" component={SubscribeRegion} />
          <Route path="/about" component={AboutPage} />
          <Route path="/reset-password" component={ResetPasswordRegion} />
          <Route path="/safety" component={SafetyPage} />
          <Route path="/privacy" component={PrivacyPage} />
          <Route path="/mood" component={MoodRegion} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
      {/* The app-level modals (register, login, crisis, ...) outlive page changes. */}
      <AppDialogs />
      <AppWatchers />
    </>
  );
}
