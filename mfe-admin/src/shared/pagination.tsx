import { Button } from '@drops/ui';
import { adminAreaMessages } from '../messages';
import { PageStatus, PaginationNav } from './list-controls.styles';

export interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / "Page x of y" / Next, shown only when there is more than one page (spec section 9). */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <PaginationNav aria-label={adminAreaMessages.pagination}>
      <Button
        $variant="secondary"
        $size="small"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        {adminAreaMessages.previousPage}
      </Button>
      <PageStatus aria-current="page">{adminAreaMessages.pageOf(page, pages)}</PageStatus>
      <Button
        $variant="secondary"
        $size="small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {adminAreaMessages.nextPage}
      </Button>
    </PaginationNav>
  );
}
