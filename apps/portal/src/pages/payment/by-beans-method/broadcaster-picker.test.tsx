/**
 * The by-beans method's broadcaster picker against MSW (the real store, transport and the
 * broadcaster list's search, broker QryAnchorList): typing finds broadcasters beyond any first
 * page, Enter adds the highlighted one and clears the text, a chosen one is removed with its own
 * button, all from the keyboard; a broadcaster chosen before shows their uid until a search names them.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { createMockBroadcaster } from "@agent-portal/api-client/mocks/broker";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { useState } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApi } from "#shared/testing/render-with-api.tsx";
import { BroadcasterPicker } from "./broadcaster-picker.tsx";

const texts = en.payment.byBeansMethod.picker;
const searched: Record<string, unknown>[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  searched.length = 0;
  changes.mockClear();
  server.use(
    http.post("http://api.test/api/broker/QryAnchorList", async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      searched.push(body);
      // The agency's 250th broadcaster: far past the first page of any list.
      const rows = body.nick_name === "Mi" ? [createMockBroadcaster({ anchor_uid: "3000000250", bigo_id: "mia.250", nick_name: "Mia" })] : [];
      return HttpResponse.json({ code: 1, msg: "", data: { list: rows, total: rows.length } });
    }),
  );
});

/** Every selection the picker reported, in order. */
const changes = vi.fn<(uids: string[]) => void>();
const chosen = () => changes.mock.lastCall?.[0];
function Harness({ initial }: { readonly initial: readonly string[] }) {
  const [selected, setSelected] = useState<readonly string[]>(initial);
  const onChange = (uids: string[]) => {
    changes(uids);
    setSelected(uids);
  };
  return <BroadcasterPicker label="Broadcasters" selected={selected} onChange={onChange} enabled />;
}

describe("BroadcasterPicker", () => {
  it("finds a broadcaster as you type and adds it with Enter, then removes it with its button, from the keyboard", async () => {
    await renderWithApi(<Harness initial={[]} />, "/payment/by-beans-method");
    const field = screen.getByRole("combobox", { name: "Broadcasters" });
    await userEvent.click(field);
    await userEvent.keyboard("Mi");
    expect(await screen.findByRole("option", { name: /Mia/ })).toBeInTheDocument();
    expect(searched).toContainEqual(expect.objectContaining({ nick_name: "Mi", page_size: 5 }));
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(chosen()).toEqual(["3000000250"]));
    expect(field).toHaveValue("");
    const remove = screen.getByRole("button", { name: texts.remove.replace("{{name}}", "Mia") });
    remove.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(chosen()).toEqual([]));
  });

  it("says when no broadcaster matches", async () => {
    await renderWithApi(<Harness initial={[]} />, "/payment/by-beans-method");
    await userEvent.type(screen.getByRole("combobox", { name: "Broadcasters" }), "Zz");
    expect(await screen.findByText(en.layout.jumpTo.noBroadcaster)).toBeInTheDocument();
    expect(screen.queryByRole("option")).toBeNull();
  });

  it("shows a broadcaster chosen before by their uid, with a Remove button", async () => {
    await renderWithApi(<Harness initial={["1001"]} />, "/payment/by-beans-method");
    const name = texts.uid.replace("{{uid}}", "1001");
    expect(screen.getByText(name)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: texts.remove.replace("{{name}}", name) }));
    expect(chosen()).toEqual([]);
  });
});
