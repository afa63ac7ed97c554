import { createI18n } from "@agent-portal/i18n";
import { LANGUAGE_NAMES } from "@agent-portal/i18n/language-names";
import { LANGUAGES, directionOf, isLanguageCode } from "@agent-portal/i18n/languages";
import type { Decorator, Preview } from "@storybook/react-vite";
import { mswLoader } from "msw-storybook-addon/csf3";
import { Direction } from "radix-ui";
import { configure } from "storybook/test";
import { StoryLocaleProvider, StoryTextProvider } from "#stories/story-text.tsx";
import type { StoryTranslate } from "#stories/story-text.tsx";
import "#styles.css";

/**
 * One i18next instance for every story: the phone-auth stories read it through react-i18next, the
 * kit's stories read translated sample labels (`kit.*` keys) through `useStoryText()`.
 */
const i18nReady = createI18n({ language: "en", storage: null, document: null });

/**
 * How long a play function's `findBy*` and `waitFor` wait for the story to show what they look for:
 * 10 s, not Testing Library's 1 s. A story that renders in 50 ms on a quiet machine can take over a
 * second when CI runs its other lanes beside the story check; a wrong story still fails, later.
 */
configure({ asyncUtilTimeout: 10_000 });

type Dir = "ltr" | "rtl";

function storyDirection(locale: string, direction: unknown): Dir {
  if (direction === "ltr" || direction === "rtl") return direction;
  return isLanguageCode(locale) ? directionOf(locale) : "ltr";
}

const withLocale: Decorator = (Story, context) => {
  const locale = typeof context.globals.locale === "string" ? context.globals.locale : "en";
  const dir = storyDirection(locale, context.globals.direction);
  const theme = context.globals.theme === "dark" ? "dark" : "light";
  const t = context.loaded.t as StoryTranslate | undefined;
  // Portalled parts (dialogs, popovers, toasts) render under <body>: the document follows too.
  document.documentElement.lang = locale;
  document.documentElement.dir = dir;
  document.documentElement.dataset.theme = theme;
  return (
    <Direction.Provider dir={dir}>
      <StoryLocaleProvider value={locale}>
        <StoryTextProvider value={t ?? ((key) => key)}>
          <div dir={dir} lang={locale} data-theme={theme} className="min-h-full bg-surface p-4 text-fg">
            <Story />
          </div>
        </StoryTextProvider>
      </StoryLocaleProvider>
    </Direction.Provider>
  );
};

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [withLocale],
  loaders: [
    mswLoader(),
    async (context) => {
      const i18n = await i18nReady;
      const locale = typeof context.globals.locale === "string" ? context.globals.locale : "en";
      if (i18n.language !== locale) await i18n.changeLanguage(locale);
      const fixed = i18n.getFixedT(locale);
      const t: StoryTranslate = (key, values) => fixed(key, values ?? {});
      return { t };
    },
  ],
  globalTypes: {
    locale: {
      description: "Language of the sample texts (and the writing direction, unless set below)",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: LANGUAGES.map((language) => ({
          value: language.code,
          title: `${LANGUAGE_NAMES[language.code].nativeName} (${language.code})`,
          right: language.dir === "rtl" ? "RTL" : "",
        })),
        dynamicTitle: true,
      },
    },
    direction: {
      description: "Writing direction: from the language, or forced",
      toolbar: {
        title: "Direction",
        icon: "transfer",
        items: [
          { value: "auto", title: "From language" },
          { value: "ltr", title: "Left to right" },
          { value: "rtl", title: "Right to left" },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: "Colour theme",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "en", direction: "auto", theme: "light" },
  parameters: {
    layout: "fullscreen",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { options: { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } } },
    viewport: {
      options: {
        mobile: { name: "Phone (390 × 844)", styles: { width: "390px", height: "844px" }, type: "mobile" },
        tablet: { name: "Tablet (834 × 1112)", styles: { width: "834px", height: "1112px" }, type: "tablet" },
        desktop: { name: "Desktop (1440 × 900)", styles: { width: "1440px", height: "900px" }, type: "desktop" },
      },
    },
  },
};

export default preview;
