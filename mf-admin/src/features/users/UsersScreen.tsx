import { useEffect, useState } from 'react';
import { useSearchParams } from '@trabzon/router';
import styled from 'styled-components';
import { Button, ErrorPanel, Input, Label, Select, useSubmitOnce, useToast } from '@trabzon/ui';
import { ServerTable, type Column } from '@trabzon/ui/tables';
import { formatDateTime, useTranslation } from '@trabzon/i18n';
import { useSessionStore } from '@trabzon/stores';
import type { AdminUser, UserRole } from '@trabzon/contracts';
import { isolatedName } from '../../lib/bidi';
import { AdminScreen } from '../../components/AdminScreen';
import { Drawer } from '../../components/Drawer';
import { StatusPill } from '../../components/StatusPill';
import { hasApiCode, isAdminRefusal, serverMessage } from '../../lib/errors';
import { useAdminUsers } from './queries/useAdminUsers';
import { useSaveUser } from './queries/useSaveUser';
import { usePasswordMinLength } from './queries/usePasswordPolicy';
import { UserForm, toBody, type UserFormValues } from './UserForm';

const PAGE_SIZE = 25;
const ROLES: readonly UserRole[] = ['admin', 'user'];

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(3)};
  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    /* Never wider than the screen (a phone: 360 px less the page margins). */
    min-inline-size: min(${({ theme }) => theme.space(70)}, 100%);
  }
