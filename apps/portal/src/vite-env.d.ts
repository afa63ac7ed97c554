/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `standard` (default) or `alternative` (SPEC section 4). */
  readonly VITE_BUILD_FLAVOR?: string;
  /** External login page of the alternative build. */
  readonly VITE_EXTERNAL_LOGIN_URL?: string;
}
