import type { Ref } from 'react';

interface ImageFileInputProps {
  ref: Ref<HTMLInputElement>;
  /** Accessible name, or the id of the text that names it; a visible button opens the picker through `ref`. */
  label?: string;
  labelledBy?: string;
  testId: string;
  /** The photo formats a phone gives, HEIC included. */
  accept?: string;
  onPick: (file: File) => void;
}

/** The hidden file input behind an "upload a picture" button, cleared after each pick so the same file counts again. */
export function ImageFileInput({
  ref,
  label,
  labelledBy,
  testId,
  accept = 'image/jpeg,image/png,image/webp,image/heic,image/heif',
  onPick,
}: ImageFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      aria-label={label}
      aria-labelledby={labelledBy}
      data-testid={testId}
      className="sr-only"
      tabIndex={-1}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onPick(file);
      }}
    />
  );
}
