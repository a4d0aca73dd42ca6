import { createRequire } from 'node:module';

/** The part of s3rver's API the stack uses (s3rver ships no types). */
export interface S3ServerOptions {
  address?: string;
  port?: number;
  silent?: boolean;
  directory: string;
  /** Buckets created on start. */
  configureBuckets?: { name: string; configs?: string[] }[];
}

export interface S3Server {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}

/**
 * Required rather than imported, so a package that imports the stack needs no declaration of
 * s3rver's module of its own.
 */
const S3rver = createRequire(__filename)('s3rver') as new (options: S3ServerOptions) => S3Server;

/** An S3-protocol server (s3rver) over a folder of this machine; `run()` starts it. */
export function createS3Server(options: S3ServerOptions): S3Server {
  return new S3rver(options);
}
