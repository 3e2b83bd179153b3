import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { usDateTime } from './format.ts';
import { Loaded } from './Loaded.tsx';
import { componentText as t } from './strings.ts';

/** A document the API renders behind a short-lived signed link. */
export interface SignedFileLink {
  url: string;
  /** The same document shown in the frame; a link that only saves it (`attachment`) leaves the frame blank. */
  viewUrl?: string;
  expiresAt: string;
  fileName: string;
}

/** The document of a template page (/FORM-Template, /IVMR-Template, /MMR-Template, /Adjustment-Template) in a frame with an Open button. */
export function SignedLinkView({ queryKey, load, feature }: { queryKey: readonly unknown[]; load: () => Promise<SignedFileLink>; feature: string }) {
  // A fresh link per visit: each expires in 15 minutes, so it is never cached.
  const query = useQuery({ queryKey, queryFn: load, gcTime: 0, staleTime: Infinity, retry: false });
  return (
    <Loaded query={query} feature={feature}>
      {(link) => (
        <SpaceBetween size="s">
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Button variant="primary" href={link.viewUrl ?? link.url} target="_blank" iconName="external">{t.signedLink.open}</Button>
            <Box color="text-body-secondary">{t.signedLink.expires(usDateTime(link.expiresAt))}</Box>
          </SpaceBetween>
          <iframe title={link.fileName} src={link.viewUrl ?? link.url} style={{ width: '100%', height: '75vh', border: '1px solid #e9ebed' }} />
        </SpaceBetween>
      )}
    </Loaded>
  );
}
