import createQueryClient from 'openapi-react-query';
import { client } from './client';

/**
 * React Query bindings over `client`: `$api.queryOptions('get', '/h5/user/info')`. The session's drama query
 * calls `client` itself (it takes over the early request); everything else goes through here.
 */
export const $api = createQueryClient(client);
