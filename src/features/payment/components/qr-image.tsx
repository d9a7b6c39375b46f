import { useMemo } from 'react';
import { qrPath } from '../qr-matrix';
import { qrPngDataUrl } from '../qr-png';

/**
 * The payment content as a QR code, named by `label` for screen readers. A PNG <img>, which a long press
 * saves to the photos (the way to keep it in in-app browsers, which ignore downloads); an <svg> where no
 * canvas can draw the PNG.
 */
export function QrImage({ content, label }: { content: string; label: string }) {
  const png = useMemo(() => qrPngDataUrl(content), [content]);
  if (png) return <img className="pay-qr" src={png} alt={label} data-testid="pay-qr" />;
  return <QrSvg content={content} label={label} />;
}

function QrSvg({ content, label }: { content: string; label: string }) {
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
