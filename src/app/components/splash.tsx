/**
 * The splash index.html paints before any script runs (styles/splash.css), in the same markup, so start-up
 * has no flash when the app takes over the page.
 */
export function Splash() {
  return (
    <div className="splash" aria-busy="true">
      <div className="splash__brand">
        <span className="splash__ring" aria-hidden="true" />
        <svg className="splash__mark" width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
          <defs>
            <linearGradient id="splash-accent" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#ff6a3d" />
              <stop offset="1" stopColor="#ff3b5c" />
            </linearGradient>
          </defs>
          <rect width="56" height="56" rx="16" fill="url(#splash-accent)" />
          <path
            d="M22 17.6v20.8a1.6 1.6 0 0 0 2.4 1.4l16.7-10.4a1.6 1.6 0 0 0 0-2.8L24.4 16.2a1.6 1.6 0 0 0-2.4 1.4z"
            fill="#fff"
          />
        </svg>
      </div>
    </div>
  );
}
