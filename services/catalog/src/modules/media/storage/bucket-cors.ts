import {
  GetBucketCorsCommand,
  PutBucketCorsCommand,
  S3Client,
  type CORSRule,
} from '@aws-sdk/client-s3';
import { clientConfig, type S3Config } from './s3-storage';

/** Our rule's ID in the bucket's CORS configuration: rules of any other ID are left alone. */
export const frontendsCorsRuleId = 'drops-frontends';

/**
 * What browsers on the frontends' pages do with the bucket (issue 18): POST the presigned form
 * of a direct upload (PUT for a presigned PUT), GET and HEAD the files. The signature in each
 * link or policy is the permission; CORS only lets those pages read the answers.
 */
export function frontendsCorsRule(origins: string[]): CORSRule {
  return {
    ID: frontendsCorsRuleId,
    AllowedOrigins: [...origins],
    AllowedMethods: ['GET', 'HEAD', 'POST', 'PUT'],
    AllowedHeaders: ['*'],
    ExposeHeaders: ['ETag'],
    // As the gateway's preflight: a page asks again at most every 10 minutes.
    MaxAgeSeconds: 600,
  };
}

/** The fields S3 keeps of a rule, in one order, for comparing what is there with what is due. */
function comparable(rule: CORSRule): string {
  return JSON.stringify([
    rule.ID ?? '',
    rule.AllowedOrigins ?? [],
    rule.AllowedMethods ?? [],
    rule.AllowedHeaders ?? [],
    rule.ExposeHeaders ?? [],
    rule.MaxAgeSeconds ?? null,
  ]);
}

function isMissingCors(error: unknown): boolean {
  const details = error as { name?: string; Code?: string } | undefined;
  return details?.name === 'NoSuchCORSConfiguration' || details?.Code === 'NoSuchCORSConfiguration';
}

/**
 * Sets the frontends' rule in the bucket's CORS configuration, keeping every other rule; writes
 * nothing when it is already as due, so each catalog start and each release may call it.
 * `client`: one of the caller's (closed by the caller); else one made for this call.
 */
export async function applyBucketCors(
  config: S3Config,
  origins: string[],
  client?: S3Client,
): Promise<'applied' | 'unchanged'> {
  const s3 = client ?? new S3Client(clientConfig(config, config.endpoint));
  try {
    let rules: CORSRule[] = [];
    try {
      const current = await s3.send(new GetBucketCorsCommand({ Bucket: config.bucket }));
      rules = current.CORSRules ?? [];
    } catch (error) {
      if (!isMissingCors(error)) throw error;
    }
    const due = frontendsCorsRule(origins);
    const ours = rules.filter((rule) => rule.ID === frontendsCorsRuleId);
    if (ours.length === 1 && comparable(ours[0]!) === comparable(due)) return 'unchanged';
    const others = rules.filter((rule) => rule.ID !== frontendsCorsRuleId);
    await s3.send(
      new PutBucketCorsCommand({
        Bucket: config.bucket,
        CORSConfiguration: { CORSRules: [...others, due] },
      }),
    );
    return 'applied';
  } finally {
    if (!client) s3.destroy();
  }
}
