import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * Pictures as a shop's uploads folder serves them: a few PNGs (`flaky-` before a name: its first request's connection
 * is dropped), a missing one (404), one that is not an image; and
 * `photos` more, photo-0.png…, for large imports.
 */
export async function startImageServer(
  photos = 0,
): Promise<{ origin: string; requests: string[]; close(): Promise<void> }> {
  const colours: Record<string, string> = {
    'plat.png': '#1f4fa3',
    'plat-dos.png': '#3f8f6b',
    'bol.png': '#c4622d',
    'bol-bleu.png': '#2a9d9a',
    'service.png': '#d99a1b',
    'theiere.png': '#a8232e',
  };
  for (let i = 0; i < photos; i += 1)
    colours[`photo-${i}.png`] = `#${((i * 0x2f4a1b) % 0xffffff).toString(16).padStart(6, '0')}`;
  const pictures = new Map<string, Buffer>();
  for (const [name, colour] of Object.entries(colours))
    pictures.set(
      name,
      await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    );
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const name = (req.url ?? '').split('/').pop() ?? '';
    requests.push(name);
    const png = pictures.get(name.replace(/^flaky-/, ''));
    // A flaky picture's first request loses its connection, as a kept-alive socket the server closed would.
    if (name.startsWith('flaky-') && requests.filter((r) => r === name).length === 1) req.socket.destroy();
    else if (png) res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (name === 'not-an-image.png') res.writeHead(200, { 'content-type': 'image/png' }).end('<html>moved</html>');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
