import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { useKitLabels } from "#stories/use-kit-labels.ts";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Pagination } from "./pagination.tsx";

function Demo({ pageCount = 20, disabled = false }: { pageCount?: number; disabled?: boolean }) {
  const kit = useKitLabels();
  const [page, setPage] = React.useState(1);
  const [size, setSize] = React.useState(20);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={setPage}
      pageSize={size}
      onPageSizeChange={setSize}
      total={pageCount * size}
      disabled={disabled}
      labels={kit.pagination}
    />
  );
}

const meta = {
  title: "Navigation/Pagination",
  component: Pagination,
  args: { page: 1, pageCount: 20, onPageChange: () => undefined },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Demo /> };
export const FewPages: Story = { render: () => <Demo pageCount={3} /> };
export const Disabled: Story = { render: () => <Demo disabled /> };
export const RightToLeft: Story = { render: () => <Demo />, globals: rtl };
export const Mobile: Story = { render: () => <Demo />, globals: mobile };
