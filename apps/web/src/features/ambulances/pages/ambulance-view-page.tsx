import { Container, VisuallyHidden } from '@mantine/core';
import { useCareFormat } from '../../../components/listing/use-care-format';
import { usePageTitle } from '../../../lib/use-page-title';

/** /ambulance/view/{id}: an empty page, as the spec has it (spec 2 "Detail pages"); the profile is /ambulance-booking/ambulance/{id}. */
export function Component() {
  const f = useCareFormat();
  const title = f.t('listings.detail.title.ambulance');
  usePageTitle(title);
  return (
    <Container size="lg" py="xl" mih={240}>
      <VisuallyHidden component="h1">{title}</VisuallyHidden>
    </Container>
  );
}
