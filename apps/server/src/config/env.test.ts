import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({}, '/srv/glentia');
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('/srv/glentia/data'),
      databaseUrl: undefined,
      seed: 'demo',
      publicUrl: 'http://localhost:3000',
    });
  });
  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });
  it('lists every problem at once', () => {
    expect(() => loadConfig({ PORT: 'abc', SEED: 'everything', DATABASE_URL: 'nope' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SEED|PORT[\s\S]*SEED[\s\S]*DATABASE_URL/,
    );
  });
  it('strips a trailing slash from the public address', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://glentia.gr/' }).publicUrl).toBe('https://glentia.gr');
  });
  it('searches places in Crete on OpenStreetMap by default, and can be switched off', () => {
    expect(loadConfig({}).places).toEqual({ url: 'https://nominatim.openstreetmap.org', creteOnly: true });
    expect(loadConfig({ PLACES_URL: 'none', PLACES_CRETE_ONLY: 'false' }).places).toEqual({
      url: null,
      creteOnly: false,
    });
    expect(() => loadConfig({ PLACES_URL: 'nominatim' })).toThrow(/PLACES_URL/);
  });
  it('leaves Instagram off without a token', () => {
    expect(loadConfig({}).instagram).toEqual({
      token: null,
      userId: null,
      graphUrl: 'https://graph.facebook.com/v21.0',
    });
    expect(() => loadConfig({ INSTAGRAM_USER_ID: 'me' })).toThrow(/INSTAGRAM_USER_ID/);
  });
});

describe('demo seeding and the public address', () => {
  const seedOf = (env: NodeJS.ProcessEnv) => loadConfig(env).seed;

  it('seeds the whole demo, accounts included, on a local start', () => {
    expect(seedOf({ PORT: '8080', DATA_DIR: '/tmp/g' })).toBe('demo');
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://127.10.0.3',
      'http://[::1]:3000',
      'http://app.localhost',
    ]) {
      expect(seedOf({ PUBLIC_URL: url }), url).toBe('demo');
      expect(seedOf({ PUBLIC_URL: url, SEED: 'demo' }), url).toBe('demo');
    }
  });

  it('never seeds the accounts nor serves the docs for a public address, whatever NODE_ENV says', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      const config = loadConfig({ PUBLIC_URL: 'https://glentia.example', NODE_ENV });
      expect(config.seed, NODE_ENV).toBe('demo-without-accounts');
      expect(config.apiDocs, NODE_ENV).toBe(false);
      expect(config.host, NODE_ENV).toBe('0.0.0.0');
    }
    for (const SEED of ['demo', 'demo-with-accounts'])
      expect(() =>
        loadConfig({ PUBLIC_URL: 'https://glentia.example', NODE_ENV: 'development', SEED }),
      ).toThrow(/creates accounts with published passwords/);
  });

  it('listens on loopback alone by default unless PUBLIC_URL is public', () => {
    expect(loadConfig({})).toMatchObject({ seed: 'demo', host: '127.0.0.1', apiDocs: true });
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).host).toBe('127.0.0.1');
    for (const SEED of ['demo-without-accounts', 'none'])
      expect(loadConfig({ SEED }).host, SEED).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '::1' })).toMatchObject({ seed: 'demo', host: '::1' });
    expect(loadConfig({ HOST: 'localhost' })).toMatchObject({ seed: 'demo', host: 'localhost' });
  });

  it('treats a start on another interface as public: no accounts, no docs, SEED=demo refused', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
      const config = loadConfig({ HOST, NODE_ENV: 'development' });
      expect(config, HOST).toMatchObject({ host: HOST, seed: 'demo-without-accounts', apiDocs: false });
      for (const SEED of ['demo', 'demo-with-accounts'])
        expect(() => loadConfig({ HOST, SEED }), HOST).toThrow(
          new RegExp(`HOST=${HOST}[\\s\\S]*admin:create`),
        );
    }
    // The docs can still be asked for.
    expect(loadConfig({ HOST: '0.0.0.0', API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it('seeds no account with a known password for a public address unless told to', () => {
    for (const url of [
      'https://glentia.gr',
      'http://192.168.1.20:3000',
      'http://[2001:db8::1]',
      'http://127.example.com',
    ]) {
      expect(seedOf({ PUBLIC_URL: url }), url).toBe('demo-without-accounts');
      expect(seedOf({ PUBLIC_URL: url, NODE_ENV: 'test' }), url).toBe('demo-without-accounts');
    }
    expect(seedOf({ PUBLIC_URL: 'https://glentia.gr', SEED: 'none' })).toBe('none');
    expect(seedOf({ PUBLIC_URL: 'https://glentia.gr', SEED: 'demo-without-accounts' })).toBe(
      'demo-without-accounts',
    );
  });

  it('refuses an explicit SEED=demo on a public address, saying what to use instead', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://glentia.gr', SEED: 'demo' })).toThrow(
      /SEED: SEED=demo creates accounts with published passwords[\s\S]*PUBLIC_URL=https:\/\/glentia\.gr[\s\S]*demo-without-accounts/,
    );
  });
});

describe('sign-in configuration', () => {
  it('offers a social provider only when both its client id and secret are set', () => {
    expect(loadConfig({}).socialProviders).toEqual([]);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).socialProviders).toEqual([]);
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', APPLE_CLIENT_ID: 'apple' })
        .socialProviders,
    ).toEqual([
      { name: 'google', issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' },
    ]);
  });
  it('refuses a short JWT secret', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});

