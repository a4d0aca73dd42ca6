import { useState } from 'react';
import { Button, Dialog, StackList, useIsMobile, VisuallyHidden } from '@drops/ui';
import { editorMessages } from '../../../messages';
import type { ChecklistItem } from '../checklist';
import {
  Item,
  MobileTab,
  PanelTitle,
  ProgressText,
  StickyPanel,
  TabCount,
  Tick,
} from './badge-checklist.styles';

const messages = editorMessages.checklist;

function ChecklistItems({ items }: { items: readonly ChecklistItem[] }) {
  return (
    <StackList $gap={2}>
      {items.map((item) => (
        <Item key={item.key} $done={item.done} data-done={item.done}>
          <Tick $done={item.done} aria-hidden="true">
            {item.done ? '✓' : ''}
          </Tick>
          {item.label}
          <VisuallyHidden>: {item.done ? messages.done : messages.todo}</VisuallyHidden>
        </Item>
      ))}
    </StackList>
  );
}

/**
 * The Badge-Readiness Checklist, ticked live from the form: a sticky panel on desktop, a
 * "Badge Checklist" tab opening it as a modal on mobile. Only one of them is rendered at a
 * width, so its title and items are in the page once.
 */
export function BadgeChecklist({ items }: { items: readonly ChecklistItem[] }) {
  const [open, setOpen] = useState(false);
  const done = items.filter((item) => item.done).length;
  const progress = messages.progress(done, items.length);
  const mobile = useIsMobile();
  if (!mobile)
    return (
      <StickyPanel aria-labelledby="badge-checklist-title">
        <PanelTitle id="badge-checklist-title">{messages.title}</PanelTitle>
        <ProgressText>{progress}</ProgressText>
        <ChecklistItems items={items} />
      </StickyPanel>
    );
  return (
    <>
      <MobileTab aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {messages.tab}
        <TabCount aria-hidden="true">
          {done}/{items.length}
        </TabCount>
      </MobileTab>
      <Dialog
        open={open}
        title={messages.title}
        onClose={() => setOpen(false)}
        actions={
          <Button $variant="secondary" onClick={() => setOpen(false)}>
            {messages.close}
          </Button>
        }
      >
        <ProgressText>{progress}</ProgressText>
        <ChecklistItems items={items} />
      </Dialog>
    </>
  );
}
