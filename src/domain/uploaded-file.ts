/** What an upload answers: where the stored file is, and its name to show. */
export interface UploadedFile {
  url: string;
  name: string;
}

/** Sends one file, reporting 0 to 100 as the bytes go out, and answers the stored file. */
export type UploadFile = (file: File, onProgress: (percent: number) => void) => Promise<UploadedFile>;
