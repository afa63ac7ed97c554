import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { formatBytes } from "#lib/file-checks.ts";
import { useKitLabels } from "#stories/use-kit-labels.ts";
import { mobile, rtl } from "#stories/story-globals.ts";
import { FormField } from "./form-field.tsx";
import { Tag } from "./badge.tsx";
import { Upload } from "./upload.tsx";

function Demo({ disabled = false, initial = [] as File[] }: { disabled?: boolean; initial?: File[] }) {
  const kit = useKitLabels();
  const [files, setFiles] = React.useState<File[]>(initial);
  return (
    <FormField label="Distribution file" hint="The payment distribution sheet of this month.">
      {(control) => (
        <Upload
          {...control}
          accept={[".csv", ".xlsx"]}
          maxSize={2 * 1024 * 1024}
          maxFiles={3}
          multiple
          selectedCount={files.length}
          disabled={disabled}
          labels={kit.upload}
          onFilesAccepted={(accepted) => setFiles((list) => [...list, ...accepted])}
        >
          {files.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {files.map((file) => (
                <Tag key={file.name} removeLabel={kit.names.removeTag(file.name)} onRemove={() => setFiles((list) => list.filter((item) => item !== file))}>
                  {file.name} · {formatBytes(file.size)}
                </Tag>
              ))}
            </div>
          )}
        </Upload>
      )}
    </FormField>
  );
}

const meta = {
  title: "Forms/Upload",
  component: Upload,
  args: { onFilesAccepted: () => undefined, accept: [".csv"], maxSize: 1024 * 1024 },
} satisfies Meta<typeof Upload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Demo /> };
export const WithFiles: Story = { render: () => <Demo initial={[new File(["a,b\n1,2"], "april.csv", { type: "text/csv" })]} /> };
export const Disabled: Story = { render: () => <Demo disabled /> };
export const RightToLeft: Story = { render: () => <Demo />, globals: rtl };
export const Mobile: Story = { render: () => <Demo />, globals: mobile };
