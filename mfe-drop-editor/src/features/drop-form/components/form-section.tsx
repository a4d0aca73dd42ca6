import type { ReactNode } from 'react';
import { Card, SectionTitle, Stack } from '@drops/ui';
import { editorMessages } from '../../../messages';

/** One numbered card of the form; the numbers follow the sections this account type sees. */
export function FormSection({
  id,
  number,
  title,
  children,
}: {
  id: string;
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <Stack>
        <SectionTitle id={`${id}-title`}>
          {editorMessages.sectionHeading(number, title)}
        </SectionTitle>
        {children}
      </Stack>
    </Card>
  );
}
