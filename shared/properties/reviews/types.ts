import type { ReviewId } from '../data';

/** Every review's comment, keyed by review id: a missing or unknown id is a type error. */
export type ReviewTexts = Readonly<Record<ReviewId, string>>;
