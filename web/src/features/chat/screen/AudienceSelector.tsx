import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo, useState } from 'react';
import { ADMIN_MAX_ROLE, seesWholeDirectory } from '#shared/chat/permissions';
import type { DirectoryEntry } from '#shared/chat/types';
import { useTranslation } from 'react-i18next';
import { useRoleLabel } from '#web/features/chat/use-role-label.ts';

interface AudienceSelectorProps {
  users: DirectoryEntry[];
  viewerRole: number | null;
  selected: ReadonlySet<string>;
  onSave: (selected: Set<string>) => void;
  onClose: () => void;
}

/**
 * The audience selector (§2.4, §6): search, name, domicile and role; "All Admins", "All Drivers" and
 * "Everyone" only for role below 7 (the directory itself already holds only whom the viewer may see).
 */
export function AudienceSelector({ users, viewerRole, selected, onSave, onClose }: AudienceSelectorProps) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const [chosen, setChosen] = useState(() => new Set(selected));
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return q ? users.filter((u) => `${u.name} ${u.Domicile} ${u.role} ${roleLabel(u.role)}`.toLowerCase().includes(q)) : users;
  }, [users, search, roleLabel]);
  const admins = users.filter((u) => u.securityRole <= ADMIN_MAX_ROLE);
  const drivers = users.filter((u) => u.securityRole > ADMIN_MAX_ROLE);
  const all = (group: DirectoryEntry[]) => group.length > 0 && group.every((u) => chosen.has(u.uid));
  const setGroup = (group: DirectoryEntry[], on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      for (const u of group) {
        if (on) next.add(u.uid);
        else next.delete(u.uid);
      }
      return next;
    });

  return (
    <Modal
      visible
      header={t('chat.audienceTitle')}
      onDismiss={onClose}
      closeAriaLabel={t('chat.close')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>{t('chat.cancel')}</Button>
            <Button variant="primary" onClick={() => onSave(chosen)}>{t('chat.save')}</Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Input type="search" value={search} placeholder={t('chat.search')} ariaLabel={t('chat.search')} onChange={({ detail }) => setSearch(detail.value)} />
        {seesWholeDirectory(viewerRole) && (
          <SpaceBetween direction="horizontal" size="m">
            <Checkbox checked={all(admins)} onChange={({ detail }) => setGroup(admins, detail.checked)}>{t('chat.allAdmins')}</Checkbox>
            <Checkbox checked={all(drivers)} onChange={({ detail }) => setGroup(drivers, detail.checked)}>{t('chat.allDrivers')}</Checkbox>
            <Checkbox checked={all(users)} onChange={({ detail }) => setGroup(users, detail.checked)}>{t('chat.everyone')}</Checkbox>
          </SpaceBetween>
        )}
        <div className="fd-chat-popup-list" role="group" aria-label={t('chat.members')}>
          {shown.length === 0 && <Box color="text-body-secondary">{t('chat.noUsers')}</Box>}
          {shown.map((u) => (
            <Checkbox key={u.uid} checked={chosen.has(u.uid)} onChange={({ detail }) => setGroup([u], detail.checked)}>
              <span translate="no">{u.name}</span>
              <Box variant="small" display="block" color="text-body-secondary">
                {[u.Domicile, roleLabel(u.role)].filter(Boolean).join(' · ')}
              </Box>
            </Checkbox>
          ))}
        </div>
      </SpaceBetween>
    </Modal>
  );
}
