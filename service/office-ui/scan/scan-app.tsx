import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ManifestPass } from '../../gate/scans';
import { shortDay } from '../format';
import { placeWords } from '../gate/gate-words';
import { answerLine, paxWords, reasonWords, timeAt, whatWords } from './answer-words';
import { CameraUnavailable, startCamera, type CameraScanner, type Sighting } from './camera-scanner';
import type { Answered } from './device-store';
import { CodeNotValid } from './gate-api';
import { searchPasses } from './pass-search';
import { placeOfDevice, useGateDevice, type GateState } from './use-gate-device';

/**
 * /office/scan: the gate's phone (issue #50; docs/decisions/098-the-gate-phone-page.md). Paired
 * once by a code from the office, it checks passes by camera, by a hardware scanner typing into
 * the code field, or by a search, with no network needed; the answer is immediate and large.
 */
export function ScanApp() {
  const { state, pairWith, answer, refresh } = useGateDevice();
  return (
    <main className="scan">
      <h1>Gate check-in</h1>
      {state.phase === 'loading' ? <p>Opening…</p> : null}
      {state.phase === 'unpaired' ? <PairForm revoked={state.revoked} pairWith={pairWith} /> : null}
      {state.phase === 'paired' ? <GatePanel state={state} answer={answer} refresh={refresh} /> : null}
    </main>
  );
}

