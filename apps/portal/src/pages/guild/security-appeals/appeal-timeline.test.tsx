import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { AppealStatus } from "@agent-portal/api-client/enums";
import { render, screen, within } from "@testing-library/react";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { AppealTimeline } from "./appeal-timeline.tsx";

async function renderTimeline(node: ReactNode) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
  render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

describe("AppealTimeline", () => {
  it("names the appeal, and shows a rejection with the reviewer's reason after submitted and in review", async () => {
    await renderTimeline(
      <AppealTimeline appealId="42" appeal={{ status: AppealStatus.Rejected, create_time: 1_790_000_000, handle_time: 1_790_086_400, reply: "Not covered." }} />,
    );
    const list = screen.getByRole("list", { name: "Timeline of appeal 42" });
    const steps = within(list).getAllByRole("listitem");
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent(en.guild.appeal.step.submitted);
    expect(steps[1]).toHaveTextContent(en.guild.appeal.step.review);
    expect(steps[2]).toHaveTextContent(en.guild.appeal.step.rejected);
    expect(steps[2]).toHaveTextContent("Reviewer's reason: Not covered.");
  });

  it("keeps the decision waiting while the appeal is in review", async () => {
    await renderTimeline(<AppealTimeline appealId="7" appeal={{ status: AppealStatus.Pending, create_time: 1_790_000_000, handle_time: 0, reply: "" }} />);
    const steps = within(screen.getByRole("list", { name: "Timeline of appeal 7" })).getAllByRole("listitem");
    expect(steps[1]).toHaveAttribute("aria-current", "step");
    expect(steps[2]).toHaveTextContent(en.guild.appeal.step.decision);
    expect(steps[2]).not.toHaveTextContent("Reviewer's reason");
  });
});
