import * as z from 'zod';
import type { CountedPointRow } from './points-summary.ts';

export const MAX_POINTS_FILE_BYTES = 5 * 1024 * 1024;

export const pointsUploadBody = z.strictObject({
  fileName: z.string().trim().min(1, 'The file name is required.').max(200, 'The file name is at most 200 characters.').regex(/\.(csv|xlsx)$/i, 'The file must be a .csv or .xlsx file.'),
  size: z.number().int().min(1, 'The file is empty.').max(MAX_POINTS_FILE_BYTES, 'The file is larger than 5 MB.'),
});

export const pointsFileBody = z.strictObject({
  fileKey: z.string().trim().min(1, 'Send the file first: the uploaded file is required.').max(400, 'The uploaded file\'s name is at most 400 characters.'),
  fileName: pointsUploadBody.shape.fileName,
});

export interface PointsUploadTicket { uploadUrl: string; contentType: string; fileKey: string; expiresAt: string }

export interface PointsSummaryView {
  rows: CountedPointRow[];
  leftOut: { notNumeric: number; superseded: number };
  averageAvailability: number | null;
  /** Every row the stored table holds: shown plus left out. */
  totalRows: number;
  fileName?: string;
  uploadedAt?: string;
  uploadedBy?: string;
}
