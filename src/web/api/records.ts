import * as api from '../../shared/contract/records';
import type { ReceivedOf } from '../../shared/contract/endpoint';
import type { OfficialResultInput } from '../../shared/official-result-schema';
import type { OfficialResultStatus } from '../../shared/official-results';
import { call, sendForm } from './client';

// Official results and the track record (the public /accuracy read is in api/accuracy.ts, kept free of the schemas).

export type OfficialResultAnswer = ReceivedOf<typeof api.officialResult>;
export type ResultChange = OfficialResultAnswer['changes'][number];
export type StaffResult = ReceivedOf<typeof api.staffResults>['results'][number];

/** A completed order's reported result (null until one is reported), its changes and the estimate it answers. */
export const fetchOfficialResult = (submissionId: string) => call(api.officialResult, { params: { id: submissionId } });

export const reportOfficialResult = (submissionId: string, result: OfficialResultInput) =>
  call(api.reportOfficialResult, { params: { id: submissionId }, body: result });

/** The slab's label for the order's reported result; it replaces any sent before. */
export function uploadLabelPhoto(submissionId: string, photo: File) {
  const form = new FormData();
  form.append('photo', photo, photo.name);
  return sendForm(api.uploadLabelPhoto, { id: submissionId }, form);
}

/** Where the label photo of a result (by the result's id) is shown; `version` makes a replaced photo load anew. */
export const labelPhotoUrl = (resultId: string, version: string) =>
  `${api.labelPhoto.path.replace(':id', encodeURIComponent(resultId))}?v=${encodeURIComponent(version)}`;

export const fetchStaffResults = (status: OfficialResultStatus) => call(api.staffResults, { query: { status } });
export const verifyResult = (resultId: string) => call(api.verifyResult, { params: { id: resultId } });
export const rejectResult = (resultId: string, reason: string) =>
  call(api.rejectResult, { params: { id: resultId }, body: { reason } });

/** The signed-in grader's own record. */
export const fetchMyRecord = () => call(api.myRecord);

export const unsubscribeReminders = (token: string) => call(api.unsubscribeReminders, { body: { token } });
