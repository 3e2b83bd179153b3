import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router';
import { text } from '#web/strings.ts';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Box padding={{ vertical: 'xxxl' }} textAlign="center">
      <SpaceBetween size="m">
        <Box variant="h1">{text.notFound}</Box>
        <Link
          href="/"
          onFollow={(event) => {
            event.preventDefault();
            navigate('/');
          }}
        >
          {text.backHome}
        </Link>
      </SpaceBetween>
    </Box>
  );
}
