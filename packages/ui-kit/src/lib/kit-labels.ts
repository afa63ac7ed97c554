/**
 * The kit's texts from the app's translations. The kit never translates: components take
 * translated `labels` (English defaults). This maps the `kit.*` keys of
 * `@agent-portal/i18n/locales/<code>.json` onto every component's labels, given any translate
 * function (i18next's `t` fits), so an app writes `const kit = useMemo(() => createKitLabels(t), [t])`
 * and passes `labels={kit.pagination}`.
 */
import type { CalendarLabels } from "#components/calendar.tsx";
import type { ComboboxLabels } from "#components/combobox.tsx";
import type { DatePickerLabels } from "#components/date-picker.tsx";
import type { MonthPickerLabels } from "#components/month-picker.tsx";
import type { PaginationLabels } from "#components/pagination.tsx";
import type { RangePickerLabels } from "#components/range-picker.tsx";
import type { SidebarLabels } from "#components/sidebar.tsx";
import type { SidebarDrawerLabels } from "#components/sidebar-drawer.tsx";
import type { ToasterLabels } from "#components/toast.tsx";
import type { UploadLabels } from "#components/upload.tsx";
import type { DataTableLabels } from "#internal/data-table-types.ts";

/** A translate function: key of the `kit` section, `{{name}}` values. */
export type KitTranslate = (key: string, values?: Record<string, string | number>) => string;

/** Every component's labels, translated. */
export interface KitLabels {
  pagination: PaginationLabels;
  combobox: ComboboxLabels;
  calendar: CalendarLabels;
  datePicker: DatePickerLabels;
  rangePicker: RangePickerLabels;
  monthPicker: MonthPickerLabels;
  upload: UploadLabels;
  toaster: ToasterLabels;
  sidebar: SidebarLabels;
  sidebarDrawer: SidebarDrawerLabels;
  dataTable: DataTableLabels;
  /** Names of landmarks and single buttons the components take as plain props. */
  names: { mainNavigation: string; breadcrumb: string; tabs: string; close: string; clear: string; loading: string; removeTag: (label: string) => string };
}

/** Builds {@link KitLabels} from `t` (keys `kit.*`, present in all 26 locale files). */
function createKitLabels(t: KitTranslate): KitLabels {
  const calendar: CalendarLabels = {
    navigation: t("kit.calendar.navigation"),
    previousMonth: t("kit.calendar.previousMonth"),
    nextMonth: t("kit.calendar.nextMonth"),
    today: t("kit.calendar.today"),
    selected: t("kit.calendar.selected"),
  };
  const clear = t("kit.common.clear");
  const types = (list: string) => (list ? t("kit.upload.types", { types: list }) : "");
  return {
    pagination: {
      navigation: t("kit.pagination.navigation"),
      previous: t("kit.pagination.previous"),
      next: t("kit.pagination.next"),
      page: (page) => t("kit.pagination.page", { page }),
      pageSize: t("kit.pagination.pageSize"),
      perPage: (size) => t("kit.pagination.perPage", { size }),
      total: (total) => t("kit.pagination.total", { total }),
    },
    combobox: { search: t("kit.combobox.search"), noResults: t("kit.combobox.noResults"), loading: t("kit.common.loading"), clear },
    calendar,
    datePicker: { ...calendar, clear },
    rangePicker: { ...calendar, clear, separator: " – " },
    monthPicker: { previousYear: t("kit.calendar.previousYear"), nextYear: t("kit.calendar.nextYear"), clear },
    upload: {
      drop: t("kit.upload.drop"),
      browse: t("kit.upload.browse"),
      hint: (list, size) => [types(list), size ? t("kit.upload.maxSize", { size }) : ""].filter(Boolean).join(" · "),
      wrongType: (name, list) => [t("kit.upload.wrongType", { name }), types(list)].filter(Boolean).join(" "),
      tooLarge: (name, size) => t("kit.upload.tooLarge", { name, size }),
      tooMany: (name, count) => t("kit.upload.tooMany", { name, count }),
    },
    toaster: { region: t("kit.toast.region"), close: t("kit.common.close"), notification: t("kit.toast.notification") },
    sidebar: { collapse: t("kit.sidebar.collapse"), expand: t("kit.sidebar.expand") },
    sidebarDrawer: { open: t("kit.sidebar.open"), close: t("kit.sidebar.close") },
    dataTable: {
      loading: t("kit.common.loading"),
      empty: t("kit.table.empty"),
      error: t("kit.table.error"),
      retry: t("kit.table.retry"),
      columns: t("kit.table.columns"),
      exportCsv: t("kit.table.exportCsv"),
      selectAll: t("kit.table.selectAll"),
      selectRow: (index) => t("kit.table.selectRow", { index }),
      filterBy: (column) => t("kit.table.filterBy", { column }),
      all: t("kit.table.all"),
      selected: (count) => t("kit.table.selected", { count }),
    },
    names: {
      mainNavigation: t("kit.sidebar.navigation"),
      breadcrumb: t("kit.breadcrumb.label"),
      tabs: t("kit.tabs.label"),
      close: t("kit.common.close"),
      clear,
      loading: t("kit.common.loading"),
      removeTag: (label) => t("kit.tag.remove", { label }),
    },
  };
}

export { createKitLabels };
