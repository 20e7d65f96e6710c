import * as accounts from './accounts.js';
import * as admin from './admin.js';
import * as credits from './credits.js';
import type { Endpoint } from './endpoint.js';
import * as grading from './grading.js';
import * as records from './records.js';
import * as service from './service.js';
import * as submissions from './submissions.js';

/** Every endpoint of the API by area, for the OpenAPI document (the routes and the client import the areas). */
export const API = { accounts, credits, submissions, grading, records, admin, service } as const;

export const allEndpoints = (): Endpoint[] =>
  Object.values(API).flatMap((area) =>
    Object.values(area).filter(
      (value): value is Endpoint => typeof value === 'object' && 'answer' in value && 'method' in value,
    ),
  );
