import { startStandalone } from '@drops/remote-kit/standalone';
import DropEditorArea from './routes';

startStandalone({ Area: DropEditorArea, audience: 'seller', paths: ['/add-product/:id?'] });
