import { createServer, type Server } from 'node:net';
import { startAuthEmulator } from '../../scripts/authEmulator';

describe('starting the Auth emulator', () => {
  let blocker: Server;
  afterEach(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

  it('says clearly when its port is already taken, without starting anything', async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await expect(startAuthEmulator(`http://127.0.0.1:${port}`)).rejects.toThrow(
      `Port ${port} is already in use, so the Auth emulator cannot start there.`,
    );
  });
});
