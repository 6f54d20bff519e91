// The studio's monogram; the same file serves as favicon and loading mark.
export function Logo({ size = 40, className = '' }: { size?: number; className?: string }) {
  return <img src="/images/logo.svg" width={size} height={size} alt="" aria-hidden="true" className={className} />;
}
