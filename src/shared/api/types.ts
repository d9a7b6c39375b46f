// The one door to generated/ for the rest of the app (besides client.ts): named
// types for the contract's schemas, and the operations map (dev example picker, tests).
import type { components } from '@generated/schema';

type Schemas = components['schemas'];

export type Envelope<T> = { code: number; data: T; msg?: string; message?: string };
export type ErrorEnvelope = Schemas['ErrorEnvelope'];

export type LoginRequest = Schemas['LoginRequest'];
export type LoginResult = Schemas['LoginResult'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type AuthUser = Schemas['AuthUser'];
export type UserInfo = Schemas['UserInfo'];
export type Balance = Schemas['Balance'];
export type BindRequest = Schemas['BindRequest'];
export type DecryptResult = Schemas['DecryptResult'];
export type Episode = Schemas['Episode'];
export type DramaInfo = Schemas['DramaInfo'];
export type OtherDrama = Schemas['OtherDrama'];
export type UnlockEpisodeRequest = Schemas['UnlockEpisodeRequest'];
export type UnlockSeriesRequest = Schemas['UnlockSeriesRequest'];
export type UnlockResult = Schemas['UnlockResult'];
export type UserAction = Schemas['UserAction'];
export type AliveReport = Schemas['AliveReport'];
export type TrackEvent = Schemas['TrackEvent'];
export type TrackEventProperties = Schemas['TrackEventProperties'];
export type Currency = Schemas['Currency'];
export type RechargePackage = Schemas['RechargePackage'];
export type SeriesOffer = Schemas['SeriesOffer'];
export type RechargeOptions = Schemas['RechargeOptions'];
export type CreateOrderRequest = Schemas['CreateOrderRequest'];
export type OrderState = Schemas['OrderState'];
export type RechargeOrder = Schemas['RechargeOrder'];
export type OrderStatus = Schemas['OrderStatus'];
export type PaymentRecord = Schemas['PaymentRecord'];
export type PaymentRecordPage = Schemas['PaymentRecordPage'];
export type RechargeRecord = Schemas['RechargeRecord'];
export type RechargeRecordPage = Schemas['RechargeRecordPage'];

export { operations } from '@generated/operations';
export type { ExampleName, OperationId } from '@generated/operations';
