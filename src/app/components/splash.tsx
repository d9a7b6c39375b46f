/** The same splash index.html shows before the script runs, so start-up has no flash. */
export function Splash() {
  return (
    <div className="splash" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
