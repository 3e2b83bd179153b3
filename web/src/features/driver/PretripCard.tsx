import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The day starts with the pre-trip inspection: one tap from the Drive page. */
export function PretripCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Container header={<Header variant="h2">{t('drive.pretrip.header')}</Header>}>
      <SpaceBetween size="s">
        <Box>{t('drive.pretrip.body')}</Box>
        <SpaceBetween size="xs" direction="horizontal">
          <Button variant="primary" onClick={() => navigate('/pretrip-safety-inspection')}>{t('drive.pretrip.start')}</Button>
          <Button onClick={() => navigate('/driver-forms')}>{t('drive.pretrip.allForms')}</Button>
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
}
