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
});
