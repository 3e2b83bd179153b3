import type { en } from './locales/en.ts';

/** A catalogue's shape: the English one's keys, each holding a string. */
type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type Catalogue = Strings<typeof en>;
