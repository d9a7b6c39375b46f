import type { NamespaceQrTranslation } from '../../i18n-types.js';

const en_US_qr = {
  title: 'Scan code to pay',
  amountPayable: 'Amount payable',
  orderId: 'Order ID: {id}',
  waitConfirm: 'After paying, please wait for the system to confirm.',
  waitReturn: 'Please wait about 10 seconds before you are automatically returned to playback.',
  success: 'Payment completed! Please wait. You will be returned to the home page.',
  error: 'Payment error occurred! Please try again later.',
  expired: 'This order has expired.',
  newOrder: 'Create a new order',
  returning: 'Returning in {seconds} {{second|seconds}}',
  saveImage: 'Save QR code',
  copy: 'Copy',
  copied: 'Copied',
  openPaymentPage: 'Open payment page',
  samePhone: 'Paying on this phone? Save the QR code, then choose it in your banking app.',
  samePhoneHold: 'Paying on this phone? Press and hold the QR code to save it, then choose it in your banking app.',
  pressToSave: 'Press and hold the QR code to save it',
  savedToDownloads: 'QR code saved to your downloads',
  shared: 'QR code shared',
} satisfies NamespaceQrTranslation;

export default en_US_qr;
