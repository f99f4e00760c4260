export interface MediaFilesTable {
  id: string;
  title: string;
  original_name: string;
  description: string | null;
  mime_type: string;
  bucket_id: 'videos' | 'audio' | 'images';
  /** The stored name inside its bucket folder. */
  file_path: string;
  thumbnail_path: string | null;
  file_name: string;
  /** Bytes. */
  file_size: number;
  /** Seconds, when it could be read from the file. */
  duration: number | null;
  uploaded_by: string | null;
  created_at: string;
}
