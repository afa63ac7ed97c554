import { useDispatch, useSelector } from "react-redux";
import type { AppDispatch, RootState } from "./store.ts";

/** `useDispatch` typed for the portal's store (thunks included). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for the portal's state. */
export const useAppSelector = useSelector.withTypes<RootState>();
