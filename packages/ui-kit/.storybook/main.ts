import tailwindcss from "@tailwindcss/vite";
import type { StorybookConfig } from "@storybook/react-vite";

/**
 * Storybook for the kit, the phone-auth dialogs, the language switcher and the app shell's screen
 * parts (the list frame's states, QueryView, ProgressTimeline) and the portal's and the webview's
 * presentational parts that take no store (React + Vite). Static build:
 * `pnpm --filter @agent-portal/ui-kit build-storybook` writes `storybook-static/`.
 */
const config: StorybookConfig = {
  stories: [
    "../src/**/*.mdx",
    "../src/**/*.stories.tsx",
    "../../phone-auth/src/**/*.stories.tsx",
    "../../i18n/src/**/*.stories.tsx",
    "../../app-runtime/src/**/*.stories.tsx",
    "../../../apps/portal/src/**/*.stories.tsx",
    "../../../apps/mobile-webview/src/**/*.stories.tsx",
  ],
  addons: ["@storybook/addon-a11y", "@storybook/addon-docs", "msw-storybook-addon"],
  framework: { name: "@storybook/react-vite", options: {} },
  staticDirs: ["./public"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    const rolldownOptions = viteConfig.build?.rolldownOptions ?? {};
    const previous = rolldownOptions.onLog;
    viteConfig.build = {
      ...viteConfig.build,
      chunkSizeWarningLimit: 2048,
      rolldownOptions: {
        ...rolldownOptions,
        // Radix marks its modules "use client" (for React Server Components); meaningless in a client bundle.
        onLog(level, log, handler) {
          if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
          if (previous) previous(level, log, handler);
          else handler(level, log);
        },
      },
    };
    return viteConfig;
  },
};

export default config;
