import { useCallback } from 'react';
import { ApiError } from '@/domain/failures';
import type { UploadFile } from '@/domain/uploaded-file';
import { type ClientSession, credentialHeaders } from './client';
import { uploadWithProgress } from './upload-with-progress';

export interface FileUploadOptions {
  /** The API base URL; files go to `${apiBaseUrl}/files`. */
  apiBaseUrl: string;
  /** The credentials the upload carries, read at upload time (the client's rule). */
  credentials: Pick<ClientSession, 'staffToken' | 'enrolmentToken'>;
  /** Called when the server answers 401: the session the upload carried has ended. */
  onUnauthorized?: (() => void) | undefined;
}

/** POST /files with progress, for any screen: its credentials, and a 401 handed to the screen. */
export function useFileUpload({ apiBaseUrl, credentials, onUnauthorized }: FileUploadOptions): UploadFile {
  const { staffToken, enrolmentToken } = credentials;
  return useCallback<UploadFile>(
    async (file, onProgress) => {
      const headers = credentialHeaders({ staffToken, enrolmentToken });
      try {
        return await uploadWithProgress({ url: `${apiBaseUrl}/files`, file, headers, onProgress });
      } catch (error) {
        if (error instanceof ApiError && error.failure.status === 401) onUnauthorized?.();
        throw error;
      }
    },
    [apiBaseUrl, staffToken, enrolmentToken, onUnauthorized],
  );
}

const NO_ENROLMENT = () => null;

export interface StaffUploadOptions {
  apiBaseUrl: string;
  /** The signed-in staff member's bearer token, read at upload time. */
  staffToken: () => string | null;
  /** Called when the server answers 401: the staff session has ended. */
  onStaffUnauthorized?: (() => void) | undefined;
}

/** The staff screens' upload: the staff bearer token, and a 401 ends the session. */
export const useStaffUpload = ({ apiBaseUrl, staffToken, onStaffUnauthorized }: StaffUploadOptions) =>
  useFileUpload({
    apiBaseUrl,
    credentials: { staffToken, enrolmentToken: NO_ENROLMENT },
    onUnauthorized: onStaffUnauthorized,
  });
