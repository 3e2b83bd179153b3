import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import qrcode from 'qrcode-generator';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { CreatedInspectionLink, InspectionLinkView } from '#shared/forms/fill-api';
import { apiRequest } from '#web/api/client.ts';
import { usDate } from '#web/components/format.ts';
import { linkText as t } from './strings.ts';

const keys = { links: ['inspection-links'] as const };
const api = {
  list: () => apiRequest<{ links: InspectionLinkView[] }>('GET', '/inspection-links').then((a) => a.links),
  create: ({ vehicleId, days }: { vehicleId: string; days: number }) => apiRequest<CreatedInspectionLink>('POST', `/tractors/${encodeURIComponent(vehicleId)}/inspection-links`, { expiresInDays: days }),
  revoke: (linkId: string) => apiRequest<InspectionLinkView>('DELETE', `/inspection-links/${encodeURIComponent(linkId)}`),
};

export function inspectionUrl(token: string): string {
  return `${window.location.origin}/inspection-form#link=${token}`;
}

function qrDataUrl(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return qr.createDataURL(6, 4);
}

function printCard(vehicleId: string, url: string) {
  const page = window.open('', '_blank', 'width=480,height=640');
  if (!page) return;
  const doc = page.document;
  doc.title = t.printHeading(vehicleId);
  const h = doc.createElement('h1');
  h.textContent = t.printHeading(vehicleId);
  const img = doc.createElement('img');
  img.src = qrDataUrl(url);
  img.alt = t.qrAlt(vehicleId);
  const p = doc.createElement('p');
  p.textContent = t.printHint;
  doc.body.style.fontFamily = 'sans-serif';
  doc.body.style.textAlign = 'center';
  doc.body.append(h, img, p);
  img.onload = () => page.print();
}

/** A tractor's inspection links: create one (its address and QR code shown once, printable for the cab), see them, withdraw one. */
export function InspectionLinksPanel({ vehicleId }: { vehicleId: string }) {
  const client = useQueryClient();
  const links = useQuery({ queryKey: keys.links, queryFn: api.list });
  const [days, setDays] = useState('90');
  const [created, setCreated] = useState<CreatedInspectionLink | undefined>();
  const create = useMutation({ mutationFn: api.create, onSuccess: (link) => { setCreated(link); void client.invalidateQueries({ queryKey: keys.links }); } });
  const revoke = useMutation({ mutationFn: api.revoke, onSuccess: () => client.invalidateQueries({ queryKey: keys.links }) });
  const daysNumber = Number(days);
  const daysValid = Number.isInteger(daysNumber) && daysNumber >= 1 && daysNumber <= 365;
  const mine = (links.data ?? []).filter((l) => l.VehicleID === vehicleId);
  const url = created ? inspectionUrl(created.token) : '';

  return (
    <Container header={<Header variant="h2" description={t.description}>{t.title}</Header>}>
      <SpaceBetween size="m">
        <SpaceBetween size="s" direction="horizontal" alignItems="end">
          <FormField label={t.expiresInDays} constraintText={t.expiresHint} errorText={daysValid ? undefined : t.expiresHint}>
            <Input value={days} inputMode="numeric" onChange={({ detail }) => setDays(detail.value)} ariaLabel={t.expiresInDays} />
          </FormField>
          <Button disabled={!daysValid} loading={create.isPending} onClick={() => create.mutate({ vehicleId, days: daysNumber })}>{t.create}</Button>
        </SpaceBetween>
        {create.isError ? <StatusIndicator type="error">{t.createFailed}</StatusIndicator> : null}
        {revoke.isError ? <StatusIndicator type="error">{t.revokeFailed}</StatusIndicator> : null}
        {mine.length === 0 ? <Box color="text-body-secondary">{t.none}</Box> : (
          <SpaceBetween size="xs">
            {mine.map((l) => (
              <SpaceBetween key={l.linkId} size="s" direction="horizontal" alignItems="center">
                <StatusIndicator type={l.state === 'live' ? 'success' : 'stopped'}>{t.state[l.state]}</StatusIndicator>
                <Box fontSize="body-s">{t.created(usDate(l.createdAt))} · {t.expires(usDate(l.expiresAt))}</Box>
                {l.state === 'live' ? <Button variant="link" loading={revoke.isPending && revoke.variables === l.linkId} onClick={() => revoke.mutate(l.linkId)}>{t.revoke}</Button> : null}
              </SpaceBetween>
            ))}
          </SpaceBetween>
        )}
      </SpaceBetween>
      <Modal
        visible={Boolean(created)}
        onDismiss={() => setCreated(undefined)}
        header={t.newLink}
        footer={
          <Box float="right">
            <SpaceBetween size="xs" direction="horizontal">
              <Button onClick={() => printCard(vehicleId, url)}>{t.print}</Button>
              <Button variant="primary" onClick={() => setCreated(undefined)}>{t.close}</Button>
            </SpaceBetween>
          </Box>
        }
      >
        {created ? (
          <SpaceBetween size="m">
            <Box>{t.shownOnce}</Box>
            <Box textAlign="center"><img src={qrDataUrl(url)} alt={t.qrAlt(vehicleId)} style={{ maxWidth: '100%' }} /></Box>
            <FormField label={t.url}>
              <Box variant="code"><span style={{ overflowWrap: 'anywhere' }} data-testid="inspection-link-url">{url}</span></Box>
            </FormField>
            <CopyToClipboard copyButtonText={t.copy} copySuccessText={t.copied} copyErrorText={t.notCopied} textToCopy={url} variant="button" />
          </SpaceBetween>
        ) : null}
      </Modal>
    </Container>
  );
}
