/// <reference types="vite/client" />

// The variables the app reads from .env files; all optional (see src/shared/config).
interface ImportMetaEnv {
  /** API origin or path prefix; empty means same origin (Vite proxies /h5 and /tt to Prism). */
  readonly VITE_API_BASE_URL?: string;
  /** Value of the clientId header; defaults to 'h5-web-demo'. */
  readonly VITE_CLIENT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The app's dictionary chunk for each locale; defined only in the early script's own build. */
declare const __EARLY_DICTIONARY_FILES__: Readonly<Partial<Record<string, string>>>; // early-requests.ts's DictionaryFiles
/** The support floor's iOS version and the floor page's address; defined only in the floor scripts' builds. */
declare const __FLOOR_IOS__: string;
declare const __FLOOR_PAGE__: string;

interface Window {
  /** Set by the floor check (src/shared/floor/floor-check.ts) in a browser below the support floor. */
  __belowFloor?: true;
}
