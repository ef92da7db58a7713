/**
 * LIKE patterns from user text: %, _ and the escape character match themselves, so a search for
 * "50%" finds "50%" and not every value starting with 50.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern matching values that contain `text`. */
export const containing = (text: string): string => `%${escapeLike(text)}%`;

/** A pattern matching values that start with `text` (an index on the column can serve it). */
export const startingWith = (text: string): string => `${escapeLike(text)}%`;
