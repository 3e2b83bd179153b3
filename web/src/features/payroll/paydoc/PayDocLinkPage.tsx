import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { saveFile } from '#web/api/payroll-files.ts';
import { usDateTime } from '#web/components/format.ts';
import { readSignedLink } from './paydoc-link.ts';
import './pay-document.css';

type State = { status: 'loading' } | { status: 'ready'; blob: Blob; url: string } | { status: 'expired'; at: Date } | { status: 'failed'; text: 'unreadable' };

/**
 * /driver-paydoc: the printable pay document behind a signed link that expires (open without sign-in).
 * Storage checks the signature; this page only says clearly when the link is missing, wrong or old.
 */
export function PayDocLinkPage() {
  const { search } = useLocation();
  const { t } = useTranslation();
  const link = readSignedLink(search);
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<State>({ status: 'loading' });
  const target = link.ok ? link.url : null;
  // A number, not the Date, so the effect below runs once per link and not on every render.
  const expiresMs = link.ok && link.expiresAt ? link.expiresAt.getTime() : null;

  useEffect(() => {
    if (!target) return undefined;
    if (expiresMs !== null && expiresMs <= Date.now()) {
      setState({ status: 'expired', at: new Date(expiresMs) });
      return undefined;
    }
    let objectUrl: string | null = null;
    let live = true;
    fetch(target)
      .then(async (response) => {
        if (!live) return;
        if (!response.ok) {
          setState(response.status === 403 && expiresMs !== null ? { status: 'expired', at: new Date(expiresMs) } : { status: 'failed', text: 'unreadable' });
          return;
        }
        const blob = new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
        objectUrl = URL.createObjectURL(blob);
        if (live) setState({ status: 'ready', blob, url: objectUrl });
      })
      .catch(() => live && setState({ status: 'failed', text: 'unreadable' }));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [target, expiresMs]);

  const legacy = new URLSearchParams(search).has('docId');
  const problem = !link.ok ? (link.reason === 'missing' ? (legacy ? t('payDocLink.legacy') : t('payDocLink.missing')) : t('payDocLink.malformed')) : null;

  return (
    <ContentLayout header={<Header variant="h1">{t('payDocLink.title')}</Header>}>
      {problem ? (
        <Alert type="warning">{problem}</Alert>
      ) : state.status === 'expired' ? (
        <Alert type="warning" header={t('payDocLink.expiredHeader')}>
          {t('payDocLink.expired', { when: usDateTime(state.at.toISOString()) })}
        </Alert>
      ) : state.status === 'failed' ? (
        <Alert type="error">{t(`payDocLink.${state.text}`)}</Alert>
      ) : state.status === 'loading' ? (
        <Box textAlign="center" padding="l">
          <Spinner /> {t('payDocLink.loading')}
        </Box>
      ) : (
        <SpaceBetween size="m">
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            <Button iconName="download" onClick={() => link.ok && saveFile({ blob: state.blob, fileName: link.fileName })}>
              {t('payDocLink.download')}
            </Button>
            <Button onClick={() => frame.current?.contentWindow?.print()}>{t('payDocLink.print')}</Button>
            {expiresMs !== null && <Box color="text-body-secondary">{t('payDocLink.expires', { when: usDateTime(new Date(expiresMs).toISOString()) })}</Box>}
          </SpaceBetween>
          <iframe ref={frame} className="fd-paydoc-frame" title={t('payDocLink.frame')} src={state.url} />
        </SpaceBetween>
      )}
    </ContentLayout>
  );
}
