import { useCallback } from 'react';
import { ApiError } from '@/domain/failures';
import type { UploadFile } from '@/domain/uploaded-file';
import { credentialHeaders } from './client';
import { uploadWithProgress } from './upload-with-progress';

export interface StaffUploadOptions {
  /** The API base URL; files go to `${apiBaseUrl}/files`. */
  apiBaseUrl: string;
  /** The signed-in staff member's bearer token, read at upload time. */
  staffToken: () => string | null;
  /** Called when the server answers 401: the staff session has ended. */
  onStaffUnauthorized?: () => void;
}

/**
 * The POST /files call of the staff screens: sends the file with the staff bearer token,
 * reports progress, and ends the session when the server answers 401.
 */
export function useStaffUpload({
  apiBaseUrl,
  staffToken,
  onStaffUnauthorized,
}: StaffUploadOptions): UploadFile {
  return useCallback<UploadFile>(
    async (file, onProgress) => {
      const headers = credentialHeaders({ staffToken, enrolmentToken: () => null });
      try {
        return await uploadWithProgress({ url: `${apiBaseUrl}/files`, file, headers, onProgress });
      } catch (error) {
        if (error instanceof ApiError && error.failure.status === 401) onStaffUnauthorized?.();
        throw error;
      }
    },
    [apiBaseUrl, staffToken, onStaffUnauthorized],
  );
}
