/**
 * The guest's confirmation mail when a payment confirms a pending stay (issue 39, issue 42): one
 * place for both ways a payment arrives — a provider's verified notification and a payment the
 * host records by hand. The mail carries a fresh manage link (D1 keeps only its hash), so the
 * link row and the outbox row go into the caller's batch with the payment itself.
 */
import { outboxStatement, sha256Hex, type ManagedReservation, type OutboxMail } from '../db/booking';
import { guestMail, mailStayOfReservation } from '../mail/booking-mail';
import { guestUrls, linkInsert, newLinkToken } from '../journey/messages';
import { storeMailBodies } from '../mail/bodies';
import { stayManageUrl } from '../db/sites';

/** The statements (manage link, outbox row) and the mail confirming the stay to its guest, in the guest's language. */
export async function confirmedMailStatements(
  db: D1Database,
  siteUrl: string,
  reservation: ManagedReservation & { hostId: string },
  now: Date,
  /** Where its body goes (the MAIL bucket, worker/mail/bodies.ts, issue 46); without one it stays in D1. */
  mailEnv: object = {},
  /** The directory (host_sites): a stay booked on the host's own site keeps the site's manage link (issue 45). */
  directory?: D1Database,
): Promise<{ statements: D1PreparedStatement[]; mail: OutboxMail }> {
  const link = newLinkToken(reservation.property.id);
  const manageUrl = directory ? await stayManageUrl(directory, siteUrl, reservation, link) : guestUrls(siteUrl, link, reservation.locale).manageUrl;
  const composed = guestMail(mailStayOfReservation(reservation, manageUrl, 'confirmed'), 'booking_guest', siteUrl);
  const [mail] = await storeMailBodies(mailEnv, reservation.hostId, [composed]);
  if (!mail) throw new Error('confirmed mail: nothing composed');
  return {
    statements: [linkInsert(db, await sha256Hex(link), reservation.id, now.toISOString()), outboxStatement(db, reservation.hostId, reservation.code, mail, now)],
    mail,
  };
}
