/** A translation file's shape with every text widened to `string`, so English must mirror Greek key by key. */
export type TranslationShape<T> = { [K in keyof T]: T[K] extends string ? string : TranslationShape<T[K]> };
