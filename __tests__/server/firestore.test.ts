import type { FastifyInstance } from 'fastify';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getDoc, getFirestore } from 'firebase/firestore/lite';
import { ADMIN_UIDS } from '../../src/config/adminUids';
import { SEED_ACCOUNTS } from '../../server/firestore/seed';
import { testServer } from './support';

describe('the admins document through the real firebase/firestore/lite client', () => {
  let server: FastifyInstance;
  let firebase: FirebaseApp;
  let port: number;

  beforeAll(async () => {
    server = await testServer();
    await server.listen({ port: 0, host: '127.0.0.1' });
    const address = server.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    firebase = initializeApp({ projectId: 'demo-gridline', apiKey: 'demo-key', appId: 'demo-app' }, 'firestore-test');
    connectFirestoreEmulator(getFirestore(firebase), '127.0.0.1', port);
  });

  afterAll(async () => {
    await deleteApp(firebase);
    await server.close();
  });

  const adminDoc = (uid: string) => getDoc(doc(getFirestore(firebase), 'admins', uid));

  it('finds the seeded admin’s document', async () => {
    const [admin] = SEED_ACCOUNTS;
    const snapshot = await adminDoc(admin.uid);
    expect(snapshot.exists()).toBe(true);
    expect(snapshot.get('role')).toBe('owner');
    expect(ADMIN_UIDS).toContain(admin.uid);
  });

  it('finds no document for the ordinary account', async () => {
    const fan = SEED_ACCOUNTS[1];
    expect((await adminDoc(fan.uid)).exists()).toBe(false);
  });

  it('finds no document for an unknown uid', async () => {
    expect((await adminDoc('nobody-at-all')).exists()).toBe(false);
  });

  it('keeps a former admin’s document although the uid is no longer listed', async () => {
    expect((await adminDoc('gridlineFormerAdmin000000001')).exists()).toBe(true);
    expect(ADMIN_UIDS).not.toContain('gridlineFormerAdmin000000001');
  });
});

it('lists exactly 15 distinct admin uids', () => {
  expect(new Set(ADMIN_UIDS).size).toBe(15);
});
