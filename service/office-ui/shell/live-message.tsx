/**
 * A live region, always in the page so that what appears in it is announced: an error
 * (`role="alert"`, in words) or a success (`role="status"`).
 */
export function LiveMessage({ error, success, id }: { error?: string; success?: string; id?: string }) {
  return (
    <div id={id} className="live-message">
      <p role="alert" className={error ? 'message message--error' : 'message message--empty'}>
        {error}
      </p>
      <p role="status" className={success ? 'message message--success' : 'message message--empty'}>
        {success}
      </p>
    </div>
  );
}
