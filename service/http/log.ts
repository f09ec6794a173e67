/**
 * One JSON object per line on stdout, for the host's journal or the container's log driver.
 * What is logged is chosen where it is logged: a registration's reference, never what it
 * holds (names, e-mails, phone numbers) nor the client's address.
 */
export type LogEntry = { level: 'info' | 'warn' | 'error'; msg: string } & Record<string, unknown>;
export type Log = (entry: LogEntry) => void;

export const jsonLog: Log = (entry) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
};

export const silentLog: Log = () => {};
