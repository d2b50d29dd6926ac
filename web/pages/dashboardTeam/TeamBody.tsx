/**
 * The team page's body (issue 26): the invitation form, the members and the caller's own
 * memberships. A chunk of its own, loaded on first use (./index.tsx): its form widgets would
 * take the page past the workspace's 150 KB JavaScript budget.
 */
import { AskFirst } from '../../workspace/stays/AskFirst';
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, CheckboxGroup, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { useI18nContext } from '../../i18n/i18n-react';
import { trpc } from '../../trpc/react';
import { FormSelect, FormText } from '../../workspace/stays/fields';
import { FormMessages } from '../../workspace/editor/FormMessages';
import { failureOf } from '../../workspace/editor/issues';
import { useMounted } from '../../workspace/editor/useMounted';
import { button } from '../../theme/ui.css';
import * as stays from '../../workspace/stays/stays.css';
import * as editor from '../../workspace/editor/editor.css';
import * as css from './team.css';
import { ROLES, type MemberRole } from '../../../shared/team/permissions';

type Property = { id: number; name: string };

export default function TeamBody() {
  const { LL } = useI18nContext();
  const properties = trpc.host.properties.list.useQuery();
  const own: Property[] = (properties.data ?? []).filter((property) => property.role === 'owner');
  return (
    <div className={stays.stack}>
      <p className={css.lead}>{LL.team.page.lead()}</p>
      {own.length > 0 && <InviteForm properties={own} />}
      {own.length > 0 && <Members properties={own} />}
      <Memberships />
    </div>
  );
}

function useRoleOptions() {
  const { LL } = useI18nContext();
  return ROLES.map((role) => ({ id: role, label: LL.workspace.roles[role]() }));
}

