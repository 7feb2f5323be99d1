import type { Ref } from 'react';

interface ImageFileInputProps {
  ref: Ref<HTMLInputElement>;
  /** Accessible name; a visible button opens the picker through `ref`. */
  label: string;
  testId: string;
  onPick: (file: File) => void;
}

/**
 * The hidden file input behind an "upload a picture" button: photos a phone gives (HEIC too), and
 * cleared after each pick so choosing the same file again still counts.
 */
export function ImageFileInput({ ref, label, testId, onPick }: ImageFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
      aria-label={label}
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
