import net from 'node:net';

const free = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

/** `n` ports that are free, each with the next port free too (n8n's task broker takes port + 1). */
export async function freePorts(n: number): Promise<number[]> {
  const found: number[] = [];
  for (let port = 20_000 + Math.floor(Math.random() * 20_000); found.length < n; port += 2) {
    if ((await free(port)) && (await free(port + 1))) found.push(port);
  }
  return found;
}
