/** A catalogue part's shape with its words taken out: the same keys, any text. */
export type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
