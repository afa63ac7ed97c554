import type { Meta, StoryObj } from "@storybook/react-vite";
import { Controller, useForm } from "react-hook-form";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Button } from "./button.tsx";
import { Checkbox } from "./checkbox.tsx";
import { FormField } from "./form-field.tsx";
import { Input } from "./input.tsx";
import { Select } from "./select.tsx";

interface ApplyForm {
  nickname: string;
  phone: string;
  region: string;
  terms: boolean;
}

/** The pattern for every form: register() for native inputs, Controller for kit controls, translated errors. */
function ReactHookFormDemo() {
  const { register, control, handleSubmit, formState } = useForm<ApplyForm>({ defaultValues: { nickname: "", phone: "", region: "", terms: false }, mode: "onTouched" });
  const { errors, isSubmitting, isSubmitSuccessful } = formState;
  const onSubmit = handleSubmit(() => new Promise<void>((resolve) => setTimeout(resolve, 600)));
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-sm flex-col gap-4">
      <FormField label="Nickname" required error={errors.nickname?.message}>
        {(field) => <Input {...field} {...register("nickname", { required: "Enter a nickname." })} />}
      </FormField>
      <FormField label="Phone number" hint="Digits only, up to 20." required error={errors.phone?.message}>
        {(field) => (
          <Input
            {...field}
            inputMode="tel"
            maxLength={20}
            {...register("phone", { required: "Enter a phone number.", pattern: { value: /^\d{4,20}$/, message: "Use 4 to 20 digits." } })}
          />
        )}
      </FormField>
      <FormField label="Region" required error={errors.region?.message}>
        {(field) => (
          <Controller
            control={control}
            name="region"
            rules={{ required: "Choose a region." }}
            render={({ field: { value, onChange, onBlur } }) => (
              <Select
                {...field}
                value={value}
                onValueChange={onChange}
                onBlur={onBlur}
                placeholder="Choose a region"
                options={[
                  { value: "id", label: "Indonesia" },
                  { value: "ph", label: "Philippines" },
                ]}
              />
            )}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="terms"
        rules={{ validate: (value) => value || "Accept the terms to continue." }}
        render={({ field: { value, onChange }, fieldState }) => (
          <div className="flex flex-col gap-1">
            <Checkbox label="I accept the agency terms" checked={value} onCheckedChange={(checked) => onChange(checked === true)} aria-invalid={fieldState.invalid || undefined} />
            {fieldState.error && (
              <p role="alert" className="text-xs text-danger-700">
                {fieldState.error.message}
              </p>
            )}
          </div>
        )}
      />
      <Button type="submit" loading={isSubmitting}>
        Submit application
      </Button>
      {isSubmitSuccessful && (
        <p role="status" className="text-sm text-success-700">
          Sent.
        </p>
      )}
    </form>
  );
}

const meta = {
  title: "Forms/FormField",
  component: FormField,
  args: { label: "Account", hint: "Your login name", children: (control) => <Input {...control} /> },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const ErrorState: Story = { name: "Error", args: { required: true, error: "Enter your account." } };
export const Disabled: Story = { args: { children: (control) => <Input {...control} disabled defaultValue="agency.owner" /> } };
export const ReactHookForm: Story = { name: "React Hook Form", render: () => <ReactHookFormDemo /> };
export const RightToLeft: Story = { args: { label: "الحساب", hint: "اسم تسجيل الدخول", error: "أدخل حسابك.", required: true }, globals: rtl };
export const Mobile: Story = { render: () => <ReactHookFormDemo />, globals: mobile };