function PropertiesChoice({ properties, scope, onScope, chosen, onChosen, idPrefix }: { properties: Property[]; scope: string; onScope: (v: string) => void; chosen: string[]; onChosen: (v: string[]) => void; idPrefix: string }) {
  const { LL } = useI18nContext();
  const t = LL.team.page;
  return (
    <>
      <RadioGroup className={editor.group} value={scope} onChange={onScope} name={`${idPrefix}-scope`}>
        <Label className={editor.groupLabel}>{t.scope()}</Label>
        <div className={editor.radios}>
          <Radio value="all" className={editor.radio}>
            {t.all()}
          </Radio>
          <Radio value="some" className={editor.radio}>
            {t.some()}
          </Radio>
        </div>
      </RadioGroup>
      {scope === 'some' && (
        <CheckboxGroup className={editor.group} value={chosen} onChange={onChosen} name={`${idPrefix}-properties`}>
          <Label className={editor.groupLabel}>{t.properties()}</Label>
          {properties.map((property) => (
            <Checkbox key={property.id} value={String(property.id)} className={editor.checkbox}>
              {property.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
    </>
  );
}

function InviteForm({ properties }: { properties: Property[] }) {
  const ready = useMounted();
  const { LL, locale } = useI18nContext();
  const t = LL.team.page;
  const utils = trpc.useUtils();
  const invite = trpc.host.team.invite.useMutation();
  const roles = useRoleOptions();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('front_desk');
  const [scope, setScope] = useState('all');
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [notice, setNotice] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice('');
    setError('');
    setFieldError('');
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setFieldError(t.errors.email_invalid());
      return;
    }
    if (scope === 'some' && chosen.length === 0) {
      setError(t.errors.required());
      return;
    }
    try {
      await invite.mutateAsync({ email: address, role, locale, ...(scope === 'some' ? { propertyIds: chosen.map(Number) } : {}) });
      setNotice(t.invited({ email: address }));
      setEmail('');
      await utils.host.team.list.invalidate();
    } catch (failed) {
      const failure = failureOf(failed);
      if (failure.fields.email) setFieldError(failure.fields.email === 'invite_self' ? t.errors.invite_self() : t.errors.email_invalid());
      else setError(failure.code === 'CONFLICT' ? t.errors.conflict() : t.errors.unknown());
    }
  }

  return (
    <section className={css.panel} aria-labelledby="invite-title">
      <h2 id="invite-title" className={css.title}>
        {t.inviteTitle()}
      </h2>
      <Form onSubmit={onSubmit} validationBehavior="aria" className={stays.stack} data-ready={ready || undefined} data-testid="invite-form">
        <div className={stays.formGrid}>
          <FormText label={t.email()} value={email} onChange={setEmail} error={fieldError} type="email" name="email" isRequired autoComplete="off" />
          <FormSelect label={t.role()} value={role} options={roles} onChange={(value) => setRole(value as MemberRole)} name="role" />
        </div>
        <PropertiesChoice properties={properties} scope={scope} onScope={setScope} chosen={chosen} onChosen={setChosen} idPrefix="invite" />
        <FormMessages error={error} status={notice} statusTestId="invite-notice" />
        <div className={stays.formActions}>
          <Button type="submit" className={button.primary} isDisabled={invite.isPending}>
            {invite.isPending ? t.inviting() : t.invite()}
          </Button>
        </div>
      </Form>
    </section>
  );
}

function Members({ properties }: { properties: Property[] }) {
  const { LL } = useI18nContext();
  const t = LL.team.page;
  const team = trpc.host.team.list.useQuery();
  return (
    <section className={css.panel} aria-labelledby="members-title">
      <h2 id="members-title" className={css.title}>
        {t.membersTitle()}
      </h2>
      {team.data && team.data.length === 0 && <p>{t.none()}</p>}
      <ul className={css.members} data-testid="team-members">
        {(team.data ?? []).map((member) => (
          <MemberRow key={member.id} member={member} properties={properties} />
        ))}
      </ul>
    </section>
  );
}

type Member = { id: number; email: string; role: MemberRole; propertyIds: number[] | null; status: 'pending' | 'expired' | 'active' };

function MemberRow({ member, properties }: { member: Member; properties: Property[] }) {
  const { LL } = useI18nContext();
  const t = LL.team.page;
  const utils = trpc.useUtils();
  const roles = useRoleOptions();
  const update = trpc.host.team.update.useMutation();
  const revoke = trpc.host.team.revoke.useMutation();
  const resend = trpc.host.team.resend.useMutation();
  const [role, setRole] = useState<MemberRole>(member.role);
  const [scope, setScope] = useState(member.propertyIds === null ? 'all' : 'some');
  const [chosen, setChosen] = useState<string[]>((member.propertyIds ?? []).map(String));
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const pending = member.status !== 'active';

  async function run(action: () => Promise<unknown>, done: string) {
    setError('');
    setNotice('');
    try {
      await action();
      setNotice(done);
      await utils.host.team.list.invalidate();
    } catch {
      setError(t.errors.unknown());
    }
  }

  async function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (scope === 'some' && chosen.length === 0) {
      setError(t.errors.required());
      return;
    }
    await run(() => update.mutateAsync({ id: member.id, role, propertyIds: scope === 'all' ? null : chosen.map(Number) }), t.changed());
  }

  return (
    <li className={css.member} data-testid={`member-${member.email}`}>
      <div className={css.memberHead}>
        <strong className={css.memberEmail}>{member.email}</strong>
        <span className={css.status}>{t.status[member.status]()}</span>
      </div>
      <Form onSubmit={onSave} validationBehavior="aria" className={stays.stack} aria-label={`${t.change()}: ${member.email}`}>
        <FormSelect label={t.role()} value={role} options={roles} onChange={(value) => setRole(value as MemberRole)} name="role" />
        <PropertiesChoice properties={properties} scope={scope} onScope={setScope} chosen={chosen} onChosen={setChosen} idPrefix={`member-${member.id}`} />
        <FormMessages error={error} status={notice} />
        <div className={stays.formActions}>
          <Button type="submit" className={button.primary} isDisabled={update.isPending}>
            {t.change()}
          </Button>
          {pending && (
            <Button className={button.secondary} onPress={() => run(() => resend.mutateAsync({ id: member.id }), t.resent())}>
              {t.resend()}
            </Button>
          )}
          {/* Issue 40: removing someone (or withdrawing their invitation) asks first. */}
          <AskFirst
            ask={() =>
              pending
                ? { title: t.withdrawTitle({ email: member.email }), body: t.withdrawBody({ email: member.email }), confirm: t.withdraw(), keep: t.keep() }
                : { title: t.revokeTitle({ email: member.email }), body: t.revokeBody({ email: member.email }), confirm: t.revoke(), keep: t.keep() }
            }
            isPending={revoke.isPending}
            onConfirm={() => run(() => revoke.mutateAsync({ id: member.id }), t.revoked())}
          >
            {(open) => (
              <Button className={button.secondary} onPress={open} data-testid={`revoke-${member.email}`}>
                {pending ? t.withdraw() : t.revoke()}
              </Button>
            )}
          </AskFirst>
        </div>
      </Form>
    </li>
  );
}

function Memberships() {
  const { LL } = useI18nContext();
  const t = LL.team.page;
  const utils = trpc.useUtils();
  const memberships = trpc.host.team.memberships.useQuery();
  const leave = trpc.host.team.leave.useMutation();
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  if (!memberships.data?.length) return notice ? <FormMessages error="" status={notice} /> : null;
  return (
    <section className={css.panel} aria-labelledby="memberships-title">
      <h2 id="memberships-title" className={css.title}>
        {t.membershipsTitle()}
      </h2>
      <ul className={css.members}>
        {memberships.data.map((membership) => (
          <li key={membership.id} className={css.member}>
            <span>{t.membershipLine({ owner: membership.ownerEmail, role: LL.workspace.roles[membership.role]() })}</span>
            <div className={stays.formActions}>
              <AskFirst
                ask={() => ({ title: t.leaveTitle({ owner: membership.ownerEmail }), body: t.leaveBody({ owner: membership.ownerEmail }), confirm: t.leave(), keep: t.keep() })}
                isPending={leave.isPending}
                onConfirm={async () => {
                  setError('');
                  try {
                    await leave.mutateAsync({ id: membership.id });
                    setNotice(t.left());
                    await Promise.all([utils.host.team.memberships.invalidate(), utils.host.properties.list.invalidate()]);
                  } catch {
                    setError(t.errors.unknown());
                  }
                }}
              >
                {(open) => (
                  <Button className={button.secondary} onPress={open}>
                    {t.leave()}
                  </Button>
                )}
              </AskFirst>
            </div>
          </li>
        ))}
      </ul>
      <FormMessages error={error} status={notice} />
    </section>
  );
}
