import { LanguageSwitcher } from "@agent-portal/i18n/language-switcher";
import { useEffect } from "react";
import { loadAppStore } from "#store/app-store.ts";
import type { ScreenOptions } from "./screen-options.ts";

/**
 * What a screen's route options ask for once its first frame is on screen (`ScreenFrame` loads this
 * module then, so none of it is on a first paint's path):
 * - `prefetch` and `prefetchStore`: the modules and the store the screen's first click needs
 *   (failures are left to the import that needs them);
 * - `cornerLanguageSwitcher`: the language switcher in the screen's top corner.
 */
export default function ScreenAfterPaint({ options }: { options: ScreenOptions }) {
  useEffect(() => {
    for (const load of options.prefetch ?? []) load().catch(() => undefined);
    if (options.prefetchStore === true) loadAppStore().catch(() => undefined);
  }, [options]);

  return options.cornerLanguageSwitcher === true ? <LanguageSwitcher className="absolute end-4 top-4 z-10" /> : null;
}
