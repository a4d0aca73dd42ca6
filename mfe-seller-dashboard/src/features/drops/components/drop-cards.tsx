import { memo } from 'react';
import { StackList } from '@drops/ui';
import { dashboardMessages } from '../../../messages';
import { dropFacts } from '../drop-facts';
import { DropActions } from './drop-actions';
import { DropStatus } from './drop-status';
import { DropThumbnail } from './drop-thumbnail';
import { CardFacts, CardHeader, CardTitle, DropCard } from './drops-list.styles';
import type { DropsViewProps } from './drops-table';

/** Small screens: one card per drop, with the same facts and actions as a table row. */
export const DropCards = memo(function DropCards({ drops, seller, onDelete }: DropsViewProps) {
  return (
    <StackList aria-label={dashboardMessages.dropsList}>
      {drops.map((drop) => (
        <DropCard key={drop._id}>
          <CardHeader>
            <DropThumbnail drop={drop} size={64} />
            <div>
              <CardTitle>{drop.name}</CardTitle>
              <DropStatus drop={drop} />
            </div>
          </CardHeader>
          <CardFacts>
            {dropFacts(drop, seller.accountType, 'card').map((fact) => (
              <div key={fact.key}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </CardFacts>
          <DropActions drop={drop} seller={seller} onDelete={onDelete} />
        </DropCard>
      ))}
    </StackList>
  );
});
