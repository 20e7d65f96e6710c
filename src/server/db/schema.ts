import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Messages from the public contact form; kept so that nothing is lost when e-mail fails.
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
