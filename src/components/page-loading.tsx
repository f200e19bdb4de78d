import './page-loading.css';

/** The loading state of a screen or the stored-credential check: 'Loading...'. */
export function PageLoading({ text = 'Loading...' }: { text?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
