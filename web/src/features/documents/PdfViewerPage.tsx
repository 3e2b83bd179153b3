import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { documentLink } from '#web/api/documents.ts';
import { Loaded } from '#web/components/Loaded.tsx';
import { documentKeys } from './query-keys.ts';
import { safeReturnPath } from './viewer-link.ts';
import './my-documents.css';

/**
 * /pdf-viewer?documentId=…: a document's PDF or image from a link that expires in minutes. The page
 * names a document, never a file address, so the API decides whether the reader may see it.
 */
export function PdfViewerPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const documentId = params.get('documentId') ?? '';
  const back = safeReturnPath(params.get('from'), '/tractor-documents');
  // The link expires; a fresh one is asked for on every visit rather than kept in the cache.
  const load = useQuery({ queryKey: documentKeys.link(documentId), queryFn: () => documentLink(documentId), enabled: documentId !== '', gcTime: 0, staleTime: 0 });
  const backButton = <Button iconName="angle-left" variant="link" onClick={() => navigate(back)}>{t('common.back')}</Button>;
  if (!documentId) {
    return (
      <ContentLayout header={<Header variant="h1">{t('documents.viewer.title')}</Header>}>
        <SpaceBetween size="m">{backButton}<Box>{t('documents.viewer.missing')}</Box></SpaceBetween>
      </ContentLayout>
    );
  }
  return (
    <ContentLayout header={<Header variant="h1">{load.data?.label ?? t('documents.viewer.title')}</Header>}>
      <SpaceBetween size="m">
        {backButton}
        <Loaded query={load} feature={t('documents.viewer.title')}>
          {(link) => (
            <SpaceBetween size="m">
              <Button href={link.downloadUrl} iconName="download" ariaLabel={`${t('documents.viewer.download')} ${link.fileName}`}>{t('documents.viewer.download')}</Button>
              {link.contentType.startsWith('image/') ? (
                <img className="fd-doc-image" src={link.url} alt={link.label} />
              ) : (
                <iframe className="fd-doc-viewer" src={link.url} title={t('documents.viewer.frame', { label: link.label })} />
              )}
            </SpaceBetween>
          )}
        </Loaded>
      </SpaceBetween>
    </ContentLayout>
  );
}
