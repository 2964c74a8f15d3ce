// The route table and which remote renders a location live in @fitness/contracts: the server reads them too.
export { REMOTE_NAMES, remoteForLocation, type RemoteName } from '@fitness/contracts';
