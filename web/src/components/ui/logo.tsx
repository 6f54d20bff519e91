// The studio's monogram; the same mark is the favicon and the loading screen's spinner.
// `light` is the version drawn for dark backgrounds (footer, admin sidebar).
export function Logo({ size = 40, className = '', light = false }: { size?: number; className?: string; light?: boolean }) {
  return (
    <img
      src={light ? '/images/logo-light.svg' : '/images/logo.svg'}
      width={size}
      height={size}
      alt=""
      aria-hidden="true"
      className={className}
    />
  );
}
