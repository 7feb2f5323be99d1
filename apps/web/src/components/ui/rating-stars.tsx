import { Star } from 'lucide-react';
import { formatDecimal } from '../../lib/format.ts';

/** Five stars filled to a rating out of 5 (half and partial stars too), with the number beside. */
export function RatingStars({
  rating,
  label,
  total,
  locale,
}: {
  rating: number;
  /** What a screen reader hears, e.g. "Rated 4.5 out of 5 from 120 reviews". */
  label: string;
  total?: string;
  locale: string;
}) {
  const clamped = Math.min(Math.max(rating, 0), 5);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span role="img" aria-label={label} className="relative inline-flex">
        <span className="flex text-border" aria-hidden="true">
          {[0, 1, 2, 3, 4].map((index) => (
            <Star key={index} className="size-4 fill-current" />
          ))}
        </span>
        <span
          aria-hidden="true"
          className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500"
          style={{ width: `${(clamped / 5) * 100}%` }}
        >
          {[0, 1, 2, 3, 4].map((index) => (
            <Star key={index} className="size-4 shrink-0 fill-current" />
          ))}
        </span>
      </span>
      <span aria-hidden="true" className="font-semibold">
        {formatDecimal(clamped, locale, 1, 1)}
      </span>
      {total && (
        <span aria-hidden="true" className="text-muted">
          ({total})
        </span>
      )}
    </p>
  );
}
