import Fastify, { type FastifyInstance } from 'fastify';
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { OrderAddress } from '@domain/checkout/address-schema';
import type { BankDetails } from '@domain/checkout/payment';
import type { Db, DbHandle } from '../../../server/db/client';
import { orderLines, orders } from '../../../server/db/schema/index';
import type { OrderForMail } from '../../../server/modules/mail/templates/order-confirmation';
import { type MailConfig, mailPlugin } from '../../../server/modules/mail/worker';
import { dbPlugin } from '../../../server/plugins/db';

export const BANK: BankDetails = {
  accountName: 'Zellige SARL',
  bankName: 'Banque Populaire',
  rib: '190780211170002345600178',
  iban: 'MA64190780211170002345600178',
  bic: 'BCPOMAMC',
};

export const ADDRESS: OrderAddress = {
  first_name: 'Amina',
  last_name: 'El Idrissi',
  company: '',
  country: 'MA',
  address_1: '12 rue de Fès',
  address_2: '',
  city: 'Casablanca',
  state: 'macas',
  postcode: '20250',
  phone: '+212 6 12 34 56 78',
  email: 'amina@example.ma',
};

/** An order as checkout hands it over: two lines, a coupon, paid on delivery unless told otherwise. */
export function orderFixture(overrides: Partial<OrderForMail> = {}): OrderForMail {
  return {
    id: 1001,
    locale: 'fr',
    status: 'processing',
    paymentMethod: 'cod',
    billing: ADDRESS,
    shipping: { ...ADDRESS, phone: '', email: '' },
    shippingMethod: { id: 1, label: 'Amana', cost: 3000 },
    subtotal: 123450,
    discountTotal: 1000,
    shippingTotal: 3000,
    total: 125450,
    couponCodes: ['ETE10'],
    customerNote: '',
    createdAt: new Date('2025-05-12T10:00:00Z'),
    lines: [
      {
        name: 'Plat en céramique',
        attributes: [{ label: 'Couleur', value: 'Bleu' }],
        quantity: 2,
        unitPrice: 45000,
        subtotal: 90000,
      },
      { name: 'Tajine de Safi', attributes: [], quantity: 1, unitPrice: 33450, subtotal: 33450 },
    ],
    ...overrides,
  };
}

let keys = 0;

/** Writes the order and its lines as checkout will; returns it with the number and date the database gave it. */
export async function insertOrder(db: Db, order: OrderForMail): Promise<OrderForMail> {
  const key = `${process.pid}-${Date.now()}-${(keys += 1)}`;
  const { id: _id, createdAt: _createdAt, lines, ...fields } = order;
  const [row] = await db
    .insert(orders)
    .values({ ...fields, key, idempotencyKey: key, currency: 'MAD' })
    .returning({ id: orders.id, createdAt: orders.createdAt });
  await db.insert(orderLines).values(lines.map((line, position) => ({ ...line, orderId: row!.id, position })));
  return { ...order, id: row!.id, createdAt: row!.createdAt };
}

/**
 * An app with the database and the mail plugin only (server/app.ts does not register the plugin yet): polling off,
 * so a test runs passes itself. `logs` collects the warnings and errors it logs, one JSON line each.
 */
export async function buildMailApp(
  handle: DbHandle,
  config: Partial<MailConfig> = {},
  logs?: string[],
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logs ? { level: 'warn', stream: { write: (line: string) => void logs.push(line) } } : false,
  });
  await app.register(dbPlugin, { handle });
  await app.register(mailPlugin, {
    config: { smtpUrl: null, mailFrom: 'Zellige <commandes@zellige.ma>', mailPollMs: 0, ...config },
  });
  await app.ready();
  return app;
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface Inbox {
  port: number;
  messages: ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives (no TLS, no auth). */
export async function startSmtp(port = 0): Promise<Inbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        messages.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (a mail server that is down). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
