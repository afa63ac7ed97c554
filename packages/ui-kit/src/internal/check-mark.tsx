/**
 * The check mark of a chosen item in a list or menu (16 px, `currentColor`, hidden from
 * assistive technology: the item's own state says it is chosen). Used by `Select`'s items and
 * the data table's columns menu.
 */
function CheckMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" className="size-4">
      <path d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export { CheckMark };
