import { clsx } from 'clsx';

/**
 * Joins class names, dropping the falsy ones: for classes that never compete. Where a caller's
 * class must win over a default of the same kind, cn() (./cn.ts) merges them, but its merger is
 * about 8 kB gzip, so the public pages' components use this one and say their variants as props.
 */
export const cx = clsx;
