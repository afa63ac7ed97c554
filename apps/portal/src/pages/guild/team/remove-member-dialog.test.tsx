/**
 * The removal confirmation against MSW (the real store, transport and hooks): it states how many
 * broadcasters will have no broker (getBrokerData), links to reassigning them first, sends that
 * count with the removal, and when the server answers that the count changed (37007) it shows the
 * server's message and the new figure, keeping the dialog open.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { createMockTeamMember } from "@agent-portal/api-client/mocks/union-oss";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithApi } from "#shared/testing/render-with-api.tsx";
import { RemoveMemberDialog } from "./remove-member-dialog.tsx";

const BASE = "http://api.test/api/union_oss";
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: "", data });
const broker = createMockTeamMember({ uid: "2000000004", nick_name: "Budi", anchor_count: 20 });
const brokerData = (count: number) => ({ broker_uid: broker.uid, anchor_count: count, active_anchor_count: 0, new_anchor_count: 0, beans: 0, live_duration: 0 });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

describe("RemoveMemberDialog", () => {
  it("states the consequence, links to the bulk assignment and sends the confirmed count", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${BASE}/getBrokerData`, () => ok(brokerData(3))),
      http.post(`${BASE}/deleteAgencyMember`, async ({ request }) => {
        sent.push(await request.json());
        return ok({ unassigned_anchor_count: 3 });
      }),
    );
    const onRemoved = vi.fn();
    await renderWithApi(<RemoveMemberDialog member={broker} onClose={vi.fn()} onRemoved={onRemoved} />);
    const dialog = await screen.findByRole("dialog", { name: "Remove Budi from the team?" });
    await within(dialog).findByText("Broadcasters who will have no broker: 3");
    expect(within(dialog).getByRole("link", { name: en.guild.team.removal.assignFirst })).toHaveAttribute("href", "/broadcaster/list/list/all?broker=2000000004");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await vi.waitFor(() => expect(onRemoved).toHaveBeenCalledWith("Budi", 3));
    expect(sent).toEqual([{ member_uid: "2000000004", anchor_count: 3 }]);
  });

  it("shows the server's refusal and the new count when the broadcasters changed meanwhile (37007)", async () => {
    let count = 3;
    server.use(
      http.post(`${BASE}/getBrokerData`, () => ok(brokerData(count))),
      http.post(`${BASE}/deleteAgencyMember`, () => {
        count = 4;
        return HttpResponse.json({ code: 37007, msg: "changed" });
      }),
    );
    const onRemoved = vi.fn();
    await renderWithApi(<RemoveMemberDialog member={broker} onClose={vi.fn()} onRemoved={onRemoved} />);
    const dialog = await screen.findByRole("dialog", { name: "Remove Budi from the team?" });
    await within(dialog).findByText("Broadcasters who will have no broker: 3");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(en.errors.api["/deleteAgencyMember"]["37007"]);
    await within(dialog).findByText("Broadcasters who will have no broker: 4");
    expect(onRemoved).not.toHaveBeenCalled();
  });
});
