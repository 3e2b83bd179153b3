import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router';
import { driveText as t } from './strings.ts';

/** The day starts with the pre-trip inspection: one tap from the Drive page. */
export function PretripCard() {
  const navigate = useNavigate();
  return (
    <Container header={<Header variant="h2">{t.pretripHeader}</Header>}>
      <SpaceBetween size="s">
        <Box>{t.pretripBody}</Box>
        <SpaceBetween size="xs" direction="horizontal">
          <Button variant="primary" onClick={() => navigate('/pretrip-safety-inspection')}>{t.pretripStart}</Button>
          <Button onClick={() => navigate('/driver-forms')}>{t.allForms}</Button>
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
}
