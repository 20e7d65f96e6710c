import type { OrderedBy } from '../../db/paging.js';
import { submissions } from '../../db/schema.js';

// How lists of submissions are ordered: by when each was sent, or (a grader's history) by when it was closed; the
// id breaks ties.

export const bySending: OrderedBy = { time: submissions.createdAt, id: submissions.id };
export const byClosing: OrderedBy = { time: submissions.closedAt, id: submissions.id };
