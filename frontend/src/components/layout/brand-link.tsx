import { Link } from 'wouter';
import { useRuntimeConfig } from '../../lib/runtime-config.tsx';
import { MoonMark } from './moon-mark.tsx';

/** The product name with its moon mark, linking home. */
export function BrandLink() {
  const { productName } = useRuntimeConfig();
  return (
    <Link href="/" className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-wide text-moon-200">
      <MoonMark />
      <span>{productName}</span>
    </Link>
  );
}
