import { useDispatch, useSelector, useStore } from "react-redux";
import type { AppDispatch, AppStore, RootState } from "./store.ts";

/** `useDispatch` typed for the webview's store (thunks included). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for the webview's state. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** `useStore` typed for the webview's store. */
export const useAppStore = useStore.withTypes<AppStore>();
