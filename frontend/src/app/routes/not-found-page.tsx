import { Link } from 'wouter';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { MoonMark } from '../../components/layout/moon-mark.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config.tsx';

const linkButton = 'inline-flex h-11 items-center justify-center rounded-lg px-5 text-sm font-medium transition-colors';

/** Spec section 2 not-found: '404: Lost in Space', Go Home and Learn About {product}, footer. */
export function NotFoundPage() {
  const { productName } = useRuntimeConfig();
  return (
    <AppLayout mainClassName="flex items-center justify-center px-4 py-16">
      <title>{`404: Lost in Space · ${productName}`}</title>
      <div className="flex max-w-md flex-col items-center text-center">
        <MoonMark className="moon-glow mb-6 h-20 w-20 -rotate-12 opacity-90" />
        <h1 className="text-3xl font-semibold text-moon-200 sm:text-4xl">404: Lost in Space</h1>
        <p className="mt-4 text-slate-300">The page you're looking for has drifted beyond our orbit.</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link href="/" className={`${linkButton} bg-moon-300 text-night-950 hover:bg-moon-200`}>
            Go Home
          </Link>
          <Link href="/about" className={`${linkButton} border border-night-600 bg-night-800/70 text-slate-100 hover:bg-night-700`}>
            Learn About {productName}
          </Link>
        </div>
      </div>
    </AppLayout>
  );
}
