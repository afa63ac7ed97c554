import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { ParamSpec, ParamValues } from "./param-codecs.ts";
import { parseParams, writeParams } from "./param-codecs.ts";

/** Options of an update. */
export interface UrlStateUpdateOptions {
  /**
   * Send the view back to its first page (default `true` when the spec has a `page` key and the
   * patch does not set it): a new filter or sort must not leave the user on page 7 of nothing.
   */
  readonly resetPage?: boolean;
  /** Add a history entry instead of replacing the current one (default `false`: filters do not flood Back). */
  readonly push?: boolean;
}

/** Applies a patch of a spec's values to the URL. */
export type UrlStateUpdate<S extends ParamSpec> = (patch: Partial<ParamValues<S>>, options?: UrlStateUpdateOptions) => void;

/**
 * A screen's state kept in the URL query (the list pattern): filters, sort, page and view, so a
 * shared link or a reload reproduces the view. `spec` maps query keys to codecs
 * (`param-codecs.ts`) and must be a module constant (its identity keys the memo).
 *
 * Returns the parsed values (stable while the query string is unchanged) and an update function.
 * Keys outside the spec (`lang`, another list's keys) are kept. Values equal to their default
 * leave the URL.
 */
export function useUrlState<S extends ParamSpec>(spec: S): readonly [ParamValues<S>, UrlStateUpdate<S>] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // Re-parse only when the query string changes (not on every new URLSearchParams object).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const values = useMemo(() => parseParams(spec, params), [spec, query]);
  const update = useCallback<UrlStateUpdate<S>>(
    (patch, options = {}) => {
      const pageCodec = spec.page;
      const resetPage = options.resetPage ?? true;
      const full: Partial<ParamValues<S>> = pageCodec !== undefined && resetPage && !("page" in patch) ? { ...patch, page: pageCodec.defaultValue } : patch;
      setParams((current) => writeParams(spec, current, full), { replace: options.push !== true, preventScrollReset: true });
    },
    [spec, setParams],
  );
  return [values, update] as const;
}
