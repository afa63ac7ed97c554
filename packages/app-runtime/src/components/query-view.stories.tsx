import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton } from "@agent-portal/ui-kit/components/skeleton";
import type { QueryLike } from "#list/table-status.ts";
import { QueryView } from "./query-view.tsx";

/** What a detail screen shows of one answer. */
interface Answer {
  readonly name: string;
}

const base = { isLoading: false, isFetching: false, isError: false, refetch: () => undefined };

/** `QueryView` around a small answer: the states a detail screen shows. */
function Detail({ query, shaped = false }: { query: QueryLike<Answer>; shaped?: boolean }) {
  const placeholder = (
    <p aria-busy="true" className="flex items-center gap-1 text-sm text-fg">
      Agency: <Skeleton className="h-4 w-40" />
    </p>
  );
  return (
    <QueryView query={query} isEmpty={(data) => data.name === ""} emptyTitle="Nothing here yet" lines={4} placeholder={shaped ? placeholder : undefined}>
      {(data) => <p className="text-sm text-fg">Agency: {data.name}</p>}
    </QueryView>
  );
}

const meta = {
  title: "App shell/QueryView",
  component: Detail,
  parameters: { layout: "padded" },
  args: { query: { ...base, data: { name: "Nusantara Star Agency" } } },
} satisfies Meta<typeof Detail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The answer. */
export const Answered: Story = {};
/** Loading: skeleton lines announced as busy. */
export const Loading: Story = { args: { query: { ...base, isLoading: true } } };
/** Loading with a placeholder in the answer's shape (`placeholder`): nothing moves when the answer comes. */
export const LoadingInShape: Story = { args: { query: { ...base, isLoading: true }, shaped: true } };
/** An empty answer. */
export const Empty: Story = { args: { query: { ...base, data: { name: "" } } } };
/** A failed call: its translated error and Try again. */
export const Failed: Story = {
  args: { query: { ...base, isError: true, error: { kind: "http", url: "/GetAgentDetail", httpStatus: 500, code: null, messageKeys: ["errors.http"], fallbackMessage: "" } } },
};
/** The phone dialog was cancelled: a verified phone is needed. */
export const PhoneRequired: Story = {
  args: {
    query: { ...base, isError: true, error: { kind: "phoneAuth", url: "/GetAgentDetail", httpStatus: 200, code: 40001, messageKeys: ["errors.phoneAuth"], fallbackMessage: "" } },
  },
};
