/** Deletes every key of `prefix` (a scratch server's REDIS_PREFIX) from the Redis at `redisUrl`. */
export declare function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void>;
