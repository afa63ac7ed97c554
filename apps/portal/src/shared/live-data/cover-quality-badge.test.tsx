/**
 * The low-quality cover warning (issue 20 item 6, LiveCoverLowQuality): the badge says the warning
 * and its reason in words (not colour alone), and the live tab shows it on exactly the flagged
 * broadcaster's row, from the flags the server answers.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { CoverIssueReason } from "@agent-portal/api-client/enums";
import { createMockLiveDataConfig } from "@agent-portal/api-client/mocks/live-data";
import type { FakeAnswer } from "@agent-portal/session/test-store";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import LiveTabPage from "#pages/data-center/live-data/live-tab-page.tsx";
import { renderWithBackend } from "#shared/testing/render-with-backend.tsx";
import { CoverQualityBadge } from "./cover-quality-badge.tsx";

const ok = (data: unknown): FakeAnswer => ({ code: 0, data });
const metrics = { liveDuration: 3600, validLiveDays: 1, beans: 100, giftUsers: 0, newFans: 0, pkCount: 0, pkWinCount: 0, maxViewers: 0, incomeCents: 0 };
const anchor = (uid: string, nickName: string) => ({ uid, bigoId: `b${uid}`, nickName, avatarUrl: "", proxyUid: "0", ...metrics });
const flag = (uid: string, reason: CoverIssueReason, detectTime: number) => ({ uid, bigoId: `b${uid}`, nickName: "", avatarUrl: "", coverUrl: "", reason, detectTime });

describe("CoverQualityBadge", () => {
  it("names the warning and its reason in text, with the icon hidden from assistive tech", async () => {
    await renderWithBackend(<CoverQualityBadge reason={CoverIssueReason.TooDark} />, {});
    const badge = screen.getByTestId("cover-warning");
    expect(badge).toHaveTextContent(`Low-quality cover: ${en.dataCenter.cover.reason["2"]}`);
    expect(badge.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("shows on the live tab's flagged row only, with the newest reason", async () => {
    await renderWithBackend(
      <LiveTabPage />,
      {
        "liveData /config": ok(createMockLiveDataConfig()),
        "liveData /agentOss/anchorList": ok({ list: [anchor("1", "Ann"), anchor("2", "Bea")], total: 2 }),
        "liveData /agentOss/proxyList": ok({ list: [], total: 0 }),
        "unionOss /getAgencyMemberList": ok({ list: [], total: 0 }),
        // Newest first: Bea's cover is now blurry (it was too dark before).
        "liveData /LiveCoverLowQuality": ok({ list: [flag("2", CoverIssueReason.Blurry, 200), flag("2", CoverIssueReason.TooDark, 100)], total: 2 }),
      },
      "/data-center/live-data/live",
    );
    const bea = (await screen.findByRole("link", { name: /^Bea/ })).closest("[role=row]");
    if (!(bea instanceof HTMLElement)) throw new Error("no row for Bea");
    expect(await within(bea).findByText(`Low-quality cover: ${en.dataCenter.cover.reason["1"]}`)).toBeInTheDocument();
    expect(screen.getAllByTestId("cover-warning")).toHaveLength(1);
  });
});
