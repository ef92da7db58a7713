/** Attachments (spec 000 section 7, file-svc). */
export interface Attachment {
  id: number;
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
