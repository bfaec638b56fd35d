import type { FastifyInstance } from 'fastify';
import { ADMIN_DOCUMENTS } from './seed';

const SERVER_TIME = '2025-09-01T00:00:00.000000Z';

type Value = { stringValue: string } | { timestampValue: string };

function toFields(document: Record<string, string>): Record<string, Value> {
  return Object.fromEntries(
    Object.entries(document).map(([key, value]) => [
      key,
      /^\d{4}-\d{2}-\d{2}T/.test(value) ? { timestampValue: value } : { stringValue: value },
    ]),
  );
}

/**
 * The one Firestore REST call `firebase/firestore/lite`'s getDoc makes (documents:batchGet),
 * answered from the seeded `admins` collection, so the production code path runs (CONTRACT §6).
 */
export function registerFirestore(app: FastifyInstance): void {
  app.post('/v1/projects/:project/databases/:database/documents::batchGet', async (request, reply) => {
    let documents: unknown;
    try {
      const body = typeof request.body === 'string' ? (JSON.parse(request.body) as unknown) : request.body;
      documents = (body as { documents?: unknown } | null)?.documents;
    } catch {
      documents = undefined;
    }
    if (!Array.isArray(documents) || !documents.every((name) => typeof name === 'string')) {
      return reply.code(400).send({
        error: { code: 400, message: 'documents must be a list of document names', status: 'INVALID_ARGUMENT' },
      });
    }
    return (documents as string[]).map((name) => {
      const match = /\/documents\/admins\/([^/]+)$/.exec(name);
      const document = match?.[1] ? ADMIN_DOCUMENTS[match[1]] : undefined;
      return document
        ? {
            found: { name, fields: toFields(document), createTime: SERVER_TIME, updateTime: SERVER_TIME },
            readTime: SERVER_TIME,
          }
        : { missing: name, readTime: SERVER_TIME };
    });
  });
}
