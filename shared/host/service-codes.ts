/** LC 116 item 9.01 (lodging) as the national code: item 09, subitem 01, national split 01. Kept apart from the schemas (zod) so pages can use it. */
export const LODGING_SERVICE_CODE = '090101';
