/** Where the service's tests find PostgreSQL: TEST_POSTGRES_URL, or the local server with trust auth. */
export const postgresUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';

export const postgresSkipNote = `PostgreSQL tests skipped: nothing answers at ${postgresUrl}. Start PostgreSQL there, or set TEST_POSTGRES_URL=postgres://user@host:port/db (with CI=true they fail instead).`;
