// The contract must describe every call of docs/product-rules.md, "The calls", with that exact method and path:
// the product's first eleven and the eight the app's design adds. Both lists are copied here on
// purpose: a rename in openapi/ must fail loudly.
import { describe, expect, it } from 'vitest';
import { listOperations, loadContract } from './support/contract';

const specCalls = [
  ['post', '/h5/auth/login'],
  ['post', '/h5/auth/register'],
  ['get', '/h5/user/balance'],
  ['post', '/h5/user/resetEmailAndPassword'],
  ['post', '/tt/event/track'],
  ['post', '/h5/user_action/add'],
  ['get', '/h5/user/info'],
  ['get', '/h5/drama_video/decrypt/{code}'],
  ['post', '/h5/user_action/add/alive'],
  ['get', '/h5/drama_video/info'],
  ['get', '/h5/drama_video/link/get_other_video_link'],
] as const;

const designedCalls = [
  ['post', '/h5/drama_video/unlock'],
  ['post', '/h5/drama_video/unlock_all'],
  ['get', '/h5/recharge/options'],
  ['post', '/h5/recharge/order'],
  ['get', '/h5/recharge/order/{payOrderId}'],
  ['get', '/h5/user/payment_records'],
  ['get', '/h5/user/recharge_records'],
  ['post', '/h5/user_action/playback_quality'],
  // Optional: taking the same user to the phone's browser (issue #32).
  ['post', '/h5/auth/hand_over'],
  ['post', '/h5/auth/hand_over/redeem'],
] as const;

const contract = loadContract();
const described = new Set(listOperations(contract).map(({ method, path }) => `${method.toUpperCase()} ${path}`));

describe("the product's calls", () => {
  it.each(specCalls)('describes %s %s', (method, path) => {
    expect(described).toContain(`${method.toUpperCase()} ${path}`);
  });
});

describe('designed calls', () => {
  it.each(designedCalls)('describes %s %s', (method, path) => {
    expect(described).toContain(`${method.toUpperCase()} ${path}`);
  });

  it("describes nothing beyond the product's and the designed calls", () => {
    const expected = [...specCalls, ...designedCalls].map(([method, path]) => `${method.toUpperCase()} ${path}`);
    expect([...described].sort()).toEqual(expected.sort());
  });

  it('sends the reportAlive form as multipart/form-data with h5UserId and survivalTime', () => {
    const alive = contract.paths['/h5/user_action/add/alive']?.post;
    const media = alive?.requestBody?.content?.['multipart/form-data'];
    expect(media).toBeDefined();
    const examples = Object.values(media?.examples ?? {});
    expect(examples.length).toBeGreaterThan(0);
  });
});
