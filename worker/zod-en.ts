/**
 * zod's English messages ("Too small: expected number to be >=1", …) for the issues our schemas
 * leave to zod's defaults; the API's errors quote them. Classic zod registered them by itself,
 * zod/mini does not: imported for this side effect where the edge reports issues. The pages'
 * forms speak in their own message codes and do without.
 */
import * as z from 'zod/mini';

z.config(z.locales.en());
