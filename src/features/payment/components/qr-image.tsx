import { useMemo } from 'react';
import { qrPath } from '../qr-matrix';

/** The payment content as a QR code; the label names it for screen readers. */
export function QrImage({ content, label }: { content: string; label: string }) {
  const { size, d } = useMemo(() => qrPath(content), [content]);
  return (
    <svg
      className="pay-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-testid="pay-qr"
      shapeRendering="crispEdges"
      focusable="false"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
