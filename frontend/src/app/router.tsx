import { Route, Switch } from 'wouter';
import { AboutPage } from './routes/about-page.tsx';
import { AdminPage } from './routes/admin-page.tsx';
import { ChatHomePage } from './routes/chat-home-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { ResetPasswordPage } from './routes/reset-password-page.tsx';
import { SafetyPage } from './routes/safety-page.tsx';
import { SubscribePage } from './routes/subscribe-page.tsx';

/** Spec section 2 routes; any other path is the not-found page. */
export function AppRouter() {
  return (
    <Switch>
      <Route path="/" component={ChatHomePage} />
      <Route path="/admin" component={AdminPage} />
      <Route path="/subscribe" component={SubscribePage} />
      <Route path="/about" component={AboutPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route path="/safety" component={SafetyPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
