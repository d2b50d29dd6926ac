/**
 * The stays a channel sold through Channex on nights already taken here (issue 41): stored
 * without nights, `channex_stays.conflict = 1`, until the host moves or cancels one. One place
 * for the calendar's marks, the overview's and calendar's counts and the front desk's list.
 * A FROM … WHERE fragment: `s` the channel stay, `r` its reservation, `?1` the verified host;
 * the caller adds `AND …` (its property scope).
 */
export const CHANNEX_CONFLICTS = `channex_stays s JOIN reservations r ON r.id = s.reservation_id
  WHERE s.host_id = ?1 AND s.conflict = 1 AND r.host_id = ?1 AND r.status NOT IN ('cancelled', 'no_show')`;
