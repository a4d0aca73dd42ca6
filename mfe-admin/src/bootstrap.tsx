import { startStandalone } from '@drops/remote-kit/standalone';
import AdminArea from './routes';

startStandalone({ Area: AdminArea, audience: 'admin', paths: ['/admin/*'] });
