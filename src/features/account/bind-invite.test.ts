import { describe, expect, it } from 'vitest';
import { storage } from '@/shared/storage/storage';
import { dismissBindInvite, inviteToBindAfterPurchase } from './bind-invite';

const invites = () => storage.get('BIND_INVITE');

describe('the invitation to bind an e-mail', () => {
  it("is due after a guest's first purchase, and a later purchase brings no second one", () => {
    inviteToBindAfterPurchase('u-1');
    expect(invites()).toEqual({ 'u-1': 'due' });
    dismissBindInvite('u-1');
    inviteToBindAfterPurchase('u-1');
    expect(invites()).toEqual({ 'u-1': 'dismissed' });
  });

  it('is per user: dismissing one guest leaves another its own', () => {
    inviteToBindAfterPurchase('u-1');
    dismissBindInvite('u-1');
    inviteToBindAfterPurchase('u-2');
    expect(invites()).toEqual({ 'u-1': 'dismissed', 'u-2': 'due' });
  });

  it('is never made for a user who has an e-mail bound', () => {
    storage.set('EMAIL', 'somchai@example.com');
    inviteToBindAfterPurchase('u-1');
    expect(invites()).toBeUndefined();
  });

  it('survives a corrupt stored value: it reads as none, and is written anew', () => {
    localStorage.setItem('BIND_INVITE', '{"u-1":');
    inviteToBindAfterPurchase('u-1');
    expect(invites()).toEqual({ 'u-1': 'due' });
    localStorage.setItem('BIND_INVITE', '{"u-1":"later"}');
    dismissBindInvite('u-1');
    expect(JSON.parse(localStorage.getItem('BIND_INVITE') ?? '')).toEqual({ 'u-1': 'dismissed' });
  });

  it('is per user whatever the id: "constructor", "toString" or "__proto__" are users like others', () => {
    for (const userId of ['constructor', 'toString', '__proto__']) inviteToBindAfterPurchase(userId);
    expect(invites()).toEqual(JSON.parse('{"constructor":"due","toString":"due","__proto__":"due"}'));
  });

  it('keeps one bad entry from costing the others theirs', () => {
    localStorage.setItem('BIND_INVITE', '{"u-1":"dismissed","u-2":"later"}');
    inviteToBindAfterPurchase('u-1');
    expect(invites()).toEqual({ 'u-1': 'dismissed' });
  });

  it('is remembered for the 100 latest users, the oldest going first', () => {
    for (let i = 1; i <= 101; i += 1) inviteToBindAfterPurchase(`user-${i}`);
    const users = Object.keys(invites() ?? {});
    expect(users).toHaveLength(100);
    expect(users).not.toContain('user-1');
    expect(users).toContain('user-101');
  });
});
