import { describe, expect, it } from 'vitest';
import { directionBetween, routeKeyOf, routeList } from './routes';

describe('routeKeyOf', () => {
  it('names the eleven routes of the product rules in their order', () => {
    expect(routeList.map((route) => route.path)).toEqual([
      '/',
      '/mine',
      '/paymentRecord',
      '/rechargeRecord',
      '/login',
      '/recharge',
      '/settings',
      '/bindAccount',
      '/qrCode',
      '/policy',
      '/agreement',
    ]);
  });

  it('shows home for /, /home and any path that is not a route (a short code)', () => {
    expect(routeKeyOf('/')).toBe('home');
    expect(routeKeyOf('/home')).toBe('home');
    expect(routeKeyOf('/AbC123')).toBe('home');
    expect(routeKeyOf('/a/b')).toBe('home');
  });

  it('maps each route path (with or without a trailing slash) to its screen', () => {
    for (const route of routeList) expect(routeKeyOf(route.path)).toBe(route.key);
    expect(routeKeyOf('/mine/')).toBe('mine');
  });
});

describe('directionBetween', () => {
  it('goes forward to a later route and back to an earlier one', () => {
    expect(directionBetween('home', 'mine')).toBe('go');
    expect(directionBetween('mine', 'recharge')).toBe('go');
    expect(directionBetween('recharge', 'mine')).toBe('back');
    expect(directionBetween('agreement', 'login')).toBe('back');
  });

  it('has no transition between / and /home or within one route', () => {
    expect(directionBetween(routeKeyOf('/'), routeKeyOf('/home'))).toBe('none');
    expect(directionBetween(routeKeyOf('/home'), routeKeyOf('/'))).toBe('none');
    expect(directionBetween('mine', 'mine')).toBe('none');
  });
});
