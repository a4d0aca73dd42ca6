import { useNavigate } from 'react-router-dom';
import { showsSellAction, type Product, type Seller } from '@drops/contracts';
import { Button, Row, toast } from '@drops/ui';
import { dashboardMessages } from '../../../messages';

export type ActionSeller = Pick<
  Seller,
  'accountType' | 'isRequestedforSell' | 'invitation' | 'isApproved'
>;

/**
 * Sell (when spec section 4 allows it: a flex seller hears that the account is under review,
 * anyone else opens the edit form), Edit and Delete.
 */
export function DropActions({
  drop,
  seller,
  onDelete,
}: {
  drop: Product;
  seller: ActionSeller;
  onDelete: (drop: Product) => void;
}) {
  const navigate = useNavigate();
  const editPath = `/add-product/${encodeURIComponent(drop._id)}`;

  const sell = () => {
    if (seller.accountType === 'flex') {
      toast({
        title: dashboardMessages.accountUnderReview,
        description: dashboardMessages.sellAfterApproval,
        variant: 'info',
      });
      return;
    }
    navigate(editPath);
  };

  return (
    <Row $gap={2} $wrap role="group" aria-label={dashboardMessages.actionsFor(drop.name)}>
      {showsSellAction(seller, drop) ? (
        <Button $size="small" onClick={sell}>
          {dashboardMessages.sell}
        </Button>
      ) : null}
      <Button $size="small" $variant="secondary" onClick={() => navigate(editPath)}>
        {dashboardMessages.edit}
      </Button>
      <Button $size="small" $variant="danger" onClick={() => onDelete(drop)}>
        {dashboardMessages.delete}
      </Button>
    </Row>
  );
}
