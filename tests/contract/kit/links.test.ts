// The stateful chain comes from the contract's links: what each answer gives the next calls, the
// order of the tour (every link's source before its target), what a call needs, and the values
// learnt from an answer and its request.
import { describe, expect, it } from 'vitest';
import { listOperations, loadContract } from '../../../scripts/contract/lib/contract.mjs';
import {
  contractLinks,
  learnFromLinks,
  linkedNeeds,
  orderByLinks,
  TOKEN,
} from '../../../scripts/contract/lib/links.mjs';

const document = loadContract('generated/openapi.json');
const operations = listOperations(document);
const links = contractLinks(document, operations);
const byId = (id: string) => operations.find((operation) => operation.operationId === id);

describe('the links of the contract', () => {
  it('say what produces what: the guest token, the order id, the drama for unlocking', () => {
    expect(links).toContainEqual(
      expect.objectContaining({
        source: 'createRechargeOrder',
        target: 'getRechargeOrder',
        values: { payOrderId: '$response.body#/data/payOrderId' },
      }),
    );
    expect(links).toContainEqual(
      expect.objectContaining({ source: 'registerGuest', target: 'getBalance', bearer: '$response.body#/data/token' }),
    );
    expect(links).toContainEqual(
      expect.objectContaining({
        source: 'getDramaInfo',
        target: 'unlockEpisode',
        values: { dramaId: '$response.body#/data/dramaId' },
      }),
    );
    // Every user call gets its token from a link.
    const bearerTargets = new Set(links.filter((link) => link.bearer).map((link) => link.target));
    for (const operation of operations)
      if (linkedNeeds(document, operation, links).token)
        expect(bearerTargets, operation.operationId).toContain(operation.operationId);
  });

  it('order the tour: every source before its target, else the contract order', () => {
    const order = orderByLinks(operations, links).map((operation) => operation.operationId);
    expect(order).toHaveLength(operations.length);
    for (const link of links)
      expect(order.indexOf(link.source), `${link.source} → ${link.target}`).toBeLessThan(order.indexOf(link.target));
    expect(order.slice(0, 3)).toEqual(['decryptShortCode', 'getDramaInfo', 'registerGuest']);
  });

  it('put a call the contract adds after the one its link names, wherever it stands in the document', () => {
    const added = { operationId: 'a', method: 'get', path: '/a', tag: '', operation: {}, parameters: [], security: [] };
    const next = { ...added, operationId: 'b', path: '/b' };
    const order = orderByLinks([next, added], [{ source: 'a', target: 'b', values: {} }]);
    expect(order.map((operation) => operation.operationId)).toEqual(['a', 'b']);
  });

  it('name what a call needs: the required values its links give, and a token', () => {
    const register = byId('registerGuest');
    const order = byId('getRechargeOrder');
    if (!register || !order) throw new Error('the contract lost an operation');
    expect(linkedNeeds(document, register, links)).toEqual({
      names: ['dramaId', 'promotionLinkId', 'pixelId', 'siteId'],
      token: false,
    });
    expect(linkedNeeds(document, order, links)).toEqual({ names: ['payOrderId'], token: true });
  });

  it('learn the values from an answer and from the request that got it', () => {
    const answer = { code: 0, data: { h5UserId: 'u1', username: 'g', token: 't0k' } };
    expect(learnFromLinks(links, 'registerGuest', { request: { query: {}, path: {} }, response: answer })).toEqual({
      h5UserId: 'u1',
      [TOKEN]: 't0k',
    });
    const bound = { body: { email: 'a@example.com', password: 'pw' }, query: {}, path: {} };
    expect(
      learnFromLinks(links, 'resetEmailAndPassword', { request: bound, response: { code: 0, data: null } }),
    ).toEqual({
      email: 'a@example.com',
      password: 'pw',
    });
  });
});
