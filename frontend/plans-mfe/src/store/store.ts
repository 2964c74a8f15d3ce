// This remote's own store (the API cache); the shell and the other remotes never see it.
import type { ClientStore } from '@fitness/api-client';
// The AI plan's state streams into the cache while a page shows it.
import './ai-plan-stream';

export {
  createClientStore as createAppStore,
  type ClientState as RootState,
  type ClientStore as AppStore,
} from '@fitness/api-client';
export type AppDispatch = ClientStore['dispatch'];
