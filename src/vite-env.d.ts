/// <reference types="vite/client" />

// The variables the app reads from .env files; all optional (see src/shared/config).
interface ImportMetaEnv {
  /** API origin or path prefix; empty means same origin (Vite proxies /h5 and /tt to Prism). */
  readonly VITE_API_BASE_URL?: string;
  /** Value of the clientId header; defaults to 'h5-web-demo'. */
  readonly VITE_CLIENT_ID?: string;
  /** 'off' builds the app without playback quality reports (src/shared/config/playback-quality.ts). */
  readonly VITE_PLAYBACK_QUALITY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// What the build writes into a program (__EARLY_DICTIONARY_FILES__, __FLOOR_PAGE__, __FLOOR_IOS__) and what the
// programs leave each other on window: src/shared/hand-over.ts.
