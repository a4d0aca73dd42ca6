import { startStandalone } from '@drops/remote-kit/standalone';
import SellerDashboardArea from './routes';

startStandalone({
  Area: SellerDashboardArea,
  audience: 'seller',
  paths: ['/dashboard', '/integrations'],
});
