import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { ProfitabilityReport } from './ProfitabilityReport.tsx';
import { profitText as t } from './strings.ts';

/** /settlement-analysis: the profitability snapshot as a page of its own (the owner's). */
export function ProfitabilityPage() {
  return (
    <ContentLayout header={<Header variant="h1">{t.title}</Header>}>
      <Container>
        <ProfitabilityReport headed={false} />
      </Container>
    </ContentLayout>
  );
}