`;

/** Accounts: search and paging in the URL, create and edit in a drawer. */
export function UsersScreen() {
  const { t, i18n } = useTranslation('adminUsers');
  const toast = useToast();
  const selfId = useSessionStore((s) => s.user?._id ?? null);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const role = ROLES.find((r) => r === params.get('role'));
  const pageParam = Number(params.get('page'));
  const page = Number.isSafeInteger(pageParam) && pageParam >= 1 ? pageParam : 1;
  const list = useAdminUsers({ ...(q ? { q } : {}), ...(role ? { role } : {}), page, limit: PAGE_SIZE });
  const save = useSaveUser();
  const { once } = useSubmitOnce();
  // The form checks the policy's minimum before the server does (the server has the last word).
  const minLength = usePasswordMinLength();
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [refusedName, setRefusedName] = useState<string | null>(null);
  const [refusedEmail, setRefusedEmail] = useState<string | null>(null);
  const [text, setText] = useState(q);

  const go = (next: { q?: string; role?: UserRole; page?: number }, options?: { replace: boolean }) => {
    const p = new URLSearchParams();
    if (next.q) p.set('q', next.q);
    if (next.role) p.set('role', next.role);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p, options);
  };

  // A page past the last (an old link, ?page=99) showed "2451–2 of 2" and "Page 99 of 1" over no
  // rows: the list goes to its last page instead, in place of the address asked for.
  const total = list.data?.total;
  useEffect(() => {
    if (total === undefined) return;
    const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
    if (page > last) go({ q, role, page: last }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- go is remade each render; these are what it reads
  }, [total, page, q, role]);

  /** The last save's refusal no longer applies (a drawer opened, another attempt). */
  const clearRefusal = () => {
    setServerError(null);
    setRefusedName(null);
    setRefusedEmail(null);
  };

  const open = (user: AdminUser | 'new') => {
    clearRefusal();
    setEditing(user);
  };

  // One save at a time: a second press before "Saving…" shows sends nothing.
  const submit = once(async (values: UserFormValues) => {
    const user = editing === 'new' ? null : editing;
    clearRefusal();
    try {
      await save.mutateAsync({ id: user?._id ?? null, body: toBody(values, user !== null) });
      toast.success(user ? t('updated') : t('created'));
      setEditing(null);
    } catch (error) {
      // A name that is not a person's is the name field's fault: said there, in the page's language.
      if (hasApiCode(error, 'INVALID_NAME')) setRefusedName(values.name.trim());
      // An e-mail another account has is the e-mail field's fault: said there too.
      else if (isAdminRefusal(error, 'emailTaken')) setRefusedEmail(values.email.trim());
      else setServerError(serverMessage(error, t('saveFailed')));
    }
  });

  const language = i18n.language;
  const columns: Column<AdminUser>[] = [
    // Isolated: a typed name starting with a symbol ("+cmd …") had it shown at the other end in Arabic.
    { id: 'name', header: t('fields.name'), rowHeader: true, render: (u) => <bdi>{u.name}</bdi> },
    { id: 'email', header: t('fields.email'), render: (u) => <bdi dir="ltr">{u.email}</bdi> },
    { id: 'role', header: t('fields.role'), render: (u) => t(`roles.${u.role}`) },
    {
      id: 'active',
      header: t('fields.active'),
      render: (u) => <StatusPill $tone={u.active ? 'success' : 'danger'}>{u.active ? t('active') : t('inactive')}</StatusPill>,
    },
    { id: 'created', header: t('columns.created'), render: (u) => formatDateTime(u.createdAt, language) },
    {
      id: 'lastLogin',
      header: t('columns.lastLogin'),
      render: (u) => (u.lastLoginAt ? formatDateTime(u.lastLoginAt, language) : t('never')),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      // Pinned at the inline end: on a phone the other columns scroll under it and Edit stays in reach.
      sticky: true,
      render: (u) => (
        <Button
          type="button"
          $variant="secondary"
          onClick={() => open(u)}
          aria-label={t('editUser', { name: isolatedName(u.name) })}
          data-testid="user-edit"
        >
          {t('edit')}
        </Button>
      ),
    },
  ];

  const current = editing === 'new' ? null : editing;
  return (
    <AdminScreen
      screen="users"
      title={t('title')}
      actions={
        <Button type="button" onClick={() => open('new')} data-testid="user-new">
          {t('newUser')}
        </Button>
      }
    >
      <Search
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          go({ q: text.trim(), role, page: 1 });
        }}
      >
        <div>
          <Label htmlFor="users-q">{t('search')}</Label>
          <Input id="users-q" type="search" value={text} onChange={(e) => setText(e.target.value)} data-testid="users-search" />
        </div>
        <div>
          <Label htmlFor="users-role">{t('fields.role')}</Label>
          <Select
            id="users-role"
            value={role ?? ''}
            onChange={(e) => go({ q, role: ROLES.find((r) => r === e.target.value), page: 1 })}
            data-testid="users-role"
          >
            <option value="">{t('allRoles')}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit">{t('searchButton')}</Button>
      </Search>
      {list.isError ? (
        <ErrorPanel message={serverMessage(list.error, t('loadFailed'))} onRetry={() => void list.refetch()} />
      ) : (
        <ServerTable
          caption={t('caption', { count: list.data?.total ?? 0 })}
          columns={columns}
          rows={list.data?.results ?? []}
          rowKey={(u) => u._id}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={(next) => go({ q, role, page: next })}
          busy={list.isFetching}
          testId="users-table"
          rowTestId="user-row"
          pagingLabel={t('paging')}
          emptyText={list.isLoading ? t('loading') : t('empty')}
        />
      )}
      <Drawer
        open={editing !== null}
        title={current ? t('editTitle', { name: isolatedName(current.name) }) : t('newTitle')}
        closeLabel={t('close')}
        onClose={() => setEditing(null)}
        testId="user-drawer"
      >
        {editing !== null && (
          <UserForm
            key={current?._id ?? 'new'}
            user={current}
            selfId={selfId}
            minLength={minLength}
            saving={save.isPending}
            serverError={serverError}
            refusedName={refusedName}
            refusedEmail={refusedEmail}
            onAttempt={clearRefusal}
            onSubmit={(values) => void submit(values)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Drawer>
    </AdminScreen>
  );
}
