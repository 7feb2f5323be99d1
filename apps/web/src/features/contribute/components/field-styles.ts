/** Shared look of the form's text inputs and selects: 44 px tall, clear focus ring. */
export const inputClass =
  'min-h-11 w-full rounded-xl border border-border bg-surface px-3 text-base text-foreground outline-none focus:border-primary focus:ring-2 focus:ring-ring/30 aria-[invalid=true]:border-danger';
export const labelClass = 'mb-1.5 block font-semibold';
