import { lineKey } from '@domain/cart';
import type { CartBody } from '../../../server/modules/cart/schemas';
import { type Session, send } from './http';

/** What the test knows a cart holds: its version (one per change), each line's quantity by key, the note. */
export interface CartState {
  version: number;
  lines: Record<string, number>;
  note: string;
}

interface Write {
  label: string;
  method: 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  path: string;
  json?: unknown;
  /** The cart once this write is applied. */
  next: CartState;
}

export type Outcome = 'acknowledged' | 'in-flight landed' | 'lost';

const EMPTY: CartState = { version: 0, lines: {}, note: '' };
const LINE_CAP = 20;

/** A cart answer reduced to what the test tracks, with line keys sorted so states compare as text. */
export function stateOf(body: CartBody): CartState {
  const lines = Object.fromEntries(
    body.items.map((i) => [i.key, i.quantity] as const).sort(([a], [b]) => a.localeCompare(b)),
  );
  return { version: body.version, lines, note: body.note };
}

const text = (state: CartState) => JSON.stringify(state);
const sorted = (lines: Record<string, number>) =>
  Object.fromEntries(Object.entries(lines).sort(([a], [b]) => a.localeCompare(b)));

/** A small seeded generator (mulberry32): each shopper's writes are the same from run to run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A shopper writing to their cart over HTTP, one write at a time. `acked` is the cart as of the last acknowledged
 * write; `inFlight` is the write sent but never answered, which may or may not have landed.
 */
export class Shopper {
  acked: CartState = EMPTY;
  inFlight: Write | null = null;
  acknowledged = 0;
  private step = 0;

  constructor(
    readonly name: string,
    readonly session: Session,
    private readonly products: number[],
    private readonly random: () => number,
  ) {}

  private pick<T>(items: T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  /** The next write, chosen at random among adding, setting a quantity, removing a line and saving the note. */
  private nextWrite(): Write {
    const { lines, version, note } = this.acked;
    const keys = Object.keys(lines);
    const roll = this.random();
    const next = (change: Partial<CartState>): CartState => ({ version: version + 1, lines, note, ...change });
    this.step += 1;
    const productId = this.pick(this.products);
    // Lines stay small (the store limits a line to 100): a full line gets its quantity set instead.
    if (keys.length === 0 || (roll < 0.45 && (lines[lineKey(productId, null)] ?? 0) < LINE_CAP)) {
      const key = lineKey(productId, null);
      const quantity = 1 + Math.floor(this.random() * 3);
      const added = sorted({ ...lines, [key]: (lines[key] ?? 0) + quantity });
      return {
        label: `add ${quantity} × ${key}`,
        method: 'POST',
        path: '/items',
        json: { productId, quantity },
        next: next({ lines: added }),
      };
    }
    const key = this.pick(keys);
    if (roll < 0.7) {
      const quantity = 1 + Math.floor(this.random() * 5);
      const path = `/items/${key}`;
      return {
        label: `set ${key} to ${quantity}`,
        method: 'PATCH',
        path,
        json: { quantity },
        next: next({ lines: { ...lines, [key]: quantity } }),
      };
    }
    if (roll < 0.85) {
      const rest = Object.fromEntries(Object.entries(lines).filter(([k]) => k !== key));
      return { label: `remove ${key}`, method: 'DELETE', path: `/items/${key}`, next: next({ lines: rest }) };
    }
    const saved = `${this.name}, note ${this.step}`;
    return {
      label: `note "${saved}"`,
      method: 'PUT',
      path: '/note',
      json: { note: saved },
      next: next({ note: saved }),
    };
  }

  /**
   * Writes until one is not acknowledged (the server died). A 2xx whose cart is not the expected one, or any other
   * status, is a problem. A refused connection never reached the server, so that write cannot have landed.
   */
  async run(port: number, onAck: () => void, problems: string[]): Promise<void> {
    for (;;) {
      const write = this.nextWrite();
      this.inFlight = write;
      const path = `/api/cart${write.path}?locale=en`;
      const reply = await send(port, write.method, path, { session: this.session, json: write.json }).catch(
        (err: NodeJS.ErrnoException) => {
          if (err.code === 'ECONNREFUSED') this.inFlight = null;
          return null;
        },
      );
      if (!reply) return;
      this.inFlight = null;
      if (reply.status < 200 || reply.status > 299) {
        problems.push(`${this.name}, ${write.label}: answered ${reply.status} ${reply.body.slice(0, 300)}`);
        return;
      }
      const answered = stateOf(JSON.parse(reply.body) as CartBody);
      if (text(answered) !== text(write.next)) {
        problems.push(`${this.name}, ${write.label}: answered ${text(answered)}, expected ${text(write.next)}`);
        return;
      }
      this.acked = write.next;
      this.acknowledged += 1;
      onAck();
    }
  }

  /**
   * After a restart the cart, read with the shopper's cookie, is exactly the acknowledged one, or the one the
   * unanswered write would have made. What is found becomes the new acknowledged state.
   */
  async verify(port: number, problems: string[]): Promise<Outcome> {
    const reply = await send(port, 'GET', '/api/cart?locale=en', { session: this.session });
    if (reply.status !== 200) {
      problems.push(`${this.name}: GET /api/cart answered ${reply.status} ${reply.body.slice(0, 300)}`);
      return 'lost';
    }
    const found = stateOf(JSON.parse(reply.body) as CartBody);
    const pending = this.inFlight;
    this.inFlight = null;
    let outcome: Outcome = 'lost';
    if (text(found) === text(this.acked)) outcome = 'acknowledged';
    else if (pending && text(found) === text(pending.next)) outcome = 'in-flight landed';
    else {
      const or = pending ? `, or ${text(pending.next)} had "${pending.label}" landed` : '';
      problems.push(`${this.name}: cart is ${text(found)}; acknowledged ${text(this.acked)}${or}`);
    }
    this.acked = found;
    return outcome;
  }
}
