import { aSingle, meServerForFile } from './support';

const server = meServerForFile();

it('answers 503 on /api/me when the database is closed, while the other routes answer', async () => {
  await server.db().destroy();
  const response = await server.as('alice')({ method: 'POST', url: '/api/me/bets', payload: aSingle() });
  expect(response.status).toBe(503);
  expect(response.body.error).toMatch(/database/);
  expect((await server.app().inject('/api/seasons')).statusCode).toBe(200);
});
