// The chat's page: the dispatch room (channels, messages, composer, search); `#/room?link=workOrder:12` opens that object's channel.
import { createRoot } from 'react-dom/client';
import { lazyScreen, ModuleApp } from '../../kit/ui';
import manifest from './manifest';
import resources from './resources';

const ChatRoom = lazyScreen(() => import('./screens/ChatRoom'), 'ChatRoom');

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} manifest={manifest} home="/room" screens={{ room: <ChatRoom /> }} />);
