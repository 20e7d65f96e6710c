import net from 'node:net';

export type Relay = {
  /** The address to give the client in place of the target's. */
  url: string;
  /** From now on, what the client sends waits here (counted) instead of going on. */
  hold: () => void;
  /** Sends on what waited, in order, and lets everything through again. */
  release: () => void;
  /** Bytes the client sent while held: it was working through the target then. */
  held: () => number;
  close: () => Promise<void>;
};

/**
 * A TCP relay in front of a service (`target`, an http URL): holding it leaves whoever uses it waiting on that
 * service mid-request, as a stalled network would, while the connection stays open.
 */
export async function startRelay(target: string): Promise<Relay> {
  const { hostname, port } = new URL(target);
  let holding = false;
  let heldBytes = 0;
  const waiting: (() => void)[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      if (!holding) return void upstream.write(chunk);
      heldBytes += chunk.length;
      waiting.push(() => upstream.write(chunk));
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const send of waiting.splice(0)) send();
    },
    held: () => heldBytes,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
