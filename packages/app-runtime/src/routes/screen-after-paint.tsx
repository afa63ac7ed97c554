import { LanguageSwitcher } from "@agent-portal/i18n/language-switcher";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { runInOwnTasks } from "#tasks.ts";
import { loadAppStore } from "#store/app-store.ts";
import type { ScreenOptions } from "./screen-options.ts";

/**
 * What a screen's route options ask for once its first frame is on screen (`ScreenFrame` loads this
 * module then, so none of it is on a first paint's path):
 * - `warmUp`: the formatter calls, each in a task of its own, with formatters of the active
 *   language (they share the Intl objects the screen's own formatters use: one cache per language
 *   and options);
 * - `prefetch` and `prefetchStore`: the modules and the store the screen's first click needs
 *   (failures are left to the import that needs them);
 * - `cornerLanguageSwitcher`: the language switcher in the screen's top corner.
 */
export default function ScreenAfterPaint({ options }: { options: ScreenOptions }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;

  useEffect(() => {
    for (const load of options.prefetch ?? []) load().catch(() => undefined);
    if (options.prefetchStore === true) loadAppStore().catch(() => undefined);
  }, [options]);

  useEffect(() => {
    const warmUp = options.warmUp;
    if (warmUp === undefined) return undefined;
    let cancel = (): void => undefined;
    let live = true;
    void import("@agent-portal/i18n/format/create-formatters").then(({ createFormatters }) => {
      const format = createFormatters(language, t);
      if (live) cancel = runInOwnTasks(warmUp.map((call) => () => call(format)));
    });
    return () => {
      live = false;
      cancel();
    };
  }, [options, language, t]);

  return options.cornerLanguageSwitcher === true ? <LanguageSwitcher className="absolute end-4 top-4 z-10" /> : null;
}
