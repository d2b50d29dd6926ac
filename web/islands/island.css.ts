import { style } from '@vanilla-extract/css';

/** A box-less wrapper (an island's, a kept server label's): layout is the same without it. */
export const contents = style({ display: 'contents' });
