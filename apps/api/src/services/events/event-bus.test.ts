import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabases } from '../../test-support/test-databases';
import { type AppEvent, createEventBus, type EventBus } from './event-bus';
import { createNotificationListener, type NotificationListener } from './notification-listener';

describe.each(testDatabases())('the event bus on %s', (kind) => {
  let database: TestDatabase;
  let listener: NotificationListener;
  let bus: EventBus;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const logger = pino({ level: 'silent' });
    listener = createNotificationListener(database.db, database.url, logger);
    bus = await createEventBus(database.db, listener, logger);
  });
  afterAll(async () => {
    await bus?.close();
    await listener?.close();
    await database?.drop();
  });

  it('a subscriber that throws neither stops the others nor escapes', async () => {
    const received: AppEvent[] = [];
    const stopFaulty = bus.subscribe(() => {
      throw new Error('a broken subscriber');
    });
    const stop = bus.subscribe((event) => received.push(event));
    await bus.publish({ type: 'sessions_ended', userId: 'u1' });
    await expect.poll(() => received).toEqual([{ type: 'sessions_ended', userId: 'u1' }]);
    stopFaulty();
    stop();
  });
});
