/**
 * The product's own name. The spec's loading screen shows it; any screen shows it where the
 * studio's name (a setting) is not known yet, so a name never leaves an empty space.
 */
export const PRODUCT_NAME = 'Style & Story';
