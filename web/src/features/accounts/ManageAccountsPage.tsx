import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import type { AccountStatus } from '#shared/account/accounts-api';
import { canManage } from '#shared/account/role-labels';
import { accountApi, accountKeys, type AccountView } from '#web/api/accounts.ts';
import { useSignedIn } from '#web/auth/session-context.ts';
import { ConfirmDialog } from '#web/components/ConfirmDialog.tsx';
import { DataTable, type DataColumn } from '#web/components/DataTable.tsx';
import { Loaded } from '#web/components/Loaded.tsx';
import { InviteModal, RoleModal } from './AccountForms.tsx';
import { accountsText as t } from './strings.ts';

const STATUS_TYPE: Record<AccountStatus, StatusIndicatorProps.Type> = { invited: 'pending', active: 'success', disabled: 'stopped' };

type Dialog = { kind: 'invite' } | { kind: 'role' | 'status'; account: AccountView };

/** /manage-accounts: the company's user directory, invitations, roles and disabled accounts (the owner's). */
export function ManageAccountsPage() {
  const { user } = useSignedIn();
  const queries = useQueryClient();
  const [view, setView] = useState<'all' | 'directory'>('all');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const load = useQuery({ queryKey: accountKeys.view(view), queryFn: () => accountApi.list(view) });
  const changed = () => queries.invalidateQueries({ queryKey: accountKeys.all });
  const resend = useMutation({ mutationFn: accountApi.resend, onSuccess: (a) => { setNotice(t.resent(a.email)); void changed(); } });
  const status = useMutation({ mutationFn: (a: AccountView) => accountApi.setStatus(a, a.status === 'disabled' ? 'active' : 'disabled'), onSuccess: changed });
  const failure = resend.error;

  const actions = (a: AccountView) => {
    if (a.uid === user.uid) return t.self;
    if (!canManage(user.role, a.securityRole)) return null;
    const items = [
      { id: 'role', text: t.changeRole },
      { id: 'status', text: a.status === 'disabled' ? t.enable : t.disable },
      ...(a.status === 'invited' ? [{ id: 'resend', text: t.resend }] : []),
    ];
    return (
      <ButtonDropdown variant="inline-icon" ariaLabel={`${t.actions}: ${a.name}`} items={items} onItemClick={({ detail }) => (detail.id === 'resend' ? resend.mutate(a) : setDialog({ kind: detail.id as 'role' | 'status', account: a }))} />
    );
  };
  const columns: DataColumn<AccountView>[] = [
    { id: 'name', header: t.name, cell: (a) => a.name, sortKey: (a) => a.name, text: (a) => a.name },
    { id: 'email', header: t.email, cell: (a) => a.email, sortKey: (a) => a.email, text: (a) => a.email },
    { id: 'domicile', header: t.domicile, cell: (a) => a.Domicile || '—', sortKey: (a) => a.Domicile, text: (a) => a.Domicile },
    { id: 'label', header: t.roleLabel, cell: (a) => `${a.roleLabel} (${a.accessCode})`, sortKey: (a) => a.accessCode, text: (a) => a.roleLabel },
    { id: 'securityRole', header: t.securityRole, cell: (a) => a.securityRole, sortKey: (a) => a.securityRole, width: 130 },
    { id: 'driverId', header: t.driverId, cell: (a) => a.driverId || '—', sortKey: (a) => a.driverId, text: (a) => a.driverId, width: 120 },
    { id: 'status', header: t.status, cell: (a) => <StatusIndicator type={STATUS_TYPE[a.status]}>{t.statuses[a.status]}</StatusIndicator>, sortKey: (a) => a.status, width: 120 },
    { id: 'actions', header: t.actions, cell: actions, width: 90 },
  ];
  return (
    <ContentLayout header={<Header variant="h1" description={t.description}>{t.title}</Header>}>
      <SpaceBetween size="m">
        {notice && <Alert type="success" dismissible onDismiss={() => setNotice(null)}>{notice}</Alert>}
        {failure && <Alert type="error">{failure.message}</Alert>}
        <SegmentedControl label={t.viewLabel} selectedId={view} onChange={({ detail }) => setView(detail.selectedId as 'all' | 'directory')} options={[{ id: 'all', text: t.viewAll }, { id: 'directory', text: t.viewDirectory }]} />
        <Loaded query={load} feature={t.list}>
          {(accounts) => (
            <DataTable
              items={accounts}
              columns={columns}
              trackBy="uid"
              header={<Header variant="h2" counter={`(${accounts.length})`} actions={<Button variant="primary" onClick={() => setDialog({ kind: 'invite' })}>{t.invite}</Button>}>{t.list}</Header>}
              filterNoun="accounts"
              empty={t.empty}
              defaultSort={{ column: 'name' }}
              ariaLabel={t.list}
              preferencesKey="manage-accounts"
            />
          )}
        </Loaded>
      </SpaceBetween>
      {dialog?.kind === 'invite' && (
        <InviteModal callerRole={user.role} onClose={() => setDialog(null)} onInvited={(a) => { setDialog(null); setNotice(t.invited(a.email)); void changed(); }} />
      )}
      {dialog?.kind === 'role' && <RoleModal callerRole={user.role} account={dialog.account} onClose={() => setDialog(null)} onSaved={() => { setDialog(null); void changed(); }} />}
      {dialog?.kind === 'status' && (
        <ConfirmDialog
          header={dialog.account.status === 'disabled' ? t.enable : t.disable}
          action={dialog.account.status === 'disabled' ? t.enable : t.disable}
          onClose={() => setDialog(null)}
          onConfirm={async () => { await status.mutateAsync(dialog.account); }}
        >
          {dialog.account.status === 'disabled' ? t.enableConfirm(dialog.account.name) : t.disableConfirm(dialog.account.name)}
        </ConfirmDialog>
      )}
    </ContentLayout>
  );
}