function PairForm({ revoked, pairWith }: { revoked: boolean; pairWith: (code: string) => Promise<void> }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const fromLink = useRef(false);

  const tryCode = async (code: string) => {
    setBusy(true);
    setError(undefined);
    try {
      await pairWith(code);
    } catch (failure) {
      setError(
        failure instanceof CodeNotValid
          ? 'This code is unknown, used or expired: ask the office for a new one.'
          : 'The office could not be reached. Connect to the internet, then try again.',
      );
      setBusy(false);
    }
  };

  // The office's QR code opens /office/scan#pair=CODE: pair at once, and keep the code out of the address.
  useEffect(() => {
    const code = new URLSearchParams(location.hash.slice(1)).get('pair');
    if (!code || fromLink.current) return;
    fromLink.current = true;
    history.replaceState(null, '', location.pathname);
    void tryCode(code);
    // Once, on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get('code');
    if (typeof code === 'string' && code.trim()) void tryCode(code);
  };

  return (
    <section className="scan-card" aria-labelledby="pair-heading">
      <h2 id="pair-heading">Pair this phone</h2>
      {revoked ? (
        <p className="scan-notice" role="alert">
          This phone is no longer paired: the office revoked it. Ask an admin for a new pairing code.
        </p>
      ) : null}
      <p>An admin makes a pairing code in the office (Gate → Gate phones). Scan its QR code, or type the code here.</p>
      <form onSubmit={submit} noValidate>
        <label htmlFor="pair-code">Pairing code</label>
        <input
          id="pair-code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="scan-code-input"
        />
        {error ? (
          <p id={errorId} className="scan-error" role="alert">
            {error}
          </p>
        ) : null}
        <button className="button" type="submit" disabled={busy}>
          Pair this phone
        </button>
      </form>
    </section>
  );
}

type Paired = Extract<GateState, { phase: 'paired' }>;
type AnswerFn = ReturnType<typeof useGateDevice>['answer'];

function GatePanel({ state, answer, refresh }: { state: Paired; answer: AnswerFn; refresh: () => Promise<void> }) {
  const { pairing, manifest, waiting, online, recent } = state;
  const utcOffset = manifest?.utcOffset ?? '+00:00';
  const place = placeOfDevice(pairing.device);
  const [shown, setShown] = useState<Answered>();
  const [timing, setTiming] = useState<number>();
  const codeField = useRef<HTMLInputElement>(null);
  // The field is disabled until the phone has its list, and `autoFocus` acts at mounting only:
  // a phone paired just now gets its list after, so the field takes the focus then, ready for
  // a hardware scanner's typing.
  const ready = manifest !== undefined;
  useEffect(() => {
    if (ready) codeField.current?.focus();
  }, [ready]);

  // After the answer is on screen (the frame after React's commit), the scan's wait is measured.
  useEffect(() => {
    if (timing === undefined) return;
    requestAnimationFrame(() =>
      setTimeout(() => performance.measure('scan-to-answer', { start: timing, end: performance.now() }), 0),
    );
  }, [timing, shown]);

  const show = (answered: Answered | undefined, frameAt?: number) => {
    if (!answered) return;
    setShown(answered);
    setTiming(frameAt);
  };

  const onSighting = async ({ text, frameAt }: Sighting) => show(await answer({ text }), frameAt);

  const checkCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = codeField.current;
    if (!field || !field.value.trim()) return;
    const text = field.value;
    field.value = '';
    show(await answer({ text }));
    // A hardware scanner types the next pass into the same field.
    field.focus();
  };

  return (
    <>
      <section className="scan-place" aria-label="This phone">
        <p className="scan-gate">{placeWords(place, manifest?.trip ? [manifest.trip] : [])}</p>
        <p>This phone: {pairing.device.name}</p>
        <div role="status" className="scan-status">
          <span className={online ? 'scan-online' : 'scan-offline'}>{online ? 'Online' : 'Offline'}</span>
          {' · '}
          <span>
            {waiting === 0 ? 'All scans sent' : `${waiting} ${waiting === 1 ? 'scan' : 'scans'} waiting to send`}
          </span>
          {' · '}
          <span>
            {manifest
              ? `Passes for ${shortDay(manifest.day)}: ${manifest.passes.length}, updated ${timeAt(manifest.generatedAt, utcOffset)}`
              : 'No list of passes yet: connect to the internet once'}
          </span>
        </div>
        <button type="button" className="button button--secondary" onClick={() => void refresh()}>
          Refresh the list
        </button>
      </section>

      <AnswerPanel shown={shown} utcOffset={utcOffset} />

      <CameraPanel onSighting={onSighting} disabled={!manifest} />

      <section className="scan-card" aria-labelledby="code-heading">
        <h2 id="code-heading">Scanner or code</h2>
        <form onSubmit={(event) => void checkCode(event)} className="scan-inline-form">
          <label htmlFor="pass-code">Pass code</label>
          <div className="scan-inline">
            <input
              id="pass-code"
              ref={codeField}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              // A hardware scanner types into the page at once: the field is ready for it.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              disabled={!manifest}
            />
            <button className="button" type="submit" disabled={!manifest}>
              Check
            </button>
          </div>
        </form>
      </section>

      <SearchPanel
        state={state}
        onPick={async (pass) => {
          show(await answer({ pass }));
          // The list it was picked from is gone: the focus goes where the next pass is typed or scanned.
          codeField.current?.focus();
        }}
      />

      <section className="scan-card" aria-labelledby="recent-heading">
        <h2 id="recent-heading">Recent scans</h2>
        {recent.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <ol className="scan-recent">
            {recent.map((item) => (
              <li key={item.id} className={item.decision.outcome === 'admitted' ? 'is-admitted' : 'is-refused'}>
                <time dateTime={item.at}>{timeAt(item.at, utcOffset)}</time> {answerLine(item.decision, utcOffset)}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function AnswerPanel({ shown, utcOffset }: { shown: Answered | undefined; utcOffset: string }) {
  const decision = shown?.decision;
  const tone = !decision ? 'is-ready' : decision.outcome === 'admitted' ? 'is-admitted' : 'is-refused';
  return (
    <section className={`scan-answer ${tone}`} aria-label="Answer">
      {/* Assertive: the volunteer hears the answer before the next person steps up. */}
      <div aria-live="assertive" aria-atomic="true" key={shown?.id}>
        {!decision ? (
          <p className="scan-verdict">Ready</p>
        ) : decision.outcome === 'admitted' ? (
          <>
            <p className="scan-verdict">Admitted</p>
            <p className="scan-name">{decision.name}</p>
            <p>{whatWords(decision)}</p>
            {paxWords(decision.pax) ? <p className="scan-pax">{paxWords(decision.pax)}</p> : null}
          </>
        ) : (
          <>
            <p className="scan-verdict">Refused</p>
            <p className="scan-reason">{reasonWords(decision, utcOffset)}</p>
            {decision.name ? <p className="scan-name">{decision.name}</p> : null}
          </>
        )}
      </div>
    </section>
  );
}

function CameraPanel({
  onSighting,
  disabled,
}: {
  onSighting: (sighting: Sighting) => Promise<void>;
  disabled: boolean;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<CameraScanner | undefined>(undefined);
  const latest = useRef(onSighting);
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    latest.current = onSighting;
  }, [onSighting]);
  useEffect(() => () => scanner.current?.stop(), []);

  const toggle = async () => {
    if (scanner.current) {
      scanner.current.stop();
      scanner.current = undefined;
      setOn(false);
      return;
    }
    if (!video.current) return;
    setBusy(true);
    setError(undefined);
    try {
      scanner.current = await startCamera(video.current, (sighting) => latest.current(sighting));
      setOn(true);
    } catch (failure) {
      setError(failure instanceof CameraUnavailable ? failure.message : 'The camera could not start.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="scan-card" aria-labelledby="camera-heading">
      <h2 id="camera-heading">Camera</h2>
      <video
        ref={video}
        className={on ? 'scan-video' : 'scan-video is-off'}
        muted
        playsInline
        aria-label="Camera view"
      />
      <button className="button" type="button" onClick={() => void toggle()} disabled={busy || disabled}>
        {on ? 'Stop camera' : 'Start camera'}
      </button>
      {error ? (
        <p className="scan-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function SearchPanel({ state, onPick }: { state: Paired; onPick: (pass: ManifestPass) => Promise<void> }) {
  const [query, setQuery] = useState('');
  const passes = state.manifest?.passes ?? [];
  const found = searchPasses(passes, query);
  return (
    <section className="scan-card" aria-labelledby="search-heading">
      <h2 id="search-heading">Search</h2>
      <label htmlFor="pass-search">Find by name or reference</label>
      <input
        id="pass-search"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
        disabled={!state.manifest}
      />
      {query.trim() ? (
        found.length === 0 ? (
          <p>No pass for today matches.</p>
        ) : (
          <ul className="scan-found">
            {found.map((pass) => (
              <li key={pass.id}>
                <span>
                  <strong>{pass.name}</strong> · {whatWords(pass)}
                  {pass.pax > 1 ? ` · ${paxWords(pass.pax)}` : ''}
                </span>
                <button className="button" type="button" onClick={() => void onPick(pass).then(() => setQuery(''))}>
                  Check {pass.name}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}
