import { useEffect, useRef } from 'react';
import { Link, useFetcher, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { GatePlace } from '~/features/gate/check-scan';
import type { ListedDevice } from '../../gate/devices';
import { attempt, load, send, type ActionResult } from '../api';
import { dateTime } from '../format';
import type { OfficeTrip } from '../registration/registration-data';
import { ConfirmButton } from '../shell/confirm-button';
import { LiveMessage } from '../shell/live-message';
import { usePageTitle, useUser } from '../shell/shell';
import { clock, pairingLink, placeChoices, placeOfValue, placeWords, spacedCode, type GateTrip } from './gate-words';
import { PairingQr } from './pairing-qr';

type PhonesData = { devices: ListedDevice[]; trips: GateTrip[] };

/** A pairing code just made: shown once, here, and never again (the service keeps its hash only). */
type Pairing = { code: string; expiresAt: string; name: string; place: GatePlace };
type PairResult = ActionResult & { pairing?: Pairing };

export async function phonesLoader({ request }: LoaderFunctionArgs): Promise<PhonesData> {
  const [{ devices }, { trips }] = await Promise.all([
    load<{ devices: ListedDevice[] }>('/gate/devices', request),
    load<{ trips: OfficeTrip[] }>('/trips', request),
  ]);
  return { devices, trips };
}

export async function phonesAction({ request }: ActionFunctionArgs): Promise<PairResult> {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  switch (text('intent')) {
    case 'pair': {
      let pairing: Pairing | undefined;
      const result = await attempt(async () => {
        const name = text('name');
        if (!name) throw new Error('Enter the name of the phone, like “Hall door 1”.');
        const place = placeOfValue(text('gate'));
        if (!place) throw new Error('Choose the gate the phone is for.');
        const body =
          place.gate === 'hall'
            ? { name, gate: 'hall', direction: place.direction }
            : { name, gate: 'trip', trip: place.trip };
        const answer = await send<{ code: string; expiresAt: string }>('POST', '/gate/pairings', body);
        pairing = { ...answer, name, place };
        return `A pairing code for ${name} is ready.`;
      });
      return pairing ? { ...result, pairing } : result;
    }
    case 'revoke':
      return attempt(async () => {
        await send('POST', `/gate/devices/${encodeURIComponent(text('id'))}/revoke`);
        return `${text('name')} is revoked: it can no longer read the passes nor send scans.`;
      });
    default:
      return { ok: false, message: 'Unknown action.' };
  }
}

/** The phones that scan at the gates: pairing one (admins), every one paired, revoking one (admins). */
export function PhonesPage() {
  usePageTitle('Gate phones');
  const { devices, trips } = useLoaderData() as PhonesData;
  const admin = useUser().role === 'admin';
  const listAction = useFetcher<PairResult>();
  const listResult = listAction.state === 'idle' ? listAction.data : undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  // The revoked phone's button is gone: the focus goes to the list, whose message says what happened.
  useEffect(() => {
    if (listResult?.ok) heading.current?.focus();
  }, [listResult]);
  return (
    <div className="page">
      <p className="back">
        <Link to="/gate">← Gate</Link>
      </p>
      <h1 tabIndex={-1}>Gate phones</h1>
      {admin && <PairForm trips={trips} />}

      <section className="panel" aria-labelledby="phones-heading">
        <h2 id="phones-heading" ref={heading} tabIndex={-1}>
          Phones
        </h2>
        <LiveMessage
          error={listResult && !listResult.ok ? listResult.message : ''}
          success={listResult?.ok ? listResult.message : ''}
        />
        {devices.length === 0 ? (
          <p className="empty">No phone is paired yet.</p>
        ) : (
          <table className="table table--stacking phones">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Gate</th>
                <th scope="col">Paired by</th>
                <th scope="col">Paired</th>
                <th scope="col">Last seen</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {devices.map((device) => (
                <tr key={device.id} className={device.revokedAt ? 'is-cancelled' : undefined}>
                  <th scope="row" data-label="Name" className="wrap">
                    {device.name}
                  </th>
                  <td data-label="Gate">{placeWords(device, trips)}</td>
                  <td data-label="Paired by" className="wrap">
                    {device.pairedBy}
                  </td>
                  <td data-label="Paired">{dateTime(device.createdAt)}</td>
                  <td data-label="Last seen">{device.lastSeenAt ? dateTime(device.lastSeenAt) : 'Never'}</td>
                  <td data-label="State">
                    {device.revokedAt ? (
                      <span>
                        <span className="badge badge--cancelled">Revoked</span> {dateTime(device.revokedAt)}
                      </span>
                    ) : admin ? (
                      <ConfirmButton
                        fetcher={listAction}
                        fields={{ intent: 'revoke', id: device.id, name: device.name }}
                        label={`Revoke ${device.name}`}
                        question={`Revoke ${device.name}? It stops reading the passes and sending scans at once; to use the phone again, pair it anew.`}
                      >
                        Revoke
                      </ConfirmButton>
                    ) : (
                      <span className="badge badge--received">Paired</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

function PairForm({ trips }: { trips: GateTrip[] }) {
  const fetcher = useFetcher<PairResult>();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const form = useRef<HTMLFormElement>(null);
  const codeHeading = useRef<HTMLHeadingElement>(null);
  const choices = placeChoices(trips);
  const pairing = result?.pairing;
  useEffect(() => {
    if (!pairing) return;
    form.current?.reset();
    // The code is what the admin came for: a keyboard or screen-reader user lands on it.
    codeHeading.current?.focus();
  }, [pairing]);
  return (
    <section className="panel" aria-labelledby="pair-heading">
      <h2 id="pair-heading">Pair a phone</h2>
      <p className="hint">
        Name the phone for where it stands, like “Hall door 1”: the phones’ list and the conflicts call it so. The code
        pairs one phone, to the gate chosen here, within ten minutes: open the QR code with the phone’s camera, or type
        the code on the phone’s scan page.
      </p>
      <fetcher.Form method="post" ref={form} className="inline-form" noValidate>
        <input type="hidden" name="intent" value="pair" />
        <div className="field field--grow">
          <label htmlFor="phone-name">Name of the phone</label>
          <input id="phone-name" name="name" required maxLength={60} autoComplete="off" />
        </div>
        <div className="field field--grow">
          <label htmlFor="phone-gate">Gate</label>
          <select id="phone-gate" name="gate" defaultValue="hall:in">
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={fetcher.state !== 'idle'}>
          Make a pairing code
        </button>
      </fetcher.Form>
      <LiveMessage error={result && !result.ok ? result.message : ''} />
      {pairing && (
        <div className="pairing">
          <h3 id="pairing-heading" ref={codeHeading} tabIndex={-1}>
            Pairing code for {pairing.name}
            <span className="trip-when">{placeWords(pairing.place, trips)}</span>
          </h3>
          <div className="pairing__body">
            <div className="stack">
              <p className="pairing-code mono">{spacedCode(pairing.code)}</p>
              <p>Valid until {clock(pairing.expiresAt, false)}, for one phone.</p>
            </div>
            <PairingQr link={pairingLink(window.location.origin, pairing.code)} />
          </div>
        </div>
      )}
    </section>
  );
}
