// The one door to generated/ for the rest of the app (besides client.ts): named
// types for the contract's schemas, and the operations map (dev example picker, tests).
import type { components, paths } from '@generated/schema';

type Schemas = components['schemas'];

/** A path of the contract: for the two calls made outside the client (a beacon, a token-less exchange). */
export type ApiPath = keyof paths;

export type Envelope<T> = { code: number; data: T; msg?: string; message?: string };

export type RegisterRequest = Schemas['RegisterRequest'];
export type AuthUser = Schemas['AuthUser'];
export type UserInfo = Schemas['UserInfo'];
export type Balance = Schemas['Balance'];
export type Episode = Schemas['Episode'];
export type DramaInfo = Schemas['DramaInfo'];
export type OtherDrama = Schemas['OtherDrama'];
export type UnlockResult = Schemas['UnlockResult'];
export type TrackEvent = Schemas['TrackEvent'];
export type TrackEventProperties = Schemas['TrackEventProperties'];
export type PlaybackQualityBatch = Schemas['PlaybackQualityBatch'];
export type PlaybackView = Schemas['PlaybackView'];
export type RechargePackage = Schemas['RechargePackage'];
export type RechargeOptions = Schemas['RechargeOptions'];
export type CreateOrderRequest = Schemas['CreateOrderRequest'];
export type RechargeOrder = Schemas['RechargeOrder'];
export type OrderStatus = Schemas['OrderStatus'];
export type PaymentRecord = Schemas['PaymentRecord'];
export type RechargeRecord = Schemas['RechargeRecord'];

export { operations } from '@generated/operations';
export type { OperationId } from '@generated/operations';
