/**
 * The history in words (issue 40): every procedure that changes a host's data has a sentence in
 * each of the four languages, and a recorded line reads as one ("Marta marcou a reserva EST-… como
 * confirmada"), never as a procedure name.
 */
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../worker/trpc/root';
import { i18nObject } from '../../web/i18n/i18n-util';
import { loadAllLocales } from '../../web/i18n/i18n-util.sync';
import { LOCALES } from '../../shared/locales';
import { auditSentence, sentenceFor } from '../../web/workspace/audit-sentence';

loadAllLocales();

/** Every host.* mutation, as the audit log names it ("reservations.setStatus"). */
function hostMutations(): string[] {
  // tRPC keeps the flat path → procedure table on the router's definition.
  const procedures = (appRouter._def as unknown as { procedures: Record<string, { _def: { type: string } }> }).procedures;
  return Object.entries(procedures)
    .filter(([path, procedure]) => path.startsWith('host.') && procedure._def.type === 'mutation')
    .map(([path]) => path.slice('host.'.length));
}

describe('audit sentences', () => {
  it('every host mutation has its own sentence in every locale', () => {
    const actions = hostMutations();
    expect(actions.length).toBeGreaterThan(40);
    for (const locale of LOCALES) {
      const LL = i18nObject(locale);
      const missing = actions.filter((action) => sentenceFor(LL, action) === null);
      expect(missing, `${locale}: mutations without a sentence`).toEqual([]);
      // Each sentence names who did it.
      for (const action of actions) expect(sentenceFor(LL, action)!({ actor: 'Rita', target: 'EST-1', status: 'x', role: 'y', kind: 'z' })).toContain('Rita');
    }
  });

  it('reads a line as the host would say it, in each locale', () => {
    const line = { actorEmail: 'rita@example.com', actorName: 'Rita', action: 'reservations.setStatus', target: 'reservation:539', targetLabel: 'EST-ABC12', detail: { status: 'checked_in' } };
    expect(auditSentence(i18nObject('pt'), 'pt', line)).toBe('Rita marcou a reserva EST-ABC12 como hospedada');
    expect(auditSentence(i18nObject('en'), 'en', line)).toBe('Rita marked reservation EST-ABC12 as checked in');
    expect(auditSentence(i18nObject('es'), 'es', line)).toBe('Rita marcó la reserva EST-ABC12 como con check-in hecho');
    expect(auditSentence(i18nObject('it'), 'it', line)).toBe('Rita ha segnato la prenotazione EST-ABC12 come con check-in effettuato');
    // Published or taken offline, a role, a housekeeping status, a removed target, no name.
    const pt = i18nObject('pt');
    expect(auditSentence(pt, 'pt', { ...line, action: 'properties.setPublished', target: 'property:1', targetLabel: 'Pousada Sol', detail: { published: false } })).toBe('Rita tirou do ar a propriedade Pousada Sol');
    expect(auditSentence(pt, 'pt', { ...line, action: 'team.invite', target: '', targetLabel: null, detail: { role: 'front_desk' } })).toBe('Rita convidou alguém para a equipe como recepção');
    expect(auditSentence(pt, 'pt', { ...line, action: 'housekeeping.set', target: 'unit:3', targetLabel: '101', detail: { status: 'dirty' } })).toBe('Rita marcou a unidade 101 como suja');
    expect(auditSentence(pt, 'pt', { ...line, actorName: null, action: 'ratePlans.archive', target: 'ratePlan:9', targetLabel: null, detail: null })).toBe('rita@example.com arquivou o plano tarifário removido(a)');
    // A procedure with no sentence yet still reads as words, naming its kind.
    expect(auditSentence(pt, 'pt', { ...line, action: 'reviews.somethingNew', detail: null })).toBe('Rita fez uma alteração em Avaliações');
  });
});
