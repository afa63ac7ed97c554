/**
 * The one documented way a screen reaches the store (both apps): typed `useAppSelector`,
 * `useAppDispatch` and `useAppStore`. RTK Query hooks of `@agent-portal/api-client/services/*`
 * need nothing else; a screen reads the session with the selectors of `@agent-portal/session`:
 *
 * ```ts
 * const user = useAppSelector(selectLoginUser);
 * const dispatch = useAppDispatch();
 * ```
 *
 * Every screen renders inside the store's Provider (the shell's route binding provides it), but
 * the webview's parts that paint before the store exists (`lazyPart`).
 */
import { useDispatch, useSelector, useStore } from "react-redux";
import type { AppDispatch, AppState, AppStore } from "./create-store.ts";

/** `useDispatch` typed for the apps' store (thunks included). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for the apps' state (`api`, `session`). */
export const useAppSelector = useSelector.withTypes<AppState>();
/** `useStore` typed for the apps' store. */
export const useAppStore = useStore.withTypes<AppStore>();
