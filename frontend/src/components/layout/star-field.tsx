/**
 * The night sky behind every page: stars and a moon glow drawn with CSS gradients only
 * (index.css `.star-field`), so nothing is downloaded and screen readers skip it.
 */
export function StarField() {
  return <div className="star-field" aria-hidden="true" />;
}
