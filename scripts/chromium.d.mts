// The types of chromium.mjs, for the browser tests (apps/web/e2e/browser.ts) that start the same browser.

/** The machine's Chromium: `CHROMIUM`, or /usr/bin/chromium. */
export declare const CHROMIUM_PATH: string;
/** The flags every browser test and bench starts it with. */
export declare const CHROMIUM_FLAGS: string[];
/** True when the browser is there (or was just installed); false with the reason printed. */
export declare function ensureChromium(): boolean;
