/**
 * The shape another language's texts must fill: the English object's keys, each text any string. The
 * English files are `as const`, so without this an Arabic file would have to repeat the English words.
 */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
