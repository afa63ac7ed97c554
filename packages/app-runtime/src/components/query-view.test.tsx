import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import type { ApiError } from "@agent-portal/api-client/errors";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import userEvent from "@testing-library/user-event";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import type { QueryLike } from "#list/table-status.ts";
import { QueryView } from "./query-view.tsx";

const failure = (kind: "http" | "phoneAuth" | "aborted"): ApiError =>
  kind === "phoneAuth"
    ? { kind, url: "/QryAnchorList", httpStatus: 200, code: 40001, messageKeys: ["errors.phoneAuth"], fallbackMessage: "" }
    : kind === "aborted"
      ? { kind, url: "/QryAnchorList", httpStatus: null, code: null, messageKeys: ["errors.aborted"], fallbackMessage: "" }
      : { kind, url: "/QryAnchorList", httpStatus: 500, code: null, messageKeys: ["errors.http"], fallbackMessage: "" };

async function renderQuery(query: QueryLike<{ name: string }>, placeholder?: ReactNode) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryView query={query} isEmpty={(data) => data.name === ""} emptyTitle="Nobody" placeholder={placeholder}>
        {(data) => <p>hello {data.name}</p>}
      </QueryView>
    </I18nextProvider>,
  );
}

const base = { isLoading: false, isFetching: false, isError: false, refetch: vi.fn() };

describe("QueryView", () => {
  it("shows busy skeleton lines while loading, then the answer, or its empty state", async () => {
    await renderQuery({ ...base, isLoading: true });
    expect(screen.getByRole("status", { name: en.common.loading })).toHaveAttribute("aria-busy", "true");
  });

  it("shows the given placeholder in the answer's shape instead of the lines while loading", async () => {
    await renderQuery({ ...base, isLoading: true }, <p aria-busy="true">hello …</p>);
    expect(screen.getByText("hello …")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("renders the answer and the empty state", async () => {
    await renderQuery({ ...base, data: { name: "Maya" } });
    expect(screen.getByText("hello Maya")).toBeInTheDocument();
  });

  it("shows a failed call's translated error with Try again, which sends it again", async () => {
    const refetch = vi.fn();
    await renderQuery({ ...base, isError: true, error: failure("http"), refetch });
    expect(screen.getByRole("alert")).toHaveTextContent(en.errors.http);
    await userEvent.click(screen.getByRole("button", { name: en.common.retry }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("says a verified phone is needed, without an error text, when the phone dialog was cancelled", async () => {
    await renderQuery({ ...base, isError: true, error: failure("phoneAuth") });
    expect(screen.getByText(en.shared.phoneRequired.title)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: en.shared.phoneRequired.action })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps the answer when a refetch was only aborted", async () => {
    await renderQuery({ ...base, isError: true, error: failure("aborted"), data: { name: "Maya" } });
    expect(screen.getByText("hello Maya")).toBeInTheDocument();
  });
});
