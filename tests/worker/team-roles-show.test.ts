/**
 * Issue 40, roles that show only what they allow: a figure a role may not see never leaves the
 * server (host.overview: revenue needs reports.read, the channels' conflicts channels.read); no
 * workspace page shows a member a link that answers 403 or a button their role cannot use
 * (status changes, payments, refunds, the check-in desk, "Nova propriedade"); the invitation
 * mail names the inviter and the properties; the signed-out invitation page sends the invitee to
 * a sign-up form with the invited address filled in and fixed.
 */
import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { join, mutate, newPerson, ok, query, tokenOf, type Person } from './team-support';
import { addDays, todayIn } from '../../shared/stay/dates';

const html = async (who: Person | null, path: string) => {
  const res = await SELF.fetch(`http://localhost${path}`, { headers: who ? { authorization: `Bearer ${who.token}` } : {}, redirect: 'manual' });
  return { status: res.status, body: (await res.text()).replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('<!-- -->', '') };
};
/** The page's <main>: the nav and the language menu link every section anyway. */
const mainOf = (body: string) => body.slice(body.indexOf('<main'), body.indexOf('</main>'));
const linksIn = (main: string) => [...new Set([...main.matchAll(/href="(\/dashboard[^"#]*)"/g)].map((match) => match[1]!))];

describe('roles that show only what they allow', () => {
  let owner: Person;
  const members: Record<'front_desk' | 'accountant' | 'housekeeping', Person> = {} as never;
  let propertyId: number;
  let reservationId: number;

  beforeAll(async () => {
    owner = await newPerson('show-owner', 'Dona Marta');
    propertyId = (await ok<{ id: number }>(mutate(owner, 'host.properties.create', { name: 'Pousada Mirante', kind: 'inn', city: 'Paraty', country: 'BR', currency: 'BRL', timezone: 'America/Sao_Paulo' }))).id;
    const roomType = await ok<{ id: number }>(mutate(owner, 'host.roomTypes.create', { propertyId, name: 'Duplo', capacity: 2, baseRateCents: 30000, units: 2 }));
    const today = todayIn('America/Sao_Paulo');
    reservationId = (
      await ok<{ id: number }>(
        mutate(owner, 'host.reservations.create', { propertyId, roomTypeId: roomType.id, checkIn: today, checkOut: addDays(today, 2), guest: { name: 'Ana Hóspede', email: 'ana@example.com', phone: '' }, adults: 1, children: 0, status: 'confirmed' }),
      )
    ).id;
    await ok(mutate(owner, 'host.payments.record', { reservationId, amountCents: 10000, method: 'cash', receivedOn: today }));
    for (const role of ['front_desk', 'accountant', 'housekeeping'] as const) {
      members[role] = await newPerson(`show-${role}`);
      await join(owner, members[role], role, [propertyId]);
    }
  }, 120_000);

  it('host.overview: the front desk gets no revenue and no channel conflicts; the accountant gets revenue; the owner both', async () => {
    const desk = await ok(query(members.front_desk, 'host.overview', { propertyId }));
    expect(desk.revenueByMonth).toBeNull();
    expect(desk.openConflicts).toBeNull();
    expect(desk.arrivals.map((stay: { id: number }) => stay.id)).toEqual([reservationId]);
    expect(desk.months).toHaveLength(13);
    const books = await ok(query(members.accountant, 'host.overview', { propertyId }));
    expect(books.revenueByMonth.reduce((sum: number, month: { cents: number }) => sum + month.cents, 0)).toBe(60000);
    expect(books.openConflicts).toBeNull();
    const own = await ok(query(owner, 'host.overview', { propertyId }));
    expect(own.revenueByMonth.reduce((sum: number, month: { cents: number }) => sum + month.cents, 0)).toBe(60000);
    expect(own.openConflicts).toBe(0);
  });

  it('the overview page: no revenue, no "Ver nos canais" for the front desk; both for the owner', async () => {
    const desk = mainOf((await html(members.front_desk, '/dashboard')).body);
    expect(desk).toContain('Chegadas de hoje');
    expect(desk).not.toContain('data-testid="revenue"');
    expect(desk).not.toContain('Receita por mês');
    expect(desk).not.toContain('Ver nos canais');
    expect(desk).not.toContain('/dashboard/canais');
    const own = mainOf((await html(owner, '/dashboard')).body);
    expect(own).toContain('data-testid="revenue"');
    expect(own).toContain('Ver nos canais');
  });

  it('"Nova propriedade" only for a role that may manage properties', async () => {
    for (const who of [members.front_desk, members.accountant, members.housekeeping]) {
      const page = await html(who, '/dashboard/propriedades');
      expect(page.body).toContain('data-testid="no-access"');
      expect(mainOf(page.body)).not.toContain('/dashboard/propriedades/nova');
    }
    expect(mainOf((await html(owner, '/dashboard/propriedades')).body)).toContain('/dashboard/propriedades/nova');
  });

  it('the reservation page: the front desk records payments but gets no refund; the accountant reads it with no button that changes it', async () => {
    const own = mainOf((await html(owner, `/dashboard/reservas/${reservationId}`)).body);
    expect(own).toContain('Estornar');
    const deskPage = await html(members.front_desk, `/dashboard/reservas/${reservationId}`);
    expect(deskPage.status).toBe(200);
    const desk = mainOf(deskPage.body);
    expect(desk).not.toContain('Estornar');
    expect(desk).toContain('Registrar pagamento');
    expect(desk).toContain('Fazer check-in');
    const booksPage = await html(members.accountant, `/dashboard/reservas/${reservationId}`);
    expect(booksPage.status).toBe(200);
    const books = mainOf(booksPage.body);
    expect(books).toContain('Ana Hóspede');
    expect(books).toContain('data-testid="reservation-payments"');
    for (const text of ['Estornar', 'Registrar pagamento', 'Fazer check-in', 'Cancelar reserva', 'Salvar alterações', 'data-testid="checkin-panel"', 'Emitir NFS-e']) expect(books, text).not.toContain(text);
    // The front desk page: the accountant reads the day, with no check-in or no-show button.
    const day = mainOf((await html(members.accountant, '/dashboard/recepcao')).body);
    expect(day).toContain('Ana Hóspede');
    expect(day).not.toContain('Não compareceu');
    expect(mainOf((await html(members.front_desk, '/dashboard/recepcao')).body)).toContain('Não compareceu');
  });

  it('no workspace page shows a member a link that answers 403 or "no access"', async () => {
    const pages = ['/dashboard', '/dashboard/calendario', '/dashboard/recepcao', '/dashboard/governanca', '/dashboard/reservas', `/dashboard/reservas/${reservationId}`, '/dashboard/hospedes', '/dashboard/relatorios', '/dashboard/recebimentos', '/dashboard/notas', '/dashboard/equipe', '/dashboard/conta'];
    for (const [role, who] of Object.entries(members)) {
      const checked = new Map<string, number>();
      for (const path of pages) {
        const page = await html(who, path);
        if (page.body.includes('data-testid="no-access"')) continue;
        for (const link of linksIn(mainOf(page.body))) {
          if (!checked.has(link)) {
            const target = await html(who, link);
            checked.set(link, target.body.includes('data-testid="no-access"') ? 403 : target.status);
          }
          expect(checked.get(link), `${role}: ${path} links ${link}`).not.toBe(403);
        }
      }
      expect(checked.size, role).toBeGreaterThan(role === 'housekeeping' ? -1 : 0);
    }
  }, 120_000);

  it('the invitation mail names the inviter by name and the properties; the signed-out link fills the address in at sign-up', async () => {
    const invitee = `convidada.${Date.now()}@example.com`;
    const made = await ok<{ id: number; inviteUrl: string }>(mutate(owner, 'host.team.invite', { email: invitee, role: 'front_desk', propertyIds: [propertyId], locale: 'en' }));
    const mail = await env.DB.prepare("SELECT subject, text FROM mail_outbox WHERE recipient = ? AND kind = 'team_invite'").bind(invitee).first<{ subject: string; text: string }>();
    expect(mail!.subject).toBe('Dona Marta invited you to the team of Pousada Mirante');
    expect(mail!.text).toContain('Dona Marta invited you to work at Pousada Mirante on Estadia as Front desk.');
    expect(mail!.text).not.toContain(owner.email);
    const token = tokenOf(made.inviteUrl);
    expect(await ok(query(null, 'invitation.invitee', { token }))).toEqual({ email: invitee });
    expect(await ok(query(null, 'invitation.invitee', { token: 'x'.repeat(32) }))).toBeNull();
    const page = await html(null, `/en/convite/${token}`);
    const register = `/en/register?next=${encodeURIComponent(`/en/convite/${token}`)}&email=${encodeURIComponent(invitee)}`;
    expect(page.body).toContain(`href="${register}"`);
    const form = (await html(null, register)).body;
    const input = /<input[^>]*name="email"[^>]*>/.exec(form)?.[0] ?? '';
    expect(input).toContain(`value="${invitee}"`);
    expect(input).toMatch(/\sreadonly=/i);
    expect(form).toContain('The invitation was sent to this address');
    // Withdrawn: the link tells nothing any more.
    await ok(mutate(owner, 'host.team.revoke', { id: made.id }));
    expect(await ok(query(null, 'invitation.invitee', { token }))).toBeNull();
  });
});
