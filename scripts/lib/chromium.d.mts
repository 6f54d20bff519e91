export const CHROMIUM: string;
export const CHROME_FLAGS: string[];
