// Written by scripts/site-fonts.mjs (npm run site:fonts): do not edit.
/** Each self-hosted family's stylesheet (its @font-face rules), the one file a page preloads, and its CSS stack. */
export const SELF_HOSTED_FONTS = {
  "inter": {
    "stylesheet": "/fonts/inter.fd3f9c5a4e.css",
    "preload": "/fonts/inter-latin-400.8909904ab6.woff2",
    "stack": "'Inter', 'Inter Fallback', sans-serif"
  },
  "lora": {
    "stylesheet": "/fonts/lora.c1bf519497.css",
    "preload": "/fonts/lora-latin-400.ac079950fd.woff2",
    "stack": "'Lora', 'Lora Fallback', serif"
  },
  "nunito": {
    "stylesheet": "/fonts/nunito.3927a7b99d.css",
    "preload": "/fonts/nunito-latin-400.a5906e15ce.woff2",
    "stack": "'Nunito', 'Nunito Fallback', sans-serif"
  }
} as const;
