/** Attachments, under file-svc. */
export interface Attachment {
  /** the serial id records refer to a file by (model pictures, certificates); never in a URL */
  id: number;
  /** 128 random bits (32 hex digits): what URLs name the file by (detail, download) */
  fileKey: string;
  /** a signed download link, good for 30 minutes: for <img src> and download anchors */
  url: string;
  fileName: string;
  contentType: string;
  fileSize: number;
  bizType: string;
  storageType: 'LOCAL';
  createTime: number;
}

export const UPLOAD_LIMITS = {
  /** bytes */
  maxFileSize: 20 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg', 'image/gif'] as readonly string[],
} as const;
