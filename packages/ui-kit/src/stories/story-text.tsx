import * as React from "react";

/**
 * Translates a key of the `kit` section of the locale files, with `{{name}}` interpolation.
 * Storybook's preview provides it for the language chosen in the toolbar; outside Storybook it
 * falls back to returning the key.
 */
export type StoryTranslate = (key: string, values?: Record<string, string | number>) => string;

const StoryTextContext = React.createContext<StoryTranslate>((key) => key);

/** Provides the translate function to stories (used by `.storybook/preview.tsx`). */
const StoryTextProvider = StoryTextContext.Provider;

const StoryLocaleContext = React.createContext("en");

/** Provides the toolbar's language code to stories (used by `.storybook/preview.tsx`). */
const StoryLocaleProvider = StoryLocaleContext.Provider;

/** The language code chosen in the Storybook toolbar (`en`, `ar`, `zh-Hant`, ...). */
function useStoryLocale(): string {
  return React.useContext(StoryLocaleContext);
}

/**
 * The translate function of the language chosen in the Storybook toolbar. Stories of components
 * that take `labels` read translated sample labels with it: `const t = useStoryText();
 * <Pagination labels={{ next: t("kit.pagination.next") }} />`. The kit itself never translates.
 */
function useStoryText(): StoryTranslate {
  return React.useContext(StoryTextContext);
}

export { StoryLocaleProvider, StoryTextProvider, useStoryLocale, useStoryText };
