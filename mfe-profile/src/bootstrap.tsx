import { startStandalone } from '@drops/remote-kit/standalone';
import ProfileArea from './routes';

startStandalone({ Area: ProfileArea, audience: 'seller', paths: ['/edit-profile'] });
