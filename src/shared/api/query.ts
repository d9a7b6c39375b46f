import createQueryClient from 'openapi-react-query';
import { client } from './client';

/**
 * React Query bindings over `client`: `$api.queryOptions('get', '/h5/user/info')`. In a module of its own so
 * that the screens which use it load openapi-react-query with them; the start path does not (the session's
 * drama query and the balance call `client` directly).
 */
export const $api = createQueryClient(client);
