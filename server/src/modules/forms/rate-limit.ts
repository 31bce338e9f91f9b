import type { FastifyRequest } from 'fastify';
import { BusinessError, HttpCode } from '../../platform/errors';

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export interface TokenBucketOptions {
  /** Requests allowed in a burst. */
  capacity: number;
  /** Time for an empty bucket to fill again. */
  refillMs: number;
  now?: () => number;
}

/** Above this many tracked callers, full buckets are forgotten (they behave exactly like new ones). */
const PRUNE_ABOVE = 10_000;

/**
 * A per-key token bucket kept in memory. Per API instance, which is enough to make walking the
 * ID-number space hopeless; a shared store would only matter with many instances.
 */
export class TokenBucket {
  private readonly buckets = new Map<string, Bucket>();
  private readonly now: () => number;

  constructor(private readonly options: TokenBucketOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Takes one token for the key; false when the key has none left. */
  take(key: string): boolean {
    const now = this.now();
    const { capacity, refillMs } = this.options;
    const bucket = this.buckets.get(key) ?? { tokens: capacity, updatedAt: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.updatedAt) * capacity) / refillMs);
    bucket.updatedAt = now;
    if (this.buckets.size > PRUNE_ABOVE) this.prune(now);
    if (bucket.tokens < 1) {
      this.buckets.set(key, bucket);
      return false;
    }
    bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    return true;
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.updatedAt) * this.options.capacity) / this.options.refillMs >= this.options.capacity) {
        this.buckets.delete(key);
      }
    }
  }
}

/** A preHandler that answers 429 once the caller's IP has used up its bucket. */
export function limitByIp(bucket: TokenBucket) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!bucket.take(request.ip)) {
      throw new BusinessError(HttpCode.TooManyRequests, '操作太频繁，请稍后再试', 429);
    }
  };
}
