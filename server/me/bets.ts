import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Bet, StoredBet } from '../../src/domain/bets/types';
import { betsStamp, deleteBet, getBet, insertBet, insertBets, listBets, updateBet, type BetsFilter } from '../db/bets';
import type { Db } from '../db/connect';
import { encodeJson, sendEncodedJson, type EncodedJson } from '../http/jsonCache';
import { betsCsv, importColumn, IMPORT_HEADER, parseCsv, rowToBet } from './csv';
import { betsAnswer, gradeBets, gradingMoment } from './grade';
import { refuse, type MeContext } from './context';
import { betBody, betPatch, betRules, newBet, zodFields, type FieldError } from './validate';

const BODY_LIMIT = 64 * 1024;
const IMPORT_LIMIT = 1024 * 1024;
const MAX_IMPORT_ROWS = 5_000;

type Params = { id: string };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const badFields = (reply: FastifyReply, fields: FieldError[]) =>
  refuse(reply, 400, `${fields.length === 1 ? 'A field is' : 'Fields are'} not valid`, { fields });

const withVersion = (reply: FastifyReply, bet: StoredBet) => reply.header('ETag', `"${bet.version}"`);

/** `If-Match: 3`, `"3"` or `W/"3"`: the version the client last saw. */
function ifMatch(header: string | undefined): number | undefined {
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header?.trim() ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The bet body checked field by field, then against the games; the stored form or the fields at fault. */
function parseBet(context: MeContext, body: unknown): { errors: FieldError[] } | { bet: Bet } {
  const parsed = betBody.safeParse(body);
  if (!parsed.success) return { errors: zodFields(parsed.error) };
  const bet = parsed.data as Bet;
  const errors = betRules(bet, context.gameOf);
  return errors.length ? { errors } : { bet };
}

/** The bet routes of CONTRACT §11; every query names the caller's uid. */
export function registerBets(app: FastifyInstance, context: MeContext): void {
  const { database, uid } = context;
  const clock = () => ({
    now: context.now().getTime(),
    ...(context.fixedOpener ? { fixedOpener: context.fixedOpener } : {}),
  });
  const graded = (bets: StoredBet[]) => gradeBets(bets, context.dataset, context.gameOf, clock());
  /**
   * The users' lists as last read, by uid and filter, with the stamp they were read under (the database's, bumped by
   * every write on any server sharing it), and the last answer made of each with the grading moment it was made at:
   * 5,000 bets are read again only when they changed, and graded again only when a game of theirs kicked off, went
   * final or its season ended (CONTRACT §11's list answers within 50 ms). The answer is kept compressed as well: at
   * 5,000 bets, compressing its 2 MB on each request cost more than everything else the list does.
   */
  const lists = new Map<string, { stamp: string; bets: StoredBet[]; answer?: { moment: string; body: EncodedJson } }>();
  const LISTS_KEPT = 50;
  const listOf = async (db: Db, uid: string, filter: BetsFilter) => {
    const key = JSON.stringify([uid, filter.season ?? null, filter.week ?? null]);
    const stamp = await betsStamp(db, uid);
    let kept = lists.get(key);
    if (kept?.stamp !== stamp) kept = { stamp, bets: await listBets(db, uid, filter) };
    lists.delete(key);
    lists.set(key, kept);
    if (lists.size > LISTS_KEPT) lists.delete(lists.keys().next().value as string);
    return kept;
  };
  const answerOf = (kept: Awaited<ReturnType<typeof listOf>>): EncodedJson => {
    const moment = gradingMoment(kept.bets, context.dataset, context.gameOf, clock());
    if (kept.answer?.moment !== moment.key)
      kept.answer = {
        moment: moment.key,
        // Brotli 5: a fifth of 9's time, and within a few percent of its size, for an answer remade on every write.
        body: encodeJson(betsAnswer(gradeBets(kept.bets, context.dataset, context.gameOf, clock(), moment)), 5),
      };
    return kept.answer.body;
  };

  app.post('/bets', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const parsed = parseBet(context, request.body);
    if ('errors' in parsed) return badFields(reply, parsed.errors);
    const result = await insertBet(await database.db(), uid(request), newBet(parsed.bet, context.gameOf));
    if (result.outcome === 'conflict')
      return refuse(reply, 409, 'A different bet is already stored under this id', { bet: result.bet });
    return withVersion(reply, result.bet)
      .code(result.outcome === 'created' ? 201 : 200)
      .send(result.bet);
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/bets', async (request, reply) => {
    const { season, week } = request.query;
    const weekNumber = week === undefined ? undefined : Number(week);
    if (weekNumber !== undefined && !(Number.isInteger(weekNumber) && weekNumber >= 1 && weekNumber <= 22))
      return badFields(reply, [{ field: 'week', reason: 'must be a whole number from 1 to 22' }]);
    const filter = { ...(season ? { season } : {}), ...(weekNumber === undefined ? {} : { week: weekNumber }) };
    const kept = await listOf(await database.db(), uid(request), filter);
    return sendEncodedJson(request, reply, answerOf(kept), 'no-store');
  });

  app.get('/bets.csv', async (request, reply) => {
    const { bets } = await listOf(await database.db(), uid(request), {});
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', 'attachment; filename="gridline-bets.csv"')
      .type('text/csv; charset=utf-8')
      .send(betsCsv(graded(bets)));
  });

  app.get<{ Params: Params }>('/bets/:id', async (request, reply) => {
    const bet = UUID.test(request.params.id)
      ? await getBet(await database.db(), uid(request), request.params.id)
      : undefined;
    if (!bet) return refuse(reply, 404, 'No such bet');
    return withVersion(reply, bet)
      .header('Cache-Control', 'no-store')
      .send(graded([bet])[0]);
  });

  app.patch<{ Params: Params }>('/bets/:id', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    if (request.headers['if-match'] === undefined)
      return refuse(reply, 428, 'Send If-Match: <version> with the version of the bet you changed');
    const version = ifMatch(request.headers['if-match']);
    if (version === undefined) return badFields(reply, [{ field: 'If-Match', reason: 'must be the bet’s version' }]);
    const parsed = betPatch.safeParse(request.body);
    if (!parsed.success) return badFields(reply, zodFields(parsed.error as z.ZodError));
    if (!UUID.test(request.params.id)) return refuse(reply, 404, 'No such bet');
    const result = await updateBet(await database.db(), uid(request), request.params.id, version, parsed.data);
    if (result.outcome === 'missing') return refuse(reply, 404, 'No such bet');
    if (result.outcome === 'stale')
      return withVersion(reply, result.bet).code(409).send({
        error: 'The bet was changed elsewhere (another tab or device): here is the stored one',
        bet: result.bet,
      });
    return withVersion(reply, result.bet).send(result.bet);
  });

  app.delete<{ Params: Params }>('/bets/:id', async (request, reply) => {
    const deleted =
      UUID.test(request.params.id) && (await deleteBet(await database.db(), uid(request), request.params.id));
    return deleted ? reply.code(204).send() : refuse(reply, 404, 'No such bet');
  });

  app.post('/bets/import', { bodyLimit: IMPORT_LIMIT }, async (request, reply) => {
    if (typeof request.body !== 'string') return refuse(reply, 415, 'Send the CSV as text/csv');
    const [header, ...rows] = parseCsv(request.body).filter((row) => row.some((cell) => cell.trim() !== ''));
    if (rows.length > MAX_IMPORT_ROWS)
      return refuse(reply, 413, `The file has ${rows.length} rows; at most ${MAX_IMPORT_ROWS} are imported at once`);
    if (header?.map((cell) => cell.trim()).join(',') !== IMPORT_HEADER.join(','))
      return refuse(reply, 400, `The first line must be ${IMPORT_HEADER.join(',')}`, {
        rows: [{ line: 1, field: 'header', reason: `must be ${IMPORT_HEADER.join(',')}` }],
      });
    const seen = new Map<string, number>();
    const errors: { line: number; field: string; reason: string }[] = [];
    const bets: Bet[] = [];
    rows.forEach((row, index) => {
      const line = index + 2;
      if (row.length !== IMPORT_HEADER.length)
        return errors.push({ line, field: 'row', reason: `has ${row.length} fields, not ${IMPORT_HEADER.length}` });
      const key = JSON.stringify(row);
      const occurrence = (seen.get(key) ?? 0) + 1;
      seen.set(key, occurrence);
      const parsed = parseBet(context, rowToBet(row, occurrence));
      if ('errors' in parsed) {
        // A column maps to more than one field of the bet (price is the bet's and its leg's): named once a row.
        const named = new Set<string>();
        for (const { field, reason } of parsed.errors) {
          const column = importColumn(field);
          if (!named.has(column)) errors.push({ line, field: column, reason });
          named.add(column);
        }
      } else bets.push(parsed.bet);
      return undefined;
    });
    if (errors.length) return refuse(reply, 400, 'Nothing was imported: fix the rows named', { rows: errors });
    const imported = await insertBets(
      await database.db(),
      uid(request),
      bets.map((bet) => newBet(bet, context.gameOf)),
    );
    return reply.code(201).send({ imported });
  });
}
