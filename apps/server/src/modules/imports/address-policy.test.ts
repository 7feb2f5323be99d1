import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.ts';

describe('addresses an import may reach', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.100.100.200',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::',
    '2001:db8::1',
    'not-an-ip',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('lets loopback through only when a test asks for it', () => {
    expect(isPublicAddress('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('::1', { allowLoopback: true })).toBe(true);
    expect(isPublicAddress('10.0.0.1', { allowLoopback: true })).toBe(false);
    expect(isPublicAddress('169.254.169.254', { allowLoopback: true })).toBe(false);
  });
});