describe('push configuration', () => {
  it('generates VAPID keys unless both are configured, and keeps FCM off unless configured', () => {
    const config = loadConfig({});
    expect(config.vapid).toEqual({
      publicKey: undefined,
      privateKey: undefined,
      subject: 'mailto:info@glentia.gr',
    });
    expect(config.fcm.projectId).toBeUndefined();
    expect(config.jobWorker).toBe(true);
  });
  it('refuses half a key pair, a bad subject and FCM without its account', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'glentia.gr' })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ FCM_PROJECT_ID: 'glentia' })).toThrow(/FCM_SERVICE_ACCOUNT/);
  });
  it('reads the native apps for app links, and refuses a malformed fingerprint or team id', () => {
    expect(loadConfig({}).appLinks).toEqual({
      appId: 'gr.glentia.app',
      androidCertificates: [],
      appleTeamId: null,
    });
    const print = Array.from({ length: 32 }, () => 'ab').join(':');
    expect(
      loadConfig({ ANDROID_CERT_SHA256: `${print},${print.toUpperCase()}`, APPLE_TEAM_ID: 'ABCDE12345' })
        .appLinks,
    ).toEqual({
      appId: 'gr.glentia.app',
      androidCertificates: [print.toUpperCase(), print.toUpperCase()],
      appleTeamId: 'ABCDE12345',
    });
    expect(() => loadConfig({ ANDROID_CERT_SHA256: 'AB:CD' })).toThrow(/ANDROID_CERT_SHA256/);
    expect(() => loadConfig({ APPLE_TEAM_ID: 'team' })).toThrow(/APPLE_TEAM_ID/);
  });
  it('reads the job worker switch', () => {
    expect(loadConfig({ JOB_WORKER: 'false' }).jobWorker).toBe(false);
  });
});

describe('the import test port', () => {
  it('is off unless set, and lets tests name the one loopback port imports may fetch from', () => {
    expect(loadConfig({}).importTestLoopbackPort).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', TEST_IMPORT_LOOPBACK_PORT: '4567' }).importTestLoopbackPort).toBe(
      4567,
    );
  });
  it('is refused in production, which is also the default', () => {
    expect(() => loadConfig({ TEST_IMPORT_LOOPBACK_PORT: '4567' })).toThrow(
      /TEST_IMPORT_LOOPBACK_PORT: is for tests only/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_IMPORT_LOOPBACK_PORT: '4567' })).toThrow(
      /TEST_IMPORT_LOOPBACK_PORT/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_IMPORT_LOOPBACK_PORT: '0' })).toThrow(
      /TEST_IMPORT_LOOPBACK_PORT/,
    );
  });
});

describe('proxy and documentation settings', () => {
  it('trusts no X-Forwarded-For by default, a hop count, or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 172.16.0.0/12,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });
  it('refuses TRUST_PROXY=true, saying what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*number of proxies.*addresses/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
  it('refuses what is neither a hop count nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(
      /TRUST_PROXY.*proxy\.example\.com/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });
  it('scales the write limits by WRITE_LIMIT_FACTOR', () => {
    const favorite = (env: Record<string, string>) => loadConfig(env).writeLimits.rules.favorite[0]!.max;
    expect(favorite({})).toBe(30);
    expect(favorite({ WRITE_LIMIT_FACTOR: '10' })).toBe(300);
    expect(loadConfig({ WRITE_LIMIT_FACTOR: '0.5' }).writeLimits.newDevicesPerAddressPerHour).toBe(10);
    expect(() => loadConfig({ WRITE_LIMIT_FACTOR: '0' })).toThrow(/WRITE_LIMIT_FACTOR/);
  });
  it('serves /api/docs on a local start unless API_DOCS says otherwise', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).apiDocs).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://glentia.gr' }).apiDocs).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://glentia.gr', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'false' }).apiDocs).toBe(false);
  });
  it('reads the poster reading limits, and refuses a queue that is not a whole number', () => {
    expect(loadConfig({}).posterReading).toEqual({ timeoutMs: 30_000, maxWaiting: 10 });
    expect(
      loadConfig({ POSTER_READING_TIMEOUT_SECONDS: '2.5', POSTER_READING_QUEUE: '0' }).posterReading,
    ).toEqual({ timeoutMs: 2500, maxWaiting: 0 });
    expect(() => loadConfig({ POSTER_READING_QUEUE: '1.5' })).toThrow(/POSTER_READING_QUEUE/);
    expect(() => loadConfig({ POSTER_READING_TIMEOUT_SECONDS: '0' })).toThrow(
      /POSTER_READING_TIMEOUT_SECONDS/,
    );
  });
  it('uses object storage only with all six S3 settings, and refuses some of them', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com/',
      S3_BUCKET: 'glentia-images',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'false',
    };
    expect(loadConfig({}).objectStorage).toBeNull();
    expect(loadConfig(s3).objectStorage).toEqual({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      bucket: 'glentia-images',
      region: 'eu-central-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    const { S3_SECRET_ACCESS_KEY: _missing, ...partial } = s3;
    expect(() => loadConfig(partial)).toThrow(/S3_SECRET_ACCESS_KEY: object storage needs all of/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET/);
  });
});
