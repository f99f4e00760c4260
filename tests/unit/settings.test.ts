import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSettings, SettingsError } from '../../config/settings.ts';

describe('settings', () => {
  it('has a working default for every setting', () => {
    const s = parseSettings({}, '/srv/app');
    expect(s.port).toBe(4321);
    expect(s.host).toBe('127.0.0.1');
    expect(s.siteUrl.href).toBe('http://localhost:4321/');
    expect(s.dataDir).toBe(path.resolve('/srv/app', 'data'));
    expect(s.siteTimeZone).toBe('UTC');
    expect(s.trustProxy).toBe(false);
    expect(s.videoChannelUrl).toBeNull();
    expect(s.helpEmail).toBe('help@localhost');
  });

  it('derives the site URL from PORT when SITE_URL is not set', () => {
    expect(parseSettings({ PORT: '8080' }).siteUrl.origin).toBe('http://localhost:8080');
    expect(parseSettings({ PORT: '8080', SITE_URL: 'https://kids.example.org' }).siteUrl.origin).toBe(
      'https://kids.example.org',
    );
  });

  it('uses the SQLite file unless DATABASE_URL names a PostgreSQL server', () => {
    expect(parseSettings({}).databaseUrl).toBeNull();
    expect(parseSettings({ DATABASE_URL: 'postgres://bsb:secret@db:5432/bsb' }).databaseUrl).toBe(
      'postgres://bsb:secret@db:5432/bsb',
    );
    expect(parseSettings({ DATABASE_URL: 'postgresql://db/bsb' }).databaseUrl).toBe('postgresql://db/bsb');
    expect(() => parseSettings({ DATABASE_URL: 'mysql://db/bsb' })).toThrow(
      /DATABASE_URL="mysql:\/\/db\/bsb": expected postgres:\/\//,
    );
  });

  it('keeps uploads on disk unless S3_BUCKET names a bucket, and wants both S3 keys or neither', () => {
    expect(parseSettings({}).s3).toBeNull();
    const s3 = parseSettings({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
    }).s3;
    expect(s3).toEqual({
      bucket: 'media',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: true,
    });
    const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    const credentials = parseSettings({ S3_BUCKET: 'media', ...keys }).s3?.credentials;
    expect(credentials).toEqual({ accessKeyId: 'id', secretAccessKey: 'secret' });
    const oneKey = () => parseSettings({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' });
    expect(oneKey).toThrow(/S3_SECRET_ACCESS_KEY="": set both S3 keys/);
  });

  it('treats an empty variable as unset', () => {
    expect(parseSettings({ PORT: '' }).port).toBe(4321);
  });

  it('names the bad setting and its value in a clear message', () => {
    expect(() => parseSettings({ PORT: 'eighty' })).toThrow(SettingsError);
    expect(() => parseSettings({ PORT: 'eighty' })).toThrow(/PORT="eighty": expected a port number/);
    expect(() => parseSettings({ PORT: '70000' })).toThrow(/between 1 and 65535/);
    expect(() => parseSettings({ SITE_URL: 'ftp://x' })).toThrow(/SITE_URL/);
    expect(() => parseSettings({ SITE_TIME_ZONE: 'Mars/Olympus' })).toThrow(/IANA time zone/);
    expect(() => parseSettings({ TRUST_PROXY: 'maybe' })).toThrow(
      /TRUST_PROXY="maybe": expected true or false/,
    );
  });

  it('lists every bad setting at once', () => {
    try {
      parseSettings({ PORT: 'x', HELP_EMAIL: 'not-an-email' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/HELP_EMAIL/);
    }
  });

  it('reads the mail timeouts, with defaults and clear messages', () => {
    expect(parseSettings({})).toMatchObject({ smtpTimeoutMs: 15000, mailGiveUpMinutes: 1440 });
    expect(parseSettings({ SMTP_TIMEOUT_MS: '300', MAIL_GIVE_UP_MINUTES: '60' })).toMatchObject({
      smtpTimeoutMs: 300,
      mailGiveUpMinutes: 60,
    });
    expect(() => parseSettings({ SMTP_TIMEOUT_MS: 'soon' })).toThrow(
      /SMTP_TIMEOUT_MS="soon": expected a number of milliseconds/,
    );
    expect(() => parseSettings({ SMTP_TIMEOUT_MS: '5' })).toThrow(/at least 100 ms/);
    expect(() => parseSettings({ MAIL_GIVE_UP_MINUTES: '0' })).toThrow(
      /MAIL_GIVE_UP_MINUTES="0": expected at least 1 minute/,
    );
  });

  it('reads booleans in the usual spellings', () => {
    expect(parseSettings({ TRUST_PROXY: 'yes' }).trustProxy).toBe(true);
    expect(parseSettings({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });
});
